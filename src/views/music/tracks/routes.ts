import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

const TrackList = lazy(() => import('./TrackList'))
const TrackFormPage = lazy(() => import('./TrackFormPage'))

export const tracksRoutes: AppRoute[] = [
  {
    path: '/music/tracks',
    component: TrackList,
    meta: { layout: 'main', action: 'read', resource: 'Track' }
  },
  {
    path: '/music/tracks/new',
    component: TrackFormPage,
    meta: { layout: 'main', action: 'create', resource: 'Track' }
  },
  {
    path: '/music/tracks/:id/edit',
    component: TrackFormPage,
    meta: { layout: 'main', action: 'update', resource: 'Track' },
    crawlPath: '/music/tracks/1/edit'
  }
]
