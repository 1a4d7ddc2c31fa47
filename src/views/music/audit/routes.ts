import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

/** Who changed what (issue 15 §3): administrators only, as the API's read on Audit. */
export const auditRoutes: AppRoute[] = [
  {
    path: '/music/audit',
    component: lazy(() => import('./AuditLog')),
    meta: { layout: 'main', action: 'read', resource: 'Audit' }
  }
]
