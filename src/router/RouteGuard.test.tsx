import { lazy } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import type { AppRoute } from '@/configs/routeTypes'
import { miscRoutes } from '@/views/pages/misc/routes'
import type { RootState } from '@/redux/store'
import { buildRoutes } from './AppRouter'

const page = (title: string) => lazy(async () => ({ default: () => <h1>{title}</h1> }))

const table: AppRoute[] = [
  {
    path: '/login',
    component: page('Sign in'),
    meta: { layout: 'blank', publicRoute: true, restricted: true }
  },
  {
    path: '/music/tracks',
    component: page('Track list'),
    meta: { layout: 'main', action: 'read', resource: 'Track' }
  },
  ...miscRoutes
]

function renderApp(route: string, preloadedState?: Partial<RootState>) {
  const routes = buildRoutes(table)
  // The catch-all of the real route table, mounted as the harness's own route.
  const catchAll = routes.find((r) => r.path === '*')!
  return renderWithProviders(<>{catchAll.element}</>, { route, preloadedState, routes })
}

describe('RouteGuard in the real route tree', () => {
  // The layouts are lazy chunks; load them once so that each test waits only for its own navigation.
  beforeAll(async () => {
    await Promise.all([
      import('@/layouts/BlankLayout'),
      import('@/layouts/MainLayout'),
      import('@/views/pages/misc/NotAuthorized'),
      import('@/views/pages/misc/ErrorPage')
    ])
  }, 30_000)

  it('sends a visitor without a session to /login', async () => {
    const { router } = renderApp('/music/tracks')
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toBe('?returnTo=%2Fmusic%2Ftracks')
  })

  it('sends a signed-in user without the ability to /misc/not-authorized', async () => {
    const { router } = renderApp('/music/tracks', signedInAs([{ action: 'read', subject: 'ACL' }]))
    expect(await screen.findByRole('heading', { name: 'You are not authorized' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/misc/not-authorized')
  })

  it('sends an unknown path to /misc/error', async () => {
    const { router } = renderApp('/no/such/page', signedInAs([{ action: 'manage', subject: 'all' }]))
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/misc/error')
  })

  it('lets a user with the ability see the page inside the main layout', async () => {
    renderApp('/music/tracks', signedInAs([{ action: 'manage', subject: 'all' }]))
    expect(await screen.findByRole('heading', { name: 'Track list' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument()
  })
})
