import type { AppAbility } from '@/configs/acl'
import type { RouteMeta } from '@/configs/routeTypes'

export const LOGIN_PATH = '/login'
export const NOT_AUTHORIZED_PATH = '/misc/not-authorized'
export const ERROR_PATH = '/misc/error'

export type Access = { kind: 'allow' } | { kind: 'redirect'; to: string }

/** Decides what happens when someone opens a route (issue 2 §6). */
export function resolveAccess(
  meta: RouteMeta,
  session: { isLoggedIn: boolean; ability: AppAbility; homePath: string },
  requestedUrl: string
): Access {
  if (meta.publicRoute) {
    if (meta.restricted && session.isLoggedIn) return { kind: 'redirect', to: session.homePath }
    return { kind: 'allow' }
  }
  if (!session.isLoggedIn) {
    return { kind: 'redirect', to: `${LOGIN_PATH}?returnTo=${encodeURIComponent(requestedUrl)}` }
  }
  if (meta.action && meta.resource && session.ability.cannot(meta.action, meta.resource)) {
    return { kind: 'redirect', to: NOT_AUTHORIZED_PATH }
  }
  return { kind: 'allow' }
}
