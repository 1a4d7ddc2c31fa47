import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'

/** Open/closed state of the overlay menu on narrow screens; closes on navigation and on Escape. */
export function useMobileMenu() {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const [lastPath, setLastPath] = useState(pathname)
  if (lastPath !== pathname) {
    setLastPath(pathname)
    if (open) setOpen(false)
  }
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])
  return { open, openMenu: () => setOpen(true), closeMenu: () => setOpen(false) }
}
