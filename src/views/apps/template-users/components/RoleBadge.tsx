import { useTranslation } from 'react-i18next'
import type { PermissionRole } from '@/contracts/permissions'

const TONES: Record<PermissionRole, string> = {
  administrator: 'primary',
  manager: 'warning',
  user: 'success',
  support: 'info',
  'restricted-user': 'danger'
}

export function RoleBadge({ role }: { role: PermissionRole }) {
  const { t } = useTranslation()
  return (
    <span className={`badge rounded-pill text-bg-${TONES[role]}`}>
      {t(`rolesPermissions.roleNames.${role}`)}
    </span>
  )
}
