import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const modalExamplesRoutes: AppRoute[] = [
  {
    path: '/pages/modal-examples',
    component: lazy(() => import('./ModalExamples')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  }
]
