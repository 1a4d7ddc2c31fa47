// How many tracks were added per day and per month, by genre, and how many of them are published (migration 0007),
// and the smallest and largest track id each day and month has held (migration 0013).
// Database triggers keep the counts in step with every insert, update and delete of a track, whatever statement
// made it (a form, an import, plain SQL), in the writer's own transaction; a bulk write of many tracks pauses them and keeps
// the counts and bounds itself (db/bulkCounts.ts). The track list's exact total for a
// genre and/or a range of dates added is a sum over at most two months of days plus the whole months between,
// instead of a count over up to a million rows. The id bounds only ever widen (a delete leaves them), so every
// track of a band of days lies between them: a keyword search reads its matches in that range of ids only.
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { TrackFilters } from '../../src/contracts/music'
import type { Dialect } from './database'
import { postgresWhen, sqliteWhen } from './triggerConditions'
import type { DB } from './schema'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
type AnyDb = Kysely<any>

/** Whether the count tables have the id bounds of migration 0013 (migration 0007 made them without). */
type Shape = { bounds: boolean }
const CURRENT: Shape = { bounds: true }

/** The columns an added track puts in its day's or month's row, and how a row already there takes them in. */
function countedColumns(dialect: Dialect, table: string, { bounds }: Shape) {
  const published =
    dialect === 'postgres' ? sql`(new.status = 'published')::int` : sql`new.status = 'published'`
  const add = sql`tracks = ${sql.id(table)}.tracks + 1, published = ${sql.id(table)}.published + excluded.published`
  if (!bounds) return { columns: sql`tracks, published`, values: sql`1, ${published}`, add }
  // SQLite's min() and max() of several values are null when one is; PostgreSQL's least() and greatest() skip nulls.
  const widen =
    dialect === 'postgres'
      ? sql`min_id = least(${sql.id(table)}.min_id, new.id), max_id = greatest(${sql.id(table)}.max_id, new.id)`
      : sql`min_id = min(coalesce(${sql.id(table)}.min_id, new.id), new.id),
        max_id = max(coalesce(${sql.id(table)}.max_id, new.id), new.id)`
  return {
    columns: sql`tracks, published, min_id, max_id`,
    values: sql`1, ${published}, new.id, new.id`,
    add: sql`${add}, ${widen}`
  }
}

/** The statements that count a track (`new`) into its day's and month's rows. */
function countIn(dialect: Dialect, shape: Shape): RawBuilder<unknown> {
  const day = countedColumns(dialect, 'track_count_days', shape)
  const month = countedColumns(dialect, 'track_count_months', shape)
  return sql`insert into track_count_days (day, genre, ${day.columns})
      values (substr(new.created_at, 1, 10), new.genre, ${day.values})
      on conflict (day, genre) do update set ${day.add};
    insert into track_count_months (month, genre, ${month.columns})
      values (substr(new.created_at, 1, 7), new.genre, ${month.values})
      on conflict (month, genre) do update set ${month.add};`
}

/** The statements that take a track (`old`) off its day's and month's counts (its id stays within their bounds). */
function countOut(dialect: Dialect): RawBuilder<unknown> {
  const published =
    dialect === 'postgres' ? sql`(old.status = 'published')::int` : sql`(old.status = 'published')`
  return sql`update track_count_days set tracks = tracks - 1, published = published - ${published}
      where day = substr(old.created_at, 1, 10) and genre = old.genre;
    update track_count_months set tracks = tracks - 1, published = published - ${published}
      where month = substr(old.created_at, 1, 7) and genre = old.genre;`
}

/** The SQLite triggers; `live` conditions are added to each trigger's own (migration 0014: off during bulk writes). */
export function sqliteTrackCountTriggers(
  live: RawBuilder<unknown>[] = [],
  shape: Shape = CURRENT
): RawBuilder<unknown>[] {
  return [
    sql`create trigger track_counts_inserted after insert on tracks ${sqliteWhen(live)} begin
    ${countIn('sqlite', shape)}
  end`,
    sql`create trigger track_counts_deleted after delete on tracks ${sqliteWhen(live)} begin
    ${countOut('sqlite')}
  end`,
    sql`create trigger track_counts_updated after update of genre, status, created_at on tracks
    ${sqliteWhen([
      sql`old.genre <> new.genre or old.status <> new.status
      or substr(old.created_at, 1, 10) <> substr(new.created_at, 1, 10)`,
      ...live
    ])} begin
    ${countOut('sqlite')}
    ${countIn('sqlite', shape)}
  end`
  ]
}

