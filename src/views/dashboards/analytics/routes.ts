import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const analyticsDashboardRoutes: AppRoute[] = [
  {
    path: '/dashboard/analytics',
    component: lazy(() => import('./AnalyticsDashboard')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  }
]
