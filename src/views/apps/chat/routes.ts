import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const chatRoutes: AppRoute[] = [
  {
    path: '/apps/chat',
    component: lazy(() => import('./ChatApp')),
    meta: { layout: 'main', action: 'read', resource: 'Template', demo: true }
  }
]
