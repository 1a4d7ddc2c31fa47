import { useEffect, useState } from 'react'

/**
 * The first `chunk` items at once, then `chunk` more each animation frame until all are shown.
 * Mounting a hundred table rows in one go blocks the main thread for ~90 ms on a 2-core machine; in chunks
 * each frame stays well under the 50 ms long-task line (DESIGN.md §6). Lists no longer than `chunk` render whole.
 */
export function useProgressiveList<T>(items: T[], chunk: number): T[] {
  const [count, setCount] = useState(chunk)
  const [source, setSource] = useState(items)
  if (source !== items) {
    // A new list starts again from its first chunk (React's "adjust state while rendering" pattern).
    setSource(items)
    setCount(chunk)
  }
  useEffect(() => {
    if (count >= items.length) return
    const frame = requestAnimationFrame(() => setCount((c) => c + chunk))
    return () => cancelAnimationFrame(frame)
  }, [count, items.length, chunk])
  return count >= items.length ? items : items.slice(0, count)
}
