import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const accountSettingsRoutes: AppRoute[] = [
  {
    path: '/pages/account-settings',
    component: lazy(() => import('./AccountSettings')),
    // Every signed-in user manages their own account.
    meta: { layout: 'main', action: 'read', resource: 'Auth' }
  }
]
