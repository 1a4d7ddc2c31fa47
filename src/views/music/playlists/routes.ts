import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const playlistsRoutes: AppRoute[] = [
  {
    path: '/music/playlists',
    component: lazy(() => import('./PlaylistList')),
    meta: { layout: 'main', action: 'read', resource: 'Playlist' }
  },
  {
    path: '/music/playlists/:id',
    component: lazy(() => import('./PlaylistPage')),
    meta: { layout: 'main', action: 'read', resource: 'Playlist' },
    crawlPath: '/music/playlists/1'
  }
]
