import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

/** The e-commerce dashboard is the page at / (spec §2); the router sends whoever may not see it to their own home. */
export const ecommerceDashboardRoutes: AppRoute[] = [
  {
    path: '/',
    component: lazy(() => import('./EcommerceDashboard')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  }
]
