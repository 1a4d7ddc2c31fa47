import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const genresRoutes: AppRoute[] = [
  {
    path: '/music/genres',
    component: lazy(() => import('./GenreList')),
    meta: { layout: 'main', action: 'read', resource: 'Track' }
  }
]
