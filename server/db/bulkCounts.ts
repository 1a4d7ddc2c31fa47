// Statements that change many tracks at once (a bulk edit and its undo, a bulk delete and its undo) keep the count
// tables (db/trackCounts.ts) and the play roll-ups (db/rollups.ts) right with a few set-based statements, instead
// of the per-row triggers that every other writer still gets: moving 100,000 tracks to another genre fired
// triggers for every track and every (day, track) row of its plays, most of the edit's time. The triggers are off
// only inside the bulk writer's own transaction (pauseCountTriggers), and on again before anything else runs.
import { sql, type OperationNodeSource, type RawBuilder, type SqlBool, type Transaction } from 'kysely'
import type { TrackBulkField } from '../../src/contracts/bulk'
import type { Dialect } from './database'
import { readAside } from './readAside'
import type { DB } from './schema'

/**
 * What one bulk write does to the tracks it names. An update that gives every track the same `values` (a bulk edit)
 * tells what the tracks are like after it without reading them again.
 */
export type BulkTrackWrite =
  | {
      kind: 'update'
      fields: readonly string[]
      values?: GivenValues
      /** SQLite: what startReadingAside began to read of these tracks. */
      aside?: AsideRead
      /** SQLite: an undo of a bulk edit, which gives back to each track its own saved values. */
      restoring?: Restoring
    }
  | { kind: 'insert' }
  | { kind: 'delete' }

type GivenValues = Readonly<Partial<Record<TrackBulkField, unknown>>>

/** The columns of a track that its counts (per day, month, genre and status; seconds per genre and status) follow. */
const COUNTED = ['genre', 'status', 'created_at', 'duration']
/** The columns that its plays' roll-ups (per day and genre, per day and artist) follow. */
const PLAYS_FOLLOW = ['genre', 'artist'] as const

/**
 * Runs `write` (statements that insert, update or delete the tracks that `ids` selects, a query of one column of track
 * ids naming the same tracks before and after) with the count triggers off, and keeps the counts and roll-ups of
 * those tracks itself: their share of the counts is taken off before and added again after (a deleted track adds
 * nothing back, an inserted one took nothing off); a deleted track's plays leave the roll-ups, and a track that
 * changed genre or artist takes its plays along. Call it inside the transaction of the write. When restoring (an
 * undo), `write` is told how many tracks were listed to be restored.
 */
export async function writeTracksInBulk<T>(
  trx: Transaction<DB>,
  dialect: Dialect,
  ids: RawBuilder<unknown>,
  what: BulkTrackWrite,
  write: (listed?: number) => Promise<T>
): Promise<T> {
  const counts = what.kind !== 'update' || what.fields.some((f) => COUNTED.includes(f))
  const moved = PLAYS_FOLLOW.filter((f) => what.kind === 'update' && what.fields.includes(f))
  // No trigger fires for other fields (explicit, album, release date): nothing to do but the write.
  if (!counts && moved.length === 0) return write()
  if (dialect === 'sqlite' && what.kind === 'update' && what.aside)
    return writeReadingAside(trx, what.aside, write)
  if (dialect === 'sqlite' && what.kind === 'update' && what.restoring)
    return restoreSummingAside(trx, counts, what.restoring, write)
  const resumeTriggers = await pauseCountTriggers(trx, dialect)
  // PostgreSQL: no other writer may change these tracks between the read of their share and the write (a trigger
  // sees each row as it replaces it; this reads them first). The lock is the one the write itself takes, in id order.
  if (dialect === 'postgres' && what.kind !== 'insert')
    await sql`select id from tracks where id in (${ids}) order by id
      ${what.kind === 'delete' ? sql`for update` : sql`for no key update`}`.execute(trx)
  await listTracks(trx, 'bulk_tracks', what.kind === 'insert' ? undefined : ids)
  const before = counts ? await sharesOf(trx, 'bulk_tracks') : []
  if (what.kind === 'delete') await takeAwayPlaysOf(trx, ids)
  const result = await write()
  // After the write a deleted track is counted nowhere; tracks that all got the same values are as listed but for
  // those; the others are listed again as the write left them.
  const values = what.kind === 'update' ? what.values : undefined
  const relist = what.kind !== 'delete' && !values
  if (relist) await listTracks(trx, 'bulk_tracks_after', ids)
  if (counts) {
    const after = values
      ? sharesGiven(before, values)
      : relist
        ? await sharesOf(trx, 'bulk_tracks_after')
        : []
    await addShares(trx, dialect, before, after)
  }
  for (const key of moved) {
    await CREATE_MOVED_PLAYS.execute(trx)
    await sql`insert into moved_plays (day, old_key, new_key, plays) ${movedPlaysOf(key, values)}`.execute(
      trx
    )
    await movePlays(trx, key)
  }
  await sql`drop table bulk_tracks`.execute(trx)
  if (relist) await sql`drop table bulk_tracks_after`.execute(trx)
  // Not in a `finally`: after a failed statement the transaction rolls back, and the triggers with it.
  await resumeTriggers()
  return result
}

