import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

// /login and /register are public; they send a signed-in user on themselves (see LoginPage), honouring returnTo.
const blankPublic = { layout: 'blank', publicRoute: true } as const
const TemplateAuthPage = lazy(() => import('./TemplateAuthPage'))

const templatePages = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'verify-email',
  'two-steps'
].flatMap((kind) => ['basic', 'cover'].map((variant) => `/pages/${kind}-${variant}`))

export const authenticationRoutes: AppRoute[] = [
  { path: '/login', component: lazy(() => import('./LoginPage')), meta: blankPublic },
  // Company sign-in lands here from the server's callback (SSO_ROUTE).
  { path: '/login/sso', component: lazy(() => import('./SsoPage')), meta: blankPublic },
  { path: '/register', component: lazy(() => import('./RegisterPage')), meta: blankPublic },
  { path: '/forgot-password', component: lazy(() => import('./ForgotPasswordPage')), meta: blankPublic },
  ...templatePages.map((path) => ({ path, component: TemplateAuthPage, meta: blankPublic }))
]
