import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

const meta = { layout: 'main', action: 'read', resource: 'Template' } as const

export const blogRoutes: AppRoute[] = [
  { path: '/pages/blog/list', component: lazy(() => import('./BlogList')), meta },
  {
    path: '/pages/blog/detail/:id',
    component: lazy(() => import('./BlogDetail')),
    meta,
    crawlPath: '/pages/blog/detail/1'
  },
  {
    path: '/pages/blog/edit/:id',
    component: lazy(() => import('./BlogEdit')),
    meta,
    crawlPath: '/pages/blog/edit/1'
  }
]
