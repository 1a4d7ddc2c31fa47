import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

const TodoApp = lazy(() => import('./TodoApp'))
const meta = { layout: 'main', action: 'read', resource: 'Template', demo: true } as const

export const todoRoutes: AppRoute[] = [
  { path: '/apps/todo', component: TodoApp, meta },
  { path: '/apps/todo/:filter', component: TodoApp, meta, crawlPath: '/apps/todo/important' },
  { path: '/apps/todo/tag/:tag', component: TodoApp, meta, crawlPath: '/apps/todo/tag/team' }
]
