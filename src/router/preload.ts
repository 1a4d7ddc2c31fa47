// Starts loading the chunks of the page the app is about to show (its layout and its screen) as soon as the entry
// runs, instead of one after the other: the layout's chunk, once rendered, would only then ask for the screen's.
import { matchPath } from 'react-router-dom'
import type { AbilityRule } from '@/contracts/abilities'
import { buildAbility } from '@/configs/acl'
import { homePathFor } from '@/configs/homePath'
import type { AppRoute } from '@/configs/routeTypes'
import { resolveAccess } from './guard'

/**
 * Starts the import of a React.lazy component without rendering it. It calls the lazy object's own initializer,
 * so React later finds the same pending (or loaded) module and never imports it twice. React keeps `_init` and
 * `_payload` on every lazy object since 16.6; anything else (a plain component) is left alone. The promise settles
 * once the module has loaded or failed (never rejects).
 */
export function preloadLazy(component: unknown): Promise<void> {
  const lazy = component as { _init?: (payload: unknown) => unknown; _payload?: unknown } | null
  if (typeof lazy?._init !== 'function') return Promise.resolve()
  try {
    lazy._init(lazy._payload)
  } catch (pending) {
    // Pending: the initializer throws the module's promise, as it does to suspend a render. A failed load is
    // reported by the render that needs it (the route error boundary), not here.
    if (pending && typeof (pending as PromiseLike<unknown>).then === 'function')
      return Promise.resolve(pending as PromiseLike<unknown>).then(
        () => undefined,
        () => undefined
      )
  }
  return Promise.resolve()
}

export type Session = { isLoggedIn: boolean; rules: AbilityRule[] | null }

/** The route that will end up on screen for `url`, following the guard's redirects (at most a few). */
export function landingRoute(table: AppRoute[], url: string, session: Session): AppRoute | undefined {
  const ability = buildAbility(session.rules)
  const homePath = homePathFor(ability)
  let target = url
  for (let hop = 0; hop < 3; hop++) {
    const pathname = target.split(/[?#]/)[0]
    if (pathname === '/') {
      // A route at `/` (a dashboard) is shown to a signed-in user who may see it; anyone else is sent on (AppRouter).
      const home = table.find((r) => r.path === '/')
      const { action, resource } = home?.meta ?? {}
      if (home && session.isLoggedIn && !(action && resource && ability.cannot(action, resource))) return home
      target = session.isLoggedIn ? homePath : '/login'
      continue
    }
    const route = table.find((r) => matchPath({ path: r.path, end: true }, pathname))
    if (!route) return undefined
    const access = resolveAccess(route.meta, { isLoggedIn: session.isLoggedIn, ability, homePath }, target)
    if (access.kind === 'allow') return route
    target = access.to
  }
  return undefined
}
