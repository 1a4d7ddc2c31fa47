import { useTranslation } from 'react-i18next'
import clsx from 'clsx'
import { useDirection } from '@/@core/hooks/useDirection'
import { VerticalMenu } from './components/VerticalMenu'
import { HorizontalMenu } from './components/HorizontalMenu'
import { Navbar } from './components/Navbar'
import { LayoutContent, LayoutExtras, SkipLink } from './components/LayoutContent'
import { useMobileMenu } from './useMobileMenu'

/** Top navbar with the brand, the menu as a row of dropdowns below it; narrow screens get the overlay side menu. */
export function HorizontalLayout() {
  const { t } = useTranslation()
  const dir = useDirection()
  const mobile = useMobileMenu()
  return (
    <div className={clsx('horizontal-layout vertical-layout menu-hidden', mobile.open && 'menu-open')}>
      <SkipLink />
      {/* Above the breakpoint this layout hides the side menu: it is only ever on screen as the opened overlay. */}
      <VerticalMenu shown={mobile.open} overlay={mobile.open} onClose={mobile.closeMenu} />
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
        <Navbar onOpenMenu={mobile.openMenu} showBrand />
        <HorizontalMenu dir={dir} />
        <LayoutContent />
      </div>
      <LayoutExtras />
    </div>
  )
}
