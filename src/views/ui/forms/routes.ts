import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

const meta = { layout: 'main', action: 'read', resource: 'Template' } as const

export const formsShowcaseRoutes: AppRoute[] = [
  { path: '/forms/elements', component: lazy(() => import('./FormElementsPage')), meta },
  { path: '/forms/input-groups', component: lazy(() => import('./InputGroupsPage')), meta },
  { path: '/forms/layouts', component: lazy(() => import('./FormLayoutsPage')), meta },
  { path: '/forms/wizard', component: lazy(() => import('./WizardPage')), meta },
  { path: '/forms/validation', component: lazy(() => import('./ValidationPage')), meta }
]
