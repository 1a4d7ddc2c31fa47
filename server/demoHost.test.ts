// One implementation, two hosts (issue 34): a request to demo mode's service-hosted handler and the same request to
// the API server are answered by the same service function, from the same rows, with the same envelope.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { accounts } from '../src/@fake-db/auth/data'
import { trackInputOf, type Track } from '../src/contracts/music'
import { requireAbility } from '../src/@fake-db/auth/requireAuth'
import { issueToken } from '../src/@fake-db/auth/tokens'
import { routes as bulkRoutes } from '../src/@fake-db/music/host/bulk'
import { routes as trackRoutes } from '../src/@fake-db/music/host/tracks'
import { setMusicHost } from '../src/@fake-db/music/host/musicHost'
import { demoCoverUrl } from '../src/@fake-db/music/host/demoMedia'
import type { MockRequest } from '../src/@fake-db/mock'
import * as repository from './catalog/tracksRepository'
import { startTestServer, type TestServer } from './test/harness'

vi.mock('./catalog/tracksRepository', async (original) => {
  const actual = await original<typeof import('./catalog/tracksRepository')>()
  return { ...actual, listTracks: vi.fn(actual.listTracks), findTrack: vi.fn(actual.findTrack) }
})

let server: TestServer
let written = 0
beforeAll(async () => {
  server = await startTestServer()
  // Demo mode's host on the very database the server answers from.
  setMusicHost({
    db: server.database.db,
    dialect: server.database.dialect,
    written: async () => void written++
  })
})
afterAll(async () => {
  setMusicHost(undefined)
  await server?.close()
})

const admin = () => accounts.find((a) => a.role === 'admin')!
const viewer = () => accounts.find((a) => a.role !== 'admin')!

/** The demo handler of `method` for `url`, behind the fake database's guard, as registerRoutes wires it. */
async function demo(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  url: string,
  accountId: number | null,
  body?: unknown
) {
  const route = [...bulkRoutes, ...trackRoutes].find((r) => r.method === method && r.path.test(url))!
  const request: MockRequest = {
    url,
    method,
    params: {},
    body,
    headers: accountId === null ? {} : { Authorization: `Bearer ${issueToken(accountId, 'access')}` }
  }
  const [status, answer] = await requireAbility(route.action, route.subject, route.handler)(request)
  return { status, body: answer as Record<string, unknown> }
}

/** An answer less its audio URLs (signed on the server, synthesized in the page), its covers as demo mode shows them. */
const withoutAudio = (body: unknown) =>
  JSON.parse(JSON.stringify(body), (key, value: unknown) =>
    key === 'audio_url' ? undefined : key === 'cover_url' ? demoCoverUrl(value as string | null) : value
  )

describe('demo mode and the server answer tracks with the same service', () => {
  it('lists a page through the same repository function, with the same rows and envelope', async () => {
    const url = '/admin/v2/tracks?page=2&per_page=5&sort_by=title&sort_dir=asc'
    vi.mocked(repository.listTracks).mockClear()
    const fromDemo = await demo('get', url, admin().id)
    expect(repository.listTracks).toHaveBeenCalledTimes(1)
    const fromServer = await server.as('admin', { method: 'GET', url })
    expect(repository.listTracks).toHaveBeenCalledTimes(2)
    expect(fromDemo.status).toBe(200)
    expect(fromServer.statusCode).toBe(200)
    expect(withoutAudio(fromDemo.body)).toEqual(withoutAudio(fromServer.json()))
    expect(fromDemo.body.page_meta).toEqual({ total: 30, page: 2, per_page: 5 })
  })

  it('answers one track, a missing one and a bad list query with the server’s sentences', async () => {
    vi.mocked(repository.findTrack).mockClear()
    const one = await demo('get', '/admin/v2/tracks/3', admin().id)
    expect(repository.findTrack).toHaveBeenCalledWith(server.database.db, 3)
    expect(withoutAudio(one.body)).toEqual(
      withoutAudio((await server.as('admin', { method: 'GET', url: '/admin/v2/tracks/3' })).json())
    )
    for (const url of ['/admin/v2/tracks/999999', '/admin/v2/tracks?per_page=5000']) {
      const fromDemo = await demo('get', url, admin().id)
      const fromServer = await server.as('admin', { method: 'GET', url })
      expect([fromDemo.status, fromDemo.body]).toEqual([fromServer.statusCode, fromServer.json()])
    }
  })

  it('guards as the server does: 401 without a session, 403 for a role that may not write', async () => {
    expect((await demo('get', '/admin/v2/tracks', null)).status).toBe(401)
    const refused = await demo('delete', '/admin/v2/tracks/1', viewer().id)
    expect(refused.status).toBe(403)
    expect(written).toBe(0)
  })

  it('edits and deletes through the service, saving after each write', async () => {
    const before = (await demo('get', '/admin/v2/tracks/4', admin().id)).body.data as Track
    const stored = (await server.as('admin', { method: 'GET', url: '/admin/v2/tracks/4' })).json()
      .data as Track
    // As the track form sends it: a drawn demo cover (a data: URL) is no URL the API takes back, so none is sent.
    const fields = { ...trackInputOf(before), cover_url: '' }
    const edited = await demo('put', '/admin/v2/tracks/4', admin().id, {
      ...fields,
      title: 'Edited in demo mode'
    })
    expect(edited.status).toBe(200)
    expect(written).toBe(1)
    const onServer = (await server.as('admin', { method: 'GET', url: '/admin/v2/tracks/4' })).json()
    expect(onServer.data.title).toBe('Edited in demo mode')
    expect(onServer.data.cover_url).toBe(stored.cover_url)
    const invalidEdit = await demo('put', '/admin/v2/tracks/4', admin().id, { ...fields, title: '' })
    const serverInvalid = await server.as('admin', {
      method: 'PUT',
      url: '/admin/v2/tracks/4',
      payload: { ...fields, title: '' }
    })
    expect([invalidEdit.status, invalidEdit.body]).toEqual([serverInvalid.statusCode, serverInvalid.json()])
    expect((await demo('delete', '/admin/v2/tracks/4', admin().id)).status).toBe(200)
    expect((await server.as('admin', { method: 'GET', url: '/admin/v2/tracks/4' })).statusCode).toBe(404)
    expect(written).toBe(2)
  })
})

