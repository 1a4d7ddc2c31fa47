// The view page's notification and connection settings, saved through the fake database (see its users handlers).
import { http } from '@/auth/http'
import type { UserDetails } from '@/contracts/templateUsers'

export type NotificationRow = UserDetails['notifications'][number]
export type Connection = UserDetails['connections'][number]

export const userSettingsApi = {
  saveNotifications: (id: number, notifications: NotificationRow[]) =>
    http
      .post<{ notifications: NotificationRow[] }>('/apps/users/update-notifications', { id, notifications })
      .then((r) => r.data.notifications),
  saveConnection: (id: number, name: string, connected: boolean) =>
    http
      .post<{ connection: Connection }>('/apps/users/update-connection', { id, name, connected })
      .then((r) => r.data.connection)
}
