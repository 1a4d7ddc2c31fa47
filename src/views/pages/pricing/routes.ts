import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const pricingRoutes: AppRoute[] = [
  {
    path: '/pages/pricing',
    component: lazy(() => import('./PricingPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  }
]
