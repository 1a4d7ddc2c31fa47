import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const artistsRoutes: AppRoute[] = [
  {
    path: '/music/artists',
    component: lazy(() => import('./ArtistList')),
    meta: { layout: 'main', action: 'read', resource: 'Artist' }
  },
  {
    path: '/music/artists/:id',
    component: lazy(() => import('./ArtistPage')),
    meta: { layout: 'main', action: 'read', resource: 'Artist' },
    crawlPath: '/music/artists/1'
  }
]
