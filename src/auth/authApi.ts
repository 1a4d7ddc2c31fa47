// The /jwt calls (spec §7 "Auth"), through the one HTTP client.
import { AUTH_PATHS, type AuthOptions, type RegisterConflict } from '@/contracts/authConstants'
import type { AuthResponse, LoginRequest, RegisterRequest } from '@/contracts/auth'
import { OIDC_PATHS } from '@/contracts/oidc'
import { http } from './http'
import { isUserData } from './tokenStorage'

/** Checked by hand rather than with authResponseSchema: this runs on the login page, which must stay small. */
export function parseAuthResponse(data: unknown): AuthResponse {
  const d = (data ?? {}) as Record<string, unknown>
  if (
    typeof d.accessToken === 'string' &&
    d.accessToken &&
    typeof d.refreshToken === 'string' &&
    d.refreshToken &&
    isUserData(d.userData)
  ) {
    return { accessToken: d.accessToken, refreshToken: d.refreshToken, userData: d.userData }
  }
  throw new Error('The server sent an answer the app does not understand.')
}

export async function postLogin(body: LoginRequest): Promise<AuthResponse> {
  const response = await http.post(AUTH_PATHS.login, body)
  return parseAuthResponse(response.data)
}

/** A registration either signs the new user in or, in demo mode, answers 200 with the taken fields. */
export async function postRegister(
  body: RegisterRequest
): Promise<
  { kind: 'signedIn'; session: AuthResponse } | { kind: 'conflict'; fields: RegisterConflict['error'] }
> {
  const response = await http.post(AUTH_PATHS.register, body)
  const data = response.data as Partial<RegisterConflict> | undefined
  if (data?.error && typeof data.error === 'object') return { kind: 'conflict', fields: data.error }
  return { kind: 'signedIn', session: parseAuthResponse(response.data) }
}

/** Ends the session; answers where to end it at the company provider too, when it began there. */
export async function postLogout(refreshToken: string | null): Promise<string | null> {
  const response = await http.post(AUTH_PATHS.logout, refreshToken ? { refreshToken } : {})
  const url = (response.data as { endSessionUrl?: unknown } | undefined)?.endSessionUrl
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null
}

/** The one-time code of a finished company sign-in, exchanged for the session (no token ever in a URL). */
export async function postOidcExchange(code: string): Promise<AuthResponse & { returnTo: string | null }> {
  const response = await http.post(OIDC_PATHS.exchange, { code })
  const returnTo = (response.data as { returnTo?: unknown } | undefined)?.returnTo
  return { ...parseAuthResponse(response.data), returnTo: typeof returnTo === 'string' ? returnTo : null }
}

function ssoOption(value: unknown): AuthOptions['sso'] {
  const sso = value as { name?: unknown; only?: unknown } | null | undefined
  return sso && typeof sso.name === 'string' && sso.name ? { name: sso.name, only: sso.only === true } : null
}

/** Whether the server lets people create accounts, and its company sign-in; a failed or odd answer counts as "no". */
export async function fetchAuthOptions(): Promise<AuthOptions> {
  try {
    const response = await http.get(AUTH_PATHS.options)
    const data = response.data as Partial<AuthOptions> | undefined
    return { registration: data?.registration === true, sso: ssoOption(data?.sso) }
  } catch {
    return { registration: false, sso: null }
  }
}