/** What startReadingAside reads: the tracks' share of the counts (none when `counts` is false), and per key moved, the plays to move. */
type ReadAside = { before: Share[]; plays: MovedPlays[][] }

/** A read begun aside by startReadingAside: what it reads, and how to stop it when no longer wanted. */
export type AsideRead = {
  rows: Promise<ReadAside>
  tracks: ChangingTracks
  counts: boolean
  moved: readonly (typeof PLAYS_FOLLOW)[number][]
  cancel: () => void
}

/**
 * The tracks a bulk edit changes, for startReadingAside: `listed` selects each of them as it is before the edit, as
 * (id, day added, genre, status, duration, artist) (listedColumns); the edit gives every one the same `values`.
 */
export type ChangingTracks = { listed: OperationNodeSource; values: GivenValues }

/**
 * SQLite: starts listing the tracks an update changes (ChangingTracks) with their share of the counts and their
 * plays summed per day and genre or artist before and after, on a second connection (db/readAside.ts) while this
 * transaction goes on to save and write them. Call it inside the transaction (begun IMMEDIATE: its write lock keeps
 * that read as the transaction found the tracks) before anything writes tracks, with `until` from readingAsideFor
 * around the transaction's body: the read stops if the transaction fails. Nothing to read when the update changes no
 * field a count or roll-up follows.
 */
export async function startReadingAside(
  trx: Transaction<DB>,
  fields: readonly string[],
  tracks: ChangingTracks,
  until: AbortSignal
): Promise<AsideRead | undefined> {
  const counts = fields.some((f) => COUNTED.includes(f))
  const moved = PLAYS_FOLLOW.filter((f) => fields.includes(f))
  if (!counts && moved.length === 0) return undefined
  const listing = listTracksSql('bulk_tracks', tracks.listed)
  const statements = [
    ...listing,
    ...(counts ? [sharesSql('bulk_tracks')] : []),
    ...moved.map((key) => movedPlaysOf(key, tracks.values))
  ].map((statement) => statement.compile(trx))
  const stop = new AbortController()
  const read = readAside(await databaseFile(trx), statements, AbortSignal.any([stop.signal, until])).then(
    (rows): ReadAside => ({
      before: counts ? shares(rows[listing.length] as Share[]) : [],
      plays: rows.slice(rows.length - moved.length) as MovedPlays[][]
    })
  )
  // Awaited later, or never if cancelled or if the transaction fails first: never an unhandled rejection.
  read.catch(() => undefined)
  return { rows: read, tracks, counts, moved, cancel: () => stop.abort() }
}

/**
 * The columns that ChangingTracks.listed selects, in order, of the table `tracks` (maybe joined to others): each
 * track's own, or for a field `restored` names, the column given there (the value an undo writes back).
 */
