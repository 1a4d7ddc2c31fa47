// Puts the focus on the field a link names (?focus=<element id>) once the form holding it is on the page: a
// readiness finding on the release page links to the release or track form this way. Each address focuses once.
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'

export function useFocusFromQuery(ready: boolean): void {
  const [search] = useSearchParams()
  const target = search.get('focus')
  const done = useRef<string | null>(null)
  useEffect(() => {
    if (!ready || !target || done.current === target) return
    const element = document.getElementById(target)
    if (!element) return
    done.current = target
    element.scrollIntoView?.({ block: 'center' })
    element.focus()
  }, [ready, target])
}
