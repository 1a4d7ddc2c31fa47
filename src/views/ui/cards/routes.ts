import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

const meta = { layout: 'main', action: 'read', resource: 'Template' } as const

export const uiCardRoutes: AppRoute[] = [
  { path: '/cards/basic', component: lazy(() => import('./BasicCardsPage')), meta },
  { path: '/cards/advanced', component: lazy(() => import('./AdvancedCardsPage')), meta },
  { path: '/cards/statistics', component: lazy(() => import('./StatisticsCardsPage')), meta },
  { path: '/cards/analytics', component: lazy(() => import('./AnalyticsCardsPage')), meta },
  { path: '/cards/actions', component: lazy(() => import('./CardActionsPage')), meta }
]
