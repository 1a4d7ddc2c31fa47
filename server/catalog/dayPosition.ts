// Deep pages of the list sorted by date added, without skipping rows: the count tables (catalog/trackCounts.ts) say how
// many tracks each month and day holds, so the day a position falls on, and how many tracks come before that day,
// are a running sum over a few hundred small rows. The page then starts at that day in the date index and skips only
// the tracks of that day before the position. Skipping half a million index entries with OFFSET took 40-50 ms at
// 1,000,000 tracks (docs/performance.md).
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { TrackFilters, TrackListParams } from '../../src/contracts/music'
import type { DB } from '../db/schema'

export type DayPosition = { day: string; before: number }

/** The count tables' column of the tracks a status selects: each row counts its tracks and the published ones. */
function counted(status: TrackFilters['status']): RawBuilder<number> {
  if (status === 'published') return sql`published`
  if (status === 'draft') return sql`tracks - published`
  return sql`tracks`
}

/**
 * The day holding the track at `position` (0-based) of the list in `dir` order by date added, and how many tracks of
 * the list come before that day; undefined past the end. For a genre and/or a status only: the count tables do not
 * know the other filters.
 */
export async function dayOfPosition(
  db: Kysely<DB>,
  filters: Pick<TrackFilters, 'genre' | 'status'>,
  dir: TrackListParams['sort_dir'],
  position: number
): Promise<DayPosition | undefined> {
  const n = counted(filters.status)
  const genreIs = filters.genre ? sql`and genre = ${filters.genre}` : sql``
  const order = sql.raw(dir)
  const { rows } = await sql<{ day: string; before: number }>`
    with months as (
      select month, n, sum(n) over (order by month ${order} rows unbounded preceding) - n as before
      from (select month, sum(${n}) as n from track_count_months where 1 = 1 ${genreIs} group by month) m
    ), found as (
      select month, before from months where before <= ${position} and before + n > ${position}
    ), days as (
      select day, n, (select before from found) + sum(n) over (order by day ${order} rows unbounded preceding) - n
        as before
      from (select day, sum(${n}) as n from track_count_days
        where day > (select month from found) || '-00' and day < (select month from found) || '-99' ${genreIs}
        group by day) d
    )
    select day, before from days where before <= ${position} and before + n > ${position}`.execute(db)
  const row = rows[0]
  return row ? { day: row.day, before: Number(row.before) } : undefined
}

/** The first instant after a day ("2024-02-29" → "2024-03-01"), which sorts after every time stamped on that day. */
export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}
