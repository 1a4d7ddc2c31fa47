import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Nav, NavItem, NavLink, TabContent, TabPane } from 'reactstrap'

const TABS = ['overview', 'tracks', 'settings'] as const
type Tab = (typeof TABS)[number]

/** Tabs with the WAI-ARIA roles; the arrow keys move between them. */
export function NavTabs({ pills = false }: { pills?: boolean }) {
  const { t } = useTranslation()
  const [active, setActive] = useState<Tab>('overview')
  const prefix = pills ? 'pills' : 'tabs'
  const move = (event: React.KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key]
    if (!step) return
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const next = TABS[(index + (rtl ? -step : step) + TABS.length) % TABS.length]
    setActive(next)
    document.getElementById(`${prefix}-${next}`)?.focus()
  }
  return (
    <>
      <Nav tabs={!pills} pills={pills} role="tablist" className="mb-3">
        {TABS.map((tab, index) => (
          <NavItem key={tab} role="presentation">
            <NavLink
              tag="button"
              type="button"
              role="tab"
              id={`${prefix}-${tab}`}
              aria-selected={active === tab}
              aria-controls={`${prefix}-${tab}-panel`}
              tabIndex={active === tab ? 0 : -1}
              active={active === tab}
              onClick={() => setActive(tab)}
              onKeyDown={(event: React.KeyboardEvent) => move(event, index)}
            >
              {t(`ui.components.navs.tabs.${tab}`)}
            </NavLink>
          </NavItem>
        ))}
      </Nav>
      <TabContent activeTab={active}>
        {TABS.map((tab) => (
          <TabPane
            key={tab}
            tabId={tab}
            role="tabpanel"
            id={`${prefix}-${tab}-panel`}
            aria-labelledby={`${prefix}-${tab}`}
          >
            <p className="mb-0">{t(`ui.components.navs.panels.${tab}`)}</p>
          </TabPane>
        ))}
      </TabContent>
    </>
  )
}
