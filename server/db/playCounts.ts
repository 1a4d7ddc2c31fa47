// The tracks' all-time play counts on SQLite (the track list's "plays" column and its sort). Ingestion does not
// touch them: rewriting a thousand random rows of `tracks` and entries of its play-count index was half of a
// batch's write. Instead `tracks.play_count` counts the plays whose id is at most a watermark (the meta row
// PLAYS_FOLDED), and a background fold adds the newer plays in, in id ranges, grouped by track. Play ids only grow
// in commit order on SQLite (one writer, AUTOINCREMENT), so every play is folded exactly once; a deleted play
// takes itself off its track's count only when it had been folded (the delete trigger compares its id).
// PostgreSQL keeps counting in the batch's transaction (addPlaysToRollups): its ids are not given in commit order.
import { SqliteAdapter, sql, type Kysely } from 'kysely'
import type { Dialect } from './database'
import type { DB } from './schema'

export const PLAYS_FOLDED = 'plays_folded'

/** The most plays one fold transaction adds (it holds the write lock meanwhile). */
const FOLD_CHUNK = 20_000

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
 * Folds every play stored so far into the tracks' play counts (SQLite; nothing to do on PostgreSQL), in
 * transactions of at most `chunk` play ids. Answers the span of play ids folded over (deleted ones included).
 */
export async function foldPlayCounts(db: Kysely<DB>, dialect: Dialect, chunk = FOLD_CHUNK): Promise<number> {
  if (dialect !== 'sqlite') return 0
  let folded = 0
  // A cheap look without the write lock first: most calls find nothing to do.
  while ((await lastPlay(db)) > (await watermark(db)))
    folded += await db.transaction().execute((trx) => foldRange(trx, chunk))
  return folded
}

/** The same within the caller's (write) transaction: before play counts are copied or compared. */
export async function foldPlayCountsIn(trx: AnyDb): Promise<void> {
  if (trx.getExecutor().adapter instanceof SqliteAdapter) await foldRange(trx, Number.MAX_SAFE_INTEGER)
}

/** Folds every `intervalMs` in the background (SQLite; 0: never); answers the function that stops it. */
export function startPlayCountFolding(
  db: Kysely<DB>,
  dialect: Dialect,
  intervalMs: number,
  onError: (err: unknown) => void
): () => Promise<void> {
  if (dialect !== 'sqlite' || intervalMs <= 0) return async () => {}
  let running: Promise<unknown> | undefined
  const timer = setInterval(() => {
    running ??= foldPlayCounts(db, dialect)
      .catch(onError)
      .finally(() => (running = undefined))
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