describe('demo mode’s bulk edits and new tracks on the server’s services', () => {
  it('edits tracks in bulk and undoes the edit, as the server does', async () => {
    const edit = await demo('patch', '/admin/v2/tracks/bulk', admin().id, {
      ids: [5, 6],
      changes: { genre: 'blues' }
    })
    expect(edit.status).toBe(200)
    const result = edit.body.data as { changed: number; undo_id: number }
    expect(result.changed).toBe(2)
    const genres = await server.database.db
      .selectFrom('tracks')
      .select('genre')
      .where('id', 'in', [5, 6])
      .execute()
    expect(genres.map((t) => t.genre)).toEqual(['blues', 'blues'])
    const undone = await demo('post', `/admin/v2/tracks/bulk/${result.undo_id}/undo`, admin().id)
    expect(undone.status).toBe(200)
    const refused = { changes: { genre: 'polka' }, ids: [5] }
    const fromDemo = await demo('patch', '/admin/v2/tracks/bulk', admin().id, refused)
    const fromServer = await server.as('admin', {
      method: 'PATCH',
      url: '/admin/v2/tracks/bulk',
      payload: refused
    })
    expect([fromDemo.status, fromDemo.body]).toEqual([fromServer.statusCode, fromServer.json()])
  })

  it('creates a track from JSON and answers which audio hashes it knows', async () => {
    const fields = {
      title: 'Made in demo mode',
      artist: 'Ada Rivera',
      genre: 'pop',
      duration: 120,
      status: 'draft'
    }
    const created = await demo('post', '/admin/v2/tracks', admin().id, fields)
    expect(created.status).toBe(201)
    const id = (created.body.data as { id: number }).id
    expect(
      (await server.as('admin', { method: 'GET', url: `/admin/v2/tracks/${id}` })).json().data.title
    ).toBe('Made in demo mode')
    const hashes = { hashes: ['0'.repeat(64)] }
    expect((await demo('post', '/admin/v2/tracks/hashes', admin().id, hashes)).body).toEqual({ data: [] })
    const bad = { hashes: ['nope'] }
    const fromDemo = await demo('post', '/admin/v2/tracks/hashes', admin().id, bad)
    const fromServer = await server.as('admin', {
      method: 'POST',
      url: '/admin/v2/tracks/hashes',
      payload: bad
    })
    expect([fromDemo.status, fromDemo.body]).toEqual([fromServer.statusCode, fromServer.json()])
  })
})

describe('track responses carry the analysis of their audio (issue 38)', () => {
  it('answers a done analysis and its gain in the demo list and detail, the server search and a playlist', async () => {
    const db = server.database.db
    const track = await db
      .selectFrom('tracks')
      .select(['id', 'title', 'audio_key'])
      .where('audio_key', 'is not', null)
      .where('id', 'in', (q) => q.selectFrom('playlist_tracks').select('track_id'))
      .orderBy('id')
      .executeTakeFirstOrThrow()
    // The seed analysed every track (seededAnalysis.ts); this one's gain is set apart from what the seed measured.
    await db
      .updateTable('track_analysis')
      .set({ status: 'done', gain_db: -2.5, updated_at: '2026-01-01T00:00:00Z' })
      .where('track_id', '=', track.id)
      .execute()
    const fields = (t: Track) => [t.analysis_status, t.gain_db]
    const one = await demo('get', `/admin/v2/tracks/${track.id}`, admin().id)
    expect(fields(one.body.data as Track)).toEqual(['done', -2.5])
    const listed = await demo('get', `/admin/v2/tracks?id=${track.id}`, admin().id)
    expect(fields(listed.body.data as Track)).toEqual(['done', -2.5])
    const filters = encodeURIComponent(JSON.stringify({ keyword: track.title }))
    const page = await demo('get', `/admin/v2/tracks?per_page=50&filters=${filters}`, admin().id)
    expect(page.status).toBe(200)
    const rows = page.body.data as Track[]
    expect(fields(rows.find((t) => t.id === track.id)!)).toEqual(['done', -2.5])
    const all = (await demo('get', '/admin/v2/tracks?per_page=50', admin().id)).body.data as Track[]
    const others = all.filter((t) => t.id !== track.id && t.analysis_status !== null)
    expect(others.length).toBeGreaterThan(0)
    expect(others.every((t) => t.analysis_status === 'done' && t.gain_db !== -2.5)).toBe(true)

    const found = await server.as('admin', {
      method: 'GET',
      url: `/admin/v2/search?q=${encodeURIComponent(track.title)}`
    })
    const hit = (found.json().data.tracks as Track[]).find((t) => t.id === track.id)!
    expect(fields(hit)).toEqual(['done', -2.5])

    const listing = await db
      .selectFrom('playlist_tracks')
      .select('playlist_id')
      .where('track_id', '=', track.id)
      .executeTakeFirstOrThrow()
    const playlist = await server.as('admin', {
      method: 'GET',
      url: `/admin/v2/playlists/${listing.playlist_id}`
    })
    expect(playlist.statusCode).toBe(200)
    const tracks = playlist.json().data.tracks as Track[]
    expect(fields(tracks.find((t) => t.id === track.id)!)).toEqual(['done', -2.5])
  })
})
