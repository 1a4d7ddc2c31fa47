// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type { MockRequest, MockResponse } from '../mock'
import { resetAuthData } from '../auth/data'
import { issueToken } from '../auth/tokens'
import {
  catalogueStatsSchema,
  genresResponse,
  listenersPerDayResponse,
  newUsersPerDayResponse,
  playsPerDayResponse,
  topArtistsResponse,
  topTracksResponse
} from '@/contracts/stats'
import { db, DEMO_NOW, historyOf, resetMusicDb } from './data'
import { routes as statsRoutes } from './stats'
import { ingestPlays as ingest, resetPlayEvents } from './playHistories'
import { requireAbility } from '../auth/requireAuth'
import type { MockHandler } from '../mock'

// Each handler as the adapter runs it: behind sign-in and the shared abilities.
const guarded = (name: string): MockHandler => {
  const route = statsRoutes.find((r) => r.path.source.includes(name))!
  return requireAbility(route.action, route.subject, route.handler)
}
const catalogue = guarded('catalogue')
const playsPerDay = guarded('plays-per-day')
const listenersPerDay = guarded('listeners-per-day')
const newUsersPerDay = guarded('new-users-per-day')
const topTracks = guarded('top-tracks')
const topArtists = guarded('top-artists')
const genres = guarded('genres')
const ingestPlays = requireAbility('create', 'PlayHistory', ingest)

const ADMIN = 1
const CLIENT = 2
const req = (
  url: string,
  params: Record<string, unknown> = {},
  as: number | null = ADMIN,
  body?: unknown
): MockRequest => ({
  url,
  method: body === undefined ? 'get' : 'post',
  params,
  body,
  headers: as === null ? {} : { Authorization: `Bearer ${issueToken(as, 'access')}` }
})
const call = async (handler: (r: MockRequest) => MockResponse | Promise<MockResponse>, r: MockRequest) => {
  const [status, body] = await handler(r)
  return { status, body: body as never as Record<string, unknown> & { data: never } }
}

const TODAY = new Date(DEMO_NOW).toISOString().slice(0, 10)
const everyPlay = () => db.tracks.flatMap((t) => historyOf(t))

beforeEach(() => {
  resetMusicDb()
  resetAuthData()
  resetPlayEvents()
})

