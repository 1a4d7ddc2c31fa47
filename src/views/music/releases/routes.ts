import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'
import { DEMO_SERVES_CATALOGUE } from '@/configs/catalogueHost'

// The route crawl visits the demo build, which does not serve the catalogue yet (configs/catalogueHost.ts).
const crawlSkip = !DEMO_SERVES_CATALOGUE

const ReleaseFormPage = lazy(() => import('./ReleaseFormPage'))

export const releasesRoutes: AppRoute[] = [
  {
    path: '/music/releases',
    component: lazy(() => import('./ReleaseList')),
    meta: { layout: 'main', action: 'read', resource: 'Release' },
    crawlSkip
  },
  {
    path: '/music/releases/new',
    component: ReleaseFormPage,
    meta: { layout: 'main', action: 'create', resource: 'Release' },
    crawlSkip
  },
  {
    path: '/music/releases/:id',
    component: lazy(() => import('./ReleasePage')),
    meta: { layout: 'main', action: 'read', resource: 'Release' },
    crawlPath: '/music/releases/1',
    crawlSkip
  },
  {
    path: '/music/releases/:id/edit',
    component: ReleaseFormPage,
    meta: { layout: 'main', action: 'update', resource: 'Release' },
    crawlPath: '/music/releases/1/edit',
    crawlSkip
  }
]
