import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

const EmailApp = lazy(() => import('./EmailApp'))
const meta = { layout: 'main', action: 'read', resource: 'Template', demo: true } as const

/** /apps/email is the inbox; other folders and the labels have their own URLs. */
export const emailRoutes: AppRoute[] = [
  { path: '/apps/email', component: EmailApp, meta },
  { path: '/apps/email/label/:label', component: EmailApp, meta, crawlPath: '/apps/email/label/company' },
  { path: '/apps/email/:folder', component: EmailApp, meta, crawlPath: '/apps/email/starred' }
]
