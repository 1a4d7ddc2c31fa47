import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

const meta = { layout: 'main', action: 'read', resource: 'Template' } as const

export const uiPageLayoutRoutes: AppRoute[] = [
  { path: '/page-layouts/collapsed-menu', component: lazy(() => import('./CollapsedMenuPage')), meta },
  { path: '/page-layouts/boxed', component: lazy(() => import('./BoxedPage')), meta },
  { path: '/page-layouts/full-width', component: lazy(() => import('./FullWidthPage')), meta },
  { path: '/page-layouts/without-menu', component: lazy(() => import('./WithoutMenuPage')), meta },
  { path: '/page-layouts/empty', component: lazy(() => import('./EmptyPage')), meta },
  {
    path: '/page-layouts/blank',
    component: lazy(() => import('./BlankPage')),
    meta: { ...meta, layout: 'blank' }
  }
]
