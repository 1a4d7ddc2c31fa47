// How many tracks were added per day and per month, by genre, and how many of them are published (migration 0008).
// Database triggers keep the counts in step with every insert, update and delete of a track, whatever statement
// made it (a form, an import, plain SQL, a bulk edit), in the writer's own transaction (docs/derived-numbers.md).
// The track list's exact total for a genre and/or a range of dates added is a sum over at most two months of days
// plus the whole months between, instead of a count over up to a million rows.
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { TrackFilters } from '../../src/contracts/music'
import type { DB } from '../db/schema'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
type AnyDb = Kysely<any>

/** Recounts both tables from the tracks (to repair). */
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

/** The last day of a month ("2024-02" → "2024-02-29"). */
function lastDayOf(month: string): string {
  const [year, m] = month.split('-').map(Number)
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`
}

export type BandFilters = Pick<TrackFilters, 'genre' | 'date_from' | 'date_to' | 'status'>

/**
 * The statement giving the exact number `n` of tracks that a genre, a status and/or a range of dates added select
 * (no keyword). Read from the days of the first and last month of the range and the whole months in between (a first or
 * last month that the range covers whole, from its month's row). `date_to` includes its day, as the list's filter
 * does.
 */
export function trackBandQuery(filters: BandFilters): RawBuilder<{ n: number | string | null }> {
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
    parts.push(sql`select ${tracks} from track_count_days where day >= ${from} and day <= ${to} ${genreIs}`)
  } else {
    // "-99" sorts after every day of its month and before the next month; "-00" before its first day.
    if (from && !fromWhole)
      parts.push(
        sql`select ${tracks} from track_count_days where day >= ${from} and day <= ${`${fromMonth}-99`} ${genreIs}`
      )
    const monthFrom = fromMonth
      ? fromWhole
        ? sql`and month >= ${fromMonth}`
        : sql`and month > ${fromMonth}`
      : sql``
    const monthTo = toMonth ? (toWhole ? sql`and month <= ${toMonth}` : sql`and month < ${toMonth}`) : sql``
    parts.push(sql`select ${tracks} from track_count_months where 1 = 1
      ${monthFrom} ${monthTo} ${genreIs}`)
    if (to && !toWhole)
      parts.push(
        sql`select ${tracks} from track_count_days where day >= ${`${toMonth}-00`} and day <= ${to} ${genreIs}`
      )
  }
  return sql`select sum(tracks) as n from (${sql.join(parts, sql` union all `)}) counted`
}

/**
 * The statement giving the exact number `n` of tracks of a band. Without a range of dates, from
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
