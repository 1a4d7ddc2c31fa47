import { Menu, Moon, PanelLeftClose, PanelLeftOpen, Sun } from 'lucide-react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import clsx from 'clsx'
import { BrandLogo } from '@/@core/components/BrandLogo'
import { useDirection } from '@/@core/hooks/useDirection'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import {
  menuCollapsedChanged,
  pageLayoutApplied,
  selectEffectiveLayout,
  skinChanged
} from '@/redux/layoutSlice'
import { LanguageMenu } from './LanguageMenu'
import { MusicShortcuts } from './MusicShortcuts'
import { NavbarCart } from './NavbarCart'
import { UserMenu } from './UserMenu'
import { NavbarBookmarks } from './search/NavbarBookmarks'
import { NavbarSearch } from './search/NavbarSearch'

type Props = {
  /** Opens the overlay menu on narrow screens. */
  onOpenMenu: () => void
  /** The horizontal layout shows the brand in the navbar, the vertical one in the side menu. */
  showBrand?: boolean
}

/** The top bar: menu toggles, music shortcuts, bookmarks and search, language, skin and the user menu. */
export function Navbar({ onOpenMenu, showBrand = false }: Props) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const layout = useAppSelector(selectEffectiveLayout)
  const dir = useDirection()
  const dark = layout.skin === 'dark'
  if (layout.navbarType === 'hidden') return null
  // In right-to-left the panel icons are mirrored so they point at the menu.
  const CollapseIcon = layout.menuCollapsed ? PanelLeftOpen : PanelLeftClose
  return (
    <header
      className={clsx(
        'header-navbar',
        `navbar-${layout.navbarType}`,
        layout.navbarColor !== 'white' && `text-bg-${layout.navbarColor}`
      )}
    >
      <button
        type="button"
        className="btn btn-icon d-xl-none"
        aria-label={t('navbar.openMenu')}
        onClick={onOpenMenu}
      >
        <Menu size={22} aria-hidden="true" />
      </button>
      {!showBrand && !layout.menuHidden && (
        <button
          type="button"
          className="btn btn-icon d-none d-xl-inline-flex"
          aria-label={t(layout.menuCollapsed ? 'navbar.expandMenu' : 'navbar.collapseMenu')}
          aria-pressed={layout.menuCollapsed}
          onClick={() =>
            // A page that collapses the menu for itself keeps the toggle to itself too: the saved choice stays.
            dispatch(
              layout.pageLayout?.menuCollapsed !== undefined
                ? pageLayoutApplied({ ...layout.pageLayout, menuCollapsed: !layout.menuCollapsed })
                : menuCollapsedChanged(!layout.menuCollapsed)
            )
          }
        >
          <CollapseIcon
            size={20}
            aria-hidden="true"
            style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}
          />
        </button>
      )}
      {showBrand && (
        <Link
          to="/"
          className="navbar-brand d-none d-xl-flex align-items-center gap-2 me-3 text-decoration-none"
        >
          <BrandLogo size={30} />
          <span className="h4 mb-0 fw-bold">{t('app.name')}</span>
        </Link>
      )}
      <div className="bookmark-wrapper d-flex align-items-center">
        <MusicShortcuts />
        <NavbarBookmarks />
        <NavbarSearch />
      </div>
      <div className="d-flex align-items-center gap-1 ms-auto">
        <LanguageMenu />
        <NavbarCart />
        <button
          type="button"
          className="btn btn-icon"
          aria-label={t(dark ? 'navbar.lightSkin' : 'navbar.darkSkin')}
          onClick={() => dispatch(skinChanged(dark ? 'light' : 'dark'))}
        >
          {dark ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
        </button>
        <div className="ms-2 d-flex align-items-center">
          <UserMenu />
        </div>
      </div>
    </header>
  )
}
