import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const playHistoryRoutes: AppRoute[] = [
  {
    path: '/music/tracks/:id/history',
    component: lazy(() => import('./PlayHistoryPage')),
    meta: { layout: 'main', action: 'read', resource: 'PlayHistory' },
    crawlPath: '/music/tracks/1/history'
  }
]
