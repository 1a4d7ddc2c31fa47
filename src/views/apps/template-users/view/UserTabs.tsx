import { useState, type ReactNode } from 'react'
import { Bell, Bookmark, Check, Link2, Lock, User as UserIcon, type LucideIcon } from 'lucide-react'
import {
  Alert,
  Badge,
  Button,
  Card,
  CardBody,
  Col,
  Input,
  Nav,
  NavItem,
  Row,
  Spinner,
  Table
} from 'reactstrap'
import { useTranslation } from 'react-i18next'
import type { TemplateUser, UserDetails } from '@/contracts/templateUsers'
import { useAppDispatch } from '@/redux/hooks'
import type { Connection, NotificationRow } from './userSettingsApi'
import { saveConnection, saveNotifications } from './userSettingsThunks'

type TabKey = 'account' | 'security' | 'billing' | 'notifications' | 'connections'
const TABS: { key: TabKey; icon: LucideIcon }[] = [
  { key: 'account', icon: UserIcon },
  { key: 'security', icon: Lock },
  { key: 'billing', icon: Bookmark },
  { key: 'notifications', icon: Bell },
  { key: 'connections', icon: Link2 }
]

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="border-0 shadow-sm mb-3">
      <CardBody>
        <h2 className="h5 mb-3">{title}</h2>
        {children}
      </CardBody>
    </Card>
  )
}

