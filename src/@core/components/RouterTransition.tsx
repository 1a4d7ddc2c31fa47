import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import type { RouterTransition as Transition } from '@/configs/themeConfig'

/**
 * Replays the chosen entrance animation on every navigation without remounting the page
 * (a key would reset the screen's state). prefers-reduced-motion turns it off in CSS.
 */
export function RouterTransition({ transition, children }: { transition: Transition; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const { pathname } = useLocation()
  useLayoutEffect(() => {
    const el = ref.current
    if (!el || transition === 'none') return
    const name = `animate-${transition}`
    el.classList.remove(name)
    void el.offsetWidth
    el.classList.add(name)
  }, [pathname, transition])
  return (
    <div ref={ref} className="router-transition" data-pathname={pathname}>
      {children}
    </div>
  )
}
