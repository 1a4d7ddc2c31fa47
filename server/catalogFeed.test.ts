// The catalogue feed for the streaming back end (issue 37): who may read it, keyset pages with an opaque cursor,
// nothing skipped and nothing twice across many changes read in small pages (also while writers commit out of
// order on PostgreSQL), and whether a track by ISRC plays in a country now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { playableIn } from '../src/contracts/availability'
import { FEED_PAGE_MAX, FEED_PATHS, type FeedEntry, type FeedPage } from '../src/contracts/catalogFeed'
import { gtinCheckDigit } from '../src/contracts/catalogue'
import { trackInputOf } from '../src/contracts/music'
import { LIFECYCLE_PATHS } from '../src/contracts/releaseLifecycle'
import { ReleaseLifecycleService } from './catalog/releaseLifecycleService'
import { startTestServer, type Role, type TestServer } from './test/harness'

let server: TestServer
let key: string
beforeAll(async () => {
  server = await startTestServer({
    seed: { tracks: 25, users: 2, playlists: 1, histories: 10 },
    // The readers below ask far more often than a streaming back end would.
    config: { apiKeyRateMax: 1_000_000 }
  })
  key = (
    await server.as('admin', {
      method: 'POST',
      url: '/admin/v2/api_keys',
      payload: { name: 'Streaming back end', scope: 'catalog:read' }
    })
  ).json().key
})
afterAll(() => server?.close())

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const ok = async (role: Role, method: Method, url: string, payload?: object) => {
  const res = await server.as(role, { method, url, ...(payload ? { payload } : {}) })
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300)
  return res.json().data
}
const withKey = (url: string, query: Record<string, string> = {}, token = key) =>
  server.app.inject({ method: 'GET', url, query, headers: { authorization: `Bearer ${token}` } })

