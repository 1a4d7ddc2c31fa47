import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

const UserList = lazy(() => import('./UserList'))
const UserView = lazy(() => import('./UserView'))
const UserFormPage = lazy(() => import('./UserFormPage'))

/** The music service's users (not the template's /apps/user screens). */
export const usersRoutes: AppRoute[] = [
  { path: '/music/users', component: UserList, meta: { layout: 'main', action: 'read', resource: 'User' } },
  {
    path: '/music/users/new',
    component: UserFormPage,
    meta: { layout: 'main', action: 'create', resource: 'User' }
  },
  {
    path: '/music/users/:id',
    component: UserView,
    meta: { layout: 'main', action: 'read', resource: 'User' },
    crawlPath: '/music/users/2'
  },
  {
    path: '/music/users/:id/edit',
    component: UserFormPage,
    meta: { layout: 'main', action: 'update', resource: 'User' },
    crawlPath: '/music/users/2/edit'
  }
]
