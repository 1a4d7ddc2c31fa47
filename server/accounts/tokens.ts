// Access tokens are HS256 JWTs (jose); refresh tokens are opaque random strings stored as SHA-256 hashes,
// grouped in families so that a reused one revokes every token descended from the same sign-in.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify, errors } from 'jose'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { inTransaction } from '../db/engine/transaction'

export type AccessClaims = { sub: string; role: string }

export type TokenLifetimes = {
  /** Seconds an access token lives. */
  accessTtl: number
  /** Seconds a refresh token lives. */
  refreshTtl: number
  /** Seconds a just-rotated refresh token still answers with its successor (0: never). */
  graceSeconds: number
}

export type VerifiedAccess = { userId: number; sessionId: string | null }

/** How many checked access tokens a process remembers before it starts again from none. */
const VERIFIED_TOKENS_KEPT = 10_000

export class TokenService {
  private readonly key: Uint8Array
  /** Keys of earlier secrets, still accepted while a new secret is rolled out (JWT_SECRET_PREVIOUS). */
  private readonly previousKeys: Uint8Array[]
  private readonly successorKey: Buffer
  private readonly accessTtl: number
  private readonly refreshTtl: number
  private readonly graceMs: number
  /**
   * Access tokens whose signature was checked, with their expiry: a client sends the same token with every request
   * until it expires, and checking the HMAC again each time was a tenth of the CPU of a list request. The role
   * and the session's liveness are not kept here: the guard reads them from the database on every request.
   */
  private readonly verified = new Map<string, { claims: VerifiedAccess; expiresAt: number }>()

  constructor(
    private readonly db: Kysely<DB>,
    secret: string,
    lifetimes: TokenLifetimes,
    previousSecrets: string[] = []
  ) {
    this.key = new TextEncoder().encode(`jwt:${secret}`)
    this.previousKeys = previousSecrets.map((s) => new TextEncoder().encode(`jwt:${s}`))
    this.successorKey = Buffer.from(`refresh-successor:${secret}`)
    this.accessTtl = lifetimes.accessTtl
    this.refreshTtl = lifetimes.refreshTtl
    this.graceMs = lifetimes.graceSeconds * 1000
  }

