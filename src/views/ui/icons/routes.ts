import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const uiIconRoutes: AppRoute[] = [
  {
    path: '/icons',
    component: lazy(() => import('./IconsPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  }
]
