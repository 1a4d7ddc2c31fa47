import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

const meta = { layout: 'main', action: 'read', resource: 'Template' } as const

export const extensionsShowcaseRoutes: AppRoute[] = [
  { path: '/extensions/alerts', component: lazy(() => import('./ConfirmAlertsPage')), meta },
  { path: '/extensions/toasts', component: lazy(() => import('./ToastsPage')), meta },
  { path: '/extensions/sliders', component: lazy(() => import('./SlidersPage')), meta },
  { path: '/extensions/drag-and-drop', component: lazy(() => import('./DragAndDropPage')), meta },
  { path: '/extensions/tour', component: lazy(() => import('./TourPage')), meta },
  { path: '/extensions/clipboard', component: lazy(() => import('./ClipboardPage')), meta },
  { path: '/extensions/context-menu', component: lazy(() => import('./ContextMenuPage')), meta },
  { path: '/extensions/image-slider', component: lazy(() => import('./ImageSliderPage')), meta },
  { path: '/extensions/file-uploader', component: lazy(() => import('./FileUploaderPage')), meta },
  { path: '/extensions/editor', component: lazy(() => import('./EditorPage')), meta },
  { path: '/extensions/date-pickers', component: lazy(() => import('./DatePickersPage')), meta },
  { path: '/extensions/i18n', component: lazy(() => import('./I18nPage')), meta },
  { path: '/extensions/import-export', component: lazy(() => import('./ImportExportPage')), meta },
  { path: '/extensions/ratings', component: lazy(() => import('./RatingsPage')), meta },
  { path: '/extensions/block-ui', component: lazy(() => import('./BlockUiPage')), meta }
]
