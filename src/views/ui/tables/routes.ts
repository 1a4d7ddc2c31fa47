import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

const meta = { layout: 'main', action: 'read', resource: 'Template' } as const
// The data tables' rows come from the fake database in both run modes.
const demoMeta = { ...meta, demo: true } as const

export const uiTableRoutes: AppRoute[] = [
  {
    path: '/tables/reactstrap',
    component: lazy(() => import('./TableStylesPage')),
    meta
  },
  {
    path: '/tables/datatables/basic',
    component: lazy(() => import('./datatables/BasicDatatablePage')),
    meta: demoMeta
  },
  {
    path: '/tables/datatables/advanced',
    component: lazy(() => import('./datatables/AdvancedDatatablePage')),
    meta: demoMeta
  }
]
