// Company sign-in settings (OpenID Connect), read from the environment; docs/signing-in.md explains them.
export type MappedRole = 'admin' | 'editor' | 'viewer'

/** Strongest first: a person in several mapped groups gets the strongest of their roles. */
export const MAPPED_ROLES: readonly MappedRole[] = ['admin', 'editor', 'viewer']

export type OidcSettings = {
  issuer: URL
  clientId: string
  /** Absent for a public client (PKCE alone). */
  clientSecret?: string
  /** The callback as registered at the provider: https://<vibeline>/jwt/oidc/callback. */
  redirectUri: string
  scopes: string
  /** Shown on the button: "Sign in with <providerName>". */
  providerName: string
  /** Password sign-in is turned off; the sign-in page offers only the provider. */
  only: boolean
  /** The claim that lists the person's groups or roles; a dotted path reaches into objects (realm_access.roles). */
  roleClaim: string
  /** Which claim values give which role. */
  roleGroups: Record<MappedRole, string[]>
  /** Signing out also ends the session at the provider, when it offers an end_session_endpoint. */
  providerLogout: boolean
  /** Where the provider sends the browser after signing out there; the sign-in page by default. */
  postLogoutRedirectUri: string
}

const list = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

function url(name: string, raw: string): URL {
  try {
    const parsed = new URL(raw)
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return parsed
  } catch {
    // reported below
  }
  throw new Error(`${name} must be an http(s) URL, got "${raw}"`)
}

const flag = (raw: string | undefined, fallback: boolean) =>
  raw === undefined || raw === '' ? fallback : ['1', 'true', 'yes'].includes(raw.toLowerCase())

/** The settings when OIDC_ISSUER is set, undefined when company sign-in is off; throws on an incomplete setup. */
export function readOidcSettings(env: NodeJS.ProcessEnv): OidcSettings | undefined {
  if (!env.OIDC_ISSUER) return undefined
  const issuer = url('OIDC_ISSUER', env.OIDC_ISSUER)
  if (!env.OIDC_CLIENT_ID) throw new Error('OIDC_CLIENT_ID is required when OIDC_ISSUER is set')
  if (!env.OIDC_REDIRECT_URI)
    throw new Error(
      'OIDC_REDIRECT_URI is required when OIDC_ISSUER is set (https://<your host>/jwt/oidc/callback)'
    )
  const redirectUri = url('OIDC_REDIRECT_URI', env.OIDC_REDIRECT_URI).href
  const roleGroups = {
    admin: list(env.OIDC_ADMIN_GROUPS),
    editor: list(env.OIDC_EDITOR_GROUPS),
    viewer: list(env.OIDC_VIEWER_GROUPS)
  }
  if (MAPPED_ROLES.every((role) => roleGroups[role].length === 0))
    throw new Error(
      'Company sign-in needs at least one of OIDC_ADMIN_GROUPS, OIDC_EDITOR_GROUPS, OIDC_VIEWER_GROUPS: nobody could sign in'
    )
  const scopes = list((env.OIDC_SCOPES ?? 'openid email profile').replace(/\s+/g, ','))
  if (!scopes.includes('openid')) scopes.unshift('openid')
  return {
    issuer,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    redirectUri,
    scopes: scopes.join(' '),
    providerName: env.OIDC_PROVIDER_NAME?.trim() || issuer.hostname,
    only: flag(env.OIDC_ONLY, false),
    roleClaim: env.OIDC_ROLE_CLAIM?.trim() || 'groups',
    roleGroups,
    providerLogout: flag(env.OIDC_PROVIDER_LOGOUT, true),
    postLogoutRedirectUri: env.OIDC_POST_LOGOUT_REDIRECT_URI
      ? url('OIDC_POST_LOGOUT_REDIRECT_URI', env.OIDC_POST_LOGOUT_REDIRECT_URI).href
      : new URL('/login', redirectUri).href
  }
}

/** The values of the role claim: a list, or one string (some providers send a single group as a string). */
export function claimValues(claims: Record<string, unknown>, path: string): string[] {
  let value: unknown = claims
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return []
    value = (value as Record<string, unknown>)[part]
  }
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string')
  return []
}

/** The strongest role any of the person's groups maps to, or null when none does. */
export function roleFromClaims(claims: Record<string, unknown>, settings: OidcSettings): MappedRole | null {
  const groups = new Set(claimValues(claims, settings.roleClaim))
  return MAPPED_ROLES.find((role) => settings.roleGroups[role].some((group) => groups.has(group))) ?? null
}
