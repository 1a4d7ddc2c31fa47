// Requests per API key in the last 24 h, counted in hourly rows (migration 0038): each request a key makes (past its
// rate limit) raises its hour's row by one, and the first request of an hour removes the key's rows older than a
// day, so a key keeps at most 24 rows. "The last 24 h" is the current UTC hour and the 23 before it.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { countKeyRequest, dropKeyUsageBefore } from './apiKeysRepository'

const HOUR_MS = 3_600_000

/** A moment's UTC hour as the usage rows store it: 'YYYY-MM-DDTHH'. */
export const hourOf = (at: Date) => at.toISOString().slice(0, 13)

/** The first hour counted in "the last 24 h" at `now`. */
export const usageWindowStart = (now: Date) => hourOf(new Date(now.getTime() - 23 * HOUR_MS))

/** Counts one request of key `id` at `now`. */
export async function recordKeyRequest(db: Kysely<DB>, id: number, now = new Date()): Promise<void> {
  const requests = await countKeyRequest(db, id, hourOf(now))
  if (requests === 1) await dropKeyUsageBefore(db, id, usageWindowStart(now))
}