  /** `sessionId` (the refresh-token family) lets the account routes tell this session from the user's others. */
  signAccess(userId: number, role: string, sessionId?: string): Promise<string> {
    return new SignJWT(sessionId ? { role, sid: sessionId } : { role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer('vibeline')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.accessTtl)
      .sign(this.key)
  }

  /** The user id of a valid access token, 'expired', or null for anything else. */
  async verifyAccess(token: string): Promise<number | 'expired' | null> {
    const claims = await this.verifyAccessClaims(token)
    return typeof claims === 'object' && claims !== null ? claims.userId : claims
  }

  /** The user id and the session (refresh-token family, when the token names one) of a valid access token. */
  async verifyAccessClaims(token: string): Promise<VerifiedAccess | 'expired' | null> {
    const known = this.verified.get(token)
    if (known) {
      if (known.expiresAt > Date.now()) return known.claims
      this.verified.delete(token)
      return 'expired'
    }
    for (const key of [this.key, ...this.previousKeys]) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: 'vibeline', algorithms: ['HS256'] })
        const id = Number(payload.sub)
        if (!Number.isInteger(id) || id <= 0) return null
        const claims = { userId: id, sessionId: typeof payload.sid === 'string' ? payload.sid : null }
        if (typeof payload.exp === 'number') {
          if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.clear()
          this.verified.set(token, { claims, expiresAt: payload.exp * 1000 })
        }
        return claims
      } catch (err) {
        if (err instanceof errors.JWTExpired) return 'expired'
        if (!(err instanceof errors.JWSSignatureVerificationFailed)) return null
      }
    }
    return null
  }

  /** The session (refresh-token family) of a valid access token, or null when it names none. */
  async sessionOf(token: string): Promise<string | null> {
    const claims = await this.verifyAccessClaims(token)
    return typeof claims === 'object' && claims !== null ? claims.sessionId : null
  }

  async issueRefresh(
    userId: number,
    family: string = randomUUID(),
    userAgent: string | null = null,
    db: Kysely<DB> = this.db
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url')
    await this.store(db, userId, family, token, userAgent)
    return token
  }

  private async store(
    db: Kysely<DB>,
    userId: number,
    family: string,
    token: string,
    userAgent: string | null
  ): Promise<void> {
    const now = new Date()
    await db
      .insertInto('refresh_tokens')
      .values({
        user_id: userId,
        family,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + this.refreshTtl * 1000).toISOString(),
        revoked_at: null,
        created_at: now.toISOString(),
        user_agent: userAgent ? userAgent.slice(0, 512) : null
      })
      .execute()
  }

  /**
   * The token that replaces `token` when it is rotated. It is derived (HMAC with the server's secret) rather than
   * random, so that a second use of `token` within the grace window can be answered with the same new token
   * without storing any token in readable form: the database keeps only hashes, as for every other token.
   */
  private successorOf(token: string): string {
    return createHmac('sha256', this.successorKey).update(token).digest('base64url')
  }

  /**
   * Rotates a refresh token: the old one is spent and its successor, of the same family, is issued. Two tabs that
   * refresh with the same token at once both get that successor, if the second comes within the grace window
   * (REFRESH_GRACE_SECONDS) and the successor is still live. Any other use of a spent token is a reuse: the whole
   * family is revoked. An expired, revoked or unknown token answers null.
   */
  async rotate(token: string): Promise<{ userId: number; refreshToken: string; family: string } | null> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select(['id', 'user_id', 'family', 'expires_at', 'revoked_at', 'user_agent'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst()
    if (!row) return null
    const now = new Date()
    if (row.expires_at <= now.toISOString()) return null
    const successor = this.successorOf(token)
    const rotated = await inTransaction(this.db, async (trx) => {
      // Spend it only if nobody else did in the meantime: of two uses at once, one rotates and the other waits
      // for its commit, then finds the successor below.
      const spent = await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: now.toISOString() })
        .where('id', '=', row.id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
      if (Number(spent.numUpdatedRows) !== 1) return false
      await this.store(trx, row.user_id, row.family, successor, row.user_agent)
      return true
    })
    const next = { userId: row.user_id, refreshToken: successor, family: row.family }
    if (rotated || (await this.withinGrace(row.id, successor, now))) return next
    await this.revokeFamily(row.family)
    return null
  }

  /** Whether the spent token `id` was rotated moments ago and its successor is still live (not revoked since). */
  private async withinGrace(id: number, successor: string, now: Date): Promise<boolean> {
    if (this.graceMs <= 0) return false
    const spent = await this.db
      .selectFrom('refresh_tokens')
      .select('revoked_at')
      .where('id', '=', id)
      .executeTakeFirst()
    if (!spent?.revoked_at || now.getTime() - Date.parse(spent.revoked_at) > this.graceMs) return false
    const next = await this.db
      .selectFrom('refresh_tokens')
      .select(['revoked_at', 'expires_at'])
      .where('token_hash', '=', hashToken(successor))
      .executeTakeFirst()
    return next !== undefined && next.revoked_at === null && next.expires_at > now.toISOString()
  }

  /** Ends the session of a refresh token; answers its user, or null for a token we never issued. */
  async revoke(token: string): Promise<number | null> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select(['family', 'user_id'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst()
    if (!row) return null
    await this.revokeFamily(row.family)
    return row.user_id
  }

  /** Ends every session of a user: all their refresh tokens stop working (in the caller's transaction if given). */
  async revokeUser(userId: number, db: Kysely<DB> = this.db): Promise<void> {
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute()
  }

  async revokeFamily(family: string): Promise<void> {
    await this.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .where('family', '=', family)
      .where('revoked_at', 'is', null)
      .execute()
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
