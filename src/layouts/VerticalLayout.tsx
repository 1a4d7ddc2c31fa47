import { useTranslation } from 'react-i18next'
import clsx from 'clsx'
import { DESKTOP_MENU_QUERY, useMediaQuery } from '@/@core/hooks/useMediaQuery'
import { useAppSelector } from '@/redux/hooks'
import { selectEffectiveLayout } from '@/redux/layoutSlice'
import { VerticalMenu } from './components/VerticalMenu'
import { Navbar } from './components/Navbar'
import { LayoutContent, LayoutExtras, SkipLink } from './components/LayoutContent'
import { useMobileMenu } from './useMobileMenu'

export function VerticalLayout() {
  const { t } = useTranslation()
  const layout = useAppSelector(selectEffectiveLayout)
  const mobile = useMobileMenu()
  const desktop = useMediaQuery(DESKTOP_MENU_QUERY)
  return (
    <div
      className={clsx(
        'vertical-layout',
        layout.menuCollapsed && 'menu-collapsed',
        layout.menuHidden && 'menu-hidden',
        mobile.open && 'menu-open'
      )}
    >
      <SkipLink />
      <VerticalMenu
        shown={mobile.open || (desktop && !layout.menuHidden)}
        overlay={mobile.open}
        onClose={mobile.closeMenu}
      />
      {mobile.open && (
        <button
          type="button"
          className="sidenav-overlay"
          tabIndex={-1}
          aria-label={t('navbar.closeMenu')}
          onClick={mobile.closeMenu}
        />
      )}
      <div className="app-content">
        <Navbar onOpenMenu={mobile.openMenu} />
        <LayoutContent />
      </div>
      <LayoutExtras />
    </div>
  )
}
