import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const licenseRoutes: AppRoute[] = [
  {
    path: '/pages/license',
    component: lazy(() => import('./LicensePage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  }
]
