// The one route table: every screen area contributes its routes, each a lazy module (its own chunk).
import type { AppRoute } from '@/configs/routeTypes'
import { accessControlRoutes } from '@/views/pages/access-control/routes'
import { accountSettingsRoutes } from '@/views/pages/account-settings/routes'
import { authenticationRoutes } from '@/views/pages/authentication/routes'
import { analyticsDashboardRoutes } from '@/views/dashboards/analytics/routes'
import { blogRoutes } from '@/views/pages/blog/routes'
import { calendarRoutes } from '@/views/apps/calendar/routes'
import { chatRoutes } from '@/views/apps/chat/routes'
import { ecommerceRoutes } from '@/views/apps/ecommerce/routes'
import { ecommerceDashboardRoutes } from '@/views/dashboards/ecommerce/routes'
import { emailRoutes } from '@/views/apps/email/routes'
import { faqRoutes } from '@/views/pages/faq/routes'
import { invoiceRoutes } from '@/views/apps/invoice/routes'
import { knowledgeBaseRoutes } from '@/views/pages/knowledge-base/routes'
import { licenseRoutes } from '@/views/pages/license/routes'
import { miscRoutes } from '@/views/pages/misc/routes'
import { artistsRoutes } from '@/views/music/artists/routes'
import { auditRoutes } from '@/views/music/audit/routes'
import { webhooksRoutes } from '@/views/music/integrations/webhooks/routes'
import { integrationsRoutes } from '@/views/music/integrations/routes'
import { genresRoutes } from '@/views/music/genres/routes'
import { musicDashboardRoutes } from '@/views/music/dashboard/routes'
import { modalExamplesRoutes } from '@/views/pages/modal-examples/routes'
import { playHistoryRoutes } from '@/views/music/play-history/routes'
import { playlistsRoutes } from '@/views/music/playlists/routes'
import { releasesRoutes } from '@/views/music/releases/routes'
import { pricingRoutes } from '@/views/pages/pricing/routes'
import { profileRoutes } from '@/views/pages/profile/routes'
import { templateUserRoutes } from '@/views/apps/template-users/routes'
import { todoRoutes } from '@/views/apps/todo/routes'
import { tracksRoutes } from '@/views/music/tracks/routes'
import { usersRoutes } from '@/views/music/users/routes'
import { uiComponentRoutes } from '@/views/ui/components/routes'
import { uiPageLayoutRoutes } from '@/views/ui/page-layouts/routes'
import { uiIconRoutes } from '@/views/ui/icons/routes'
import { uiCardRoutes } from '@/views/ui/cards/routes'
import { uiTableRoutes } from '@/views/ui/tables/routes'
import { uiColorRoutes } from '@/views/ui/colors/routes'
import { uiTypographyRoutes } from '@/views/ui/typography/routes'
import { formsShowcaseRoutes } from '@/views/ui/forms/routes'
import { chartsShowcaseRoutes } from '@/views/ui/charts/routes'
import { extensionsShowcaseRoutes } from '@/views/ui/extensions/routes'

export const routeTable: AppRoute[] = [
  ...authenticationRoutes,
  ...accessControlRoutes,
  ...musicDashboardRoutes,
  ...analyticsDashboardRoutes,
  ...ecommerceDashboardRoutes,
  ...tracksRoutes,
  ...artistsRoutes,
  ...releasesRoutes,
  ...genresRoutes,
  ...playlistsRoutes,
  ...playHistoryRoutes,
  ...usersRoutes,
  ...auditRoutes,
  ...webhooksRoutes,
  ...integrationsRoutes,
  ...emailRoutes,
  ...invoiceRoutes,
  ...templateUserRoutes,
  ...chatRoutes,
  ...todoRoutes,
  ...calendarRoutes,
  ...ecommerceRoutes,
  ...accountSettingsRoutes,
  ...profileRoutes,
  ...faqRoutes,
  ...knowledgeBaseRoutes,
  ...pricingRoutes,
  ...blogRoutes,
  ...licenseRoutes,
  ...modalExamplesRoutes,
  ...uiComponentRoutes,
  ...uiPageLayoutRoutes,
  ...uiIconRoutes,
  ...uiCardRoutes,
  ...uiTableRoutes,
  ...uiColorRoutes,
  ...uiTypographyRoutes,
  ...formsShowcaseRoutes,
  ...chartsShowcaseRoutes,
  ...extensionsShowcaseRoutes,
  ...miscRoutes
]
