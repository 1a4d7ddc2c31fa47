// Access tokens are HS256 JWTs (jose); refresh tokens are opaque random strings stored as SHA-256 hashes,
// grouped in families so that a reused one revokes every token descended from the same sign-in.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { SignJWT, jwtVerify, errors } from 'jose'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

export type AccessClaims = { sub: string; role: string }

export class TokenService {
  private readonly key: Uint8Array
  /** Keys of earlier secrets, still accepted while a new secret is rolled out (JWT_SECRET_PREVIOUS). */
  private readonly previousKeys: Uint8Array[]

  constructor(
    private readonly db: Kysely<DB>,
    secret: string,
    private readonly accessTtl: number,
    private readonly refreshTtl: number,
    previousSecrets: string[] = []
  ) {
    this.key = new TextEncoder().encode(`jwt:${secret}`)
    this.previousKeys = previousSecrets.map((s) => new TextEncoder().encode(`jwt:${s}`))
  }

  signAccess(userId: number, role: string): Promise<string> {
    return new SignJWT({ role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer('vibeline')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.accessTtl)
      .sign(this.key)
  }

  /** The user id of a valid access token, 'expired', or null for anything else. */
  async verifyAccess(token: string): Promise<number | 'expired' | null> {
    for (const key of [this.key, ...this.previousKeys]) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: 'vibeline', algorithms: ['HS256'] })
        const id = Number(payload.sub)
        return Number.isInteger(id) && id > 0 ? id : null
      } catch (err) {
        if (err instanceof errors.JWTExpired) return 'expired'
        if (!(err instanceof errors.JWSSignatureVerificationFailed)) return null
      }
    }
    return null
  }

  async issueRefresh(userId: number, family: string = randomUUID()): Promise<string> {
    const token = randomBytes(32).toString('base64url')
    const now = new Date()
    await this.db
      .insertInto('refresh_tokens')
      .values({
        user_id: userId,
        family,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + this.refreshTtl * 1000).toISOString(),
        revoked_at: null,
        created_at: now.toISOString()
      })
      .execute()
    return token
  }

  /**
   * Rotates a refresh token: the old one is spent and a new one of the same family is issued.
   * A spent, revoked or unknown token answers null; a spent one also revokes its whole family.
   */
  async rotate(token: string): Promise<{ userId: number; refreshToken: string } | null> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select(['id', 'user_id', 'family', 'expires_at', 'revoked_at'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst()
    if (!row) return null
    const now = new Date().toISOString()
    if (row.revoked_at !== null) {
      await this.revokeFamily(row.family)
      return null
    }
    if (row.expires_at <= now) return null
    // Spend it only if nobody else did in the meantime: two uses of one token never both succeed.
    const spent = await this.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('id', '=', row.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst()
    if (Number(spent.numUpdatedRows) !== 1) {
      await this.revokeFamily(row.family)
      return null
    }
    return { userId: row.user_id, refreshToken: await this.issueRefresh(row.user_id, row.family) }
  }

  async revoke(token: string): Promise<void> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .select('family')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst()
    if (row) await this.revokeFamily(row.family)
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
