import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'
import { DEMO_SERVES_CATALOGUE } from '@/configs/catalogueHost'

// The route crawl visits the demo build, which does not serve the catalogue yet (configs/catalogueHost.ts).
const crawlSkip = !DEMO_SERVES_CATALOGUE

export const artistsRoutes: AppRoute[] = [
  {
    path: '/music/artists',
    component: lazy(() => import('./ArtistList')),
    meta: { layout: 'main', action: 'read', resource: 'Artist' },
    crawlSkip
  },
  {
    path: '/music/artists/:id',
    component: lazy(() => import('./ArtistPage')),
    meta: { layout: 'main', action: 'read', resource: 'Artist' },
    crawlPath: '/music/artists/1',
    crawlSkip
  }
]
