// The music overview's numbers, read from the daily roll-ups (server/plays/rollups.ts), never from the raw plays.
import { sql, type Kysely } from 'kysely'
import { GENRES, type Genre } from '../../src/contracts/music'
import {
  daysOf,
  type CatalogueStats,
  type DayListeners,
  type DayPlays,
  type DayUsers,
  type GenrePlays,
  type StatsRange,
  type TopArtist,
  type TopTrack
} from '../../src/contracts/stats'
import type { Dialect } from '../db/engine/database'
import type { DB } from '../db/schema'

export async function catalogueStats(db: Kysely<DB>): Promise<CatalogueStats> {
  const rows = await db.selectFrom('track_totals').select(['genre', 'status', 'tracks', 'seconds']).execute()
  const stats: CatalogueStats = { tracks: 0, published: 0, drafts: 0, audio_seconds: 0, genres: 0 }
  const genres = new Set<string>()
  for (const row of rows) {
    const tracks = Number(row.tracks)
    if (tracks <= 0) continue
    stats.tracks += tracks
    if (row.status === 'published') stats.published += tracks
    else stats.drafts += tracks
    stats.audio_seconds += Number(row.seconds)
    genres.add(row.genre)
  }
  stats.genres = genres.size
  return stats
}

/** One value per day of the range, oldest first; days without a row count 0. */
function fillDays<T>(range: StatsRange, rows: Map<string, number>, make: (day: string, n: number) => T): T[] {
  return daysOf(range).map((day) => make(day, rows.get(day) ?? 0))
}

async function dailyColumn(
  db: Kysely<DB>,
  table: 'play_daily' | 'user_daily',
  column: 'plays' | 'listeners' | 'users',
  range: StatsRange
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom(table)
    .select(['day', sql<number>`${sql.ref(column)}`.as('n')])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .execute()
  return new Map(rows.map((r) => [r.day, Number(r.n)]))
}

export async function playsPerDay(db: Kysely<DB>, range: StatsRange): Promise<DayPlays[]> {
  const rows = await dailyColumn(db, 'play_daily', 'plays', range)
  return fillDays(range, rows, (day, plays) => ({ day, plays }))
}

export async function listenersPerDay(db: Kysely<DB>, range: StatsRange): Promise<DayListeners[]> {
  const rows = await dailyColumn(db, 'play_daily', 'listeners', range)
  return fillDays(range, rows, (day, listeners) => ({ day, listeners }))
}

export async function newUsersPerDay(db: Kysely<DB>, range: StatsRange): Promise<DayUsers[]> {
  const rows = await dailyColumn(db, 'user_daily', 'users', range)
  return fillDays(range, rows, (day, users) => ({ day, users }))
}

export async function genrePlays(db: Kysely<DB>, range: StatsRange): Promise<GenrePlays[]> {
  const rows = await db
    .selectFrom('play_daily_genres')
    .select(['genre', (eb) => eb.fn.sum<number>('plays').as('plays')])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy('genre')
    .execute()
  return rows
    .map((r) => ({ genre: r.genre as Genre, plays: Number(r.plays) }))
    .filter((r) => r.plays > 0 && (GENRES as readonly string[]).includes(r.genre))
    .sort((a, b) => b.plays - a.plays || compare(a.genre, b.genre))
}

const compare = <K extends string | number>(a: K, b: K) => (a < b ? -1 : a > b ? 1 : 0)

export type Ranked<K> = { key: K; plays: number }
type TopSource =
  { table: 'play_daily_tracks'; key: 'track_id' } | { table: 'play_daily_artists'; key: 'artist' }

const byPlays = <K extends string | number>(a: Ranked<K>, b: Ranked<K>) =>
  b.plays - a.plays || compare(a.key, b.key)

/** Each day's `perDay` most played keys (one query for all the days). */
async function dailyLeaders<K extends string | number>(
  db: Kysely<DB>,
  dialect: Dialect,
  source: TopSource,
  days: string[],
  perDay: number
): Promise<{ day: string; key: K; plays: number }[]> {
  const table = sql.table(source.table)
  const key = sql.ref(source.key)
  if (dialect === 'postgres') {
    const { rows } = await sql<{ day: string; key: K; plays: number }>`
      select d.day, t.key, t.plays from unnest(${days}::text[]) as d(day)
      cross join lateral (
        select ${key} as key, plays from ${table} where day = d.day order by plays desc limit ${perDay}
      ) t`.execute(db)
    return rows
  }
  const parts = days.map(
    (day) =>
      sql`select * from (select ${day} as day, ${key} as key, plays from ${table} where day = ${day} order by plays desc limit ${perDay})`
  )
  const { rows } = await sql<{
    day: string
    key: K
    plays: number
  }>`${sql.join(parts, sql` union all `)}`.execute(db)
  return rows
}

