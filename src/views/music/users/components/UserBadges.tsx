import type { AdminUser } from '@/contracts/music'

export const roleColor = (role: AdminUser['role']): 'danger' | 'info' | 'secondary' =>
  role === 'admin' ? 'danger' : role === 'editor' ? 'info' : 'secondary'
export const statusColor = (status: AdminUser['status']): 'success' | 'warning' | 'secondary' =>
  status === 'active' ? 'success' : status === 'pending' ? 'warning' : 'secondary'

/** Initials in a tinted circle (the sample users have no photos). */
export function UserAvatar({ name, size = 36 }: { name: string; size?: number }) {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('')
    .toUpperCase()
  return (
    <span
      className="rounded-circle bg-primary-subtle text-primary-emphasis fw-semibold d-inline-flex align-items-center justify-content-center flex-shrink-0"
      style={{ width: size, height: size, fontSize: size * 0.38 }}
      aria-hidden="true"
    >
      {initials}
    </span>
  )
}
