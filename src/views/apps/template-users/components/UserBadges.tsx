import { Database, Feather, PencilLine, ShieldCheck, User as UserIcon, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { TemplateUserRole, TemplateUserStatus } from '@/contracts/templateUsers'

const ROLE_ICONS: Record<TemplateUserRole, { icon: LucideIcon; tone: string }> = {
  admin: { icon: ShieldCheck, tone: 'danger' },
  editor: { icon: PencilLine, tone: 'info' },
  author: { icon: Feather, tone: 'warning' },
  maintainer: { icon: Database, tone: 'success' },
  subscriber: { icon: UserIcon, tone: 'primary' }
}

/** The role with its icon, e.g. a shield for admins. */
export function RoleLabel({ role }: { role: TemplateUserRole }) {
  const { t } = useTranslation()
  const { icon: Icon, tone } = ROLE_ICONS[role]
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <span className={`role-icon rounded-circle d-inline-flex bg-${tone}-subtle text-${tone}-emphasis`}>
        <Icon size={14} aria-hidden="true" />
      </span>
      {t(`templateUsers.roles.${role}`)}
    </span>
  )
}

const STATUS_TONES: Record<TemplateUserStatus, string> = {
  active: 'success',
  pending: 'warning',
  inactive: 'secondary'
}

export function StatusBadge({ status }: { status: TemplateUserStatus }) {
  const { t } = useTranslation()
  return (
    <span className={`badge rounded-pill text-bg-${STATUS_TONES[status]}`}>
      {t(`templateUsers.statuses.${status}`)}
    </span>
  )
}
