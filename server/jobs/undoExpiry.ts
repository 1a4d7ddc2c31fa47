// The rows a bulk operation saved for its undo (server/catalog/bulkService.ts) are deleted in the background once its undo
// window has passed, a chunk per transaction, instead of at the start of the next bulk operation: there, deleting
// the saved rows of an earlier edit of 100,000 tracks took 0.25–0.6 s of the next large edit's own time and write lock.
import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../db/engine/database'
import { everyInterval } from './everyInterval'
import type { DB } from '../db/schema'

/** The tables of saved rows, each with an operation_id. */
export const SAVED_ROW_TABLES = [
  'bulk_track_rows',
  'bulk_track_edits',
  'bulk_playlist_rows',
  'bulk_play_rows',
  'bulk_user_rows'
] as const

/** Saved rows deleted per statement (and transaction): other writers wait for one chunk at most. */
export const EXPIRY_CHUNK = 20_000

/**
 * What names one row of a table of saved rows: PostgreSQL's ctid; SQLite's rowid, or the track of bulk_track_edits,
 * a table WITHOUT ROWID keyed by (operation_id, track_id).
 */
const rowKey = (dialect: Dialect, table: (typeof SAVED_ROW_TABLES)[number]) =>
  sql.raw(dialect === 'postgres' ? 'ctid' : table === 'bulk_track_edits' ? 'track_id' : 'rowid')

/** Deletes up to `chunk` rows of one operation from one table; answers how many. */
async function deleteChunk(
  db: Kysely<DB>,
  dialect: Dialect,
  table: (typeof SAVED_ROW_TABLES)[number],
  operationId: number,
  chunk: number
): Promise<number> {
  const key = rowKey(dialect, table)
  const some = sql`select ${key} from ${sql.table(table)} where operation_id = ${operationId} limit ${chunk}`
  const deleted = await sql`delete from ${sql.table(table)} where operation_id = ${operationId} and ${
    dialect === 'postgres' ? sql`ctid = any(array(${some}))` : sql`${key} in (${some})`
  }`.execute(db)
  return Number(deleted.numAffectedRows ?? 0)
}

/**
 * Deletes the saved rows of every operation whose undo window had passed at `now`, then the operation itself (which
 * an undo already refuses as gone); answers how many operations went. Stops between chunks once `stopping` aborts.
 */
export async function dropExpiredUndos(
  db: Kysely<DB>,
  dialect: Dialect,
  {
    now = new Date().toISOString(),
    chunk = EXPIRY_CHUNK,
    stopping
  }: { now?: string; chunk?: number; stopping?: AbortSignal } = {}
): Promise<number> {
  const expired = await db.selectFrom('bulk_operations').select('id').where('expires_at', '<', now).execute()
  let dropped = 0
  for (const { id } of expired) {
    for (const table of SAVED_ROW_TABLES) {
      while ((await deleteChunk(db, dialect, table, id, chunk)) === chunk) {
        if (stopping?.aborted) return dropped
      }
    }
    if (stopping?.aborted) return dropped
    await db.deleteFrom('bulk_operations').where('id', '=', id).execute()
    dropped++
  }
  return dropped
}

/** Drops expired undos every `intervalMs` (0: never); answers the function that stops it. */
export function startUndoExpiry(
  db: Kysely<DB>,
  dialect: Dialect,
  intervalMs: number,
  onError: (err: unknown) => void
): () => Promise<void> {
  return everyInterval(intervalMs, (stopping) => dropExpiredUndos(db, dialect, { stopping }), onError)
}
