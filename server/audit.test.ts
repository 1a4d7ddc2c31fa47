// The audit log (issue 15 §3): every write route of the API writes an audit row in the transaction of its change,
// a rejected change writes none, and administrators read the log newest first in keyset pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUDIT_PATH } from '../src/contracts/audit'
import { BULK_PATHS } from '../src/contracts/bulk'
import { gtinCheckDigit } from '../src/contracts/catalogue'
import { emailOf, PASSWORDS, startTestServer, type Role, type TestServer } from './test/harness'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({
    seed: { tracks: 20, users: 6, playlists: 2, histories: 50 },
    config: { allowRegistration: true }
  })
})
afterAll(async () => server?.close())

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE'
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const isAudited = (url: string) => url.startsWith('/admin/v2') || url.startsWith('/jwt')

const auditRows = () => server.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute()
const lastId = async () => {
  const rows = await auditRows()
  return rows.length ? rows[rows.length - 1].id : 0
}
const send = (role: Role | null, method: Method, url: string, payload?: unknown) =>
  server.as(role, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) })
const login = async (email: string, password: string) =>
  (await server.app.inject({ method: 'POST', url: '/jwt/login', payload: { email, password } })).json()

const trackBody = {
  title: 'Audited Song',
  artist: 'Audit Band',
  album: 'Logs',
  genre: 'rock',
  duration: 200,
  status: 'draft',
  explicit: false
}
const userBody = (n: number) => ({
  full_name: `Audit Person ${n}`,
  username: `audit.person${n}`,
  email: `audit${n}@people.test`,
  role: 'viewer',
  status: 'active',
  password: 'a-long-password-1'
})

let releases = 0
/** A release in `status` (set directly: the lifecycle's own tests walk the transitions); ready: passes its checks. */
async function releaseIn(status: string, ready = false): Promise<number> {
  const n = ++releases
  const artist = (await send('editor', 'POST', '/admin/v2/artists', { name: `Lifecycle ${n}` })).json().data
  const digits = `00000000${String(n).padStart(3, '0')}`
  const body = ready ? { upc: `${digits}${gtinCheckDigit(digits)}`, p_line: '℗ Audit' } : {}
  const release = (
    await send('editor', 'POST', '/admin/v2/releases', {
      title: `Lifecycle ${n}`,
      artist_ids: [artist.id],
      ...body
    })
  ).json().data
  if (ready) {
    const track = (
      await send('editor', 'POST', '/admin/v2/tracks', { ...trackBody, title: `Lifecycle ${n}` })
    ).json().data
    await send('editor', 'PUT', `/admin/v2/tracks/${track.id}/catalogue`, {
      release_id: release.id,
      isrc: `GB-AUD-27-${String(n).padStart(5, '0')}`,
      artists: [{ artist_id: artist.id, role: 'main' }],
      credits: [{ role: 'composer', name: 'Composer' }]
    })
  }
  await server.database.db.updateTable('releases').set({ status }).where('id', '=', release.id).execute()
  return release.id
}

/**
 * How to make each write route succeed once, and the action its audit row must name. A write route missing here
 * fails the test: a new route is audited (and listed here) or it does not ship.
 */
const CASES: Record<
  string,
  () => Promise<{ role: Role | null; url: string; payload?: unknown; action: string }>