describe('demo stats: the contract of the API server', () => {
  it('counts the sample catalogue', async () => {
    const { status, body } = await call(catalogue, req('/admin/v2/stats/catalogue'))
    expect(status).toBe(200)
    const stats = catalogueStatsSchema.parse(body.data)
    expect(stats.tracks).toBe(db.tracks.length)
    expect(stats.published + stats.drafts).toBe(stats.tracks)
    expect(stats.published).toBe(db.tracks.filter((t) => t.status === 'published').length)
    expect(stats.genres).toBe(new Set(db.tracks.map((t) => t.genre)).size)
  })

  it('answers every day of a preset range ending on the sample data’s today, with a recount of its plays', async () => {
    const { body } = await call(playsPerDay, req('/admin/v2/stats/plays-per-day', { days: 30 }))
    const parsed = playsPerDayResponse.parse(body)
    expect(parsed.data).toHaveLength(30)
    expect(parsed.range.to).toBe(TODAY)
    for (const { day, plays } of parsed.data)
      expect(plays, day).toBe(everyPlay().filter((p) => p.played_at.startsWith(day)).length)
    expect(parsed.data.reduce((sum, d) => sum + d.plays, 0)).toBeGreaterThan(0)
  })

  it('counts distinct listeners and new users per day', async () => {
    const listeners = listenersPerDayResponse.parse(
      (await call(listenersPerDay, req('/admin/v2/stats/listeners-per-day', { days: 7 }))).body
    )
    for (const { day, listeners: n } of listeners.data)
      expect(n).toBe(
        new Set(
          everyPlay()
            .filter((p) => p.played_at.startsWith(day))
            .map((p) => p.user_id)
        ).size
      )
    const users = newUsersPerDayResponse.parse(
      (
        await call(
          newUsersPerDay,
          req('/admin/v2/stats/new-users-per-day', { from: '2026-01-01', to: TODAY })
        )
      ).body
    )
    expect(users.data.reduce((sum, d) => sum + d.users, 0)).toBe(
      db.users.filter((u) => u.created_at.slice(0, 10) >= '2026-01-01' && u.created_at.slice(0, 10) <= TODAY)
        .length
    )
  })

  it('ranks top tracks and artists by plays, most first, and sums plays by genre', async () => {
    const range = { days: 90 }
    const tracks = topTracksResponse.parse(
      (await call(topTracks, req('/admin/v2/stats/top-tracks', range))).body
    )
    expect(tracks.data).toHaveLength(10)
    const plays = tracks.data.map((t) => t.plays)
    expect(plays).toEqual([...plays].sort((a, b) => b - a))
    expect(tracks.data[0].plays).toBe(
      historyOf(db.tracks.find((t) => t.id === tracks.data[0].track_id)!).length
    )
    expect(
      topTracksResponse.parse(
        (await call(topTracks, req('/admin/v2/stats/top-tracks', { ...range, limit: 3 }))).body
      ).data
    ).toEqual(tracks.data.slice(0, 3))
    const artists = topArtistsResponse.parse(
      (await call(topArtists, req('/admin/v2/stats/top-artists', range))).body
    )
    expect(artists.data[0].plays).toBeGreaterThanOrEqual(artists.data.at(-1)!.plays)
    const byGenre = genresResponse.parse((await call(genres, req('/admin/v2/stats/genres', range))).body)
    expect(byGenre.data.reduce((sum, g) => sum + g.plays, 0)).toBe(everyPlay().length)
  })

  it('answers zeros and empty lists for a range without plays', async () => {
    const empty = { from: '2020-01-01', to: '2020-01-03' }
    expect((await call(playsPerDay, req('/x', empty))).body.data).toEqual([
      { day: '2020-01-01', plays: 0 },
      { day: '2020-01-02', plays: 0 },
      { day: '2020-01-03', plays: 0 }
    ])
    expect((await call(topTracks, req('/x', empty))).body.data).toEqual([])
    expect((await call(genres, req('/x', empty))).body.data).toEqual([])
  })

  it.each([
    [{ from: '2025-02-30', to: '2025-03-01' }, 'The start date is not a real date.'],
    [{ from: '2025-03-01', to: '2025-02-01' }, 'The start date must not be after the end date.'],
    [{ from: '2025-03-01' }, 'Give both a start date (from) and an end date (to), or neither.'],
    [{ days: 5 }, 'The number of days must be 7, 30 or 90.'],
    [{ from: '2023-01-01', to: '2025-01-01' }, 'A range may span at most 366 days.']
  ])('answers 400 with the server’s message for %j', async (params, message) => {
    for (const handler of [playsPerDay, topTracks, genres]) {
      const { status, body } = await call(handler, req('/x', params))
      expect(status).toBe(400)
      expect(body.error).toBe(message)
    }
  })

  it('asks for sign-in (401) and refuses the client role (403), like the server', async () => {
    for (const handler of [
      catalogue,
      playsPerDay,
      listenersPerDay,
      newUsersPerDay,
      topTracks,
      topArtists,
      genres
    ]) {
      expect((await call(handler, req('/x', {}, null))).status).toBe(401)
      const refused = await call(handler, req('/x', {}, CLIENT))
      expect(refused.status).toBe(403)
      expect(refused.body.error).toBe('Your role (client) may not read play histories.')
    }
  })
})

describe('demo play ingestion', () => {
  const play = (extra: Record<string, unknown> = {}) => ({
    track_id: 1,
    user_id: 2,
    played_at: new Date(DEMO_NOW - 3_600_000).toISOString(),
    duration_played: 5,
    ...extra
  })

  it('adds plays that the stats count, once per event_id', async () => {
    const before = historyOf(db.tracks[0]).length
    const first = await call(
      ingestPlays,
      req('/admin/v2/play_histories', {}, ADMIN, { plays: [play({ event_id: 'a' }), play()] })
    )
    expect(first.status).toBe(201)
    expect(first.body.data).toEqual({ received: 2, stored: 2, duplicates: 0 })
    const again = await call(
      ingestPlays,
      req('/admin/v2/play_histories', {}, ADMIN, { plays: [play({ event_id: 'a' })] })
    )
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual({ received: 1, stored: 0, duplicates: 1 })
    expect(historyOf(db.tracks[0])).toHaveLength(before + 2)
    const today = playsPerDayResponse
      .parse((await call(playsPerDay, req('/x', { days: 7 }))).body)
      .data.at(-1)!
    expect(today.plays).toBe(everyPlay().filter((p) => p.played_at.startsWith(TODAY)).length)
  })

  it('rejects a batch with a bad play as a whole, naming its index', async () => {
    const before = historyOf(db.tracks[0]).length
    const res = await call(
      ingestPlays,
      req('/admin/v2/play_histories', {}, ADMIN, { plays: [play(), play({ duration_played: -1 })] })
    )
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('Play at index 1: duration_played must be 0 or more.')
    expect(historyOf(db.tracks[0])).toHaveLength(before)
    expect((await call(ingestPlays, req('/x', {}, CLIENT, { plays: [play()] }))).status).toBe(403)
  })
})