async function page(since: string | undefined, limit: number): Promise<FeedPage> {
  const res = await withKey(FEED_PATHS.changes, { ...(since ? { since } : {}), limit: String(limit) })
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

/** A client of the feed: reads on from its cursor in small pages and keeps what it was told. */
function client(limit: number) {
  let cursor: string | undefined
  const held = new Map<string, FeedEntry>()
  const seen: string[] = []
  return {
    held,
    seen,
    /** Reads until the feed has nothing more now. */
    async catchUp() {
      for (;;) {
        const p = await page(cursor, limit)
        for (const entry of p.data) {
          seen.push(entry.cursor)
          if (entry.removed) held.delete(`${entry.kind}:${entry.id}`)
          else held.set(`${entry.kind}:${entry.id}`, entry)
        }
        cursor = p.next_cursor
        if (!p.has_more) return
      }
    }
  }
}

/** The catalogue as the database has it: each release's status and each track's title. */
async function truth() {
  const db = server.database.db
  const releases = await db
    .selectFrom('releases')
    .select(['id', 'status', 'availability', 'countries'])
    .execute()
  const tracks = await db.selectFrom('tracks').select(['id', 'title']).execute()
  return new Map<string, string>([
    ...releases.map((r) => [`release:${r.id}`, `${r.status} ${r.availability} ${r.countries}`] as const),
    ...tracks.map((t) => [`track:${t.id}`, t.title] as const)
  ])
}
const heldView = (held: Map<string, FeedEntry>) =>
  new Map(
    [...held].map(([k, e]) => [
      k,
      e.kind === 'release'
        ? `${e.status} ${e.availability!.mode} ${e.availability!.countries.join(',')}`
        : e.track!.title
    ])
  )

/** A new title for a track, its other fields (its artist and album, so its release) as they are. */
async function rename(id: number, title: string) {
  const track = await ok('viewer', 'GET', `/admin/v2/tracks/${id}`)
  await ok('editor', 'PUT', `/admin/v2/tracks/${id}`, { ...trackInputOf(track), title })
}

let serial = 0
const next = () => String(++serial).padStart(5, '0')
const upc = () => {
  const body = `2${next().padStart(10, '0')}`
  return `${body}${gtinCheckDigit(body)}`
}

async function liveRelease(tracks: number) {
  const artist = await ok('editor', 'POST', '/admin/v2/artists', { name: `Feed artist ${next()}` })
  const release = await ok('editor', 'POST', '/admin/v2/releases', {
    title: `Feed release ${next()}`,
    artist_ids: [artist.id],
    upc: upc(),
    p_line: '℗ Feed'
  })
  const isrcs: string[] = []
  const trackIds: number[] = []
  for (let i = 0; i < tracks; i++) {
    const track = await ok('editor', 'POST', '/admin/v2/tracks', {
      title: `Feed song ${next()}`,
      artist: artist.name,
      genre: 'pop',
      duration: 200,
      status: 'published'
    })
    const isrc = `DEVBL27${next()}`
    await ok('editor', 'PUT', `/admin/v2/tracks/${track.id}/catalogue`, {
      release_id: release.id,
      isrc,
      artists: [{ artist_id: artist.id, role: 'main' }],
      credits: [{ role: 'composer', name: 'Composer' }]
    })
    isrcs.push(isrc)
    trackIds.push(track.id)
  }
  await ok('editor', 'POST', LIFECYCLE_PATHS.transition(release.id, 'submit'))
  const at = new Date(Date.now() + 60_000).toISOString().slice(0, 16)
  await ok('editor', 'POST', LIFECYCLE_PATHS.transition(release.id, 'schedule'), {
    release_at: at,
    time_zone: 'UTC'
  })
  const job = new ReleaseLifecycleService(
    server.database.db,
    server.database.dialect,
    () => new Date(Date.now() + 120_000)
  )
  expect(await job.goLive()).toContain(release.id)
  return { id: release.id as number, isrcs, trackIds }
}

describe('who reads the feed', () => {
  it('needs an API key with catalog:read (or a person who reads releases)', async () => {
    expect((await server.app.inject({ method: 'GET', url: FEED_PATHS.changes })).statusCode).toBe(401)
    const plays = (
      await server.as('admin', {
        method: 'POST',
        url: '/admin/v2/api_keys',
        payload: { name: 'Plays', scope: 'plays:write' }
      })
    ).json().key
    expect((await withKey(FEED_PATHS.changes, {}, plays)).statusCode).toBe(403)
    // Whoever signs in and reads releases may read it too.
    expect((await server.as('viewer', { method: 'GET', url: FEED_PATHS.changes })).statusCode).toBe(200)
    expect((await withKey(FEED_PATHS.changes, { since: 'not-a-cursor' })).statusCode).toBe(400)
    expect((await withKey(FEED_PATHS.changes, { limit: '0' })).statusCode).toBe(400)
    const tooLong = await withKey(FEED_PATHS.changes, { limit: String(FEED_PAGE_MAX + 1) })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.body).toContain(`limit must be at most ${FEED_PAGE_MAX}`)
    expect((await withKey(FEED_PATHS.changes, { limit: String(FEED_PAGE_MAX) })).statusCode).toBe(200)
  })
})

