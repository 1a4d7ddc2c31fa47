// The one route table: every screen area contributes its routes, each a lazy module (its own chunk).
import type { AppRoute } from '@/configs/routeTypes'
import { accessControlRoutes } from '@/views/pages/access-control/routes'
import { authenticationRoutes } from '@/views/pages/authentication/routes'
import { calendarRoutes } from '@/views/apps/calendar/routes'
import { chatRoutes } from '@/views/apps/chat/routes'
import { ecommerceRoutes } from '@/views/apps/ecommerce/routes'
import { emailRoutes } from '@/views/apps/email/routes'
import { invoiceRoutes } from '@/views/apps/invoice/routes'
import { miscRoutes } from '@/views/pages/misc/routes'
import { playHistoryRoutes } from '@/views/music/play-history/routes'
import { playlistsRoutes } from '@/views/music/playlists/routes'
import { templateUserRoutes } from '@/views/apps/template-users/routes'
import { todoRoutes } from '@/views/apps/todo/routes'
import { tracksRoutes } from '@/views/music/tracks/routes'
import { usersRoutes } from '@/views/music/users/routes'

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
  ...chatRoutes,
  ...todoRoutes,
  ...calendarRoutes,
  ...ecommerceRoutes,
  ...miscRoutes
]
