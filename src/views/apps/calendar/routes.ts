import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const calendarRoutes: AppRoute[] = [
  {
    path: '/apps/calendar',
    component: lazy(() => import('./CalendarApp')),
    meta: { layout: 'main', action: 'read', resource: 'Template', demo: true }
  }
]
