// The navbar's search button and its shortcuts (Ctrl+K, ⌘K, "/"); the panel itself loads on first use. What is typed
// between the shortcut and the panel's input taking focus (its first load, a render) is kept for the input.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { Search } from 'lucide-react'

const SearchPanel = lazy(() => import('./SearchPanel'))

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

export function NavbarSearch() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const returnTo = useRef<HTMLElement | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  // Characters typed while the panel opens; `null` once its input has focus.
  const typedEarly = useRef<string | null>(null)

  const show = useCallback(() => {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    typedEarly.current = ''
    setOpen(true)
  }, [])

  const takeTypedEarly = useCallback(() => {
    const typed = typedEarly.current ?? ''
    typedEarly.current = null
    return typed
  }, [])

  const hide = useCallback(() => {
    setOpen(false)
    const target = returnTo.current && document.contains(returnTo.current) ? returnTo.current : button.current
    // After the panel has gone, so that focus does not land inside it.
    window.setTimeout(() => target?.focus(), 0)
  }, [])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (open && typedEarly.current !== null) {
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          event.preventDefault()
          typedEarly.current += event.key
        }
        return
      }
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        if (!open) show()
      } else if (event.key === '/' && !open && !typing(event.target) && !event.ctrlKey && !event.metaKey) {
        event.preventDefault()
        show()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, show])

  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-icon"
        aria-label={t('globalSearch.open')}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={show}
      >
        <Search size={20} aria-hidden="true" />
      </button>
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <SearchPanel onClose={hide} takeTypedEarly={takeTypedEarly} />
          </Suspense>,
          document.body
        )}
    </>
  )
}
