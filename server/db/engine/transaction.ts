// Transactions that survive the conflicts PostgreSQL resolves by cancelling one side: a deadlock (40P01) or a
// serialization failure (40001) runs the whole transaction again, a few times, before it becomes a 409.
import type { Kysely, Transaction } from 'kysely'
import type { Dialect } from './database'
import type { DB } from '../schema'

const RETRYABLE = new Set(['40P01', '40001'])

export async function inTransaction<T>(
  db: Kysely<DB>,
  fn: (trx: Transaction<DB>) => Promise<T>,
  attempts = 4
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(fn)
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code
      if (attempt >= attempts || typeof code !== 'string' || !RETRYABLE.has(code)) throw error
    }
  }
}

/**
 * Locks one row for the rest of the transaction (PostgreSQL `FOR UPDATE`), so that writers of the same row take
 * turns instead of deadlocking. SQLite needs nothing: its writers already go one at a time.
 */
export async function lockRow<T extends 'tracks' | 'playlists' | 'users'>(
  trx: Transaction<DB>,
  dialect: Dialect,
  table: T,
  id: number
): Promise<boolean> {
  let query = trx
    .selectFrom(table as 'tracks')
    .select('id')
    .where('id', '=', id)
  if (dialect === 'postgres') query = query.forUpdate()
  return (await query.executeTakeFirst()) !== undefined
}
