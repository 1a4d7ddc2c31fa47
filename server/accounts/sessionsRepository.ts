// A user's sessions are their refresh-token families: one per sign-in, renewed by every refresh. A family is live
// while it has a token that is neither spent nor revoked nor expired.
import type { Kysely } from 'kysely'
import { describeUserAgent, type AccountSession } from '../../src/contracts/account'
import type { DB } from '../db/schema'

/**
 * Signs a user out everywhere, or everywhere but `exceptFamily` (the session asking): every live refresh token of
 * theirs is revoked, so those sessions cannot renew their access tokens. Answers how many sessions ended.
 */
export async function revokeUserSessions(
  db: Kysely<DB>,
  userId: number,
  exceptFamily?: string | null
): Promise<number> {
  const now = new Date().toISOString()
  let live = db
    .selectFrom('refresh_tokens')
    .select('family')
    .distinct()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
  if (exceptFamily) live = live.where('family', '<>', exceptFamily)
  const families = (await live.execute()).map((r) => r.family)
  if (families.length === 0) return 0
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('family', 'in', families)
    .where('revoked_at', 'is', null)
    .execute()
  return families.length
}

/** The user's live sessions, the one asking (`current`) first, then the most recently used. */
export async function listSessions(
  db: Kysely<DB>,
  userId: number,
  current: string | null
): Promise<AccountSession[]> {
  const now = new Date().toISOString()
  const heads = await db
    .selectFrom('refresh_tokens')
    .select(['family', 'created_at', 'user_agent'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute()
  if (heads.length === 0) return []
  const starts = await db
    .selectFrom('refresh_tokens')
    .select((eb) => ['family', eb.fn.min<string>('created_at').as('signed_in_at')])
    .where('user_id', '=', userId)
    .where(
      'family',
      'in',
      heads.map((h) => h.family)
    )
    .groupBy('family')
    .execute()
  const startOf = new Map(starts.map((s) => [s.family, s.signed_in_at]))
  const seen = new Set<string>()
  const sessions: AccountSession[] = []
  for (const head of heads) {
    if (seen.has(head.family)) continue
    seen.add(head.family)
    const userAgent = head.user_agent ?? ''
    sessions.push({
      id: head.family,
      device: describeUserAgent(userAgent),
      userAgent,
      signedInAt: startOf.get(head.family) ?? head.created_at,
      lastUsedAt: head.created_at,
      current: head.family === current
    })
  }
  return sessions.sort((a, b) => Number(b.current) - Number(a.current))
}

/** Ends one live session of the user; false when they have no such session. */
export async function revokeSession(db: Kysely<DB>, userId: number, family: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('family', '=', family)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** The refresh token stored under `tokenHash`: its family and whether it is still live. */
export const findRefreshToken = (db: Kysely<DB>, tokenHash: string) =>
  db
    .selectFrom('refresh_tokens')
    .select(['family', 'revoked_at', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