describe('the changes', () => {
  it('from the start hold the whole catalogue, each release and track once, in small pages', async () => {
    const reader = client(7)
    await reader.catchUp()
    expect(new Set(reader.seen).size).toBe(reader.seen.length)
    expect(heldView(reader.held)).toEqual(await truth())
  })

  it('across many changes read in small pages: nothing skipped, nothing twice, the same as reading from the start', async () => {
    const follower = client(3)
    await follower.catchUp()
    const { id, trackIds } = await liveRelease(3)
    await follower.catchUp()
    for (let round = 0; round < 6; round++) {
      const extra = await ok('editor', 'POST', '/admin/v2/tracks', {
        title: `Round ${round}`,
        artist: 'Feed Band',
        genre: 'rock',
        duration: 150
      })
      await rename(trackIds[round % 3], `Renamed ${round}`)
      await ok('editor', 'PUT', LIFECYCLE_PATHS.availability(id), {
        mode: 'exclude',
        countries: [['US', 'CA', 'MX'][round % 3]]
      })
      if (round % 2 === 0) await ok('editor', 'DELETE', `/admin/v2/tracks/${extra.id}`)
      if (round === 3)
        await ok('admin', 'POST', LIFECYCLE_PATHS.transition(id, 'take-down'), { reason: 'Round 3' })
      if (round === 4) await ok('admin', 'POST', LIFECYCLE_PATHS.transition(id, 'reinstate'))
      if (round % 2 === 1) await follower.catchUp()
    }
    await follower.catchUp()
    expect(new Set(follower.seen).size).toBe(follower.seen.length)
    const expected = await truth()
    expect(heldView(follower.held)).toEqual(expected)
    const fresh = client(5)
    await fresh.catchUp()
    expect(heldView(fresh.held)).toEqual(expected)
    // The release's tracks moved with it: excluded from MX (the last round), live again.
    const track = follower.held.get(`track:${trackIds[0]}`)!
    expect(track).toMatchObject({
      status: 'live',
      blocked: false,
      availability: { mode: 'exclude', countries: ['MX'] }
    })
    expect(playableIn(track as never, 'DE', new Date().toISOString())).toBe(true)
    expect(playableIn(track as never, 'MX', new Date().toISOString())).toBe(false)
  })

  it('misses nothing while many writers commit at once and a reader reads on in small pages', async () => {
    const follower = client(4)
    await follower.catchUp()
    const { id, trackIds } = await liveRelease(4)
    let writing = true
    const reading = (async () => {
      while (writing) {
        await follower.catchUp()
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    })()
    await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        if (i % 6 === 5)
          await ok('editor', 'PUT', LIFECYCLE_PATHS.availability(id), {
            mode: 'include',
            countries: ['DE', 'FR']
          })
        else await rename(trackIds[i % 4], `Concurrent ${i}`)
      })
    )
    writing = false
    await reading
    await follower.catchUp()
    expect(new Set(follower.seen).size).toBe(follower.seen.length)
    expect(heldView(follower.held)).toEqual(await truth())
  })

  it('answers an empty page with the same cursor when nothing changed, and more once something does', async () => {
    const reader = client(50)
    await reader.catchUp()
    const last = reader.seen.at(-1)!
    const empty = await page(last, 10)
    expect(empty).toEqual({ data: [], next_cursor: last, has_more: false })
    await ok('editor', 'PUT', '/admin/v2/tracks/1', {
      title: 'Touched',
      artist: 'X',
      genre: 'pop',
      duration: 100
    })
    const after = await page(last, 10)
    expect(after.data.map((e) => [e.kind, e.id, e.track?.title])).toEqual([['track', 1, 'Touched']])
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'never skips a change whose transaction commits after a later one (PostgreSQL)',
    async () => {
      const reader = client(10)
      await reader.catchUp()
      let commit!: () => void
      const held = new Promise<void>((resolve) => (commit = resolve))
      let written!: () => void
      const wrote = new Promise<void>((resolve) => (written = resolve))
      // A transaction that writes first (the smaller position) and commits last.
      const slow = server.database.db.transaction().execute(async (trx) => {
        await trx.updateTable('tracks').set({ title: 'Committed late' }).where('id', '=', 2).execute()
        written()
        await held
      })
      await wrote
      await ok('editor', 'PUT', '/admin/v2/tracks/3', {
        title: 'Committed first',
        artist: 'X',
        genre: 'pop',
        duration: 100
      })
      await reader.catchUp()
      // The change committed first is read at once; the open one is not there yet, and the cursor moved past it.
      expect(reader.held.get('track:3')?.track?.title).toBe('Committed first')
      expect(reader.held.get('track:2')?.track?.title).not.toBe('Committed late')
      commit()
      await slow
      await reader.catchUp()
      expect(reader.held.get('track:2')?.track?.title).toBe('Committed late')
      expect(reader.held.get('track:3')?.track?.title).toBe('Committed first')
    }
  )
})

