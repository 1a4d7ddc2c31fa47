import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

/** Webhooks (issue 37): administrators only, as the API's read on Webhook. */
export const webhooksRoutes: AppRoute[] = [
  {
    path: '/music/integrations/webhooks',
    component: lazy(() => import('./WebhooksPage')),
    meta: { layout: 'main', action: 'read', resource: 'Webhook' }
  }
]
