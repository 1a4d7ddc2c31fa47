// Sessions: every sign-in (password or company provider) starts one, a refresh-token family that remembers the device
// it signed in from; a refresh rotates its token, a sign-out revokes its family. The tokens and the company provider
// are ports (Node's crypto signs the tokens), handed in by the routes.
import { abilityRulesForRole } from '../../src/contracts/abilities'
import type { UserData } from '../../src/contracts/auth'
import type { Kysely } from 'kysely'
import { recordAudit, type AuditOrigin } from '../audit/record'
import type { DB } from '../db/schema'
import { inTransaction } from '../db/engine/transaction'
import type { OidcSignIn } from './oidcSessions'
import type { TokenService } from './tokens'
import { findUserProfile, findUserStanding, markActive, type UserProfileRow } from './usersRepository'

export type SessionTokens = Pick<TokenService, 'signAccess' | 'issueRefresh' | 'rotate' | 'revoke'>
export type ProviderSessions = Pick<OidcSignIn, 'roleAtRefresh' | 'endSessionUrl'>
export type SessionPorts = { db: Kysely<DB>; tokens: SessionTokens; oidc?: ProviderSessions }

export function userData(row: UserProfileRow): UserData {
  return {
    id: row.id,
    fullName: row.full_name,
    username: row.username,
    avatar: row.avatar,
    email: row.email,
    role: row.role,
    ability: abilityRulesForRole(row.role),
    extras: { eCommerceCartItemsCount: 0 }
  }
}

/** Starts a session for `row`; answers the session's id with the tokens and the user's data. */
export async function startSession(ports: SessionPorts, row: UserProfileRow, userAgent: string | undefined) {
  await markActive(ports.db, row.id, new Date().toISOString())
  const session = globalThis.crypto.randomUUID()
  return {
    session,
    tokens: {
      accessToken: await ports.tokens.signAccess(row.id, row.role, session),
      refreshToken: await ports.tokens.issueRefresh(row.id, session, userAgent ?? null),
      userData: userData(row)
    }
  }
}

/** A new token pair for a refresh token, or null when the token, its user or (company sign-in) the provider refuses. */
export async function refreshSession(ports: SessionPorts, refreshToken: string, origin: AuditOrigin | null) {
  const rotated = await ports.tokens.rotate(refreshToken)
  if (!rotated) return null
  const user = await findUserStanding(ports.db, rotated.userId)
  if (!user || user.status !== 'active') return null
  // A session begun at a company provider asks it again who the person is (accounts/oidcSessions.ts).
  const role = ports.oidc ? await ports.oidc.roleAtRefresh(rotated.family, user) : user.role
  if (role === null) return null
  await inTransaction(ports.db, async (trx) => {
    await markActive(trx, user.id, new Date().toISOString())
    await recordAudit(trx, origin, {
      action: 'refresh',
      entity: 'session',
      entityId: user.id,
      userId: user.id
    })
  })
  return {
    accessToken: await ports.tokens.signAccess(user.id, role, rotated.family),
    refreshToken: rotated.refreshToken
  }
}

/** Revokes the refresh token's family; answers where to end a company sign-in at its provider, if anywhere. */
export async function endSession(ports: SessionPorts, refreshToken: string, origin: AuditOrigin | null) {
  const endSessionUrl = ports.oidc ? await ports.oidc.endSessionUrl(refreshToken) : null
  const owner = await ports.tokens.revoke(refreshToken)
  if (owner !== null)
    await recordAudit(ports.db, origin, {
      action: 'sign_out',
      entity: 'session',
      entityId: owner,
      userId: owner
    })
  return endSessionUrl
}

export const currentUserData = async (db: Kysely<DB>, userId: number) =>
  userData(await findUserProfile(db, userId))
