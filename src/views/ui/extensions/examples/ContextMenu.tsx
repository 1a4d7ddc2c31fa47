// A right-click menu on each row, also opened from the keyboard (the Menu key or Shift+F10 on a focused row). The
// menu takes focus, moves with the arrow keys, and closes on Escape, on a choice or on a click elsewhere.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ListPlus, Play, Share2, Trash2 } from 'lucide-react'

const TRACKS = ['Midnight Drive', 'Paper Lanterns', 'Salt and Cedar']
const ACTIONS = [
  { key: 'play', icon: Play },
  { key: 'queue', icon: ListPlus },
  { key: 'share', icon: Share2 },
  { key: 'remove', icon: Trash2 }
] as const

type Menu = { track: string; x: number; y: number; row: HTMLElement }

export default function ContextMenu() {
  const { t } = useTranslation()
  const [menu, setMenu] = useState<Menu | null>(null)
  const [done, setDone] = useState('')
  const list = useRef<HTMLUListElement>(null)

  useEffect(() => {
    if (!menu) return
    list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    const close = (event: MouseEvent) => {
      if (!list.current?.contains(event.target as Node)) setMenu(null)
    }
    const dismiss = () => setMenu(null)
    document.addEventListener('mousedown', close)
    window.addEventListener('scroll', dismiss)
    return () => {
      document.removeEventListener('mousedown', close)
      window.removeEventListener('scroll', dismiss)
    }
  }, [menu])

  const closeMenu = () => {
    menu?.row.focus()
    setMenu(null)
  }
  const choose = (action: string) => {
    if (menu)
      setDone(
        t('ui.extensions.contextMenu.done', {
          action: t(`ui.extensions.contextMenu.${action}`),
          track: menu.track
        })
      )
    closeMenu()
  }
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
    const at = items.indexOf(document.activeElement as HTMLElement)
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key]
    if (move) {
      event.preventDefault()
      items[(at + move + items.length) % items.length]?.focus()
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault()
      items[event.key === 'Home' ? 0 : items.length - 1]?.focus()
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault()
      closeMenu()
    }
  }
  const openFromKeyboard = (event: KeyboardEvent<HTMLElement>, track: string) => {
    if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault()
      const box = event.currentTarget.getBoundingClientRect()
      setMenu({ track, x: box.left + 24, y: box.bottom - 4, row: event.currentTarget })
    }
  }

  return (
    <>
      <p className="small text-body-secondary">{t('ui.extensions.contextMenu.help')}</p>
      <ul className="list-group mb-2">
        {TRACKS.map((track) => (
          <li
            key={track}
            tabIndex={0}
            className="list-group-item list-group-item-action"
            aria-haspopup="menu"
            onContextMenu={(event) => {
              event.preventDefault()
              setMenu({ track, x: event.clientX, y: event.clientY, row: event.currentTarget })
            }}
            onKeyDown={(event) => openFromKeyboard(event, track)}
          >
            {track}
          </li>
        ))}
      </ul>
      <p className="small mb-0" role="status">
        {done}
      </p>
      {menu && (
        <ul
          ref={list}
          role="menu"
          aria-label={t('ui.extensions.contextMenu.label', { track: menu.track })}
          className="context-menu dropdown-menu show shadow"
          style={{
            left: Math.min(menu.x, window.innerWidth - 200),
            top: Math.min(menu.y, window.innerHeight - 200)
          }}
          onKeyDown={onMenuKey}
        >
          {ACTIONS.map(({ key, icon: Icon }) => (
            <li key={key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={`dropdown-item d-flex align-items-center gap-2 ${key === 'remove' ? 'text-danger' : ''}`}
                onClick={() => choose(key)}
              >
                <Icon size={16} aria-hidden="true" />
                {t(`ui.extensions.contextMenu.${key}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
