import { useState } from 'react'

/**
 * False until `value` is first true, then true for good: for content rendered only once it is first needed (an
 * off-screen menu, a closed group) and kept afterwards, so that closing it again plays its transition on its content.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value)
  // Adjusting state while rendering, as React recommends over an effect: the content shows in the same commit.
  if (value && !seen) setSeen(true)
  return seen || value
}
