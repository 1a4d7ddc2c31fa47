// The music overview's stats in demo mode (the contract of server/routes/stats.ts), counted from the sample
// plays, and the play batches of POST /admin/v2/play_histories. Behind sign-in and the shared CASL rules, as on
// the server: the client role gets 403. "Today" is the sample data's fixed now.
import { createMongoAbility } from '@casl/ability'
import type MockAdapter from 'axios-mock-adapter'
import type { z } from 'zod'
import { INITIAL_ABILITY, type Action, type Subject } from '@/contracts/abilities'
import { MUSIC_PATHS, type Genre, type PlayHistory } from '@/contracts/music'
import {
  daysOf,
  parsePlayBatch,
  resolveStatsRange,
  STATS_PATHS,
  statsRangeQuerySchema,
  topQuerySchema,
  type CatalogueStats,
  type InRange,
  type StatsRange
} from '@/contracts/stats'
import { accounts } from '../auth/data'
import { authenticatedUserId, unauthorizedResponse } from '../auth/requireAuth'
import { on, type MockHandler, type MockRequest, type MockResponse } from '../mock'
import { db, DEMO_NOW, historyOf } from './data'

/** Answers 401 without a valid token and 403 when the signed-in account's abilities do not allow it. */
function requireAbility(action: Action, subject: Subject, handler: MockHandler): MockHandler {
  return (request) => {
    const id = authenticatedUserId(request)
    if (id === null) return unauthorizedResponse()
    const account = accounts.find((a) => a.id === id)
    const ability = createMongoAbility<[Action, Subject]>(account?.ability ?? INITIAL_ABILITY)
    if (!ability.can(action, subject)) {
      const what = subject === 'PlayHistory' ? 'play histories' : `${subject.toLowerCase()}s`
      return [403, { error: `Your role (${account?.role ?? 'guest'}) may not ${action} ${what}.` }]
    }
    return handler(request)
  }
}

function query(req: MockRequest): Record<string, unknown> {
  const [, search = ''] = req.url.split('?')
  return { ...Object.fromEntries(new URLSearchParams(search)), ...req.params }
}

function invalid(error: z.ZodError): MockResponse {
  const message = error.issues[0]?.message ?? 'The request is not valid'
  return [
    400,
    {
      error: /[.!?]$/.test(message) ? message : `${message}.`,
      details: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
    }
  ]
}

const dayOf = (iso: string) => iso.slice(0, 10)
const demoToday = () => new Date(DEMO_NOW)

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
  return requireAbility('read', 'PlayHistory', (req) => {
    const parsed = schema.safeParse(query(req))
    if (!parsed.success) return invalid(parsed.error)
    const range = resolveStatsRange(parsed.data, demoToday())
    const limit = 'limit' in parsed.data ? (parsed.data.limit as number) : 0
    return [200, { range, data: read(range, limit) } satisfies InRange<T>]
  })
}

export const catalogue: MockHandler = requireAbility('read', 'PlayHistory', () => {
  const published = db.tracks.filter((t) => t.status === 'published').length
  const data: CatalogueStats = {
    tracks: db.tracks.length,
    published,
    drafts: db.tracks.length - published,
    audio_seconds: db.tracks.reduce((sum, t) => sum + t.duration, 0),
    genres: new Set(db.tracks.map((t) => t.genre)).size
  }
  return [200, { data }]
})

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

/** Event ids already counted (demo mode keeps them for the session). */
const seenEvents = new Set<string>()

export const ingestPlays: MockHandler = requireAbility('create', 'PlayHistory', (req) => {
  const parsed = parsePlayBatch(req.body, demoToday())
  if (!parsed.ok) return [400, { error: parsed.error, details: parsed.details }]
  for (const [index, play] of parsed.plays.entries()) {
    if (!db.tracks.some((t) => t.id === play.track_id))
      return [400, { error: `Play at index ${index}: there is no track ${play.track_id}.` }]
    if (!db.users.some((u) => u.id === play.user_id))
      return [400, { error: `Play at index ${index}: there is no user ${play.user_id}.` }]
  }
  let stored = 0
  for (const play of parsed.plays) {
    if (play.event_id !== undefined) {
      if (seenEvents.has(play.event_id)) continue
      seenEvents.add(play.event_id)
    }
    const track = db.tracks.find((t) => t.id === play.track_id)!
    const user = db.users.find((u) => u.id === play.user_id)!
    const history = historyOf(track)
    history.push({
      id: history.reduce((max, p) => Math.max(max, p.id), track.id * 1000) + 1,
      track_id: track.id,
      user_id: user.id,
      user_name: user.full_name,
      played_at: play.played_at,
      seconds_played: play.duration_played,
      device: play.device,
      country: play.country
    })
    history.sort((a, b) => (a.played_at < b.played_at ? 1 : a.played_at > b.played_at ? -1 : b.id - a.id))
    track.play_count++
    stored++
  }
  const result = { received: parsed.plays.length, stored, duplicates: parsed.plays.length - stored }
  return [stored > 0 ? 201 : 200, { data: result }]
})

/** Forgets the event ids seen (tests). */
export function resetPlayEvents(): void {
  seenEvents.clear()
}

const exact = (path: string) => new RegExp(`^${path.replace(/\//g, '\\/')}(\\?.*)?$`)

export function registerStats(mock: MockAdapter): void {
  on(mock, 'get', exact(STATS_PATHS.catalogue), catalogue)
  on(mock, 'get', exact(STATS_PATHS.playsPerDay), playsPerDay)
  on(mock, 'get', exact(STATS_PATHS.listenersPerDay), listenersPerDay)
  on(mock, 'get', exact(STATS_PATHS.newUsersPerDay), newUsersPerDay)
  on(mock, 'get', exact(STATS_PATHS.topTracks), topTracks)
  on(mock, 'get', exact(STATS_PATHS.topArtists), topArtists)
  on(mock, 'get', exact(STATS_PATHS.genres), genres)
  on(mock, 'post', exact(MUSIC_PATHS.playHistories), ingestPlays)
}
