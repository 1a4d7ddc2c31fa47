import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

/** What other programs use to reach the API (issue 39 §4): its keys, as the API's read on ApiKey allows. */
export const integrationsRoutes: AppRoute[] = [
  {
    path: '/music/integrations',
    component: lazy(() => import('./IntegrationsPage')),
    meta: { layout: 'main', action: 'read', resource: 'ApiKey' }
  },
  {
    // Where the keys were before; bookmarks still arrive.
    path: '/pages/api-key',
    component: lazy(() => import('./ToIntegrations')),
    meta: { layout: 'main', action: 'read', resource: 'ApiKey' },
    crawlSkip: true
  }
]
