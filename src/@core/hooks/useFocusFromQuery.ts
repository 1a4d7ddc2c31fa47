// Puts the focus on the field a link names (?focus=<element id>) once the form holding it is on the page: a
// readiness finding on the release page links to the release or track form this way. A form drawn again after a
// reload of its data gets the focus again; otherwise each address focuses once.
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'

export function useFocusFromQuery(ready: boolean): void {
  const [search] = useSearchParams()
  const target = search.get('focus')
  const focused = useRef<{ target: string; element: HTMLElement } | null>(null)
  useEffect(() => {
    if (!ready || !target) return
    if (focused.current?.target === target && focused.current.element.isConnected) return
    const element = document.getElementById(target)
    if (!element) return
    focused.current = { target, element }
    element.scrollIntoView?.({ block: 'center' })
    element.focus()
  }, [ready, target])
}
