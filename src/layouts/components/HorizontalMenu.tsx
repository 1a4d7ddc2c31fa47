import { Fragment, useState } from 'react'
import { NavLink, useLocation } from 'react-router-dom'
import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import clsx from 'clsx'
import { Dropdown, DropdownItem, DropdownMenu, DropdownToggle } from 'reactstrap'
import { useAbility } from '@/configs/AbilityContext'
import { menu } from '@/navigation/menu'
import { isNavItemActive, visibleMenu } from '@/navigation/access'
import type { NavItem, NavSection } from '@/navigation/types'

function Items({ items, depth }: { items: NavItem[]; depth: number }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <>
      {items.map((item) => {
        const Icon = item.icon
        if (item.children) {
          return (
            <Fragment key={item.id}>
              <DropdownItem header className="d-flex align-items-center gap-2">
                {Icon && <Icon size={16} aria-hidden="true" />}
                {t(item.title)}
              </DropdownItem>
              <Items items={item.children} depth={depth + 1} />
            </Fragment>
          )
        }
        return (
          <DropdownItem
            key={item.id}
            tag={NavLink}
            to={item.navLink ?? '/'}
            className={clsx(depth > 0 && 'nested', isNavItemActive(item, pathname) && 'active')}
          >
            {Icon && <Icon size={16} aria-hidden="true" />}
            {t(item.title)}
          </DropdownItem>
        )
      })}
    </>
  )
}

/** One section of the top menu; closed, its dropdown is hidden and its entries are not rendered. */
function SectionMenu({ section, active, dir }: { section: NavSection; active: boolean; dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <Dropdown isOpen={open} toggle={() => setOpen((o) => !o)} tag="li" className="nav-item">
      <DropdownToggle tag="button" type="button" className={clsx('nav-link', active && 'active')}>
        {t(section.header)}
        <ChevronDown size={16} aria-hidden="true" />
      </DropdownToggle>
      <DropdownMenu end={dir === 'rtl'}>{open && <Items items={section.items} depth={0} />}</DropdownMenu>
    </Dropdown>
  )
}

/** The top menu of the horizontal layout: one dropdown per menu section. */
export function HorizontalMenu({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation()
  const ability = useAbility()
  const { pathname } = useLocation()
  const sections = visibleMenu(menu, ability)
  return (
    <nav className="horizontal-menu-wrapper" aria-label={t('navbar.mainMenu')}>
      <ul className="horizontal-nav">
        {sections.map((section) => (
          <SectionMenu
            key={section.id}
            section={section}
            active={section.items.some((item) => isNavItemActive(item, pathname))}
            dir={dir}
          />
        ))}
      </ul>
    </nav>
  )
}