/** The trigger function; `create or replace` lets migration 0013 change it in place. */
function postgresFunction(shape: Shape): RawBuilder<unknown> {
  return sql`create or replace function track_counts_changed() returns trigger language plpgsql as $$
  begin
    if tg_op in ('DELETE', 'UPDATE') then
      ${countOut('postgres')}
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      ${countIn('postgres', shape)}
    end if;
    return null;
  end $$`
}

/** The PostgreSQL triggers running that function; `live` as on SQLite. */
export const postgresTrackCountTriggers = (live: RawBuilder<unknown>[] = []) => [
  sql`create trigger track_counts_inserted after insert or delete on tracks
    for each row ${postgresWhen(live)} execute function track_counts_changed()`,
  sql`create trigger track_counts_updated after update of genre, status, created_at on tracks
    for each row ${postgresWhen([
      sql`old.genre <> new.genre or old.status <> new.status
      or substr(old.created_at, 1, 10) <> substr(new.created_at, 1, 10)`,
      ...live
    ])}
    execute function track_counts_changed()`
]

/** Migration 0007: the two count tables and their triggers, filled from the tracks already stored. */
export async function createTrackCounts(db: AnyDb, dialect: Dialect): Promise<void> {
  const table = (name: string) =>
    dialect === 'sqlite'
      ? db.schema.createTable(name).modifyEnd(sql`without rowid`)
      : db.schema.createTable(name)
  await table('track_count_days')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('genre', 'text', (c) => c.notNull())
    .addColumn('tracks', 'integer', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('track_count_days_pk', ['day', 'genre'])
    .execute()
  await table('track_count_months')
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('genre', 'text', (c) => c.notNull())
    .addColumn('tracks', 'integer', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('track_count_months_pk', ['month', 'genre'])
    .execute()
  const shape = { bounds: false }
  const statements =
    dialect === 'sqlite'
      ? sqliteTrackCountTriggers([], shape)
      : [postgresFunction(shape), ...postgresTrackCountTriggers()]
  for (const statement of statements) await statement.execute(db)
  await rebuildTrackCounts(db, shape)
}

/** Migration 0013: the id bounds of each day and month, kept by the same triggers from here on. */
export async function addTrackCountBounds(db: AnyDb, dialect: Dialect): Promise<void> {
  for (const table of ['track_count_days', 'track_count_months']) {
    await db.schema.alterTable(table).addColumn('min_id', 'integer').execute()
    await db.schema.alterTable(table).addColumn('max_id', 'integer').execute()
  }
  if (dialect === 'sqlite') {
    for (const name of ['track_counts_inserted', 'track_counts_deleted', 'track_counts_updated'])
      await sql`drop trigger ${sql.id(name)}`.execute(db)
    for (const statement of sqliteTrackCountTriggers()) await statement.execute(db)
  } else await postgresFunction(CURRENT).execute(db)
  await rebuildTrackCounts(db)
}

/** Recounts both tables from the tracks (after a migration, or to repair). */
export async function rebuildTrackCounts(db: AnyDb, { bounds }: Shape = CURRENT): Promise<void> {
  await db.deleteFrom('track_count_days').execute()
  await db.deleteFrom('track_count_months').execute()
  const extra = bounds ? sql`, min_id, max_id` : sql``
  await sql`insert into track_count_days (day, genre, tracks, published${extra})
    select substr(created_at, 1, 10), genre, count(*), sum(case when status = 'published' then 1 else 0 end)
      ${bounds ? sql`, min(id), max(id)` : sql``}
    from tracks group by substr(created_at, 1, 10), genre`.execute(db)
  await sql`insert into track_count_months (month, genre, tracks, published${extra})
    select substr(day, 1, 7), genre, sum(tracks), sum(published) ${bounds ? sql`, min(min_id), max(max_id)` : sql``}
    from track_count_days group by substr(day, 1, 7), genre`.execute(db)
}

/** The last day of a month ("2024-02" → "2024-02-29"). */
function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number)
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`
}

export type BandFilters = Pick<TrackFilters, 'genre' | 'date_from' | 'date_to' | 'status'>

/**
 * The statement giving the tracks that a genre, a status and/or a range of dates added select (no keyword): their
 * exact number `n`, and ids `lo` and `hi` between which all of them lie (null when no day of the band ever held a
 * track). Read from the days of the first and last month of the range and the whole months in between (a first or
 * last month that the range covers whole, from its month's row). `date_to` includes its day, as the list's filter
 * does.
 */
export function trackBandQuery(filters: BandFilters): RawBuilder<{
  n: number | string | null
  lo: number | null
  hi: number | null
}> {
  const { genre, date_from: from, date_to: to, status } = filters
  const genreIs = genre ? sql`and genre = ${genre}` : sql``
  // Every row counts its tracks and how many of them are published; drafts are the difference.
  const tracks =
    status === 'published'
      ? sql`published as tracks`
      : status === 'draft'
        ? sql`tracks - published as tracks`
        : sql`tracks`
  const fromMonth = from?.slice(0, 7)
  const toMonth = to?.slice(0, 7)
  // A range starting on the first of a month or ending on its last day takes that month's row, not its days'
  // (a month of days was most of the time of this statement).
  const fromWhole = from !== undefined && from === `${fromMonth}-01`
  const toWhole = to !== undefined && toMonth !== undefined && to === lastDayOf(toMonth)
  const parts = []
  if (from && to && fromMonth === toMonth && !(fromWhole && toWhole)) {
    parts.push(
      sql`select ${tracks}, min_id, max_id from track_count_days where day >= ${from} and day <= ${to} ${genreIs}`
    )
  } else {
    // "-99" sorts after every day of its month and before the next month; "-00" before its first day.
    if (from && !fromWhole)
      parts.push(
        sql`select ${tracks}, min_id, max_id from track_count_days where day >= ${from} and day <= ${`${fromMonth}-99`} ${genreIs}`
      )
    const monthFrom = fromMonth
      ? fromWhole
        ? sql`and month >= ${fromMonth}`
        : sql`and month > ${fromMonth}`
      : sql``
    const monthTo = toMonth ? (toWhole ? sql`and month <= ${toMonth}` : sql`and month < ${toMonth}`) : sql``
    parts.push(sql`select ${tracks}, min_id, max_id from track_count_months where 1 = 1
      ${monthFrom} ${monthTo} ${genreIs}`)
    if (to && !toWhole)
      parts.push(
        sql`select ${tracks}, min_id, max_id from track_count_days where day >= ${`${toMonth}-00`} and day <= ${to} ${genreIs}`
      )
  }
  return sql`select sum(tracks) as n, min(min_id) as lo, max(max_id) as hi from (${sql.join(
    parts,
    sql` union all `
  )}) counted`
}

/** The band of trackBandQuery, read. */
export async function trackBand(
  db: Kysely<DB>,
  filters: BandFilters
): Promise<{ tracks: number; lo: number | null; hi: number | null }> {
  const row = (await trackBandQuery(filters).execute(db)).rows[0]
  return {
    tracks: Number(row?.n ?? 0),
    lo: row?.lo == null ? null : Number(row.lo),
    hi: row?.hi == null ? null : Number(row.hi)
  }
}

/**
 * The statement giving the exact number `n` of tracks of a band (trackBand). Without a range of dates, from
 * track_totals (a row per genre and status, kept in the same transactions as the day and month rows): a few rows
 * instead of every month's.
 */
export function countTracksQuery(filters: BandFilters): RawBuilder<{ n: number | string | null }> {
  if (filters.date_from || filters.date_to) return trackBandQuery(filters)
  const genreIs = filters.genre ? sql`and genre = ${filters.genre}` : sql``
  const statusIs = filters.status ? sql`and status = ${filters.status}` : sql``
  return sql`select sum(tracks) as n from track_totals where 1 = 1 ${genreIs} ${statusIs}`
}

/** The number of countTracksQuery, read. */
export async function countTracks(db: Kysely<DB>, filters: BandFilters): Promise<number> {
  return Number((await countTracksQuery(filters).execute(db)).rows[0]?.n ?? 0)
}
