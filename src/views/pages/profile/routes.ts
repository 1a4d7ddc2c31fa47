import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const profileRoutes: AppRoute[] = [
  {
    path: '/pages/profile',
    component: lazy(() => import('./ProfilePage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  }
]
