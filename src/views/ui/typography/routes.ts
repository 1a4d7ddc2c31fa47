import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const uiTypographyRoutes: AppRoute[] = [
  {
    path: '/typography',
    component: lazy(() => import('./TypographyPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  }
]
