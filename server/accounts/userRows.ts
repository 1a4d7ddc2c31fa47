// A user row as the API answers it: never its password hash. Demo mode's host (src/@fake-db/music/host) answers the same.
import type { AdminUser } from '../../src/contracts/music'
import type { UserRow } from './usersRepository'

export function toUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    full_name: row.full_name,
    username: row.username,
    email: row.email,
    role: row.role as AdminUser['role'],
    status: row.status as AdminUser['status'],
    plan: row.plan as AdminUser['plan'],
    country: row.country,
    avatar: row.avatar,
    created_at: row.created_at,
    last_active_at: row.last_active_at
  }
}
