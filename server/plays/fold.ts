// Every number kept from the plays (the daily roll-ups and the tracks' play counts) has one owner for stored and
// deleted plays: this background fold, the same on SQLite and PostgreSQL. A transaction that stores or deletes plays
// (ingestion, the play-deletion trigger, an undone bulk delete) only appends signed rows (day, track, listener, ±n)
// to play_pending. Nothing it writes is shared with another batch, so batches never wait for one another's row
// locks: with the roll-ups upserted in each batch's transaction, PostgreSQL ran concurrent batches one at a time.
// The fold takes pending rows oldest first and adds them to every roll-up and to the tracks' play counts, in one
// transaction, counting a play under the genre and artist its track has at fold time. Lag: PLAY_COUNT_FOLD_MS (1 s)
// plus one fold. A pending row of a track deleted since is dropped: its plays went with the track, and the track's
// write took the folded ones off the roll-ups (catalog/trackPlays.ts).
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely'
import { everyInterval } from '../jobs/everyInterval'
import type { DB } from '../db/schema'

/**
 * The most pending rows one fold transaction takes. SQLite holds its one write lock meanwhile, which every batch of
 * plays waits for: a short chunk keeps that wait short (docs/performance.md, "Play ingestion").
 */
const FOLD_CHUNK = { sqlite: 1_000, postgres: 10_000 }

/**
 * SQLite: how long the background fold leaves the write lock free between two chunks. A writer of another process
 * waiting for the lock tries again every 0.5–10.5 ms (db/engine/database.ts); without a gap it found the fold's next
 * chunk begun, again and again, and a batch of plays waited for seconds behind a backlog.
 */
const SQLITE_GAP_MS = 12

/** Rows that one statement writes. */
const ROWS_CHUNK = 500

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the seed's and tests' databases as well as the server's
type AnyDb = Kysely<any>

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter

// Per schema, as the tests run side by side in schemas of one database.
const FOLD_KEY = sql`hashtextextended('vibeline:play-fold:' || current_schema(), 0)`

/**
 * PostgreSQL: the fold's lock, held until the transaction ends. The fold takes it, and so does a track write that
 * moves folded plays between roll-ups or takes them off (catalog/trackPlays.ts), so that the two never interleave.
 * SQLite needs none: every transaction holds the one write lock (BEGIN IMMEDIATE).
 */
