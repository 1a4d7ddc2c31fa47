import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

const blankPublic = { layout: 'blank', publicRoute: true } as const

export const miscRoutes: AppRoute[] = [
  { path: '/misc/coming-soon', component: lazy(() => import('./ComingSoon')), meta: blankPublic },
  { path: '/misc/not-authorized', component: lazy(() => import('./NotAuthorized')), meta: blankPublic },
  { path: '/misc/maintenance', component: lazy(() => import('./Maintenance')), meta: blankPublic },
  { path: '/misc/error', component: lazy(() => import('./ErrorPage')), meta: blankPublic }
]
