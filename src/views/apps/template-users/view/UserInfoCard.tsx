import { useState, type ReactNode } from 'react'
import { Check, Briefcase } from 'lucide-react'
import { Badge, Button, Card, CardBody } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import type { TemplateUser, UserDetails } from '@/contracts/templateUsers'
import { useAppDispatch } from '@/redux/hooks'
import { setUserStatus } from '../userSlice'
import { UserAvatar } from '../components/UserAvatar'
import { StatusBadge } from '../components/UserBadges'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { AddUserModal } from '../list/AddUserModal'

/** The left card of the view page: who the user is, their numbers, their details, and edit / suspend. */
export function UserInfoCard({ user, details }: { user: TemplateUser; details: UserDetails }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const [confirming, setConfirming] = useState(false)
  const [editing, setEditing] = useState(false)
  const suspended = user.status === 'inactive'

  const toggleSuspend = async () => {
    await dispatch(setUserStatus({ id: user.id, status: suspended ? 'active' : 'inactive' })).unwrap()
    toast.success(
      t(suspended ? 'templateUsers.view.reactivated' : 'templateUsers.view.suspended', {
        name: user.fullName
      })
    )
  }

  const rows: [string, ReactNode][] = [
    ['username', <bdi key="username">@{user.username}</bdi>],
    [
      'email',
      <bdi key="email" dir="ltr">
        {user.email}
      </bdi>
    ],
    ['status', <StatusBadge key="status" status={user.status} />],
    ['role', t(`templateUsers.roles.${user.role}`)],
    ['contact', <bdi key="contact">{user.contact}</bdi>],
    ['company', <bdi key="company">{user.company}</bdi>],
    ['country', <bdi key="country">{user.country}</bdi>],
    ['billing', <bdi key="billing">{user.billing}</bdi>]
  ]

  return (
    <Card className="border-0 shadow-sm mb-3">
      <CardBody>
        <div className="text-center">
          <UserAvatar fullName={user.fullName} avatar={user.avatar} size={104} className="mb-3 rounded-3" />
          <h1 className="h4 mb-1">{user.fullName}</h1>
          <Badge color="secondary" className="text-bg-secondary">
            {t(`templateUsers.roles.${user.role}`)}
          </Badge>
        </div>
        <div className="d-flex justify-content-around my-4">
          <div className="d-flex align-items-center gap-2">
            <span className="stat-icon rounded bg-primary-subtle text-primary-emphasis d-inline-flex">
              <Check size={18} aria-hidden="true" />
            </span>
            <div>
              <div className="fw-semibold">{details.stats.tasksDone.toLocaleString()}</div>
              <div className="small text-body-secondary">{t('templateUsers.view.tasksDone')}</div>
            </div>
          </div>
          <div className="d-flex align-items-center gap-2">
            <span className="stat-icon rounded bg-primary-subtle text-primary-emphasis d-inline-flex">
              <Briefcase size={18} aria-hidden="true" />
            </span>
            <div>
              <div className="fw-semibold">{details.stats.projectsDone}</div>
              <div className="small text-body-secondary">{t('templateUsers.view.projectsDone')}</div>
            </div>
          </div>
        </div>
        <h2 className="h6 text-uppercase text-body-secondary border-bottom pb-2">
          {t('templateUsers.view.details')}
        </h2>
        <dl className="mb-4">
          {rows.map(([key, value]) => (
            <div key={key} className="d-flex gap-2 mb-2">
              <dt className="fw-semibold">{t(`templateUsers.view.fields.${key}`)}:</dt>
              <dd className="mb-0 text-break">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="d-flex justify-content-center gap-2">
          <Button color="primary" onClick={() => setEditing(true)}>
            {t('templateUsers.view.edit')}
          </Button>
          <Button color={suspended ? 'success' : 'danger'} onClick={() => setConfirming(true)}>
            {t(suspended ? 'templateUsers.view.reactivate' : 'templateUsers.view.suspend')}
          </Button>
        </div>
      </CardBody>
      <ConfirmDialog
        isOpen={confirming}
        title={t(suspended ? 'templateUsers.view.reactivateTitle' : 'templateUsers.view.suspendTitle')}
        body={t(suspended ? 'templateUsers.view.reactivateText' : 'templateUsers.view.suspendText', {
          name: user.fullName
        })}
        confirmLabel={t(suspended ? 'templateUsers.view.reactivate' : 'templateUsers.view.suspend')}
        onConfirm={toggleSuspend}
        onClose={() => setConfirming(false)}
      />
      <AddUserModal isOpen={editing} onClose={() => setEditing(false)} user={user} />
    </Card>
  )
}