export function listedColumns(restored: Partial<Record<'genre' | 'status' | 'artist', string>> = {}) {
  const own = (field: 'genre' | 'status' | 'artist') =>
    sql.ref(restored[field] ?? `tracks.${field}`).as(field)
  return [
    sql.ref('tracks.id').as('id'),
    sql<string>`substr(tracks.created_at, 1, 10)`.as('day'),
    own('genre'),
    own('status'),
    sql.ref('tracks.duration').as('duration'),
    own('artist')
  ]
}

/** SQLite: the file of the database, for a second connection to it. */
async function databaseFile(trx: Transaction<DB>): Promise<string> {
  const { rows } = await sql<{
    file: string
  }>`select file from pragma_database_list where name = 'main'`.execute(trx)
  return rows[0].file
}

/** SQLite: an update whose tracks' share and plays were read aside meanwhile (startReadingAside). */
async function writeReadingAside<T>(
  trx: Transaction<DB>,
  aside: AsideRead,
  write: () => Promise<T>
): Promise<T> {
  const resumeTriggers = await pauseCountTriggers(trx, 'sqlite')
  const result = await write()
  const { before, plays } = await aside.rows
  if (aside.counts) await addShares(trx, 'sqlite', before, sharesGiven(before, aside.tracks.values))
  for (const [i, key] of aside.moved.entries()) {
    await insertMovedPlays(trx, plays[i])
    await movePlays(trx, key)
  }
  await resumeTriggers()
  return result
}

/** Makes moved_plays (movePlays) of plays summed elsewhere. */
async function insertMovedPlays(trx: Transaction<DB>, sums: MovedPlays[]): Promise<void> {
  await CREATE_MOVED_PLAYS.execute(trx)
  for (let at = 0; at < sums.length; at += CHUNK)
    await sql`insert into moved_plays (day, old_key, new_key, plays) values ${sql.join(
      sums.slice(at, at + CHUNK).map((m) => sql`(${m.day}, ${m.old_key}, ${m.new_key}, ${m.plays})`)
    )}`.execute(trx)
}

/**
 * An undo of a bulk edit, for writeTracksInBulk: `listed` selects (listedColumns) the tracks it gives back their saved
 * values, as it will leave them, of those `saved` selects as (track_id, genre, artist), each with the genre and artist
 * it gets back (for the fields the edit changed). Every listed track holds `values` (what the edit wrote) before it.
 */
export type Restoring = {
  listed: OperationNodeSource
  saved: OperationNodeSource
  /** How many tracks `saved` selects. */
  savedCount: number
  values: GivenValues
  /** What startSummingPlaysAside began to sum of the saved tracks' plays. */
  plays: PlaysAside
}

/** The plays of saved tracks summed aside (startSummingPlaysAside), per key the undo moves them by. */
export type PlaysAside = { rows: Promise<MovedPlays[][]>; moved: readonly (typeof PLAYS_FOLLOW)[number][] }

/**
 * SQLite: starts summing on a second connection (db/readAside.ts) the plays that an undo (Restoring) moves back, per
 * day and genre or artist, of every saved track (those changed since are taken out again once known), while this
 * transaction lists and rewrites the tracks. Call it as startReadingAside. Nothing to sum (and no thread) when the
 * edit changed neither genre nor artist.
 */
export async function startSummingPlaysAside(
  trx: Transaction<DB>,
  fields: readonly string[],
  saved: OperationNodeSource,
  values: GivenValues,
  until: AbortSignal
): Promise<PlaysAside> {
  const moved = PLAYS_FOLLOW.filter((f) => fields.includes(f))
  if (moved.length === 0) return { rows: Promise.resolve([]), moved }
  const perKey = moved.map((key) => summedPlaysSql(key, saved, values))
  const statements = perKey.flat().map((s) => s.compile(trx))
  // Each key's sums are the last of its statements.
  let last = -1
  const lastOfKey = perKey.map((list) => (last += list.length))
  const read = readAside(await databaseFile(trx), statements, until).then((rows) =>
    lastOfKey.map((at) => rows[at] as MovedPlays[])
  )
  read.catch(() => undefined)
  return { rows: read, moved }
}

