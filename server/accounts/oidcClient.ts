// The relying party of company sign-in, on openid-client: discovery from the issuer, the authorization request
// (code flow with PKCE, state and nonce), the callback's checks and code exchange, the provider's refresh, and the
// provider's sign-out URL. Every failure becomes one OidcRefusal, which the sign-in page explains.
import * as client from 'openid-client'
import type { OidcRefusal } from '../../src/contracts/oidc'
import { roleFromClaims, type MappedRole, type OidcSettings } from './oidcSettings'
import type { PendingSignIn } from './oidcPending'
import { seal, unseal } from './seal'
import { OidcRefused } from './oidcRefused'

/** How long a request to the provider may take before it counts as unreachable. */
const PROVIDER_TIMEOUT_SECONDS = 10
const REFRESH_PURPOSE = 'oidc-refresh'

/** Who the provider says signed in, and what they may do here. */
export type ProviderSignIn = {
  issuer: string
  subject: string
  email: string | null
  emailVerified: boolean
  name: string | null
  preferredUsername: string | null
  /** null: none of the person's groups is mapped to a role. */
  role: MappedRole | null
  idToken: string | null
  /** The provider's refresh token, sealed; null when it granted none. */
  sealedRefresh: string | null
}

export type ProviderRefresh =
  | { kind: 'refreshed'; role: MappedRole | null | 'unknown'; idToken: string | null; sealedRefresh: string }
  | { kind: 'revoked' }
  | { kind: 'unreachable' }

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)