> = {
  'POST /jwt/login': async () => ({
    role: null,
    url: '/jwt/login',
    payload: { email: emailOf('viewer'), password: PASSWORDS.viewer },
    action: 'sign_in'
  }),
  'POST /jwt/register': async () => ({
    role: null,
    url: '/jwt/register',
    payload: { username: 'newcomer', email: 'newcomer@people.test', password: 'a-long-password-1' },
    action: 'register'
  }),
  'POST /jwt/refresh-token': async () => {
    const { refreshToken } = await login(emailOf('editor'), PASSWORDS.editor)
    return { role: null, url: '/jwt/refresh-token', payload: { refreshToken }, action: 'refresh' }
  },
  'POST /jwt/logout': async () => {
    const { refreshToken } = await login(emailOf('editor'), PASSWORDS.editor)
    return { role: null, url: '/jwt/logout', payload: { refreshToken }, action: 'sign_out' }
  },
  'PUT /admin/v2/account': async () => ({
    role: 'editor',
    url: '/admin/v2/account',
    payload: { fullName: 'Edited Editor', username: 'editor', email: emailOf('editor') },
    action: 'update'
  }),
  'PUT /admin/v2/account/password': async () => ({
    role: 'viewer',
    url: '/admin/v2/account/password',
    payload: { currentPassword: PASSWORDS.viewer, newPassword: PASSWORDS.viewer + '-x' },
    action: 'password_change'
  }),
  'POST /admin/v2/account/sessions/sign-out-others': async () => ({
    role: 'admin',
    url: '/admin/v2/account/sessions/sign-out-others',
    action: 'sessions_revoke'
  }),
  'DELETE /admin/v2/account/sessions/:id': async () => {
    await login(emailOf('admin'), PASSWORDS.admin)
    const sessions = (await server.as('admin', { method: 'GET', url: '/admin/v2/account/sessions' })).json()
      .data
    const other = sessions.find((s: { current: boolean }) => !s.current)
    return { role: 'admin', url: `/admin/v2/account/sessions/${other.id}`, action: 'sessions_revoke' }
  },
  'POST /admin/v2/tracks': async () => ({
    role: 'editor',
    url: '/admin/v2/tracks',
    payload: trackBody,
    action: 'create'
  }),
  'PUT /admin/v2/tracks/:id': async () => ({
    role: 'editor',
    url: '/admin/v2/tracks/1',
    payload: { ...trackBody, title: 'Renamed' },
    action: 'update'
  }),
  'DELETE /admin/v2/tracks/:id': async () => ({
    role: 'editor',
    url: '/admin/v2/tracks/2',
    action: 'delete'
  }),
  'PATCH /admin/v2/tracks/bulk': async () => ({
    role: 'editor',
    url: BULK_PATHS.tracks,
    payload: { ids: [3, 4], changes: { genre: 'ambient', status: 'published' } },
    action: 'bulk_update'
  }),
  'POST /admin/v2/tracks/bulk/delete': async () => ({
    role: 'editor',
    url: BULK_PATHS.tracksDelete,
    payload: { ids: [5] },
    action: 'bulk_delete'
  }),
  'POST /admin/v2/tracks/bulk/:id/undo': async () => {
    const res = await send('editor', 'PATCH', BULK_PATHS.tracks, { ids: [6], changes: { album: 'Undo Me' } })
    return { role: 'editor', url: BULK_PATHS.tracksUndo(res.json().data.undo_id), action: 'undo' }
  },
  'POST /admin/v2/artists': async () => ({
    role: 'editor',
    url: '/admin/v2/artists',
    payload: { name: 'Audited Artist' },
    action: 'create'
  }),
  'PUT /admin/v2/artists/:id': async () => {
    const id = (await send('editor', 'POST', '/admin/v2/artists', { name: 'To rename' })).json().data.id
    return { role: 'editor', url: `/admin/v2/artists/${id}`, payload: { name: 'Renamed' }, action: 'update' }
  },
  'DELETE /admin/v2/artists/:id': async () => {
    const id = (await send('editor', 'POST', '/admin/v2/artists', { name: 'To delete' })).json().data.id
    return { role: 'editor', url: `/admin/v2/artists/${id}`, action: 'delete' }
  },
  'POST /admin/v2/artists/merge': async () => {
    const from = (await send('editor', 'POST', '/admin/v2/artists', { name: 'Merged' })).json().data.id
    const into = (await send('editor', 'POST', '/admin/v2/artists', { name: 'Kept' })).json().data.id
    return { role: 'editor', url: '/admin/v2/artists/merge', payload: { from, into }, action: 'merge' }
  },
  'POST /admin/v2/artists/merge/:id/undo': async () => {
    const from = (await send('editor', 'POST', '/admin/v2/artists', { name: 'Merged 2' })).json().data.id
    const into = (await send('editor', 'POST', '/admin/v2/artists', { name: 'Kept 2' })).json().data.id
    const merged = await send('editor', 'POST', '/admin/v2/artists/merge', { from, into })
    return {
      role: 'editor',
      url: `/admin/v2/artists/merge/${merged.json().data.undo_id}/undo`,
      action: 'undo'
    }
  },
  'POST /admin/v2/genres': async () => ({
    role: 'admin',
    url: '/admin/v2/genres',
    payload: { name: 'Audited Genre' },
    action: 'create'
  }),
  'PUT /admin/v2/genres/:slug': async () => ({
    role: 'admin',
    url: '/admin/v2/genres/ambient',
    payload: { name: 'Ambient music' },
    action: 'update'
  }),
  'POST /admin/v2/releases': async () => {
    const artist = (await send('editor', 'POST', '/admin/v2/artists', { name: 'Release Maker' })).json().data
      .id
    return {
      role: 'editor',
      url: '/admin/v2/releases',
      payload: { title: 'Audited Release', artist_ids: [artist] },
      action: 'create'
    }
  },
  'PUT /admin/v2/releases/:id': async () => {
    const artist = (await send('editor', 'POST', '/admin/v2/artists', { name: 'Release Renamer' })).json()
      .data.id
    const payload = { title: 'Before', artist_ids: [artist] }
    const id = (await send('editor', 'POST', '/admin/v2/releases', payload)).json().data.id
    return {
      role: 'editor',
      url: `/admin/v2/releases/${id}`,
      payload: { ...payload, title: 'After' },
      action: 'update'
    }
  },
  'DELETE /admin/v2/releases/:id': async () => {
    const artist = (await send('editor', 'POST', '/admin/v2/artists', { name: 'Release Deleter' })).json()
      .data.id
    const payload = { title: 'Gone', artist_ids: [artist] }
    const id = (await send('editor', 'POST', '/admin/v2/releases', payload)).json().data.id
    return { role: 'editor', url: `/admin/v2/releases/${id}`, action: 'delete' }
  },
  'PUT /admin/v2/releases/:id/tracks': async () => {
    const artist = (await send('editor', 'POST', '/admin/v2/artists', { name: 'Orderer' })).json().data.id
    const id = (
      await send('editor', 'POST', '/admin/v2/releases', { title: 'Empty', artist_ids: [artist] })
    ).json().data.id
    return {
      role: 'editor',
      url: `/admin/v2/releases/${id}/tracks`,
      payload: { tracks: [] },
      action: 'update'
    }
  },
  'PUT /admin/v2/tracks/:id/catalogue': async () => {
    const artist = (await send('editor', 'POST', '/admin/v2/artists', { name: 'Catalogued' })).json().data.id
    return {
      role: 'editor',
      url: '/admin/v2/tracks/10/catalogue',
      payload: { isrc: 'GB-AAA-26-00001', artists: [{ artist_id: artist, role: 'main' }] },
      action: 'update'
    }
  },
  'PUT /admin/v2/tracks/:id/tag-links': async () => ({
    role: 'editor',
    url: '/admin/v2/tracks/14/tag-links',
    payload: {
      artist: 'Audited Tag Artist',
      album_artist: '',
      album: '',
      composer: '',
      isrc: null,
      disc_number: 1,
      track_number: null
    },
    action: 'create'
  }),
  'POST /admin/v2/releases/:id/submit': async () => ({
    role: 'editor',
    url: `/admin/v2/releases/${await releaseIn('draft')}/submit`,
    action: 'submit_for_review'
  }),
  'POST /admin/v2/releases/:id/withdraw': async () => ({
    role: 'editor',
    url: `/admin/v2/releases/${await releaseIn('in_review')}/withdraw`,
    action: 'withdraw'
  }),
  'POST /admin/v2/releases/:id/schedule': async () => ({
    role: 'editor',
    url: `/admin/v2/releases/${await releaseIn('in_review', true)}/schedule`,
    payload: { release_at: '2099-01-01T00:00', time_zone: 'Europe/Paris' },
    action: 'schedule'
  }),
  'POST /admin/v2/releases/:id/take-down': async () => ({
    role: 'admin',
    url: `/admin/v2/releases/${await releaseIn('live')}/take-down`,
    payload: { reason: 'Audited takedown' },
    action: 'take_down'
  }),
  'POST /admin/v2/releases/:id/reinstate': async () => ({
    role: 'admin',
    url: `/admin/v2/releases/${await releaseIn('taken_down')}/reinstate`,
    action: 'reinstate'
  }),
  'PUT /admin/v2/releases/:id/availability': async () => ({
    role: 'editor',
    url: `/admin/v2/releases/${await releaseIn('draft')}/availability`,
    payload: { mode: 'exclude', countries: ['US'] },
    action: 'update'
  }),
  'PUT /admin/v2/tracks/:id/availability': async () => ({
    role: 'editor',
    url: '/admin/v2/tracks/11/availability',
    payload: { availability: { mode: 'include', countries: ['DE'] } },
    action: 'update'
  }),
  'POST /admin/v2/tracks/:id/take-down': async () => ({
    role: 'admin',
    url: '/admin/v2/tracks/12/take-down',
    payload: { reason: 'Audited' },
    action: 'take_down'
  }),
  'POST /admin/v2/tracks/:id/reinstate': async () => {
    await send('admin', 'POST', '/admin/v2/tracks/13/take-down', { reason: 'To reinstate' })
    return { role: 'admin', url: '/admin/v2/tracks/13/reinstate', action: 'reinstate' }
  },
  'PATCH /admin/v2/users/bulk': async () => ({
    role: 'admin',
    url: BULK_PATHS.users,
    payload: { filters: { keyword: 'listeners' }, changes: { status: 'pending' } },
    action: 'bulk_update'
  }),
  'POST /admin/v2/users/bulk/:id/undo': async () => {
    const res = await send('admin', 'PATCH', BULK_PATHS.users, {
      filters: { keyword: 'listeners' },
      changes: { role: 'editor' }
    })
    return { role: 'admin', url: BULK_PATHS.usersUndo(res.json().data.undo_id), action: 'undo' }
  },
  'POST /admin/v2/playlists': async () => ({
    role: 'editor',
    url: '/admin/v2/playlists',
    payload: { name: 'Audited list' },
    action: 'create'
  }),
  'PUT /admin/v2/playlists/:id': async () => ({
    role: 'editor',
    url: '/admin/v2/playlists/1',
    payload: { name: 'Renamed list', description: 'new', is_public: false },
    action: 'update'
  }),
  'DELETE /admin/v2/playlists/:id': async () => ({
    role: 'editor',
    url: '/admin/v2/playlists/2',
    action: 'delete'
  }),
  'POST /admin/v2/playlists/:id/tracks': async () => ({
    role: 'editor',
    url: '/admin/v2/playlists/1/tracks',
    payload: { track_id: 7 },
    action: 'playlist_tracks_add'
  }),
  'PUT /admin/v2/playlists/:id/tracks': async () => {
    const ids = (await server.as('editor', { method: 'GET', url: '/admin/v2/playlists/1' })).json().data
      .tracks
    return {
      role: 'editor',
      url: '/admin/v2/playlists/1/tracks',
      payload: { track_ids: ids.map((t: { id: number }) => t.id).reverse() },
      action: 'playlist_tracks_reorder'
    }
  },
  'DELETE /admin/v2/playlists/:id/tracks/:trackId': async () => ({
    role: 'editor',
    url: '/admin/v2/playlists/1/tracks/7',
    action: 'playlist_tracks_remove'
  }),
  'POST /admin/v2/play_histories': async () => ({
    role: 'admin',
    url: '/admin/v2/play_histories',
    payload: {
      plays: [
        { track_id: 8, user_id: 1, played_at: '2025-03-10T12:00:00Z', duration_played: 30 },
        { track_id: 9, user_id: 1, played_at: '2025-03-10T12:05:00Z', duration_played: 30 }
      ]
    },
    action: 'plays_ingest'
  }),
  'POST /admin/v2/users': async () => ({
    role: 'admin',
    url: '/admin/v2/users',
    payload: userBody(1),
    action: 'create'
  }),
  'PUT /admin/v2/users/:id': async () => {
    const created = await send('admin', 'POST', '/admin/v2/users', userBody(2))
    return {
      role: 'admin',
      url: `/admin/v2/users/${created.json().data.id}`,
      payload: { ...userBody(2), role: 'editor' },
      action: 'update'
    }
  },
  'DELETE /admin/v2/users/:id': async () => {
    const created = await send('admin', 'POST', '/admin/v2/users', userBody(3))
    return { role: 'admin', url: `/admin/v2/users/${created.json().data.id}`, action: 'delete' }
  },
  'POST /admin/v2/api_keys': async () => ({
    role: 'admin',
    url: '/admin/v2/api_keys',
    payload: { name: 'Audited key', scope: 'catalog:read' },
    action: 'api_key_create'
  }),
  'DELETE /admin/v2/api_keys/:id': async () => {
    const created = await send('admin', 'POST', '/admin/v2/api_keys', {
      name: 'Revoked key',
      scope: 'plays:write'
    })
    return { role: 'admin', url: `/admin/v2/api_keys/${created.json().data.id}`, action: 'api_key_revoke' }
  },
  'POST /admin/v2/webhooks': async () => ({
    role: 'admin',
    url: '/admin/v2/webhooks',
    payload: { url: 'https://example.com/hook', events: ['release.live'] },
    action: 'webhook_create'
  }),
  'DELETE /admin/v2/webhooks/:id': async () => {
    const created = await send('admin', 'POST', '/admin/v2/webhooks', {
      url: 'https://example.com/gone',
      events: ['release.live']
    })
    return { role: 'admin', url: `/admin/v2/webhooks/${created.json().data.id}`, action: 'webhook_delete' }
  },
  'POST /admin/v2/webhooks/:id/deliveries/:deliveryId/resend': async () => {
    const created = await send('admin', 'POST', '/admin/v2/webhooks', {
      url: 'https://example.com/again',
      events: ['release.live']
    })
    const endpointId = created.json().data.id as number
    // A delivery that ended failed, as one whose day of retries ran out.
    const { id } = await server.database.db
      .insertInto('webhook_deliveries')
      .values({
        endpoint_id: endpointId,
        event: 'release.live',
        event_id: 'e1',
        body: '{}',
        state: 'failed',
        created_at: new Date().toISOString(),
        retry_until: new Date().toISOString()
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return {
      role: 'admin',
      url: `/admin/v2/webhooks/${endpointId}/deliveries/${id}/resend`,
      action: 'webhook_resend'
    }
  }
}

/** POST routes that only read (a lookup too large for a query string): they change nothing, so they log nothing. */
const READS_BY_POST = new Set(['POST /admin/v2/tracks/hashes', 'POST /admin/v2/tracks/tag-links/plan'])
/** POST routes that only queue the analysis of audio already stored: nothing a person typed changes, so they log nothing. */
const QUEUES_ONLY = new Set(['POST /admin/v2/tracks/analysis', 'POST /admin/v2/tracks/:id/analysis'])

describe('the audit log', () => {
  it('every write route of the API writes an audit row', async () => {
    const writes = server.app.routeTable
      .filter((r) => WRITES.has(r.method) && isAudited(r.url))
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !READS_BY_POST.has(route) && !QUEUES_ONLY.has(route))
    expect(writes.length).toBeGreaterThan(20)
    const missing = writes.filter((w) => !(w in CASES))
    expect(missing, 'write routes without an audit case').toEqual([])
    for (const route of writes) {
      const method = route.split(' ')[0] as Method
      const { role, url, payload, action } = await CASES[route]()
      const since = await lastId()
      const res = await send(role, method, url, payload)
      expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300)
      const rows = (await auditRows()).filter((r) => r.id > since)
      expect(
        rows.map((r) => r.action),
        route
      ).toContain(action)
      const row = rows.find((r) => r.action === action)!
      expect(row.request_id, route).toBe(res.headers['x-request-id'])
      expect(row.ip, route).toBeTruthy()
      // Passwords and their hashes never reach the log.
      for (const secret of Object.values(PASSWORDS)) expect(JSON.stringify(rows)).not.toContain(secret)
      expect(JSON.stringify(rows)).not.toMatch(/scrypt\$/)
    }
  })

  it('stores who, and only the fields that changed, before and after', async () => {
    const before = (await server.as('admin', { method: 'GET', url: '/admin/v2/tracks/10' })).json().data
    const since = await lastId()
    const res = await send('editor', 'PUT', '/admin/v2/tracks/10', {
      title: before.title,
      artist: 'Another Artist',
      album: before.album,
      genre: before.genre,
      duration: before.duration,
      release_date: before.release_date,
      cover_url: before.cover_url,
      status: before.status,
      explicit: !before.explicit
    })
    expect(res.statusCode).toBe(200)
    const [row] = (await auditRows()).filter((r) => r.id > since)
    const editor = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', emailOf('editor'))
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ user_id: editor.id, action: 'update', entity: 'track', entity_id: '10' })
    expect(JSON.parse(row.before!)).toEqual({ artist: before.artist, explicit: before.explicit })
    expect(JSON.parse(row.after!)).toEqual({ artist: 'Another Artist', explicit: !before.explicit })
  })

  it('names what it changed as it was then, the key that acted, and the device a session signed in from', async () => {
    const auditPage = async (filters: object) =>
      (
        await server.as('admin', {
          method: 'GET',
          url: AUDIT_PATH,
          query: { per_page: '1', filters: JSON.stringify(filters) }
        })
      ).json().data[0]

    const track = (await server.as('admin', { method: 'GET', url: '/admin/v2/tracks/15' })).json().data
    expect((await send('editor', 'DELETE', '/admin/v2/tracks/15')).statusCode).toBe(200)
    expect(await auditPage({ entity: 'track', action: 'delete', entity_id: '15' })).toMatchObject({
      entity_name: track.title
    })

    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/jwt/login',
      headers: { 'user-agent': chrome },
      payload: { email: emailOf('editor'), password: PASSWORDS.editor }
    })
    expect(signIn.statusCode).toBe(200)
    expect(await auditPage({ entity: 'session', action: 'sign_in' })).toMatchObject({
      entity_name: 'Chrome on Linux'
    })

    const created = await send('admin', 'POST', '/admin/v2/api_keys', {
      name: 'Streaming backend',
      scope: 'plays:write'
    })
    expect(created.statusCode).toBe(201)
    const key: string = created.json().key
    const ingest = await server.app.inject({
      method: 'POST',
      url: '/admin/v2/play_histories',
      headers: { authorization: `Bearer ${key}` },
      payload: {
        plays: [{ track_id: 8, user_id: 1, played_at: '2025-03-11T12:00:00Z', duration_played: 30 }]
      }
    })
    expect(ingest.statusCode, ingest.body).toBeLessThan(300)
    const entry = await auditPage({ action: 'plays_ingest' })
    expect(entry).toMatchObject({ api_key_name: 'Streaming backend', user_name: expect.any(String) })
    expect(key.startsWith(entry.api_key_prefix)).toBe(true)
    expect(entry.api_key_prefix.length).toBeGreaterThan(4)
  })

  it('a failed sign-in is recorded; a rejected change is not', async () => {
    let since = await lastId()
    const bad = await server.app.inject({
      method: 'POST',
      url: '/jwt/login',
      payload: { email: emailOf('admin'), password: 'wrong-password' }
    })
    expect(bad.statusCode).toBe(400)
    const [failed] = (await auditRows()).filter((r) => r.id > since)
    expect(failed).toMatchObject({ action: 'sign_in_failed', entity: 'session' })
    expect(JSON.parse(failed.after!)).toMatchObject({ email: emailOf('admin') })

    for (const role of ['viewer', 'editor', 'admin'] as const) await server.token(role)
    since = await lastId()
    const rejected = [
      await send('viewer', 'PUT', '/admin/v2/tracks/11', trackBody),
      await send('editor', 'PUT', '/admin/v2/tracks/11', { ...trackBody, genre: 'polka' }),
      await send('editor', 'DELETE', '/admin/v2/tracks/999999'),
      await send('viewer', 'PATCH', BULK_PATHS.tracks, { ids: [11], changes: { genre: 'pop' } }),
      await send('editor', 'PATCH', BULK_PATHS.users, { ids: [1], changes: { role: 'viewer' } }),
      await send('editor', 'POST', '/admin/v2/playlists/1/tracks', { track_id: 999999 }),
      await send('admin', 'POST', '/admin/v2/users', { ...userBody(1) })
    ]
    expect(rejected.map((r) => r.statusCode)).toEqual([403, 400, 404, 403, 403, 404, 409])
    expect((await auditRows()).filter((r) => r.id > since)).toEqual([])
  })

  it('administrators read it newest first in keyset pages with filters; others may not', async () => {
    expect((await server.as('editor', { method: 'GET', url: AUDIT_PATH })).statusCode).toBe(403)
    const all = await auditRows()
    const seen: number[] = []
    let before: number | null = null
    do {
      const res = await server.as('admin', {
        method: 'GET',
        url: AUDIT_PATH,
        query: { per_page: '7', ...(before ? { before: String(before) } : {}) }
      })
      expect(res.statusCode).toBe(200)
      const page = res.json()
      seen.push(...page.data.map((e: { id: number }) => e.id))
      before = page.next_before
    } while (before !== null)
    expect(seen).toEqual(all.map((r) => r.id).reverse())

    const tracks = await server.as('admin', {
      method: 'GET',
      url: AUDIT_PATH,
      query: { per_page: '100', filters: JSON.stringify({ entity: 'track', action: 'update' }) }
    })
    const rows = tracks.json().data
    expect(rows.length).toBe(all.filter((r) => r.entity === 'track' && r.action === 'update').length)
    expect(rows[0]).toMatchObject({ entity: 'track', action: 'update', user_name: 'Edited Editor' })
    expect(
      (await server.as('admin', { method: 'GET', url: AUDIT_PATH, query: { filters: '{"action":"nope"}' } }))
        .statusCode
    ).toBe(400)
  })

  it('exports the filtered log as CSV, newest first, with the changed fields as JSON; administrators only', async () => {
    const filters = JSON.stringify({ entity: 'track', action: 'update' })
    const listed = (
      await server.as('admin', { method: 'GET', url: AUDIT_PATH, query: { per_page: '100', filters } })
    ).json().data as { id: number; before: unknown; after: unknown; user_name: string | null }[]
    expect(listed.length).toBeGreaterThan(0)
    const res = await server.as('admin', { method: 'GET', url: `${AUDIT_PATH}/export`, query: { filters } })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-[\d-]+\.csv"$/)
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...lines] = res.rawPayload.subarray(3).toString('utf8').split('\r\n').filter(Boolean)
    expect(header).toBe(
      'id,created_at,user_id,user_name,api_key_id,action,entity,entity_id,before,after,request_id,ip'
    )
    expect(lines.map((line) => Number(line.split(',')[0]))).toEqual(listed.map((e) => e.id))
    // The JSON cells are quoted (they hold commas and quotes): read the first row's before/after back.
    const cells = lines[0]
      .match(/"(?:[^"]|"")*"/g)!
      .map((c) => JSON.parse(c.slice(1, -1).replace(/""/g, '"')))
    expect(cells).toEqual([listed[0].before, listed[0].after])

    expect((await server.as('editor', { method: 'GET', url: `${AUDIT_PATH}/export` })).statusCode).toBe(403)
    const bad = await server.as('admin', {
      method: 'GET',
      url: `${AUDIT_PATH}/export`,
      query: { filters: '{"entity":"nope"}' }
    })
    expect(bad.statusCode).toBe(400)
  })
})