function AccountTab({ details }: { details: UserDetails }) {
  const { t } = useTranslation()
  return (
    <Section title={t('templateUsers.view.activity')}>
      <ol className="timeline mb-0">
        {details.activity.map((item) => (
          <li key={item.id}>
            <span className={`timeline-dot bg-${item.colour}`} aria-hidden="true" />
            <div className="d-flex flex-wrap justify-content-between gap-2">
              <h3 className="h6 mb-1">
                <bdi>{item.title}</bdi>
              </h3>
              <bdi className="small text-body-secondary">{item.time}</bdi>
            </div>
            <p className="mb-0 text-body-secondary" dir="auto">
              {item.description}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  )
}

function SecurityTab({ details }: { details: UserDetails }) {
  const { t } = useTranslation()
  return (
    <>
      <Section title={t('templateUsers.view.security.twoFactor')}>
        <p className="mb-0">
          <Badge className={details.security.twoFactor ? 'text-bg-success' : 'text-bg-warning'}>
            {t(
              details.security.twoFactor
                ? 'templateUsers.view.security.enabled'
                : 'templateUsers.view.security.disabled'
            )}
          </Badge>{' '}
          <span className="text-body-secondary">{t('templateUsers.view.security.twoFactorText')}</span>
        </p>
      </Section>
      <Section title={t('templateUsers.view.security.devices')}>
        <div className="table-responsive">
          <Table className="mb-0 align-middle">
            <thead>
              <tr>
                <th scope="col">{t('templateUsers.view.security.browser')}</th>
                <th scope="col">{t('templateUsers.view.security.device')}</th>
                <th scope="col">{t('templateUsers.view.security.location')}</th>
                <th scope="col">{t('templateUsers.view.security.lastActive')}</th>
              </tr>
            </thead>
            <tbody>
              {details.security.recentDevices.map((d) => (
                <tr key={d.browser}>
                  <td>
                    <bdi>{d.browser}</bdi>
                  </td>
                  <td>
                    <bdi>{d.device}</bdi>
                  </td>
                  <td>
                    <bdi>{d.location}</bdi>
                  </td>
                  <td className="text-nowrap">
                    <bdi>{d.lastActive}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </Section>
    </>
  )
}

function BillingTab({ user, details }: { user: TemplateUser; details: UserDetails }) {
  const { t } = useTranslation()
  const a = details.billingAddress
  const address: [string, string][] = [
    ['companyName', a.companyName],
    ['billingEmail', a.billingEmail],
    ['taxId', a.taxId],
    ['vatNumber', a.vatNumber],
    ['address', a.address],
    ['contact', a.contact],
    ['country', a.country],
    ['zip', a.zip]
  ]
  return (
    <>
      <Section title={t('templateUsers.view.billing.currentPlan')}>
        <p className="mb-1">
          {t('templateUsers.view.billing.planText', {
            plan: t(`templateUsers.plans.${details.plan.name}`),
            price: details.plan.price
          })}
        </p>
        <p className="mb-0 text-body-secondary">
          {t('templateUsers.view.billing.method', { billing: user.billing })}
        </p>
      </Section>
      <Section title={t('templateUsers.view.billing.paymentMethods')}>
        <ul className="list-unstyled mb-0 d-grid gap-3">
          {details.paymentMethods.map((card) => (
            <li key={card.id} className="border rounded p-3 d-flex flex-wrap justify-content-between gap-2">
              <div>
                <div className="fw-semibold">
                  {card.brand}{' '}
                  {card.primary && (
                    <Badge className="text-bg-primary ms-1">{t('templateUsers.view.billing.primary')}</Badge>
                  )}
                </div>
                <div>{card.holder}</div>
                <div className="text-body-secondary">
                  <bdi>**** **** **** {card.last4}</bdi>
                </div>
              </div>
              <div className="small text-body-secondary">
                {t('templateUsers.view.billing.expires', { date: card.expires })}
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('templateUsers.view.billing.address')}>
        <Row as="dl" className="mb-0">
          {address.map(([key, value]) => (
            <Col md={6} key={key} className="d-flex gap-2 mb-2">
              <dt className="fw-semibold">{t(`templateUsers.view.billing.fields.${key}`)}:</dt>
              <dd className="mb-0 text-break">
                <bdi>{value}</bdi>
              </dd>
            </Col>
          ))}
        </Row>
      </Section>
    </>
  )
}

type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'error'; message: string }
const sameRows = (a: NotificationRow[], b: NotificationRow[]) => JSON.stringify(a) === JSON.stringify(b)

function NotificationsTab({
  userId,
  saved,
  draft,
  onDraft,
  onSaved
}: {
  userId: number
  saved: NotificationRow[]
  draft: NotificationRow[]
  onDraft: (rows: NotificationRow[]) => void
  onSaved: (rows: NotificationRow[]) => void
}) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const [state, setState] = useState<SaveState>({ status: 'idle' })
  const channels = ['email', 'browser', 'app'] as const
  const changed = !sameRows(draft, saved)
  const saving = state.status === 'saving'

  async function save() {
    setState({ status: 'saving' })
    const result = await dispatch(saveNotifications({ id: userId, notifications: draft }))
    if (saveNotifications.fulfilled.match(result)) {
      onSaved(result.payload)
      setState({ status: 'saved' })
    } else setState({ status: 'error', message: result.payload ?? t('templateUsers.common.failed') })
  }

  return (
    <Section title={t('templateUsers.view.notifications.title')}>
      <div className="table-responsive">
        <Table className="align-middle">
          <thead>
            <tr>
              <th scope="col">{t('templateUsers.view.notifications.type')}</th>
              {channels.map((c) => (
                <th scope="col" key={c} className="text-center">
                  {t(`templateUsers.view.notifications.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {draft.map((row, index) => (
              <tr key={row.type}>
                <td>{t(`templateUsers.view.notifications.types.${row.type}`)}</td>
                {channels.map((c) => (
                  <td key={c} className="text-center">
                    <Input
                      type="checkbox"
                      checked={row[c]}
                      disabled={saving}
                      aria-label={`${t(`templateUsers.view.notifications.types.${row.type}`)}: ${t(`templateUsers.view.notifications.${c}`)}`}
                      onChange={() => {
                        onDraft(draft.map((r, i) => (i === index ? { ...r, [c]: !r[c] } : r)))
                        if (state.status === 'saved') setState({ status: 'idle' })
                      }}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      {state.status === 'error' && (
        <Alert fade={false} color="danger" className="py-2">
          {state.message}
        </Alert>
      )}
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button color="primary" disabled={!changed || saving} onClick={() => void save()}>
          {saving && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {t(saving ? 'templateUsers.view.settings.saving' : 'templateUsers.view.notifications.save')}
        </Button>
        <Button
          color="secondary"
          outline
          disabled={!changed || saving}
          onClick={() => {
            onDraft(saved)
            setState({ status: 'idle' })
          }}
        >
          {t('templateUsers.view.notifications.discard')}
        </Button>
        <span role="status" className="small text-body-secondary">
          {state.status === 'saved' && !changed && (
            <>
              <Check size={16} className="text-success me-1" aria-hidden="true" />
              {t('templateUsers.view.notifications.saved')}
            </>
          )}
          {state.status === 'idle' && changed && t('templateUsers.view.notifications.unsaved')}
        </span>
      </div>
    </Section>
  )
}

type RowState = Record<string, SaveState>

function ConnectionsTab({
  userId,
  connections,
  onChange
}: {
  userId: number
  connections: Connection[]
  onChange: (update: (current: Connection[]) => Connection[]) => void
}) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const [rows, setRows] = useState<RowState>({})
  const replace = (next: Connection) => onChange((list) => list.map((c) => (c.name === next.name ? next : c)))

  async function toggle(current: Connection) {
    const connected = !current.connected
    // Flip at once; the answer fills in the account, a failure puts the switch back.
    replace({ name: current.name, connected })
    setRows((r) => ({ ...r, [current.name]: { status: 'saving' } }))
    const result = await dispatch(saveConnection({ id: userId, name: current.name, connected }))
    if (saveConnection.fulfilled.match(result)) {
      replace(result.payload)
      setRows((r) => ({ ...r, [current.name]: { status: 'saved' } }))
    } else {
      replace(current)
      setRows((r) => ({
        ...r,
        [current.name]: { status: 'error', message: result.payload ?? t('templateUsers.common.failed') }
      }))
    }
  }

  return (
    <Section title={t('templateUsers.view.connections.title')}>
      <ul className="list-unstyled mb-0 d-grid gap-3">
        {connections.map((c) => {
          const row = rows[c.name] ?? { status: 'idle' }
          return (
            <li key={c.name} className="d-flex align-items-center justify-content-between gap-2">
              <div>
                <div className="fw-semibold">{c.name}</div>
                <div className="small text-body-secondary">
                  {c.connected
                    ? (c.account ?? t('templateUsers.view.connections.connecting'))
                    : t('templateUsers.view.connections.notConnected')}
                </div>
                {row.status === 'error' && (
                  <div className="small text-danger" role="alert">
                    {row.message}
                  </div>
                )}
              </div>
              <div className="d-flex align-items-center gap-2">
                <span role="status" className="small text-body-secondary text-nowrap">
                  {row.status === 'saving' && (
                    <>
                      <Spinner size="sm" className="me-1" aria-hidden="true" />
                      {t('templateUsers.view.settings.saving')}
                    </>
                  )}
                  {row.status === 'saved' && (
                    <>
                      <Check size={16} className="text-success me-1" aria-hidden="true" />
                      {t('templateUsers.view.settings.saved', { name: c.name })}
                    </>
                  )}
                </span>
                <div className="form-check form-switch mb-0">
                  <Input
                    type="switch"
                    role="switch"
                    checked={c.connected}
                    disabled={row.status === 'saving'}
                    aria-label={t('templateUsers.view.connections.toggle', { name: c.name })}
                    onChange={() => void toggle(c)}
                  />
                </div>
              </div>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

/** Account (activity), security, billing and plans, notifications, connections. */
export function UserTabs({ user, details }: { user: TemplateUser; details: UserDetails }) {
  const { t } = useTranslation()
  const [active, setActive] = useState<TabKey>('account')
  // Held here, so switching tabs keeps unsaved choices and what was saved.
  const [savedNotifications, setSavedNotifications] = useState(details.notifications)
  const [draftNotifications, setDraftNotifications] = useState(details.notifications)
  const [connections, setConnections] = useState(details.connections)
  return (
    <>
      <Nav
        pills
        className="mb-3 gap-1 flex-wrap"
        role="tablist"
        aria-label={t('templateUsers.view.tabsLabel')}
      >
        {TABS.map(({ key, icon: Icon }) => (
          <NavItem key={key} role="presentation">
            <button
              type="button"
              role="tab"
              id={`user-tab-${key}`}
              aria-controls={`user-panel-${key}`}
              aria-selected={active === key}
              className={`nav-link ${active === key ? 'active' : ''}`}
              onClick={() => setActive(key)}
            >
              <Icon size={16} aria-hidden="true" />
              {t(`templateUsers.view.tabs.${key}`)}
            </button>
          </NavItem>
        ))}
      </Nav>
      <div role="tabpanel" id={`user-panel-${active}`} aria-labelledby={`user-tab-${active}`}>
        {active === 'account' && <AccountTab details={details} />}
        {active === 'security' && <SecurityTab details={details} />}
        {active === 'billing' && <BillingTab user={user} details={details} />}
        {active === 'notifications' && (
          <NotificationsTab
            userId={user.id}
            saved={savedNotifications}
            draft={draftNotifications}
            onDraft={setDraftNotifications}
            onSaved={(rows) => {
              setSavedNotifications(rows)
              setDraftNotifications(rows)
            }}
          />
        )}
        {active === 'connections' && (
          <ConnectionsTab userId={user.id} connections={connections} onChange={setConnections} />
        )}
      </div>
    </>
  )
}
