import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const uiTableRoutes: AppRoute[] = [
  {
    path: '/tables/reactstrap',
    component: lazy(() => import('./TableStylesPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  }
]
