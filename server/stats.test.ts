// The music overview's stats over the API, on a small catalogue whose answers are worked out by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foldPlays } from './plays/fold'
import { startTestServer, type TestServer } from './test/harness'

let server: TestServer
const ids = { tracks: [] as number[], users: [] as number[] }

// Three listeners joined on three days; four tracks, one never played.
const TRACKS = [
  { title: 'Alpha', artist: 'Ann', genre: 'pop', duration: 200, status: 'published' },
  { title: 'Beta', artist: 'Ann', genre: 'rock', duration: 100, status: 'published' },
  { title: 'Gamma', artist: 'Bob', genre: 'jazz', duration: 300, status: 'draft' },
  { title: 'Delta', artist: 'Cleo', genre: 'pop', duration: 60, status: 'published' }
]

beforeAll(async () => {
  server = await startTestServer({ seed: false })
  const { db } = server.database
  for (const [i, day] of ['2025-01-30', '2025-01-31', '2025-02-01'].entries()) {
    const row = await db
      .insertInto('users')
      .values({
        full_name: `Listener ${i + 1}`,
        username: `listener${i + 1}`,
        email: `listener${i + 1}@stats.test`,
        role: 'viewer',
        status: 'active',
        plan: 'free',
        country: 'SE',
        created_at: `${day}T09:00:00.000Z`
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.users.push(row.id)
  }
  for (const track of TRACKS) {
    const row = await db
      .insertInto('tracks')
      .values({
        ...track,
        album: '',
        explicit: 0,
        created_at: '2024-12-01T00:00:00.000Z',
        updated_at: '2024-12-01T00:00:00.000Z'
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.tracks.push(row.id)
  }
  const [t1, t2, t3] = ids.tracks
  const [u1, u2, u3] = ids.users
  const play = (track_id: number, user_id: number, played_at: string) => ({
    track_id,
    user_id,
    played_at,
    duration_played: 30
  })
  const res = await server.as('admin', {
    method: 'POST',
    url: '/admin/v2/play_histories',
    payload: {
      plays: [
        play(t1, u1, '2025-01-30T10:00:00Z'),
        play(t1, u2, '2025-01-30T11:00:00Z'),
        play(t2, u1, '2025-01-30T12:00:00Z'),
        play(t1, u1, '2025-01-31T23:59:59Z'),
        play(t3, u3, '2025-01-31T08:00:00Z'),
        play(t2, u2, '2025-02-01T00:00:00Z'),
        play(t2, u2, '2025-02-01T05:00:00Z'),
        play(t2, u3, '2025-02-01T06:00:00Z'),
        // 00:30 at UTC+1 is still 1 February in UTC.
        play(t3, u1, '2025-02-02T00:30:00+01:00')
      ]
    }
  })
  expect(res.statusCode, res.body).toBe(201)
  // The roll-ups count the plays once folded (the server's own interval is off in tests).
  await foldPlays(db)
})
afterAll(() => server?.close())

const get = (
  path: string,
  query: Record<string, string> = {},
  role: 'admin' | 'editor' | 'viewer' | null = 'viewer'
) => server.as(role, { method: 'GET', url: `/admin/v2/stats/${path}`, query })
const ok = async (path: string, query: Record<string, string> = {}) => {
  const res = await get(path, query)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}
const SPAN = { from: '2025-01-30', to: '2025-02-01' }

describe('stats over a range that crosses a month boundary', () => {
  it('counts the catalogue: tracks, published, drafts, seconds of audio and genres in use', async () => {
    expect((await ok('catalogue')).data).toEqual({
      tracks: 4,
      published: 3,
      drafts: 1,
      audio_seconds: 660,
      genres: 3
    })
  })

  it('gives plays and distinct listeners for every day of the range', async () => {
    expect(await ok('plays-per-day', SPAN)).toEqual({
      range: SPAN,
      data: [
        { day: '2025-01-30', plays: 3 },
        { day: '2025-01-31', plays: 2 },
        { day: '2025-02-01', plays: 4 }
      ]
    })
    expect((await ok('listeners-per-day', SPAN)).data).toEqual([
      { day: '2025-01-30', listeners: 2 },
      { day: '2025-01-31', listeners: 2 },
      { day: '2025-02-01', listeners: 3 }
    ])
  })

  it('ranks tracks and artists by plays in the range, and sums plays by genre', async () => {
    const [t1, t2, t3] = ids.tracks
    const top = (await ok('top-tracks', SPAN)).data
    expect(top.map((t: { track_id: number; plays: number }) => [t.track_id, t.plays])).toEqual([
      [t2, 4],
      [t1, 3],
      [t3, 2]
    ])
    expect(top[0]).toMatchObject({ title: 'Beta', artist: 'Ann', genre: 'rock', cover_url: null })
    expect(
      (await ok('top-tracks', { from: '2025-01-31', to: '2025-02-01' })).data.map(
        (t: { track_id: number }) => t.track_id
      )
    ).toEqual([t2, t3, t1])
    expect((await ok('top-tracks', { ...SPAN, limit: '1' })).data).toHaveLength(1)
    expect((await ok('top-artists', SPAN)).data).toEqual([
      { artist: 'Ann', plays: 7 },
      { artist: 'Bob', plays: 2 }
    ])
    expect((await ok('genres', SPAN)).data).toEqual([
      { genre: 'rock', plays: 4 },
      { genre: 'pop', plays: 3 },
      { genre: 'jazz', plays: 2 }
    ])
  })

  it('counts new users per day', async () => {
    expect((await ok('new-users-per-day', { from: '2025-01-29', to: '2025-02-01' })).data).toEqual([
      { day: '2025-01-29', users: 0 },
      { day: '2025-01-30', users: 1 },
      { day: '2025-01-31', users: 1 },
      { day: '2025-02-01', users: 1 }
    ])
  })

  it('answers zeros and empty lists for a range without plays', async () => {
    const empty = { from: '2024-06-01', to: '2024-06-03' }
    expect((await ok('plays-per-day', empty)).data.map((d: { plays: number }) => d.plays)).toEqual([0, 0, 0])
    expect(
      (await ok('listeners-per-day', empty)).data.map((d: { listeners: number }) => d.listeners)
    ).toEqual([0, 0, 0])
    expect((await ok('top-tracks', empty)).data).toEqual([])
    expect((await ok('top-artists', empty)).data).toEqual([])
    expect((await ok('genres', empty)).data).toEqual([])
  })

  it('takes a preset range of days ending today (UTC), 30 by default', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const week = await ok('plays-per-day', { days: '7' })
    expect(week.data).toHaveLength(7)
    expect(week.range.to).toBe(today)
    expect(week.data.at(-1).day).toBe(today)
    expect((await ok('plays-per-day')).data).toHaveLength(30)
    expect((await ok('genres', { days: '90' })).range.to).toBe(today)
  })
})

describe('stats: bad ranges and who may read them', () => {
  it.each([
    [{ from: '2025-02-30', to: '2025-03-01' }, 'The start date is not a real date.'],
    [{ from: '2025/01/01', to: '2025-03-01' }, 'The start date must be in the format YYYY-MM-DD.'],
    [{ from: '2025-03-01', to: '2025-02-01' }, 'The start date must not be after the end date.'],
    [{ from: '2025-03-01' }, 'Give both a start date (from) and an end date (to), or neither.'],
    [{ days: '5' }, 'The number of days must be 7, 30 or 90.'],
    [
      { days: '7', from: '2025-01-01', to: '2025-01-02' },
      'Give either a number of days or a start and end date, not both.'
    ],
    [{ from: '2023-01-01', to: '2025-01-01' }, 'A range may span at most 366 days.']
  ])('answers 400 for %j', async (query, message) => {
    for (const path of ['plays-per-day', 'top-tracks', 'genres']) {
      const res = await get(path, query)
      expect(res.statusCode, path).toBe(400)
      expect(res.json().error).toBe(message)
    }
  })

  it('answers 400 for a limit out of bounds', async () => {
    const res = await get('top-artists', { ...SPAN, limit: '51' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('The limit must be between 1 and 50.')
  })

  it('lets a viewer and an editor read them and asks everyone else to sign in', async () => {
    for (const role of ['viewer', 'editor', 'admin'] as const)
      expect((await get('top-tracks', SPAN, role)).statusCode).toBe(200)
    for (const path of [
      'catalogue',
      'plays-per-day',
      'listeners-per-day',
      'new-users-per-day',
      'top-tracks',
      'top-artists',
      'genres'
    ]) {
      const res = await get(path, SPAN, null)
      expect(res.statusCode, path).toBe(401)
    }
  })
})

describe('stats after changes (the cached answers follow the roll-ups)', () => {
  it('follow new plays, a track moved to another genre and artist, a renamed track and a deleted one', async () => {
    const [t1, t2, t3] = ids.tracks
    const [u1] = ids.users
    // Read once so that the answers are cached.
    await ok('top-tracks', SPAN)
    await ok('top-artists', SPAN)
    await ok('genres', SPAN)

    const plays = Array.from({ length: 5 }, () => ({
      track_id: t3,
      user_id: u1,
      played_at: '2025-01-31T15:00:00Z',
      duration_played: 10
    }))
    expect(
      (await server.as('admin', { method: 'POST', url: '/admin/v2/play_histories', payload: { plays } }))
        .statusCode
    ).toBe(201)
    await foldPlays(server.database.db)
    expect(
      (await ok('top-tracks', SPAN)).data.map((t: { track_id: number; plays: number }) => [
        t.track_id,
        t.plays
      ])
    ).toEqual([
      [t3, 7],
      [t2, 4],
      [t1, 3]
    ])
    // A tie is broken by name.
    expect((await ok('top-artists', SPAN)).data).toEqual([
      { artist: 'Ann', plays: 7 },
      { artist: 'Bob', plays: 7 }
    ])
    expect((await ok('genres', SPAN)).data[0]).toEqual({ genre: 'jazz', plays: 7 })

    const moved = await server.as('editor', {
      method: 'PUT',
      url: `/admin/v2/tracks/${t3}`,
      payload: { title: 'Gamma Reprise', artist: 'Ann', genre: 'rock', duration: 300, status: 'draft' }
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect((await ok('genres', SPAN)).data).toEqual([
      { genre: 'rock', plays: 11 },
      { genre: 'pop', plays: 3 }
    ])
    expect((await ok('top-artists', SPAN)).data).toEqual([{ artist: 'Ann', plays: 14 }])
    expect((await ok('top-tracks', SPAN)).data[0]).toMatchObject({
      track_id: t3,
      title: 'Gamma Reprise',
      plays: 7
    })

    expect((await server.as('admin', { method: 'DELETE', url: `/admin/v2/tracks/${t3}` })).statusCode).toBe(
      200
    )
    expect((await ok('top-tracks', SPAN)).data.map((t: { track_id: number }) => t.track_id)).toEqual([t2, t1])
    expect((await ok('genres', SPAN)).data).toEqual([
      { genre: 'rock', plays: 4 },
      { genre: 'pop', plays: 3 }
    ])
    expect((await ok('plays-per-day', SPAN)).data.map((d: { plays: number }) => d.plays)).toEqual([3, 1, 3])
    expect((await ok('catalogue')).data).toMatchObject({ tracks: 3, drafts: 0, genres: 2 })
  })
})
