// What company sign-in keeps between requests: the one-time codes that carry a finished sign-in to the SPA, and
// per session (refresh-token family) the ID token and the provider's refresh token, so that each of our refreshes
// can ask the provider again who the person is (a removed group takes the role away) and sign-out can end the
// session at the provider too.
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { AuditEntry } from '../audit/record'
import type { DB } from '../db/schema'
import type { OidcClient, ProviderSignIn } from './oidcClient'
import {
  deleteExpiredHandoffs,
  findProviderRefresh,
  insertHandoff,
  insertOidcSession,
  takeHandoffRow,
  takeOidcSession,
  updateOidcSession
} from './oidcSessionsRepository'
import { findRefreshToken, revokeUserSessions } from './sessionsRepository'
import { updateUser } from './usersRepository'
import { hashToken } from './tokens'

/** How long the SPA has to exchange the one-time code of a finished sign-in. */
export const HANDOFF_TTL_MS = 60 * 1000

export type Handoff = {
  userId: number
  issuer: string
  returnTo: string | null
  idToken: string | null
  providerRefresh: string | null
}

export class OidcSignIn {
  constructor(
    readonly client: OidcClient,
    private readonly db: Kysely<DB>,
    private readonly audit: (db: Kysely<DB>, entry: AuditEntry) => Promise<void>
  ) {}

  get settings() {
    return this.client.settings
  }

  /** A one-time code for the SPA: stored hashed, like every token. */
  async createHandoff(userId: number, signIn: ProviderSignIn, returnTo: string | null): Promise<string> {
    const code = randomBytes(32).toString('base64url')
    await insertHandoff(this.db, {
      code_hash: hashToken(code),
      user_id: userId,
      issuer: signIn.issuer,
      return_to: returnTo,
      id_token: signIn.idToken,
      provider_refresh: signIn.sealedRefresh,
      expires_at: new Date(Date.now() + HANDOFF_TTL_MS).toISOString()
    })
    return code
  }

  /** Spends a one-time code: of two uses only the first gets it; an expired one is spent and answers null. */
  async takeHandoff(code: string): Promise<Handoff | null> {
    const now = new Date().toISOString()
    const row = await takeHandoffRow(this.db, hashToken(code))
    // Abandoned codes go too, so the table stays as small as the sign-ins of the last minute.
    await deleteExpiredHandoffs(this.db, now)
    if (!row || row.expires_at <= now) return null
    return {
      userId: row.user_id,
      issuer: row.issuer,
      returnTo: row.return_to,
      idToken: row.id_token,
      providerRefresh: row.provider_refresh
    }
  }

  async rememberSession(family: string, handoff: Handoff): Promise<void> {
    await insertOidcSession(this.db, {
      family,
      user_id: handoff.userId,
      issuer: handoff.issuer,
      id_token: handoff.idToken,
      provider_refresh: handoff.providerRefresh,
      created_at: new Date().toISOString()
    })
  }

  /**
   * The role a refresh of `family` signs with. For a session begun at a provider that granted a refresh token, the
   * provider is asked again: null (the session must end) when it refuses the grant or none of the person's groups
   * is mapped any more; a changed role is stored and ends the user's other sessions. A provider that cannot be
   * reached leaves the role as it is, so that its outage does not sign everybody out.
   */
  async roleAtRefresh(family: string, user: { id: number; role: string }): Promise<string | null> {
    const session = await findProviderRefresh(this.db, family)
    if (!session?.provider_refresh) return user.role
    const result = await this.client.refresh(session.provider_refresh)
    if (result.kind === 'unreachable') return user.role
    if (result.kind === 'revoked' || result.role === null) {
      await revokeUserSessions(this.db, user.id)
      await this.audit(this.db, {
        action: 'sessions_revoke',
        entity: 'session',
        entityId: user.id,
        userId: user.id,
        after: { via: 'oidc', reason: result.kind === 'revoked' ? 'provider_revoked' : 'no_role' }
      })
      return null
    }
    await updateOidcSession(this.db, family, {
      provider_refresh: result.sealedRefresh,
      ...(result.idToken ? { id_token: result.idToken } : {})
    })
    if (result.role === 'unknown' || result.role === user.role) return user.role
    await updateUser(this.db, user.id, { role: result.role })
    await revokeUserSessions(this.db, user.id, family)
    await this.audit(this.db, {
      action: 'update',
      entity: 'user',
      entityId: user.id,
      userId: user.id,
      before: { role: user.role },
      after: { role: result.role, via: 'oidc' }
    })
    return result.role
  }

  /**
   * Where to send the browser to end the provider's session of a live refresh token, or null when it did not begin
   * at the provider, is not live, or the provider offers no sign-out. The session's record is dropped either way.
   */
  async endSessionUrl(refreshToken: string): Promise<string | null> {
    const token = await findRefreshToken(this.db, hashToken(refreshToken))
    if (!token || token.revoked_at !== null || token.expires_at <= new Date().toISOString()) return null
    const session = await takeOidcSession(this.db, token.family)
    if (!session) return null
    return this.client.endSessionUrl(session.id_token)
  }
}
