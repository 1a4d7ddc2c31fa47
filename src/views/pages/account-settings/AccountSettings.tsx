// /pages/account-settings: six tabs (the tab in the URL). General and Security are the signed-in user's own account
// (the API server in server mode); the other tabs are template settings kept by the fake database.
import { useRef, type KeyboardEvent } from 'react'
import { Bell, Info, Link2, Lock, Share2, User, type LucideIcon } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { Card, CardBody } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import clsx from 'clsx'
import { useAppDispatch } from '@/redux/hooks'
import { LoadState } from '../shared/LoadState'
import { useLoad } from '@/@core/hooks/useLoad'
import { fetchAccountSettings } from './accountSettingsApi'
import { ConnectionsTab } from './tabs/ConnectionsTab'
import { GeneralTab } from './tabs/GeneralTab'
import { InfoTab } from './tabs/InfoTab'
import { NotificationsTab } from './tabs/NotificationsTab'
import { SecurityTab } from './tabs/SecurityTab'
import { SocialTab } from './tabs/SocialTab'
import '../shared/pages.scss'
import './account-settings.scss'

const TABS: { key: string; icon: LucideIcon }[] = [
  { key: 'general', icon: User },
  { key: 'security', icon: Lock },
  { key: 'info', icon: Info },
  { key: 'social', icon: Share2 },
  { key: 'connections', icon: Link2 },
  { key: 'notifications', icon: Bell }
]

export default function AccountSettings() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const [params, setParams] = useSearchParams()
  const tabList = useRef<HTMLDivElement>(null)
  const requested = params.get('tab')
  const active = TABS.some((tab) => tab.key === requested) ? requested! : 'general'
  const state = useLoad(() => dispatch(fetchAccountSettings()).unwrap(), [dispatch])

  const select = (key: string, focus = false) => {
    setParams(key === 'general' ? {} : { tab: key }, { replace: true })
    if (focus) tabList.current?.querySelector<HTMLButtonElement>(`#account-tab-${key}`)?.focus()
  }
  // Arrow keys move between tabs (the WAI-ARIA tabs pattern); Home and End go to the first and last.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.key === active)
    const rtl = document.documentElement.dir === 'rtl'
    const step: Record<string, number> = {
      ArrowDown: 1,
      ArrowUp: -1,
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1
    }
    let next: number | null = null
    if (event.key in step) next = (index + step[event.key] + TABS.length) % TABS.length
    if (event.key === 'Home') next = 0
    if (event.key === 'End') next = TABS.length - 1
    if (next === null) return
    event.preventDefault()
    select(TABS[next].key, true)
  }

  return (
    <div className="account-settings">
      <h1 className="h3 mb-3">{t('pages.accountSettings.title')}</h1>
      <div
        ref={tabList}
        role="tablist"
        aria-label={t('pages.accountSettings.tabsLabel')}
        className="nav nav-pills account-tabs mb-4 gap-1"
        onKeyDown={onKeyDown}
      >
        {TABS.map(({ key, icon: Icon }) => (
          <button
            key={key}
            id={`account-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={key === active}
            aria-controls={`account-panel-${key}`}
            tabIndex={key === active ? 0 : -1}
            className={clsx('nav-link d-inline-flex align-items-center gap-2', key === active && 'active')}
            onClick={() => select(key)}
          >
            <Icon size={16} aria-hidden="true" />
            {t(`pages.accountSettings.tabs.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`account-panel-${active}`} aria-labelledby={`account-tab-${active}`}>
        {active === 'security' ? (
          <SecurityTab />
        ) : (
          <LoadState state={state} onRetry={state.reload}>
            {({ settings, account }) => (
              <Card className="border-0 shadow-sm">
                <CardBody>
                  {active === 'general' && (
                    <GeneralTab
                      account={account}
                      company={settings.general.company}
                      onSaved={(next, company) =>
                        state.update((d) => ({
                          account: next,
                          settings: { ...d.settings, general: { ...d.settings.general, company } }
                        }))
                      }
                    />
                  )}
                  {active === 'info' && (
                    <InfoTab
                      info={settings.info}
                      onSaved={(info) => state.update((d) => ({ ...d, settings: { ...d.settings, info } }))}
                    />
                  )}
                  {active === 'social' && (
                    <SocialTab
                      links={settings.social.socialLinks}
                      onSaved={(socialLinks) =>
                        state.update((d) => ({
                          ...d,
                          settings: { ...d.settings, social: { ...d.settings.social, socialLinks } }
                        }))
                      }
                    />
                  )}
                  {active === 'connections' && (
                    <ConnectionsTab
                      connections={settings.social.connections}
                      onSaved={(connections) =>
                        state.update((d) => ({
                          ...d,
                          settings: { ...d.settings, social: { ...d.settings.social, connections } }
                        }))
                      }
                    />
                  )}
                  {active === 'notifications' && (
                    <NotificationsTab
                      flags={settings.notification}
                      onSaved={(notification) =>
                        state.update((d) => ({ ...d, settings: { ...d.settings, notification } }))
                      }
                    />
                  )}
                </CardBody>
              </Card>
            )}
          </LoadState>
        )}
      </div>
    </div>
  )
}
