import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const chartsShowcaseRoutes: AppRoute[] = [
  {
    path: '/charts/apex',
    component: lazy(() => import('./ChartsGalleryPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  }
]
