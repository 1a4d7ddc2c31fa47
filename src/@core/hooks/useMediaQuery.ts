import { useSyncExternalStore } from 'react'

/** Whether a CSS media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false
  )
}

/** Phones: Bootstrap's xs, below the sm breakpoint. */
export const PHONE_QUERY = '(max-width: 575.98px)'
export const DESKTOP_MENU_QUERY = '(min-width: 1200px)'
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'
/** Below Bootstrap's md breakpoint: lists show compact rows and fold their filters (issue 40 §2). */
export const COMPACT_LIST_QUERY = '(max-width: 767.98px)'
