// Sign-in constants without zod, so the code that runs before the login page stays small.

export type TokenPair = { accessToken: string; refreshToken: string }

/** Storage keys (spec §9). Tokens are stored raw, never JSON-quoted. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData'
} as const

export const AUTH_PATHS = {
  login: '/jwt/login',
  register: '/jwt/register',
  refresh: '/jwt/refresh-token',
  logout: '/jwt/logout',
  /** Public: what the sign-in pages may offer (`{ registration: boolean }`); server mode only. */
  options: '/jwt/options'
} as const

/** The answer of AUTH_PATHS.options: `sso` names the company sign-in provider, when the server has one. */
export type AuthOptions = { registration: boolean; sso: { name: string; only: boolean } | null }

/** Error body every API answers with (DESIGN.md §4). */
export type ApiError = { error: string; details?: unknown[] }

/**
 * Mock register conflicts answer 200 with this object (spec §5, §8): one sentence per taken field.
 * The API server answers 409 { error } instead.
 */
export type RegisterConflict = { error: { email?: string; username?: string } }

export const AUTH_MESSAGES = {
  invalidCredentials: 'Email or Password is Invalid',
  malformed: 'Something went wrong',
  emailTaken: 'This email is already in use.',
  usernameTaken: 'This username is already in use.',
  invalidRefreshToken: 'Invalid refresh token',
  unauthorized: 'Your session has expired. Sign in again.'
} as const

/** Mock token lifetime (spec §9): 10 minutes for access and refresh tokens. */
export const MOCK_TOKEN_TTL_SECONDS = 10 * 60

/** The sign-in page; kept here so shared code can point at it without importing the router. */
export const LOGIN_ROUTE = '/login'

/** The email shape zod's z.email() accepts, for forms that run before zod is loaded (the login page). */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** The messages of loginRequestSchema (src/contracts/auth.ts), for the zod-free login form. */
export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  passwordRequired: 'Password is required'
} as const
