// How many tracks were added per day and per month, by genre, and how many of them are published (migration 0007).
// Database triggers keep the counts in step with every insert, update and delete of a track, whatever statement
// made it (a form, an import, a bulk edit), in the writer's own transaction. The track list's exact total for a
// genre and/or a range of dates added is a sum over at most two months of days plus the whole months between,
// instead of a count over up to a million rows.
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { TrackFilters } from '../../src/contracts/music'
import type { Dialect } from './database'
import { postgresWhen, sqliteWhen } from './triggerConditions'
import type { DB } from './schema'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
type AnyDb = Kysely<any>

/** The SQLite triggers; `live` conditions are added to each trigger's own (migration 0013). */
export const sqliteTrackCountTriggers = (live: RawBuilder<unknown>[] = []) => [
  sql`create trigger track_counts_inserted after insert on tracks ${sqliteWhen(live)} begin
    insert into track_count_days (day, genre, tracks, published)
      values (substr(new.created_at, 1, 10), new.genre, 1, new.status = 'published')
      on conflict (day, genre) do update set tracks = tracks + 1, published = published + excluded.published;
    insert into track_count_months (month, genre, tracks, published)
      values (substr(new.created_at, 1, 7), new.genre, 1, new.status = 'published')
      on conflict (month, genre) do update set tracks = tracks + 1, published = published + excluded.published;
  end`,
  sql`create trigger track_counts_deleted after delete on tracks ${sqliteWhen(live)} begin
    update track_count_days set tracks = tracks - 1, published = published - (old.status = 'published')
      where day = substr(old.created_at, 1, 10) and genre = old.genre;
    update track_count_months set tracks = tracks - 1, published = published - (old.status = 'published')
      where month = substr(old.created_at, 1, 7) and genre = old.genre;
  end`,
  sql`create trigger track_counts_updated after update of genre, status, created_at on tracks
    ${sqliteWhen([
      sql`old.genre <> new.genre or old.status <> new.status
      or substr(old.created_at, 1, 10) <> substr(new.created_at, 1, 10)`,
      ...live
    ])} begin
    update track_count_days set tracks = tracks - 1, published = published - (old.status = 'published')
      where day = substr(old.created_at, 1, 10) and genre = old.genre;
    update track_count_months set tracks = tracks - 1, published = published - (old.status = 'published')
      where month = substr(old.created_at, 1, 7) and genre = old.genre;
    insert into track_count_days (day, genre, tracks, published)
      values (substr(new.created_at, 1, 10), new.genre, 1, new.status = 'published')
      on conflict (day, genre) do update set tracks = tracks + 1, published = published + excluded.published;
    insert into track_count_months (month, genre, tracks, published)
      values (substr(new.created_at, 1, 7), new.genre, 1, new.status = 'published')
      on conflict (month, genre) do update set tracks = tracks + 1, published = published + excluded.published;
  end`
]

const POSTGRES_FUNCTION = sql`create function track_counts_changed() returns trigger language plpgsql as $$
  begin
    if tg_op in ('DELETE', 'UPDATE') then
      update track_count_days set tracks = tracks - 1, published = published - (old.status = 'published')::int
        where day = substr(old.created_at, 1, 10) and genre = old.genre;
      update track_count_months set tracks = tracks - 1, published = published - (old.status = 'published')::int
        where month = substr(old.created_at, 1, 7) and genre = old.genre;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      insert into track_count_days (day, genre, tracks, published)
        values (substr(new.created_at, 1, 10), new.genre, 1, (new.status = 'published')::int)
        on conflict (day, genre) do update set tracks = track_count_days.tracks + 1,
          published = track_count_days.published + excluded.published;
      insert into track_count_months (month, genre, tracks, published)
        values (substr(new.created_at, 1, 7), new.genre, 1, (new.status = 'published')::int)
        on conflict (month, genre) do update set tracks = track_count_months.tracks + 1,
          published = track_count_months.published + excluded.published;
    end if;
    return null;
  end $$`

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
  const triggers =
    dialect === 'sqlite' ? sqliteTrackCountTriggers() : [POSTGRES_FUNCTION, ...postgresTrackCountTriggers()]
  for (const statement of triggers) await statement.execute(db)
  await rebuildTrackCounts(db)
}

/** Recounts both tables from the tracks (after the migration, or to repair). */
export async function rebuildTrackCounts(db: AnyDb): Promise<void> {
  await db.deleteFrom('track_count_days').execute()
  await db.deleteFrom('track_count_months').execute()
  await sql`insert into track_count_days (day, genre, tracks, published)
    select substr(created_at, 1, 10), genre, count(*), sum(case when status = 'published' then 1 else 0 end)
    from tracks group by substr(created_at, 1, 10), genre`.execute(db)
  await sql`insert into track_count_months (month, genre, tracks, published)
    select substr(day, 1, 7), genre, sum(tracks), sum(published)
    from track_count_days group by substr(day, 1, 7), genre`.execute(db)
}

/**
 * The exact number of tracks that a genre, a status and/or a range of dates added select (no keyword): days of the first
 * and last month of the range, whole months in between. `date_to` includes its day, as the list's filter does.
 */
export async function countTracks(
  db: Kysely<DB>,
  filters: Pick<TrackFilters, 'genre' | 'date_from' | 'date_to' | 'status'>
): Promise<number> {
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
  const parts = []
  if (from && to && fromMonth === toMonth) {
    parts.push(sql`select ${tracks} from track_count_days where day >= ${from} and day <= ${to} ${genreIs}`)
  } else {
    // "-99" sorts after every day of its month and before the next month; "-00" before its first day.
    if (from)
      parts.push(
        sql`select ${tracks} from track_count_days where day >= ${from} and day <= ${`${fromMonth}-99`} ${genreIs}`
      )
    parts.push(sql`select ${tracks} from track_count_months where 1 = 1
      ${fromMonth ? sql`and month > ${fromMonth}` : sql``} ${toMonth ? sql`and month < ${toMonth}` : sql``} ${genreIs}`)
    if (to)
      parts.push(
        sql`select ${tracks} from track_count_days where day >= ${`${toMonth}-00`} and day <= ${to} ${genreIs}`
      )
  }
  const { rows } = await sql<{ n: number | string | null }>`select sum(tracks) as n from (${sql.join(
    parts,
    sql` union all `
  )}) counted`.execute(db)
  return Number(rows[0]?.n ?? 0)
}