/**
 * The (track, day) rows of plays of the `saved` tracks (Restoring) whose `key` an undo gives back: `back`, the value
 * it gives back, differs from `written`, the value the edit wrote. Read as `p` (play_daily_tracks) and `s` (saved).
 */
function playsGivenBack(key: (typeof PLAYS_FOLLOW)[number], saved: OperationNodeSource, values: GivenValues) {
  const [written, back] = [sql`cast(${values[key]} as text)`, sql.ref(`s.${key}`)]
  const rows = sql`(${saved}) s cross join play_daily_tracks p where ${back} <> ${written} and p.track_id = s.track_id`
  return { written, back, rows }
}

/**
 * The statements that sum the plays of the `saved` tracks (Restoring) whose `key` an undo gives back, per day and the
 * value it gives back (they leave the value the edit wrote), the last answering the sums as MovedPlays. Each (track,
 * day) row of plays is added into a small keyed table as it is read: GROUP BY sorted all of them first (450,000 rows
 * for 100,000 tracks), about 40% more CPU.
 */
function summedPlaysSql(key: (typeof PLAYS_FOLLOW)[number], saved: OperationNodeSource, values: GivenValues) {
  const { written, back, rows } = playsGivenBack(key, saved, values)
  const table = sql.table(`summed_${key}_plays`)
  return [
    sql`create temp table ${table} (day text not null, new_key text not null, plays integer not null,
      primary key (day, new_key)) without rowid`,
    sql`insert into ${table} (day, new_key, plays)
      select p.day, ${back}, p.plays from ${rows}
      on conflict (day, new_key) do update set plays = ${sql.ref(`summed_${key}_plays.plays`)} + excluded.plays`,
    sql<MovedPlays>`select day, ${written} as old_key, new_key, plays from ${table}`
  ]
}

/**
 * The plays that summedPlaysSql sums, negated, of the `saved` tracks given: those of tracks the undo leaves alone,
 * taken out again.
 */
function restoredPlaysTakenOut(
  key: (typeof PLAYS_FOLLOW)[number],
  saved: OperationNodeSource,
  values: GivenValues
) {
  const { written, back, rows } = playsGivenBack(key, saved, values)
  return sql<MovedPlays>`select p.day, ${written} as old_key, ${back} as new_key, -sum(p.plays) as plays
    from ${rows} group by p.day, ${back}`
}

/**
 * SQLite: an undo of a bulk edit (Restoring). Its tracks are listed here as it will leave them, which also brings
 * their pages into this connection's cache for the write; their plays, summed aside meanwhile for every saved track,
 * move back but for those of the tracks left alone.
 */
async function restoreSummingAside<T>(
  trx: Transaction<DB>,
  counts: boolean,
  restoring: Restoring,
  write: (listed?: number) => Promise<T>
): Promise<T> {
  const resumeTriggers = await pauseCountTriggers(trx, 'sqlite')
  const [create, insert] = listTracksSql('bulk_tracks', restoring.listed)
  await create.execute(trx)
  const listed = Number((await insert.execute(trx)).numAffectedRows ?? 0)
  const after = counts ? await sharesOf(trx, 'bulk_tracks') : []
  const result = await write(listed)
  if (counts) await addShares(trx, 'sqlite', sharesGiven(after, restoring.values), after)
  const summed = await restoring.plays.rows
  const leftAlone = sql`select * from (${restoring.saved}) as saved
    where track_id not in (select track_id from bulk_tracks)`
  for (const [i, key] of restoring.plays.moved.entries()) {
    await insertMovedPlays(trx, summed[i])
    if (listed < restoring.savedCount)
      await sql`insert into moved_plays (day, old_key, new_key, plays)
        ${restoredPlaysTakenOut(key, leftAlone, restoring.values)}`.execute(trx)
    await movePlays(trx, key)
  }
  await sql`drop table bulk_tracks`.execute(trx)
  await resumeTriggers()
  return result
}

