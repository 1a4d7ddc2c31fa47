import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import type { RouterTransition as Transition } from '@/configs/themeConfig'

/**
 * Whether the next mount shows the page load's first screen. That screen appears at once: it replaces the loading
 * screen, there is no page to move from, and fading it in from transparent would keep it from counting as painted
 * (Chrome's largest contentful paint skips text painted at opacity 0) until long after it is on screen.
 */
let pageLoadScreen = true

/**
 * Replays the chosen entrance animation on every navigation without remounting the page
 * (a key would reset the screen's state). prefers-reduced-motion turns it off in CSS.
 */
export function RouterTransition({ transition, children }: { transition: Transition; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  useLayoutEffect(() => {
    const el = ref.current
    const firstOfPageLoad = pageLoadScreen && navigationType === 'POP'
    pageLoadScreen = false
    if (!el || transition === 'none' || firstOfPageLoad) return
    const name = `animate-${transition}`
    el.classList.remove(name)
    void el.offsetWidth
    el.classList.add(name)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- how the screen was reached is read when it changes
  }, [pathname, transition])
  return (
    <div ref={ref} className="router-transition" data-pathname={pathname}>
      {children}
    </div>
  )
}
