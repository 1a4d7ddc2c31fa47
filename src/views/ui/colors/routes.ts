import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const uiColorRoutes: AppRoute[] = [
  {
    path: '/colors',
    component: lazy(() => import('./ColorsPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  }
]
