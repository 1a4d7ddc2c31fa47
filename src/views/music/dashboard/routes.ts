import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const musicDashboardRoutes: AppRoute[] = [
  {
    path: '/dashboard/music',
    component: lazy(() => import('./MusicDashboard')),
    meta: { layout: 'main', action: 'read', resource: 'PlayHistory' }
  }
]
