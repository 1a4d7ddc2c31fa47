// The tracks' all-time play counts (the track list's "plays" column and its sort). Ingestion does not rewrite them:
// rewriting a thousand random rows of `tracks` and entries of every index of it (play_count is indexed, so no update
// of it is HOT) was half of a batch's write on SQLite, and on PostgreSQL, where autovacuum may be off, it left a dead
// row version per track and batch. A background fold adds the new plays in, each track once per fold.
// SQLite: `tracks.play_count` counts the plays whose id is at most a watermark (the meta row PLAYS_FOLDED); the fold
// adds the newer plays in id ranges, grouped by track. Play ids only grow in commit order on SQLite (one writer,
// AUTOINCREMENT), so every play is folded exactly once; a deleted play takes itself off its track's count only when
// it had been folded (the delete trigger compares its id).
// PostgreSQL: its ids are not given in commit order, so each batch appends its per-track counts to
// play_count_pending (insert-only, in the batch's transaction) and the fold deletes them and adds them up. A play
// deleted meanwhile takes itself off the track's count, or, when that count is 0 (the play is still pending), adds a
// -1 to the pending rows (db/rollups.ts).
import { PostgresAdapter, SqliteAdapter, sql, type Kysely } from 'kysely'
import type { Dialect } from './engine/database'
import { everyInterval } from '../jobs/everyInterval'
import type { DB } from './schema'

export const PLAYS_FOLDED = 'plays_folded'

/** The most plays (SQLite) or pending rows (PostgreSQL) one fold transaction adds (SQLite holds the write lock meanwhile). */
const FOLD_CHUNK = 20_000

/** Tracks whose counts one statement changes (in id order, see addToPlayCounts). */
const TRACKS_CHUNK = 500

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
type AnyDb = Kysely<any>

async function watermark(db: AnyDb): Promise<number> {
  const row = await sql<{ value: string }>`select value from meta where key = ${PLAYS_FOLDED}`.execute(db)
  return Number(row.rows[0]?.value ?? 0)
}

async function lastPlay(db: AnyDb): Promise<number> {
  const row = await sql<{ id: number | null }>`select max(id) as id from play_histories`.execute(db)
  return Number(row.rows[0]?.id ?? 0)
}

/** Marks every stored play as counted (the bench seed draws its play counts instead of counting them). */
export async function markPlaysFolded(db: AnyDb): Promise<void> {
  const last = await lastPlay(db)
  await sql`insert into meta (key, value) values (${PLAYS_FOLDED}, ${String(last)})
    on conflict (key) do update set value = excluded.value`.execute(db)
}

/** Adds up to `limit` plays stored since the last fold to their tracks' counts, in the caller's transaction. */
async function foldRange(trx: AnyDb, limit: number): Promise<number> {
  const from = await watermark(trx)
  const to = Math.min(await lastPlay(trx), from + limit)
  if (to <= from) return 0
  // Walks the plays by id (a range of the table itself), then each track once, in id order.
  await sql`update tracks set play_count = play_count + folded.n
    from (select track_id, count(*) as n from play_histories where id > ${from} and id <= ${to}
          group by track_id order by track_id) as folded
    where tracks.id = folded.track_id`.execute(trx)
  await sql`insert into meta (key, value) values (${PLAYS_FOLDED}, ${String(to)})
    on conflict (key) do update set value = excluded.value`.execute(trx)
  return to - from
}

/**
 * Adds plays to tracks' counts, [track id, plays] pairs of distinct tracks (PostgreSQL). One statement per chunk, in
 * id order: the rows are locked first in that order, which an UPDATE joined to a list does not promise. The lock is
 * the one the UPDATE takes (NO KEY UPDATE): FOR UPDATE would also wait for the key-share locks that plays and roll-up
 * rows being written hold on their tracks through the foreign keys. A count never goes below 0 (the bench seed draws
 * its counts rather than counting plays).
 */
async function addToPlayCounts(trx: AnyDb, counts: [number, number][]): Promise<void> {
  const sorted = [...counts].sort((a, b) => a[0] - b[0])
  for (let i = 0; i < sorted.length; i += TRACKS_CHUNK) {
    const chunk = sorted.slice(i, i + TRACKS_CHUNK)
    await sql`select id from tracks where id in (${sql.join(chunk.map(([id]) => id))}) order by id for no key update`.execute(
      trx
    )
    const values = sql.join(chunk.map(([id, n]) => sql`(cast(${id} as integer), cast(${n} as integer))`))
    await sql`update tracks set play_count = greatest(tracks.play_count + v.column2, 0) from (values ${values}) as v
      where tracks.id = v.column1`.execute(trx)
  }
}

/** Appends per-track play counts to be folded later (PostgreSQL), in the caller's transaction. */
export async function addPendingPlayCounts(trx: AnyDb, counts: Map<number, number>): Promise<void> {
  const rows = [...counts].map(([track_id, plays]) => ({ track_id, plays }))
  for (let i = 0; i < rows.length; i += TRACKS_CHUNK)
    await trx
      .insertInto('play_count_pending')
      .values(rows.slice(i, i + TRACKS_CHUNK))
      .execute()
}

/**
 * Takes up to `limit` pending rows, the oldest first, and adds them to their tracks (PostgreSQL), in the caller's
 * transaction. A row two folds reach at once is deleted, and so counted, by one of them only. Rows of tracks
 * deleted since are dropped. Answers the plays folded (their sum).
 */
async function foldPending(trx: AnyDb, limit: number): Promise<number> {
  const { rows } = await sql<{ track_id: number; plays: number }>`delete from play_count_pending
    where id in (select id from play_count_pending order by id limit ${limit})
    returning track_id, plays`.execute(trx)
  const perTrack = new Map<number, number>()
  let plays = 0
  for (const row of rows) {
    perTrack.set(row.track_id, (perTrack.get(row.track_id) ?? 0) + row.plays)
    plays += row.plays
  }
  await addToPlayCounts(
    trx,
    [...perTrack].filter(([, n]) => n !== 0)
  )
  return plays
}

async function anyPending(db: AnyDb): Promise<boolean> {
  const { rows } = await sql`select 1 from play_count_pending limit 1`.execute(db)
  return rows.length > 0
}

/**
 * Folds every play stored so far into the tracks' play counts, in transactions of at most `chunk` play ids (SQLite)
 * or pending rows (PostgreSQL). Answers the span of play ids folded over, deleted ones included (SQLite), or the
 * plays folded (PostgreSQL).
 */
export async function foldPlayCounts(db: Kysely<DB>, dialect: Dialect, chunk = FOLD_CHUNK): Promise<number> {
  let folded = 0
  if (dialect === 'postgres') {
    while (await anyPending(db)) folded += await db.transaction().execute((trx) => foldPending(trx, chunk))
    return folded
  }
  // A cheap look without the write lock first: most calls find nothing to do.
  while ((await lastPlay(db)) > (await watermark(db)))
    folded += await db.transaction().execute((trx) => foldRange(trx, chunk))
  return folded
}

/** The same within the caller's (write) transaction: before play counts are copied or compared. */
export async function foldPlayCountsIn(trx: AnyDb): Promise<void> {
  const adapter = trx.getExecutor().adapter
  if (adapter instanceof SqliteAdapter) await foldRange(trx, Number.MAX_SAFE_INTEGER)
  else if (adapter instanceof PostgresAdapter) await foldPending(trx, Number.MAX_SAFE_INTEGER)
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
