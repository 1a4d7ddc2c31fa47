// Demo mode's /admin/v2/stats, answering as server/routes/stats.ts: the music overview's numbers, counted from the
// sample plays. Behind sign-in and the shared CASL rules like every /admin/v2 module (the client role gets 403).
// "Today" is the sample data's fixed now.
import type MockAdapter from 'axios-mock-adapter'
import type { Genre, PlayHistory } from '@/contracts/music'
import {
  daysOf,
  resolveStatsRange,
  STATS_PATHS,
  statsRangeQuerySchema,
  topQuerySchema,
  type CatalogueStats,
  type InRange,
  type StatsRange
} from '@/contracts/stats'
import type { MockHandler, MockResponse } from '../mock'
import { db, DEMO_NOW, historyOf } from './data'
import { exact, invalid, query, registerRoutes, type FakeRoute } from './request'

const dayOf = (iso: string) => iso.slice(0, 10)
/** The sample data's today: the last day of a preset range. */
export const demoToday = () => new Date(DEMO_NOW)

function allPlays(): PlayHistory[] {
  return db.tracks.flatMap((track) => historyOf(track))
}

function playsIn(range: StatsRange): PlayHistory[] {
  return allPlays().filter((p) => dayOf(p.played_at) >= range.from && dayOf(p.played_at) <= range.to)
}

function perDay<T>(range: StatsRange, counts: Map<string, number>, make: (day: string, n: number) => T): T[] {
  return daysOf(range).map((day) => make(day, counts.get(day) ?? 0))
}

function tally<K>(items: K[]): Map<K, number> {
  const counts = new Map<K, number>()
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1)
  return counts
}

const compare = <K extends string | number>(a: K, b: K) => (a < b ? -1 : a > b ? 1 : 0)
const ranked = <K extends string | number>(counts: Map<K, number>) =>
  [...counts].sort(([ka, a], [kb, b]) => b - a || compare(ka, kb))

function inRange<T>(
  read: (range: StatsRange, limit: number) => T[],
  schema: typeof statsRangeQuerySchema | typeof topQuerySchema = statsRangeQuerySchema
): MockHandler {
  return (req): MockResponse => {
    const parsed = schema.safeParse(query(req))
    if (!parsed.success) return invalid(parsed.error, 'query')
    const range = resolveStatsRange(parsed.data, demoToday())
    const limit = 'limit' in parsed.data ? (parsed.data.limit as number) : 0
    return [200, { range, data: read(range, limit) } satisfies InRange<T>]
  }
}

export const catalogue: MockHandler = () => {
  const published = db.tracks.filter((t) => t.status === 'published').length
  const data: CatalogueStats = {
    tracks: db.tracks.length,
    published,
    drafts: db.tracks.length - published,
    audio_seconds: db.tracks.reduce((sum, t) => sum + t.duration, 0),
    genres: new Set(db.tracks.map((t) => t.genre)).size
  }
  return [200, { data }]
}

export const playsPerDay = inRange((range) =>
  perDay(range, tally(playsIn(range).map((p) => dayOf(p.played_at))), (day, plays) => ({ day, plays }))
)

export const listenersPerDay = inRange((range) => {
  const pairs = new Set(playsIn(range).map((p) => `${dayOf(p.played_at)}|${p.user_id}`))
  const counts = tally([...pairs].map((pair) => pair.slice(0, 10)))
  return perDay(range, counts, (day, listeners) => ({ day, listeners }))
})

export const newUsersPerDay = inRange((range) => {
  const days = db.users.map((u) => dayOf(u.created_at)).filter((d) => d >= range.from && d <= range.to)
  return perDay(range, tally(days), (day, users) => ({ day, users }))
})

export const topTracks = inRange((range, limit) => {
  const byId = new Map(db.tracks.map((t) => [t.id, t]))
  return ranked(tally(playsIn(range).map((p) => p.track_id)))
    .filter(([id]) => byId.has(id))
    .slice(0, limit)
    .map(([id, plays]) => {
      const track = byId.get(id)!
      return {
        track_id: id,
        title: track.title,
        artist: track.artist,
        genre: track.genre,
        cover_url: track.cover_url,
        plays
      }
    })
}, topQuerySchema)

export const topArtists = inRange((range, limit) => {
  const artistOf = new Map(db.tracks.map((t) => [t.id, t.artist]))
  return ranked(tally(playsIn(range).flatMap((p) => artistOf.get(p.track_id) ?? [])))
    .slice(0, limit)
    .map(([artist, plays]) => ({ artist, plays }))
}, topQuerySchema)

export const genres = inRange((range) => {
  const genreOf = new Map(db.tracks.map((t) => [t.id, t.genre]))
  return ranked(tally(playsIn(range).flatMap((p) => genreOf.get(p.track_id) ?? []))).map(
    ([genre, plays]) => ({
      genre: genre as Genre,
      plays
    })
  )
})

const read = (path: string, handler: MockHandler): FakeRoute => ({
  method: 'get',
  path: exact(path),
  action: 'read',
  subject: 'PlayHistory',
  handler
})

export const routes: FakeRoute[] = [
  read(STATS_PATHS.catalogue, catalogue),
  read(STATS_PATHS.playsPerDay, playsPerDay),
  read(STATS_PATHS.listenersPerDay, listenersPerDay),
  read(STATS_PATHS.newUsersPerDay, newUsersPerDay),
  read(STATS_PATHS.topTracks, topTracks),
  read(STATS_PATHS.topArtists, topArtists),
  read(STATS_PATHS.genres, genres)
]

export function register(mock: MockAdapter): void {
  registerRoutes(mock, routes)
}