async function totalsOf<K extends string | number>(
  db: Kysely<DB>,
  source: TopSource,
  range: StatsRange,
  keys: K[]
): Promise<Ranked<K>[]> {
  const totals: Ranked<K>[] = []
  for (let i = 0; i < keys.length; i += 500) {
    const { rows } = await sql<{ key: K; plays: number }>`
      select ${sql.ref(source.key)} as key, sum(plays) as plays from ${sql.table(source.table)}
      where ${sql.ref(source.key)} in (${sql.join(keys.slice(i, i + 500))})
        and day >= ${range.from} and day <= ${range.to}
      group by ${sql.ref(source.key)}`.execute(db)
    totals.push(...rows.map((r) => ({ key: r.key, plays: Number(r.plays) })))
  }
  return totals
}

/**
 * The `limit` most played keys of a range, exactly, without adding up every key's days. Each day's leaders are
 * the candidates; a key that led no day has at most the sum over the days of each day's smallest leader count,
 * so once the limit-th candidate's exact total is above that bound nothing else can enter the list. When listening
 * is spread too evenly for that, more leaders per day are read, and at the end every key is added up.
 */
async function topByPlays<K extends string | number>(
  db: Kysely<DB>,
  dialect: Dialect,
  source: TopSource,
  range: StatsRange,
  limit: number
): Promise<Ranked<K>[]> {
  const days = daysOf(range)
  for (let perDay = Math.max(2 * limit, 20); perDay <= 2000; perDay *= 4) {
    const leaders = await dailyLeaders<K>(db, dialect, source, days, perDay)
    const seen = new Map<string, { count: number; least: number }>()
    for (const row of leaders) {
      const day = seen.get(row.day) ?? { count: 0, least: Infinity }
      day.count++
      day.least = Math.min(day.least, Number(row.plays))
      seen.set(row.day, day)
    }
    // A day with fewer rows than asked for showed all its keys: nothing unseen played that day.
    let bound = 0
    for (const day of seen.values()) if (day.count === perDay) bound += day.least
    const candidates = [...new Set(leaders.map((r) => r.key))]
    const ranked = (await totalsOf(db, source, range, candidates)).sort(byPlays)
    if (bound === 0 || (ranked.length >= limit && ranked[limit - 1].plays > bound))
      return ranked.slice(0, limit)
  }
  const { rows } = await sql<{ key: K; plays: number }>`
    select ${sql.ref(source.key)} as key, sum(plays) as plays from ${sql.table(source.table)}
    where day >= ${range.from} and day <= ${range.to}
    group by ${sql.ref(source.key)} order by sum(plays) desc limit ${limit}`.execute(db)
  const least = rows.length === limit ? Number(rows[limit - 1].plays) : 0
  // Ties at the limit are broken by key the same way on both engines.
  const { rows: tied } = await sql<{ key: K; plays: number }>`
    select ${sql.ref(source.key)} as key, sum(plays) as plays from ${sql.table(source.table)}
    where day >= ${range.from} and day <= ${range.to}
    group by ${sql.ref(source.key)} having sum(plays) >= ${least}`.execute(db)
  return tied
    .map((r) => ({ key: r.key, plays: Number(r.plays) }))
    .sort(byPlays)
    .slice(0, limit)
}

/** The most played tracks' ids and plays (what the cache keeps; titles are read fresh). */
export function rankTracks(
  db: Kysely<DB>,
  dialect: Dialect,
  range: StatsRange,
  limit: number
): Promise<Ranked<number>[]> {
  return topByPlays<number>(db, dialect, { table: 'play_daily_tracks', key: 'track_id' }, range, limit)
}

/** Ranked track ids with their titles, artists, genres and covers as they are now. */
export async function describeTracks(db: Kysely<DB>, ranked: Ranked<number>[]): Promise<TopTrack[]> {
  if (ranked.length === 0) return []
  const tracks = await db
    .selectFrom('tracks')
    .select(['id', 'title', 'artist', 'genre', 'cover_url'])
    .where(
      'id',
      'in',
      ranked.map((r) => Number(r.key))
    )
    .execute()
  const byId = new Map(tracks.map((t) => [t.id, t]))
  return ranked.flatMap(({ key, plays }) => {
    const track = byId.get(Number(key))
    return track
      ? [
          {
            track_id: track.id,
            title: track.title,
            artist: track.artist,
            genre: track.genre as Genre,
            cover_url: track.cover_url,
            plays
          }
        ]
      : []
  })
}

export async function topTracks(
  db: Kysely<DB>,
  dialect: Dialect,
  range: StatsRange,
  limit: number
): Promise<TopTrack[]> {
  return describeTracks(db, await rankTracks(db, dialect, range, limit))
}

export async function topArtists(
  db: Kysely<DB>,
  dialect: Dialect,
  range: StatsRange,
  limit: number
): Promise<TopArtist[]> {
  const ranked = await topByPlays<string>(
    db,
    dialect,
    { table: 'play_daily_artists', key: 'artist' },
    range,
    limit
  )
  return ranked.map(({ key, plays }) => ({ artist: key, plays }))
}
