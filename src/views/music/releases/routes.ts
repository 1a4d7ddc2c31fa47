import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

const ReleaseFormPage = lazy(() => import('./ReleaseFormPage'))

export const releasesRoutes: AppRoute[] = [
  {
    path: '/music/releases',
    component: lazy(() => import('./ReleaseList')),
    meta: { layout: 'main', action: 'read', resource: 'Release' }
  },
  {
    path: '/music/releases/new',
    component: ReleaseFormPage,
    meta: { layout: 'main', action: 'create', resource: 'Release' }
  },
  {
    path: '/music/releases/:id',
    component: lazy(() => import('./ReleasePage')),
    meta: { layout: 'main', action: 'read', resource: 'Release' },
    crawlPath: '/music/releases/1'
  },
  {
    path: '/music/releases/:id/edit',
    component: ReleaseFormPage,
    meta: { layout: 'main', action: 'update', resource: 'Release' },
    crawlPath: '/music/releases/1/edit'
  }
]
