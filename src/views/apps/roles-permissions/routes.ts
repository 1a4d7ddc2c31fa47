import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

const meta = { layout: 'main', action: 'read', resource: 'Template' } as const

export const rolesPermissionsRoutes: AppRoute[] = [
  { path: '/apps/roles', component: lazy(() => import('./roles/Roles')), meta },
  { path: '/apps/permissions', component: lazy(() => import('./permissions/Permissions')), meta }
]
