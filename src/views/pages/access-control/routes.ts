import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const accessControlRoutes: AppRoute[] = [
  {
    path: '/access-control',
    component: lazy(() => import('./AccessControl')),
    meta: { layout: 'main', action: 'read', resource: 'ACL' }
  }
]
