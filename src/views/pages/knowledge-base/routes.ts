import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

const meta = { layout: 'main', action: 'read', resource: 'Template' } as const

export const knowledgeBaseRoutes: AppRoute[] = [
  { path: '/pages/knowledge-base', component: lazy(() => import('./KnowledgeBase')), meta },
  {
    path: '/pages/knowledge-base/:category',
    component: lazy(() => import('./KnowledgeBaseCategory')),
    meta,
    crawlPath: '/pages/knowledge-base/account-security'
  },
  {
    path: '/pages/knowledge-base/:category/:question',
    component: lazy(() => import('./KnowledgeBaseQuestion')),
    meta,
    crawlPath: '/pages/knowledge-base/account-security/how-do-i-change-my-password'
  }
]
