import { useTranslation } from 'react-i18next'
import { Nav, NavItem, NavLink } from 'reactstrap'

const LINKS = ['overview', 'tracks', 'settings'] as const

export function BasicNav() {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('ui.components.navs.basic')}>
      <Nav>
        {LINKS.map((link, index) => (
          <NavItem key={link}>
            <NavLink
              href={`#nav-${link}`}
              active={index === 0}
              aria-current={index === 0 ? 'page' : undefined}
            >
              {t(`ui.components.navs.tabs.${link}`)}
            </NavLink>
          </NavItem>
        ))}
      </Nav>
    </nav>
  )
}
