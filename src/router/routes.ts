// The one route table: every screen area contributes its routes, each a lazy module (its own chunk).
import type { AppRoute } from '@/configs/routeTypes'
import { accessControlRoutes } from '@/views/pages/access-control/routes'
import { authenticationRoutes } from '@/views/pages/authentication/routes'
import { calendarRoutes } from '@/views/apps/calendar/routes'
import { chatRoutes } from '@/views/apps/chat/routes'
import { ecommerceRoutes } from '@/views/apps/ecommerce/routes'
import { emailRoutes } from '@/views/apps/email/routes'
import { invoiceRoutes } from '@/views/apps/invoice/routes'
import { miscRoutes } from '@/views/misc/routes'
import { playHistoryRoutes } from '@/views/play-history/routes'
import { playlistsRoutes } from '@/views/playlists/routes'
import { rolesPermissionsRoutes } from '@/views/apps/roles-permissions/routes'
import { templateUserRoutes } from '@/views/apps/user/routes'
import { todoRoutes } from '@/views/apps/todo/routes'
import { tracksRoutes } from '@/views/tracks/routes'
import { usersRoutes } from '@/views/users/routes'

export const routeTable: AppRoute[] = [
  ...authenticationRoutes,
  ...accessControlRoutes,
  ...tracksRoutes,
  ...playlistsRoutes,
  ...playHistoryRoutes,
  ...usersRoutes,
  ...emailRoutes,
  ...invoiceRoutes,
  ...templateUserRoutes,
  ...rolesPermissionsRoutes,
  ...chatRoutes,
  ...todoRoutes,
  ...calendarRoutes,
  ...ecommerceRoutes,
  ...miscRoutes
]
