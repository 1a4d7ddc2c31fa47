// The tracks' all-time play counts (the track list's "plays" column and its sort): one background job, the same on
// SQLite and PostgreSQL. Ingestion does not rewrite them: rewriting a thousand random rows of `tracks` (play_count is
// indexed, so no update of it is HOT) was half of a batch's write on SQLite, and left a dead row version per track and
// batch on PostgreSQL. Instead every change of a track's plays appends a row (track, +n or -n) to play_count_pending
// in the transaction that makes it (ingestion, a deleted play's trigger), and the fold deletes pending rows, oldest
// first, and adds them to their tracks. Lag: PLAY_COUNT_FOLD_MS (1 s) plus one fold; play_count + the track's
// pending rows always equals its plays. Rows of tracks deleted since are dropped.
import { PostgresAdapter, sql, type Kysely } from 'kysely'
import type { Dialect } from '../db/engine/database'
import { everyInterval } from '../jobs/everyInterval'
import type { DB } from '../db/schema'

/** The most pending rows one fold transaction takes (SQLite holds the write lock meanwhile). */
const FOLD_CHUNK = 20_000

/** Tracks whose counts one statement changes. */
const TRACKS_CHUNK = 500

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the seed's and tests' databases as well as the server's
type AnyDb = Kysely<any>

/** Appends per-track play counts (positive or negative) to be folded, in the caller's transaction. */
export async function addPendingPlayCounts(trx: AnyDb, counts: Map<number, number>): Promise<void> {
  const rows = [...counts]
    .filter(([, plays]) => plays !== 0)
    .map(([track_id, plays]) => ({ track_id, plays }))
  for (let i = 0; i < rows.length; i += TRACKS_CHUNK)
    await trx
      .insertInto('play_count_pending')
      .values(rows.slice(i, i + TRACKS_CHUNK))
      .execute()
}

/**
 * Adds plays to tracks' counts, [track id, plays] pairs of distinct tracks, in id order. PostgreSQL locks the rows in
 * that order first (an UPDATE joined to a list does not promise one), with the lock the UPDATE takes (NO KEY UPDATE:
 * FOR UPDATE would also wait for the key-share locks that plays being written hold through the foreign key). A count
 * never goes below 0 (the bench seed draws its counts rather than counting plays).
 */
async function addToPlayCounts(trx: AnyDb, counts: [number, number][]): Promise<void> {
  const sorted = [...counts].sort((a, b) => a[0] - b[0])
  for (let i = 0; i < sorted.length; i += TRACKS_CHUNK) {
    const chunk = sorted.slice(i, i + TRACKS_CHUNK)
    const values = sql.join(chunk.map(([id, n]) => sql`(cast(${id} as integer), cast(${n} as integer))`))
    await sql`update tracks set play_count = case when tracks.play_count + v.column2 < 0 then 0
        else tracks.play_count + v.column2 end
      from (values ${values}) as v where tracks.id = v.column1`.execute(trx)
  }
}

/**
 * Takes up to `limit` pending rows, the oldest first, and adds them to their tracks, in the caller's transaction. A
 * row two folds reach at once (PostgreSQL) is deleted, and so counted, by one of them only. Answers the rows taken.
 */
async function foldPending(trx: AnyDb, limit: number): Promise<number> {
  const { rows } = await sql<{ track_id: number; plays: number }>`delete from play_count_pending
    where id in (select id from play_count_pending order by id limit ${limit})
    returning track_id, plays`.execute(trx)
  const perTrack = new Map<number, number>()
  for (const row of rows) perTrack.set(row.track_id, (perTrack.get(row.track_id) ?? 0) + Number(row.plays))
  const counts = [...perTrack].filter(([, n]) => n !== 0)
  if (trx.getExecutor().adapter instanceof PostgresAdapter)
    for (let i = 0; i < counts.length; i += TRACKS_CHUNK) {
      const ids = counts
        .slice(i, i + TRACKS_CHUNK)
        .map(([id]) => id)
        .sort((a, b) => a - b)
      await sql`select id from tracks where id in (${sql.join(ids)}) order by id for no key update`.execute(
        trx
      )
    }
  await addToPlayCounts(trx, counts)
  return rows.length
}

async function anyPending(db: AnyDb): Promise<boolean> {
  const { rows } = await sql`select 1 from play_count_pending limit 1`.execute(db)
  return rows.length > 0
}

/** Folds every pending row into the tracks' play counts, in transactions of at most `chunk` rows; answers how many. */
export async function foldPlayCounts(
  db: Kysely<DB>,
  _dialect?: Dialect,
  chunk = FOLD_CHUNK
): Promise<number> {
  let folded = 0
  // A cheap look without the write lock first: most calls find nothing to do.
  while (await anyPending(db)) folded += await db.transaction().execute((trx) => foldPending(trx, chunk))
  return folded
}

/** The same within the caller's transaction (the demo seed, before its snapshot of the catalogue). */
export async function foldPlayCountsIn(trx: AnyDb): Promise<void> {
  await foldPending(trx, Number.MAX_SAFE_INTEGER)
}

/** Marks every stored play as counted: the bench seeds draw their play counts instead of counting their plays. */
export async function markPlaysFolded(db: AnyDb): Promise<void> {
  await db.deleteFrom('play_count_pending').execute()
}

/** Folds every `intervalMs` in the background (0: never); answers the function that stops it. */
export function startPlayCountFolding(
  db: Kysely<DB>,
  dialect: Dialect,
  intervalMs: number,
  onError: (err: unknown) => void
): () => Promise<void> {
  return everyInterval(intervalMs, () => foldPlayCounts(db, dialect), onError)
}