export async function lockFold(trx: AnyDb): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${FOLD_KEY})`.execute(trx)
}

/** A play as the pending rows count it. */
export type PlayOfTrack = { track_id: number; user_id: number; played_at: string }

/** Appends stored plays (+1 each, summed per day, track and listener) to be folded, in the caller's transaction. */
export async function addPendingPlays(trx: AnyDb, plays: PlayOfTrack[]): Promise<void> {
  const rows = sumRows(
    plays.map((p) => ({ day: p.played_at.slice(0, 10), track_id: p.track_id, user_id: p.user_id, plays: 1 })),
    (p) => `${p.day}|${p.track_id}|${p.user_id}`
  )
  for (let i = 0; i < rows.length; i += ROWS_CHUNK)
    await trx
      .insertInto('play_pending')
      .values(rows.slice(i, i + ROWS_CHUNK))
      .execute()
}

type Pending = { day: string; track_id: number; user_id: number; plays: number }

/** Sums the plays of rows that share a key (the first row of each key is kept with the sum). */
function sumRows<T extends { plays: number }>(rows: T[], key: (row: T) => string): T[] {
  const sums = new Map<string, T>()
  for (const row of rows) {
    const k = key(row)
    const entry = sums.get(k)
    if (entry) entry.plays += row.plays
    else sums.set(k, { ...row })
  }
  return [...sums.values()].filter((row) => row.plays !== 0)
}

/** The SQL type of a column of rows sent to a statement. */
type ColumnType = 'integer' | 'text'

/**
 * Rows sent to a statement, read as a table `v` of columns column1, column2…: PostgreSQL takes one array per column
 * (one short statement however many rows, its plan kept per connection), SQLite a VALUES list of at most ROWS_CHUNK.
 */
function rowsTable(trx: AnyDb, types: ColumnType[], rows: unknown[][]): RawBuilder<unknown> {
  if (isPostgres(trx)) {
    const arrays = types.map((type, i) => sql`cast(${rows.map((row) => row[i])} as ${sql.raw(type)}[])`)
    const names = types.map((_, i) => sql.raw(`column${i + 1}`))
    return sql`unnest(${sql.join(arrays)}) as v(${sql.join(names)})`
  }
  return sql`(values ${sql.join(rows.map((row) => sql`(${sql.join(row)})`))}) as v`
}

/** `rows` in the slices one statement takes: all of them on PostgreSQL, ROWS_CHUNK on SQLite (its limit of variables). */
function slices<T>(trx: AnyDb, rows: T[]): T[][] {
  const size = isPostgres(trx) ? Math.max(rows.length, 1) : ROWS_CHUNK
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

type Keyed = { table: string; key: string; keyType: ColumnType }

/**
 * Adds signed plays to the rows of `table` keyed by (day, key), deletes those left with none, and answers every
 * changed row's plays after (a row the statement made too).
 */
async function addToRows(
  trx: AnyDb,
  { table, key, keyType }: Keyed,
  rows: { day: string; key: string | number; plays: number }[]
): Promise<{ day: string; key: string | number; plays: number }[]> {
  const after: { day: string; key: string | number; plays: number }[] = []
  for (const slice of slices(trx, rows)) {
    const { rows: changed } = await sql<{ day: string; key: string | number; plays: number }>`
      insert into ${sql.table(table)} (day, ${sql.ref(key)}, plays)
      select column1, column2, column3 from ${rowsTable(
        trx,
        ['text', keyType, 'integer'],
        slice.map((r) => [r.day, r.key, r.plays])
      )} where true
      on conflict (day, ${sql.ref(key)}) do update set plays = ${sql.ref(`${table}.plays`)} + excluded.plays
      returning day, ${sql.ref(key)} as key, plays`.execute(trx)
    after.push(...changed.map((r) => ({ ...r, plays: Number(r.plays) })))
  }
  for (const slice of slices(
    trx,
    after.filter((r) => r.plays <= 0)
  ))
    await sql`delete from ${sql.table(table)} where (day, ${sql.ref(key)}) in
      (select column1, column2 from ${rowsTable(
        trx,
        ['text', keyType],
        slice.map((r) => [r.day, r.key])
      )})`.execute(trx)
  return after
}

/**
 * The genre and artist of those of `ids` that still exist. Not locked: a write of a track's genre or artist, or its
 * delete, takes the fold's lock (catalog/trackPlays.ts), and the fold writes no row of `tracks`.
 */
async function tracksNow(trx: AnyDb, ids: number[]): Promise<Map<number, { genre: string; artist: string }>> {
  const found = new Map<number, { genre: string; artist: string }>()
  const sorted = [...ids].sort((a, b) => a - b)
  for (const slice of slices(trx, sorted)) {
    const { rows } = await sql<{
      id: number
      genre: string
      artist: string
    }>`select id, genre, artist from tracks
      where ${isPostgres(trx) ? sql`id = any(cast(${slice} as integer[]))` : sql`id in (${sql.join(slice)})`}`.execute(
      trx
    )
    for (const t of rows) found.set(t.id, t)
  }
  return found
}

/**
 * Adds plays to tracks' counts (track_play_counts, migration 0041: a narrow row per track, so that these updates do
 * not rewrite `tracks` and its indexes), [track id, plays] pairs, in the order of the ids (the rows' order in the
 * table and in its key; two folds never run at once). A count never goes below 0 (the bench seed draws its counts).
 */
async function addToPlayCounts(trx: AnyDb, counts: [number, number][]): Promise<void> {
  const sorted = [...counts].sort((a, b) => a[0] - b[0])
  for (const slice of slices(trx, sorted))
    await sql`update track_play_counts set play_count = case when track_play_counts.play_count + v.column2 < 0 then 0
        else track_play_counts.play_count + v.column2 end
      from ${rowsTable(trx, ['integer', 'integer'], slice)} where track_play_counts.track_id = v.column1`.execute(
      trx
    )
}

/** Adds pending rows (of tracks that exist) to every roll-up and to the tracks' play counts. */
async function applyPending(trx: AnyDb, taken: Pending[]): Promise<void> {
  const tracks = await tracksNow(trx, [...new Set(taken.map((p) => p.track_id))])
  const rows = taken.filter((p) => tracks.has(p.track_id))
  const perTrackDay = sumRows(rows, (p) => `${p.day}|${p.track_id}`)
  const tracked = (key: 'genre' | 'artist') =>
    sumRows(
      perTrackDay.map((p) => ({ day: p.day, key: tracks.get(p.track_id)![key], plays: p.plays })),
      (p) => `${p.day}\u0000${p.key}`
    )
  await addToRows(
    trx,
    { table: 'play_daily_tracks', key: 'track_id', keyType: 'integer' },
    perTrackDay.map((p) => ({ day: p.day, key: p.track_id, plays: p.plays }))
  )
  await addToRows(trx, { table: 'play_daily_genres', key: 'genre', keyType: 'text' }, tracked('genre'))
  await addToRows(trx, { table: 'play_daily_artists', key: 'artist', keyType: 'text' }, tracked('artist'))

  // A (day, listener) pair whose plays go from none to some is a new listener of its day, and back.
  const pairs = sumRows(rows, (p) => `${p.day}|${p.user_id}`).map((p) => ({
    day: p.day,
    key: p.user_id,
    plays: p.plays
  }))
  const added = new Map(pairs.map((p) => [`${p.day}|${p.key}`, p.plays]))
  const days = new Map<string, { plays: number; listeners: number }>()
  for (const pair of await addToRows(
    trx,
    { table: 'play_daily_listeners', key: 'user_id', keyType: 'integer' },
    pairs
  )) {
    const before = pair.plays - added.get(`${pair.day}|${pair.key}`)!
    const day = days.get(pair.day) ?? { plays: 0, listeners: 0 }
    day.plays += pair.plays - before
    day.listeners += (pair.plays > 0 ? 1 : 0) - (before > 0 ? 1 : 0)
    days.set(pair.day, day)
  }
  const dayRows = [...days].map(([day, d]) => [day, d.plays, d.listeners, 1])
  for (const slice of slices(trx, dayRows))
    await sql`insert into play_daily (day, plays, listeners, version)
      select column1, column2, column3, column4 from ${rowsTable(trx, ['text', 'integer', 'integer', 'integer'], slice)}
      where true
      on conflict (day) do update set plays = play_daily.plays + excluded.plays,
        listeners = play_daily.listeners + excluded.listeners, version = play_daily.version + 1`.execute(trx)

  const perTrack = sumRows(rows, (p) => String(p.track_id))
  await addToPlayCounts(
    trx,
    perTrack.map((p) => [p.track_id, p.plays])
  )
}

/** Takes up to `limit` pending rows, the oldest first, and folds them, in the caller's transaction; answers how many. */
async function foldPending(trx: AnyDb, limit: number): Promise<number> {
  await lockFold(trx)
  const { rows } = await sql<Pending>`delete from play_pending
    where id in (select id from play_pending order by id limit ${limit})
    returning day, track_id, user_id, plays`.execute(trx)
  await applyPending(
    trx,
    rows.map((r) => ({ ...r, plays: Number(r.plays) }))
  )
  return rows.length
}

async function anyPending(db: AnyDb): Promise<boolean> {
  const { rows } = await sql`select 1 from play_pending limit 1`.execute(db)
  return rows.length > 0
}

/** How many pending rows one fold transaction takes on this database. */
export function foldChunkSize(db: AnyDb): number {
  return isPostgres(db) ? FOLD_CHUNK.postgres : FOLD_CHUNK.sqlite
}

/** Folds at most `chunk` pending rows, the oldest, in one transaction; answers how many (0: none was pending). */
export async function foldOnce(db: AnyDb, chunk: number): Promise<number> {
  // A cheap look without the write lock first: most calls find nothing to do.
  if (!(await anyPending(db))) return 0
  return db.transaction().execute((trx) => foldPending(trx, chunk))
}

/** Folds every pending row, in transactions of at most `chunk` rows; answers how many. */
export async function foldPlays(db: Kysely<DB>, chunk = foldChunkSize(db)): Promise<number> {
  let folded = 0
  for (let n; (n = await foldOnce(db, chunk)) > 0;) folded += n
  return folded
}

/** The same within the caller's transaction (the demo seed, before its snapshot of the catalogue). */
export async function foldPlaysIn(trx: AnyDb): Promise<void> {
  while (await anyPending(trx)) await foldPending(trx, foldChunkSize(trx))
}

/** Drops every pending row: the bench seeds recount the roll-ups and draw their play counts. */
export async function markPlaysFolded(db: AnyDb): Promise<void> {
  await db.deleteFrom('play_pending').execute()
}

/** Folds every `intervalMs` in the background (0: never); answers the function that stops it. */
export function startPlayFolding(
  db: Kysely<DB>,
  intervalMs: number,
  onError: (err: unknown) => void
): () => Promise<void> {
  const chunk = foldChunkSize(db)
  const gap = isPostgres(db) ? 0 : SQLITE_GAP_MS
  return everyInterval(
    intervalMs,
    async (stopping) => {
      // A chunk short of full took the last pending rows: the next look is the next interval's.
      while (!stopping.aborted && (await foldOnce(db, chunk)) === chunk)
        if (gap > 0) await new Promise((resolve) => setTimeout(resolve, gap))
    },
    onError
  )
}