function isNetworkFailure(err: unknown): boolean {
  return (
    err instanceof TypeError ||
    (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) ||
    (err instanceof client.ClientError && err.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' && isServerError(err))
  )
}

function isServerError(err: client.ClientError): boolean {
  const cause = err.cause as { status?: number } | undefined
  return typeof cause?.status === 'number' && cause.status >= 500
}

/** What went wrong while talking to the provider, as one of the refusals the sign-in page explains. */
export function classifyProviderError(err: unknown): OidcRefusal {
  if (err instanceof OidcRefused) return err.reason
  if (isNetworkFailure(err)) return 'provider_unreachable'
  if (err instanceof client.AuthorizationResponseError) return 'provider_denied'
  if (err instanceof client.ResponseBodyError) {
    if (err.error === 'invalid_client' || err.error === 'unauthorized_client') return 'client_rejected'
    if (err.error === 'invalid_grant') return 'expired'
    return 'failed'
  }
  if (err instanceof client.WWWAuthenticateChallengeError) return 'client_rejected'
  if (err instanceof client.ClientError) return 'invalid_response'
  return 'failed'
}

const stringClaim = (claims: Record<string, unknown>, name: string) =>
  typeof claims[name] === 'string' && claims[name] !== '' ? (claims[name] as string) : null

export class OidcClient {
  private discovered: Promise<client.Configuration> | undefined

  constructor(
    readonly settings: OidcSettings,
    private readonly secret: string,
    /** Earlier secrets (JWT_SECRET_PREVIOUS): refresh tokens sealed before a new secret still open. */
    private readonly previousSecrets: string[] = []
  ) {}

  /** Discovery, once; a failed attempt is forgotten so that the next sign-in tries again. */
  private configuration(): Promise<client.Configuration> {
    if (!this.discovered) {
      const { issuer, clientId, clientSecret } = this.settings
      this.discovered = client
        .discovery(
          issuer,
          clientId,
          { client_id: clientId },
          clientSecret ? client.ClientSecretBasic(clientSecret) : client.None(),
          {
            timeout: PROVIDER_TIMEOUT_SECONDS,
            // Plain HTTP only for a provider on this machine (development, tests); anything else must be HTTPS.
            ...(isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : {})
          }
        )
        .catch((err: unknown) => {
          this.discovered = undefined
          throw new OidcRefused(
            'provider_unreachable',
            `Discovery at ${issuer.href} failed: ${describe(err)}`
          )
        })
    }
    return this.discovered
  }

  /** The provider's authorization URL and the pending sign-in to keep until its callback. */
  async begin(returnTo: string | null): Promise<{ url: string; pending: PendingSignIn }> {
    const config = await this.configuration()
    const pending: PendingSignIn = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      returnTo,
      startedAt: Date.now()
    }
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: this.settings.scopes,
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256'
    })
    return { url: url.href, pending }
  }

  /**
   * Checks the callback against the pending sign-in (state first, then the library's checks of the response, the
   * code exchange with the PKCE verifier, and the ID token's issuer, audience, signature, expiry and nonce).
   */
  async finish(query: URLSearchParams, pending: PendingSignIn): Promise<ProviderSignIn> {
    if (query.get('state') !== pending.state)
      throw new OidcRefused(
        'state_mismatch',
        'The state of the callback is not the one this browser was sent with'
      )
    const config = await this.configuration()
    // The callback URL as the provider knows it (the registered one), whatever Host this request came with.
    const callbackUrl = new URL(this.settings.redirectUri)
    callbackUrl.search = query.toString()
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>
    try {
      tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true
      })
    } catch (err) {
      throw new OidcRefused(classifyProviderError(err), `The code exchange failed: ${describe(err)}`)
    }
    const idClaims = tokens.claims()
    if (!idClaims) throw new OidcRefused('invalid_response', 'The provider sent no ID token')
    const claims = await this.withUserInfo(config, tokens.access_token, idClaims)
    return {
      issuer: idClaims.iss,
      subject: idClaims.sub,
      email: stringClaim(claims, 'email')?.toLowerCase() ?? null,
      emailVerified: claims.email_verified === true,
      name: stringClaim(claims, 'name'),
      preferredUsername: stringClaim(claims, 'preferred_username'),
      role: roleFromClaims(claims, this.settings),
      idToken: tokens.id_token ?? null,
      sealedRefresh: tokens.refresh_token ? seal(this.secret, REFRESH_PURPOSE, tokens.refresh_token) : null
    }
  }

  /** Providers that leave groups out of the ID token (or the e-mail) send them from the userinfo endpoint. */
  private async withUserInfo(
    config: client.Configuration,
    accessToken: string,
    idClaims: client.IDToken
  ): Promise<Record<string, unknown>> {
    const needed = idClaims.email === undefined || roleFromClaims(idClaims, this.settings) === null
    if (!needed || !config.serverMetadata().userinfo_endpoint) return idClaims
    try {
      const info = await client.fetchUserInfo(config, accessToken, idClaims.sub)
      // The ID token's claims win; userinfo only adds what it lacks.
      return { ...info, ...idClaims }
    } catch (err) {
      throw new OidcRefused(classifyProviderError(err), `Reading userinfo failed: ${describe(err)}`)
    }
  }

  /** Renews the provider's grant, reading the person's role again; 'revoked' when the provider refuses it. */
  async refresh(sealedRefresh: string): Promise<ProviderRefresh> {
    const refreshToken = [this.secret, ...this.previousSecrets].reduce<string | null>(
      (found, secret) => found ?? unseal(secret, REFRESH_PURPOSE, sealedRefresh),
      null
    )
    if (refreshToken === null) return { kind: 'revoked' }
    let config: client.Configuration
    try {
      config = await this.configuration()
    } catch {
      return { kind: 'unreachable' }
    }
    try {
      const tokens = await client.refreshTokenGrant(config, refreshToken)
      const idClaims = tokens.claims()
      let claims: Record<string, unknown> | undefined = idClaims
      if (
        (!claims || roleFromClaims(claims, this.settings) === null) &&
        config.serverMetadata().userinfo_endpoint
      )
        claims = await client.fetchUserInfo(
          config,
          tokens.access_token,
          idClaims?.sub ?? client.skipSubjectCheck
        )
      return {
        kind: 'refreshed',
        role: claims ? roleFromClaims(claims, this.settings) : 'unknown',
        idToken: tokens.id_token ?? null,
        sealedRefresh: seal(this.secret, REFRESH_PURPOSE, tokens.refresh_token ?? refreshToken)
      }
    } catch (err) {
      const reason = classifyProviderError(err)
      return reason === 'provider_unreachable' ? { kind: 'unreachable' } : { kind: 'revoked' }
    }
  }

  /** Where to send the browser to end its session at the provider, or null when the provider offers no way. */
  async endSessionUrl(idToken: string | null): Promise<string | null> {
    if (!this.settings.providerLogout) return null
    let config: client.Configuration
    try {
      config = await this.configuration()
    } catch {
      return null
    }
    if (!config.serverMetadata().end_session_endpoint) return null
    const params: Record<string, string> = {
      client_id: this.settings.clientId,
      post_logout_redirect_uri: this.settings.postLogoutRedirectUri
    }
    if (idToken) params.id_token_hint = idToken
    return client.buildEndSessionUrl(config, params).href
  }
}

/** For the log: what failed, never a token or a secret. */
function describe(err: unknown): string {
  if (err instanceof client.ResponseBodyError) return `${err.error} (HTTP ${err.status})`
  if (err instanceof client.ClientError) return `${err.code ?? 'client error'}: ${err.message}`
  if (err instanceof Error) return `${err.name}: ${err.message}`
  return String(err)
}
