import { useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

/**
 * A new page opens at its top: <BrowserRouter> leaves the window where the last page was scrolled (a form saved at
 * its bottom opened the list scrolled down, its filters under the navbar). Back and forward (POP) keep the
 * browser's own restoration; a change of the query alone (filters, pages) keeps the place.
 */
export function usePageStartsAtTop(): void {
  const { pathname } = useLocation()
  const navigation = useNavigationType()
  const shown = useRef(pathname)
  useLayoutEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    if (navigation === 'POP') return
    const root = document.scrollingElement ?? document.documentElement
    root.scrollTop = 0
  }, [pathname, navigation])
}
