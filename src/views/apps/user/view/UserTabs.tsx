import { useState, type ReactNode } from 'react'
import { Bell, Bookmark, Link2, Lock, User as UserIcon, type LucideIcon } from 'lucide-react'
import { Badge, Button, Card, CardBody, Col, Input, Nav, NavItem, Row, Table } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import type { TemplateUser, UserDetails } from '@/contracts/templateUsers'

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

function NotificationsTab({ details }: { details: UserDetails }) {
  const { t } = useTranslation()
  const [rows, setRows] = useState(details.notifications)
  const channels = ['email', 'browser', 'app'] as const
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
            {rows.map((row, index) => (
              <tr key={row.type}>
                <td>{t(`templateUsers.view.notifications.types.${row.type}`)}</td>
                {channels.map((c) => (
                  <td key={c} className="text-center">
                    <Input
                      type="checkbox"
                      checked={row[c]}
                      aria-label={`${t(`templateUsers.view.notifications.types.${row.type}`)}: ${t(`templateUsers.view.notifications.${c}`)}`}
                      onChange={() => setRows(rows.map((r, i) => (i === index ? { ...r, [c]: !r[c] } : r)))}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <Button color="primary" onClick={() => toast.success(t('templateUsers.view.notifications.saved'))}>
        {t('templateUsers.view.notifications.save')}
      </Button>
    </Section>
  )
}

function ConnectionsTab({ details }: { details: UserDetails }) {
  const { t } = useTranslation()
  const [connections, setConnections] = useState(details.connections)
  return (
    <Section title={t('templateUsers.view.connections.title')}>
      <ul className="list-unstyled mb-0 d-grid gap-3">
        {connections.map((c, index) => (
          <li key={c.name} className="d-flex align-items-center justify-content-between gap-2">
            <div>
              <div className="fw-semibold">{c.name}</div>
              <div className="small text-body-secondary">
                {c.connected ? c.account : t('templateUsers.view.connections.notConnected')}
              </div>
            </div>
            <div className="form-check form-switch mb-0">
              <Input
                type="switch"
                role="switch"
                checked={c.connected}
                aria-label={t('templateUsers.view.connections.toggle', { name: c.name })}
                onChange={() =>
                  setConnections(
                    connections.map((x, i) => (i === index ? { ...x, connected: !x.connected } : x))
                  )
                }
              />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** Account (activity), security, billing and plans, notifications, connections. */
export function UserTabs({ user, details }: { user: TemplateUser; details: UserDetails }) {
  const { t } = useTranslation()
  const [active, setActive] = useState<TabKey>('account')
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
        {active === 'notifications' && <NotificationsTab details={details} />}
        {active === 'connections' && <ConnectionsTab details={details} />}
      </div>
    </>
  )
}
