import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

const meta = { layout: 'main', action: 'read', resource: 'Template', demo: true } as const

export const invoiceRoutes: AppRoute[] = [
  { path: '/apps/invoice/list', component: lazy(() => import('./InvoiceList')), meta },
  {
    path: '/apps/invoice/preview/:id',
    component: lazy(() => import('./InvoicePreview')),
    meta,
    crawlPath: '/apps/invoice/preview/4987'
  },
  {
    path: '/apps/invoice/edit/:id',
    component: lazy(() => import('./InvoiceEdit')),
    meta,
    crawlPath: '/apps/invoice/edit/4987'
  },
  { path: '/apps/invoice/add', component: lazy(() => import('./InvoiceAdd')), meta }
]
