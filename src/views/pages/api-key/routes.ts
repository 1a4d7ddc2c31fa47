import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const apiKeyRoutes: AppRoute[] = [
  {
    path: '/pages/api-key',
    component: lazy(() => import('./ApiKeyPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  }
]
