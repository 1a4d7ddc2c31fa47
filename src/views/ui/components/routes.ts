import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

export const uiComponentRoutes: AppRoute[] = [
  {
    path: '/components/alerts',
    component: lazy(() => import('./AlertsPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  },
  {
    path: '/components/avatar',
    component: lazy(() => import('./AvatarPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  },
  {
    path: '/components/badges',
    component: lazy(() => import('./BadgesPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  },
  {
    path: '/components/breadcrumbs',
    component: lazy(() => import('./BreadcrumbsPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  },
  {
    path: '/components/buttons',
    component: lazy(() => import('./ButtonsPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  },
  {
    path: '/components/carousel',
    component: lazy(() => import('./CarouselPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  },
  {
    path: '/components/collapse',
    component: lazy(() => import('./CollapsePage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  },
  {
    path: '/components/dropdowns',
    component: lazy(() => import('./DropdownsPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  },
  {
    path: '/components/list-group',
    component: lazy(() => import('./ListGroupPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  },
  {
    path: '/components/modals',
    component: lazy(() => import('./ModalsPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  },
  {
    path: '/components/navs',
    component: lazy(() => import('./NavsPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  },
  {
    path: '/components/pagination',
    component: lazy(() => import('./PaginationPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  },
  {
    path: '/components/popovers',
    component: lazy(() => import('./PopoversPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  },
  {
    path: '/components/tooltips',
    component: lazy(() => import('./TooltipsPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  },
  {
    path: '/components/progress',
    component: lazy(() => import('./ProgressPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  },
  {
    path: '/components/spinners',
    component: lazy(() => import('./SpinnersPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  },
  {
    path: '/components/timeline',
    component: lazy(() => import('./TimelinePage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  },
  {
    path: '/components/toasts',
    component: lazy(() => import('./ToastsPage')),
    meta: { layout: 'main', action: 'read', resource: 'Template' }
  }
]
