import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router-dom'
import { ChevronRight, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import clsx from 'clsx'
import { BrandLogo } from '@/@core/components/BrandLogo'
import { useAbility } from '@/configs/AbilityContext'
import { menu } from '@/navigation/menu'
import { isNavItemActive, visibleMenu } from '@/navigation/access'
import type { NavItem } from '@/navigation/types'
import { useAppSelector } from '@/redux/hooks'
import { selectSkin } from '@/redux/layoutSlice'
import { useOnceTrue } from '@/@core/hooks/useOnceTrue'

function MenuGroup({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const active = isNavItemActive(item, pathname)
  const [open, setOpen] = useState(active)
  const [lastPath, setLastPath] = useState(pathname)
  // A closed group's entries are not rendered until it is first opened: most groups never are.
  const rendered = useOnceTrue(open)
  // Navigating into the group opens it (adjusting state while rendering, as React recommends over an effect).
  if (lastPath !== pathname) {
    setLastPath(pathname)
    if (active && !open) setOpen(true)
  }
  const Icon = item.icon
  const listId = `menu-group-${item.id}`
  return (
    <li className={clsx('nav-item has-sub', open && 'open', active && 'sidebar-group-active')}>
      <button
        type="button"
        className="nav-link"
        aria-expanded={open}
        aria-controls={listId}
        title={t(item.title)}
        onClick={() => setOpen(!open)}
      >
        {Icon ? <Icon size={20} aria-hidden="true" /> : <span className="circle-dot" aria-hidden="true" />}
        <span className="menu-title">{t(item.title)}</span>
        <ChevronRight size={16} className="menu-chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="menu-content" hidden={!open}>
        {rendered &&
          item.children?.map((child) => <MenuEntry key={child.id} item={child} onNavigate={onNavigate} />)}
      </ul>
    </li>
  )
}

function MenuEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation()
  if (item.children) return <MenuGroup item={item} onNavigate={onNavigate} />
  const Icon = item.icon
  return (
    <li className="nav-item">
      <NavLink to={item.navLink ?? '/'} className="nav-link" title={t(item.title)} onClick={onNavigate}>
        {Icon ? <Icon size={20} aria-hidden="true" /> : <span className="circle-dot" aria-hidden="true" />}
        <span className="menu-title">{t(item.title)}</span>
      </NavLink>
    </li>
  )
}

type Props = {
  /** Whether the menu is on screen: beside the page on a desktop, or opened as the overlay. */
  shown: boolean
  /** Opened as the overlay of a narrow screen: focus moves into it, and back to the opener when it closes. */
  overlay?: boolean
  onClose?: () => void
}

/**
 * The side menu built from src/navigation: sections with headers, items, and groups that expand and collapse.
 * Collapsed (desktop) it shows icons only and widens while hovered or focused; below the desktop
 * breakpoint it is an overlay opened from the navbar, and its content is rendered only once first opened.
 */
export function VerticalMenu({ shown, overlay = false, onClose }: Props) {
  const skin = useAppSelector(selectSkin)
  const rendered = useOnceTrue(shown)
  const aside = useRef<HTMLElement>(null)
  // Off screen (a closed phone menu, a hidden desktop menu) its links leave the Tab order and the accessibility
  // tree. Set on the element: React 18 has no `inert` prop.
  useLayoutEffect(() => {
    if (aside.current) aside.current.inert = !shown
  }, [shown])
  useOverlayFocus(aside, overlay)
  return (
    <aside ref={aside} className="main-menu" data-bs-theme={skin === 'semi-dark' ? 'dark' : undefined}>
      {rendered && <MenuContent onClose={onClose} />}
    </aside>
  )
}

/** Moves focus to the overlay's first control when it opens, and back to where it was when it closes. */
function useOverlayFocus(aside: RefObject<HTMLElement | null>, overlay: boolean) {
  const opener = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const menu = aside.current
    if (!menu) return
    if (overlay) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      menu.querySelector<HTMLElement>('button, a[href]')?.focus()
      return
    }
    // Focus left in the closed menu, or lost with it, goes back to the button that opened it.
    const stranded = document.activeElement === document.body || menu.contains(document.activeElement)
    if (stranded && opener.current?.isConnected) opener.current.focus()
    opener.current = null
  }, [aside, overlay])
}

function MenuContent({ onClose }: { onClose?: () => void }) {
  const { t } = useTranslation()
  const ability = useAbility()
  const sections = visibleMenu(menu, ability)
  return (
    <>
      <div className="menu-header">
        <Link to="/" className="navbar-brand" aria-label={t('app.title')}>
          <BrandLogo size={32} />
          <span className="brand-text">{t('app.name')}</span>
        </Link>
        {onClose && (
          <button
            type="button"
            className="btn btn-sm btn-icon d-xl-none border-0 text-body"
            aria-label={t('navbar.closeMenu')}
            onClick={onClose}
          >
            <X size={20} aria-hidden="true" />
          </button>
        )}
      </div>
      <nav className="menu-scroll" aria-label={t('navbar.mainMenu')}>
        {sections.map((section) => (
          <div key={section.id} className="menu-section">
            <h2 className="navigation-header" id={`menu-section-${section.id}`}>
              <span className="navigation-header-text">{t(section.header)}</span>
            </h2>
            <ul className="navigation" aria-labelledby={`menu-section-${section.id}`}>
              {section.items.map((item) => (
                <MenuEntry key={item.id} item={item} onNavigate={onClose} />
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </>
  )
}
