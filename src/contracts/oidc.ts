// Company sign-in (OpenID Connect) as the server and the SPA both see it: the paths, the SPA page the callback
// sends the browser to, and the reasons a sign-in can be refused (each has its own explanation on that page).
export const OIDC_PATHS = {
  /** GET: sends the browser to the provider (`returnTo` optional). */
  start: '/jwt/oidc/start',
  /** GET: where the provider sends the browser back. */
  callback: '/jwt/oidc/callback',
  /** POST { code }: the one-time code of a finished sign-in for the session's tokens. */
  exchange: '/jwt/oidc/exchange'
} as const

/** The SPA page that finishes (`?code=`) or explains (`?error=`) a company sign-in. */
export const SSO_ROUTE = '/login/sso'

export const OIDC_REFUSALS = [
  'provider_unreachable',
  'client_rejected',
  'state_mismatch',
  'expired',
  'provider_denied',
  'invalid_response',
  'no_role',
  'no_email',
  'email_unverified',
  'disabled',
  'failed'
] as const
export type OidcRefusal = (typeof OIDC_REFUSALS)[number]

export function isOidcRefusal(value: unknown): value is OidcRefusal {
  return typeof value === 'string' && (OIDC_REFUSALS as readonly string[]).includes(value)
}

/** What the sign-in page offers besides the password form (part of AUTH_PATHS.options). */
export type SsoOption = { name: string; only: boolean }
