import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

const meta = { layout: 'main', action: 'read', resource: 'Template', demo: true } as const

// User management of the template: users, roles and permissions (the roles page lists the users table).
export const templateUserRoutes: AppRoute[] = [
  { path: '/apps/user/list', component: lazy(() => import('./list/UserList')), meta },
  { path: '/apps/user/view', component: lazy(() => import('./view/ViewRedirect')), meta },
  {
    path: '/apps/user/view/:id',
    component: lazy(() => import('./view/UserView')),
    meta,
    crawlPath: '/apps/user/view/1'
  },
  { path: '/apps/roles', component: lazy(() => import('./roles/Roles')), meta },
  { path: '/apps/permissions', component: lazy(() => import('./permissions/Permissions')), meta }
]
