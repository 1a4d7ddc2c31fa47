import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const faqRoutes: AppRoute[] = [
  {
    path: '/pages/faq',
    component: lazy(() => import('./FaqPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  }
]
