import { lazy, Suspense } from 'react'
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { AppRoute } from '@/configs/routeTypes'
import { landingRoute, preloadLazy } from './preload'

const page = () => lazy(async () => ({ default: () => null }))
const table: AppRoute[] = [
  { path: '/login', component: page(), meta: { layout: 'blank', publicRoute: true, restricted: true } },
  { path: '/music/tracks', component: page(), meta: { layout: 'main', action: 'read', resource: 'Track' } },
  { path: '/music/users', component: page(), meta: { layout: 'main', action: 'read', resource: 'User' } },
  {
    path: '/dashboard/music',
    component: page(),
    meta: { layout: 'main', action: 'read', resource: 'PlayHistory' }
  },
  { path: '/misc/not-authorized', component: page(), meta: { layout: 'blank', publicRoute: true } }
]
const [login, tracks, , musicDashboard, notAuthorized] = table
const admin = { isLoggedIn: true, rules: [{ action: 'manage' as const, subject: 'all' as const }] }
const viewer = { isLoggedIn: true, rules: [{ action: 'read' as const, subject: 'Track' as const }] }
const visitor = { isLoggedIn: false, rules: null }

describe('landingRoute', () => {
  it('is the requested screen when the guard lets the user in', () => {
    expect(landingRoute(table, '/music/tracks?page=2', admin)).toBe(tracks)
  })

  it('follows the guard: a visitor lands on /login, a signed-in user on their home, a viewer on not-authorized', () => {
    expect(landingRoute(table, '/music/tracks', visitor)).toBe(login)
    expect(landingRoute(table, '/', visitor)).toBe(login)
    expect(landingRoute(table, '/', admin)).toBe(musicDashboard)
    expect(landingRoute(table, '/', viewer)).toBe(tracks)
    expect(landingRoute(table, '/login', admin)).toBe(musicDashboard)
    expect(landingRoute(table, '/music/users', viewer)).toBe(notAuthorized)
  })

  it('lands on a route at / when the table has one and the user may see it, else on their home', () => {
    const dashboard: AppRoute = {
      path: '/',
      component: page(),
      meta: { layout: 'main', action: 'read', resource: 'Template' }
    }
    const withHome = [...table, dashboard]
    expect(landingRoute(withHome, '/', admin)).toBe(dashboard)
    expect(landingRoute(withHome, '/', viewer)).toBe(tracks)
    expect(landingRoute(withHome, '/', visitor)).toBe(login)
  })

  it('is nothing for a path no route answers', () => {
    expect(landingRoute(table, '/nowhere', admin)).toBeUndefined()
  })
})

describe('preloadLazy', () => {
  it('starts the import before the render, and the render reuses it instead of importing again', async () => {
    const load = vi.fn(async () => ({ default: () => <p>loaded screen</p> }))
    const Screen = lazy(load)
    preloadLazy(Screen)
    expect(load).toHaveBeenCalledTimes(1)
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>
    )
    expect(await screen.findByText('loaded screen')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('settles once the module has loaded, so that a render after it shows the screen without a fallback', async () => {
    const Screen = lazy(async () => ({ default: () => <p>ready screen</p> }))
    await preloadLazy(Screen)
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>
    )
    expect(screen.getByText('ready screen')).toBeInTheDocument()
    expect(screen.queryByText('loading')).not.toBeInTheDocument()
  })

  it('settles without rejecting when the import fails (the render reports it)', async () => {
    const Broken = lazy(() => Promise.reject(new Error('chunk missing')))
    await expect(preloadLazy(Broken)).resolves.toBeUndefined()
  })

  it('leaves anything that is not a lazy component alone', () => {
    expect(() => preloadLazy(() => null)).not.toThrow()
    expect(() => preloadLazy(undefined)).not.toThrow()
  })
})