/** SQLite: the page cache (KiB) of a bulk write's transaction, enough for every track of 1,000,000 and more. */
const BULK_CACHE_KIB = 512 * 1024

/**
 * Stops the count and roll-up triggers for the rest of the transaction; answers the function that starts them again.
 * PostgreSQL: the transaction-local setting that their WHEN clauses read. SQLite: the triggers whose WHEN clauses
 * read count_triggers_paused are dropped, and made again from their own text, within the transaction (other
 * connections read the schema again after the commit). A trigger that does nothing still cost every row of a bulk
 * UPDATE a call of its program and a read of count_triggers_paused, and made SQLite copy every page the UPDATE
 * changes into a statement journal (see updateTracks): about 40% of the UPDATE of 93,000 tracks.
 */
async function pauseCountTriggers(trx: Transaction<DB>, dialect: Dialect): Promise<() => Promise<void>> {
  if (dialect === 'postgres') {
    await sql`select set_config('vibeline.bulk', 'on', true)`.execute(trx)
    return async () => {
      await sql`select set_config('vibeline.bulk', 'off', true)`.execute(trx)
    }
  }
  const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_schema
    where type = 'trigger' and sql like '%count_triggers_paused%' order by name`.execute(trx)
  for (const trigger of rows) await sql`drop trigger ${sql.id(trigger.name)}`.execute(trx)
  // Room for every page the bulk write changes: beyond the usual cache SQLite writes changed pages to the WAL before
  // the commit and reads them back from it (a third of the CPU of a bulk edit of 100,000 tracks was the kernel's).
  const { rows: cache } = await sql<{ cache_size: number }>`pragma cache_size`.execute(trx)
  await sql`pragma cache_size = ${sql.lit(-BULK_CACHE_KIB)}`.execute(trx)
  return async () => {
    for (const trigger of rows) await sql.raw(trigger.sql).execute(trx)
    await sql`pragma cache_size = ${sql.lit(Number(cache[0].cache_size))}`.execute(trx)
  }
}

/**
 * The start of a bulk UPDATE of tracks. On SQLite `or fail`: a statement that may stop half-way with the default
 * ABORT (any UPDATE of a NOT NULL column, or one that fires triggers) keeps a copy of every page it changes, to undo
 * its own part; the whole transaction rolls back on any failure here anyway.
 */
export const updateTracks = (dialect: Dialect) =>
  dialect === 'sqlite' ? sql`update or fail tracks` : sql`update tracks`

/** Tracks and seconds of a (day added, genre, status), and the smallest and largest of their ids. */
type Share = {
  day: string
  genre: string
  status: string
  tracks: number
  seconds: number
  min_id: number
  max_id: number
}

/**
 * Lists the selected tracks with what their counts and their plays' roll-ups are kept under, in a temporary table that
 * the rest of the bulk write reads instead of the tracks: as they are before the write in `bulk_tracks` (none before
 * an insert), and after it in `bulk_tracks_after` (none after a delete). Each is one pass over the tracks by id.
 */
async function listTracks(
  trx: Transaction<DB>,
  table: 'bulk_tracks' | 'bulk_tracks_after',
  ids: RawBuilder<unknown> | undefined
): Promise<void> {
  const [create, insert] = listTracksSql(
    table,
    ids &&
      trx
        .selectFrom('tracks')
        .select(listedColumns())
        .where(sql<SqlBool>`tracks.id in (${ids})`)
  )
  await create.execute(trx)
  if (ids) await insert.execute(trx)
}

/** The statements of listTracks: the temporary table, and the insert of the tracks `listed` selects (listedColumns). */
function listTracksSql(table: 'bulk_tracks' | 'bulk_tracks_after', listed: OperationNodeSource | undefined) {
  return [
    sql`create temp table ${sql.table(table)} (track_id integer primary key, day text not null,
    genre text not null, status text not null, duration integer not null, artist text not null)`,
    sql`insert into ${sql.table(table)} (track_id, day, genre, status, duration, artist)
      select * from (${listed}) as listed`
  ]
}

/** The listed tracks' share of the counts, at the finest grain of any count table. */
async function sharesOf(trx: Transaction<DB>, table: 'bulk_tracks' | 'bulk_tracks_after'): Promise<Share[]> {
  return shares((await sharesSql(table).execute(trx)).rows)
}

const sharesSql = (table: 'bulk_tracks' | 'bulk_tracks_after') => sql<Share>`select day, genre, status,
      count(*) as tracks, coalesce(sum(duration), 0) as seconds, min(track_id) as min_id, max(track_id) as max_id
    from ${sql.table(table)} group by day, genre, status`

const shares = (rows: Share[]): Share[] =>
  rows.map((r) => ({
    ...r,
    tracks: Number(r.tracks),
    seconds: Number(r.seconds),
    min_id: Number(r.min_id),
    max_id: Number(r.max_id)
  }))

/** The shares of tracks as listed (`before`) once an update gave them all the same values. */
function sharesGiven(before: Share[], values: GivenValues): Share[] {
  return before.map((share) => ({
    ...share,
    genre: values.genre === undefined ? share.genre : String(values.genre),
    status: values.status === undefined ? share.status : String(values.status)
  }))
}

/** How one count table takes in the selected tracks' shares: its key, its counts, and whether it keeps id bounds. */
type CountTable = {
  table: 'track_count_days' | 'track_count_months' | 'track_totals'
  keys: string[]
  keyOf: (s: Share) => string[]
  counts: string[]
  countsOf: (s: Share) => number[]
  /** Whether its rows keep the smallest and largest id of the tracks they ever held (migration 0018). */
  bounds: boolean
}

const published = (s: Share) => (s.status === 'published' ? s.tracks : 0)
const COUNT_TABLES: CountTable[] = [
  {
    table: 'track_count_days',
    keys: ['day', 'genre'],
    keyOf: (s) => [s.day, s.genre],
    counts: ['tracks', 'published'],
    countsOf: (s) => [s.tracks, published(s)],
    bounds: true
  },
  {
    table: 'track_count_months',
    keys: ['month', 'genre'],
    keyOf: (s) => [s.day.slice(0, 7), s.genre],
    counts: ['tracks', 'published'],
    countsOf: (s) => [s.tracks, published(s)],
    bounds: true
  },
  {
    table: 'track_totals',
    keys: ['genre', 'status'],
    keyOf: (s) => [s.genre, s.status],
    counts: ['tracks', 'seconds'],
    countsOf: (s) => [s.tracks, s.seconds],
    bounds: false
  }
]

/** A row to add to a count table: its key, the change of its counts, and (if kept) the id bounds to take in. */
type CountRow = { key: string[]; counts: number[]; min_id: number | null; max_id: number | null }

/**
 * A count table's rows to add, in one pass: per key, the shares after the write less those before, and the id bounds
 * of the selected tracks in it after. Bounds never narrow, and a row whose counts did not change may still have taken
 * in a track from elsewhere, so every row the tracks are in afterwards is widened, not only those whose counts moved.
 * Sorted by key: PostgreSQL writers lock the rows in the same order, so they queue instead of deadlocking.
 */
function rowsToAdd(table: CountTable, before: Share[], after: Share[]): CountRow[] {
  const rows = new Map<string, CountRow>()
  const take = (share: Share, sign: 1 | -1) => {
    const key = table.keyOf(share)
    const id = key.join('\u0000')
    const row = rows.get(id) ?? { key, counts: table.counts.map(() => 0), min_id: null, max_id: null }
    rows.set(id, row)
    table.countsOf(share).forEach((n, i) => (row.counts[i] += sign * n))
    if (sign > 0 && table.bounds) {
      row.min_id = Math.min(row.min_id ?? share.min_id, share.min_id)
      row.max_id = Math.max(row.max_id ?? share.max_id, share.max_id)
    }
  }
  for (const share of before) take(share, -1)
  for (const share of after) take(share, 1)
  return [...rows.entries()]
    .filter(([, row]) => row.min_id !== null || row.counts.some((n) => n !== 0))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => row)
}

const CHUNK = 500

/**
 * Adds rows to a count table, a chunk per statement: a new key is inserted as given; a row already there adds the
 * given counts to its own and widens its id bounds to take in the given ones (a null bound leaves its own).
 */
async function addRows(trx: Transaction<DB>, dialect: Dialect, table: CountTable, rows: CountRow[]) {
  const name = table.table
  const bounds = table.bounds ? ['min_id', 'max_id'] : []
  const columns = [...table.keys, ...table.counts, ...bounds].map((c) => sql.id(c))
  const [mine, given] = [(c: string) => sql.ref(`${name}.${c}`), (c: string) => sql.ref(`excluded.${c}`)]
  // PostgreSQL's least() and greatest() skip nulls; SQLite's min() and max() of several values are null if one is.
  const widen = (c: string, fn: 'min' | 'max') =>
    dialect === 'postgres'
      ? sql`${sql.id(c)} = ${sql.raw(fn === 'min' ? 'least' : 'greatest')}(${mine(c)}, ${given(c)})`
      : sql`${sql.id(c)} = ${sql.raw(fn)}(coalesce(${mine(c)}, ${given(c)}), coalesce(${given(c)}, ${mine(c)}))`
  const set = [
    ...table.counts.map((c) => sql`${sql.id(c)} = ${mine(c)} + ${given(c)}`),
    ...(table.bounds ? [widen('min_id', 'min'), widen('max_id', 'max')] : [])
  ]
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows
      .slice(i, i + CHUNK)
      .map((r) => sql`(${sql.join([...r.key, ...r.counts, ...(table.bounds ? [r.min_id, r.max_id] : [])])})`)
    await sql`insert into ${sql.table(name)} (${sql.join(columns)}) values ${sql.join(values)}
      on conflict (${sql.join(table.keys.map((k) => sql.id(k)))}) do update set ${sql.join(set)}`.execute(trx)
  }
}

/** Adds the selected tracks' shares after the write, less those before it, to the three count tables. */
async function addShares(
  trx: Transaction<DB>,
  dialect: Dialect,
  before: Share[],
  after: Share[]
): Promise<void> {
  for (const table of COUNT_TABLES) await addRows(trx, dialect, table, rowsToAdd(table, before, after))
}

type MovedPlays = { day: string; old_key: string; new_key: string; plays: number }

/**
 * The plays of the listed tracks whose genre or artist (`key`) changed, summed per day and (old, new) value of that
 * key: the new value is the one every track was given, or else each track's own as listed after the write. Their
 * plays are summed per day from the (track, day, plays) index alone; their (day, track) rows name no genre or artist
 * (migration 0020), so nothing else changes.
 */
function movedPlaysOf(key: (typeof PLAYS_FOLLOW)[number], values: GivenValues | undefined) {
  const given = values?.[key] !== undefined
  const from = sql.ref(`b.${key}`)
  const to = given ? sql`cast(${values?.[key]} as text)` : sql.ref(`a.${key}`)
  // Per day and (old, new) value of this key only: grouping by both keys made a group of nearly every row. CROSS
  // JOIN keeps SQLite walking the listed tracks and their plays through the (track, day, plays) index, instead of
  // scanning every (day, track) row; PostgreSQL reads it as a plain join.
  return sql<MovedPlays>`select p.day, ${from} as old_key, ${to} as new_key, sum(p.plays) as plays
      from bulk_tracks b ${given ? sql`` : sql`cross join bulk_tracks_after a`} cross join play_daily_tracks p
      where ${given ? sql`` : sql`a.track_id = b.track_id and`} ${from} <> ${to} and p.track_id = b.track_id
      group by p.day, ${from}${given ? sql`` : sql`, ${to}`}`
}

const CREATE_MOVED_PLAYS = sql`create temp table moved_plays (day text not null, old_key text not null,
  new_key text not null, plays integer not null)`

/**
 * Moves the plays summed in moved_plays (movedPlaysOf, here or read aside) from their old (day, genre) or (day,
 * artist) roll-ups to the new ones, and raises the versions of the days that changed; drops moved_plays.
 */
async function movePlays(trx: Transaction<DB>, key: (typeof PLAYS_FOLLOW)[number]): Promise<void> {
  const table = key === 'genre' ? 'play_daily_genres' : 'play_daily_artists'
  await sql`insert into ${sql.table(table)} (day, ${sql.ref(key)}, plays)
    select day, k, sum(plays) from (
      select day, old_key as k, -plays as plays from moved_plays
      union all
      select day, new_key as k, plays from moved_plays) moved
    group by day, k having sum(plays) <> 0
    on conflict (day, ${sql.ref(key)}) do update set plays = ${sql.ref(`${table}.plays`)} + excluded.plays`.execute(
    trx
  )
  await sql`delete from ${sql.table(table)} where plays <= 0
    and (day, ${sql.ref(key)}) in (select day, old_key from moved_plays)`.execute(trx)
  await sql`update play_daily set version = version + 1 where day in (select day from moved_plays)`.execute(
    trx
  )
  await sql`drop table moved_plays`.execute(trx)
}

/**
 * Takes the plays of tracks about to be deleted (their plays go with them, by cascade) off every roll-up: their
 * (day, track) rows, their days' genres and artists, their listeners' days (a listener with no play left that day is
 * one listener fewer) and the days' totals, whose versions rise.
 */
async function takeAwayPlaysOf(trx: Transaction<DB>, ids: RawBuilder<unknown>): Promise<void> {
  for (const key of ['genre', 'artist'] as const) {
    const table = sql.table(`play_daily_${key}s`)
    const [column, listed] = [sql.ref(key), sql.ref(`b.${key}`)]
    // Their plays are counted under their tracks' genre and artist (migration 0020), as listed before the write.
    const played = sql`bulk_tracks b cross join play_daily_tracks p where p.track_id = b.track_id`
    await sql`update ${table} set plays = ${sql.ref(`play_daily_${key}s.plays`)} - gone.plays
      from (select p.day, ${listed} as k, sum(p.plays) as plays from ${played} group by p.day, ${listed}) gone
      where ${sql.ref(`play_daily_${key}s.day`)} = gone.day and ${sql.ref(`play_daily_${key}s.${key}`)} = gone.k`.execute(
      trx
    )
    await sql`delete from ${table} where plays <= 0
      and (day, ${column}) in (select p.day, ${listed} from ${played})`.execute(trx)
  }
  await sql`delete from play_daily_tracks where track_id in (${ids})`.execute(trx)

  await sql`create temp table gone_listener_plays (day text not null, user_id integer not null,
    plays integer not null, primary key (day, user_id))`.execute(trx)
  await sql`insert into gone_listener_plays (day, user_id, plays)
    select substr(played_at, 1, 10), user_id, count(*) from play_histories where track_id in (${ids})
    group by substr(played_at, 1, 10), user_id`.execute(trx)
  await sql`update play_daily_listeners set plays = play_daily_listeners.plays - g.plays from gone_listener_plays g
    where play_daily_listeners.day = g.day and play_daily_listeners.user_id = g.user_id`.execute(trx)
  await sql`update play_daily set plays = play_daily.plays - d.plays, listeners = play_daily.listeners - d.gone,
      version = play_daily.version + 1
    from (select g.day, sum(g.plays) as plays, sum(case when l.plays <= 0 then 1 else 0 end) as gone
          from gone_listener_plays g join play_daily_listeners l on l.day = g.day and l.user_id = g.user_id
          group by g.day) d
    where play_daily.day = d.day`.execute(trx)
  await sql`delete from play_daily_listeners where plays <= 0
    and (day, user_id) in (select day, user_id from gone_listener_plays)`.execute(trx)
  await sql`drop table gone_listener_plays`.execute(trx)
}