describe('an entry', () => {
  it("carries its release's state narrowed by the track's own and its takedown, as the track by ISRC says; a deleted track is removed", async () => {
    const reader = client(50)
    await reader.catchUp()
    const since = reader.seen.at(-1)!
    const { id, isrcs, trackIds } = await liveRelease(2)
    await ok('editor', 'PUT', LIFECYCLE_PATHS.availability(id), { mode: 'include', countries: ['DE', 'FR'] })
    await ok('editor', 'PUT', LIFECYCLE_PATHS.trackAvailability(trackIds[1]), {
      availability: { mode: 'exclude', countries: ['FR'] }
    })
    await ok('admin', 'POST', LIFECYCLE_PATHS.trackTransition(trackIds[1], 'take-down'), { reason: 'Claim' })
    const gone = await ok('editor', 'POST', '/admin/v2/tracks', {
      title: 'Soon gone',
      artist: 'Feed Band',
      genre: 'rock',
      duration: 150
    })
    await ok('editor', 'DELETE', `/admin/v2/tracks/${gone.id}`)
    const entries = (await page(since, FEED_PAGE_MAX)).data
    const entry = (kind: string, entityId: number) =>
      entries.find((e) => e.kind === kind && e.id === entityId)
    const answer = (await withKey(FEED_PATHS.track(isrcs[1]), { country: 'DE' })).json().data
    expect(entry('track', trackIds[1])).toMatchObject({
      removed: false,
      status: 'live',
      blocked: true,
      availability: answer.availability,
      availability_summary: answer.availability_summary,
      release: null,
      track: { isrc: isrcs[1], release_id: id, explicit: false, taken_down: true }
    })
    expect(answer.availability).toEqual({ mode: 'include', countries: ['DE'], from: null, until: null })
    expect(entry('track', trackIds[0])).toMatchObject({
      blocked: false,
      availability: { mode: 'include', countries: ['DE', 'FR'] },
      track: { isrc: isrcs[0], taken_down: false }
    })
    expect(entry('release', id)).toMatchObject({
      removed: false,
      status: 'live',
      blocked: false,
      availability_summary: 'Available in 2 countries (DE, FR)',
      release: { type: expect.any(String), explicit: false },
      track: null
    })
    expect(entry('track', gone.id)).toEqual({
      cursor: expect.any(String),
      kind: 'track',
      id: gone.id,
      changed_at: expect.any(String),
      removed: true,
      status: null,
      go_live_at: null,
      blocked: false,
      availability: null,
      availability_summary: null,
      release: null,
      track: null
    })
  })
})

describe('a track by ISRC', () => {
  it('says whether and why it plays in a country now, and stops once taken down', async () => {
    const { id, isrcs, trackIds } = await liveRelease(2)
    const ask = async (isrc: string, country: string) => {
      const res = await withKey(FEED_PATHS.track(isrc), { country })
      expect(res.statusCode, res.body).toBe(200)
      return res.json().data
    }
    expect(await ask(isrcs[0], 'de')).toMatchObject({
      track_id: trackIds[0],
      country: 'DE',
      playable: true,
      reason: null,
      status: 'live',
      availability_summary: 'Available worldwide',
      release: { id, status: 'live' }
    })
    await ok('editor', 'PUT', LIFECYCLE_PATHS.availability(id), { mode: 'include', countries: ['DE', 'FR'] })
    await ok('editor', 'PUT', LIFECYCLE_PATHS.trackAvailability(trackIds[1]), {
      availability: { mode: 'exclude', countries: ['FR'] }
    })
    expect(await ask(isrcs[0], 'US')).toMatchObject({ playable: false, reason: 'not_in_country' })
    expect(await ask(isrcs[1], 'FR')).toMatchObject({ playable: false, reason: 'not_in_country' })
    expect(await ask(isrcs[1], 'DE')).toMatchObject({
      playable: true,
      availability_summary: 'Available in 1 country (DE)'
    })
    await ok('admin', 'POST', LIFECYCLE_PATHS.trackTransition(trackIds[1], 'take-down'), { reason: 'Claim' })
    expect(await ask(isrcs[1], 'DE')).toMatchObject({ playable: false, reason: 'blocked', taken_down: true })
    await ok('admin', 'POST', LIFECYCLE_PATHS.transition(id, 'take-down'), { reason: 'Label' })
    expect(await ask(isrcs[0], 'DE')).toMatchObject({
      playable: false,
      reason: 'not_released',
      status: 'taken_down'
    })
    // Dashes are welcome; an unknown ISRC is a 404, a bad country a 400.
    const dashed = `${isrcs[0].slice(0, 2)}-${isrcs[0].slice(2, 5)}-${isrcs[0].slice(5, 7)}-${isrcs[0].slice(7)}`
    expect((await ask(dashed, 'DE')).track_id).toBe(trackIds[0])
    expect((await withKey(FEED_PATHS.track('ZZZZZ9900001'), { country: 'DE' })).statusCode).toBe(404)
    expect((await withKey(FEED_PATHS.track(isrcs[0]), { country: 'XX' })).statusCode).toBe(400)
  })
})
