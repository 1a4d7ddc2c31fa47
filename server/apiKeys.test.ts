// API keys: created by administrators only, stored as hashes, accepted as Bearer within their scope (never on user
// or key management, nor the account), refused once revoked, rate limited per key, audited.
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hourOf } from './accounts/apiKeyUsage'
import { startTestServer, type TestServer } from './test/harness'

let server: TestServer
let trackId: number
let userId: number

const KEYS = '/admin/v2/api_keys'
const create = async (name: string, scope: string) => {
  const res = await server.as('admin', { method: 'POST', url: KEYS, payload: { name, scope } })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as {
    data: { id: number; maskedKey: string; scope: string; requestsLast24h: number }
    key: string
  }
}
const withKey = (key: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}` } })

const newTrack = { title: 'Key track', artist: 'Someone', genre: 'pop', duration: 120 }
const play = () => ({
  plays: [{ track_id: trackId, user_id: userId, played_at: '2025-03-10T12:00:00Z', duration_played: 30 }]
})

beforeAll(async () => {
  server = await startTestServer({
    seed: { tracks: 5, users: 3, playlists: 1, histories: 10 },
    config: { apiKeyRateMax: 25 }
  })
  const db = server.database.db
  trackId = (await db.selectFrom('tracks').select('id').executeTakeFirstOrThrow()).id
  userId = (await db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id
})
afterAll(() => server?.close())

describe('API keys', () => {
  it('are stored only as a SHA-256 hash beside their readable start, and listed without the secret', async () => {
    const { data, key } = await create('Hash check', 'catalog:read')
    expect(key).toMatch(/^vbl_live_[\w-]{43}$/)
    const row = await server.database.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow()
    expect(row.key_hash).toBe(createHash('sha256').update(key).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(key.slice(13))
    expect(data.maskedKey).toBe(`${key.slice(0, 13)}${'•'.repeat(8)}`)
    const list = await server.as('admin', { method: 'GET', url: KEYS })
    expect(list.statusCode).toBe(200)
    expect(list.body).not.toContain(key.slice(13))
    expect(list.json().data.map((k: { id: number }) => k.id)).toContain(data.id)
  })

  it('catalog:read reads the catalogue and plays, and nothing else', async () => {
    const { key } = await create('Reader', 'catalog:read')
    expect((await withKey(key, 'GET', '/admin/v2/tracks')).statusCode).toBe(200)
    expect((await withKey(key, 'GET', '/admin/v2/tracks/export')).statusCode).toBe(200)
    expect((await withKey(key, 'GET', '/admin/v2/playlists')).statusCode).toBe(200)
    expect((await withKey(key, 'GET', `/admin/v2/play_histories?track_id=${trackId}`)).statusCode).toBe(200)
    expect((await withKey(key, 'POST', '/admin/v2/tracks', newTrack)).statusCode).toBe(403)
    expect((await withKey(key, 'POST', '/admin/v2/play_histories', play())).statusCode).toBe(403)
    expect((await withKey(key, 'GET', '/admin/v2/users')).statusCode).toBe(403)
    expect((await withKey(key, 'GET', KEYS)).statusCode).toBe(403)
  })

  it('catalog:write changes tracks and playlists but reaches neither users nor keys nor plays', async () => {
    const { key } = await create('Writer', 'catalog:write')
    const created = await withKey(key, 'POST', '/admin/v2/tracks', newTrack)
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().data.id
    expect((await withKey(key, 'DELETE', `/admin/v2/tracks/${id}`)).statusCode).toBe(200)
    expect((await withKey(key, 'POST', '/admin/v2/play_histories', play())).statusCode).toBe(403)
    expect((await withKey(key, 'GET', '/admin/v2/users')).statusCode).toBe(403)
    expect((await withKey(key, 'DELETE', `/admin/v2/users/${userId}`)).statusCode).toBe(403)
    expect((await withKey(key, 'POST', KEYS, { name: 'escalate', scope: 'catalog:write' })).statusCode).toBe(
      403
    )
    expect((await withKey(key, 'GET', '/admin/v2/account')).statusCode).toBe(403)
  })

  it('plays:write reports plays and reads nothing', async () => {
    const { key } = await create('Streaming back end', 'plays:write')
    const res = await withKey(key, 'POST', '/admin/v2/play_histories', play())
    expect(res.statusCode, res.body).toBe(201)
    expect((await withKey(key, 'GET', '/admin/v2/tracks')).statusCode).toBe(403)
    expect((await withKey(key, 'GET', '/admin/v2/play_histories')).statusCode).toBe(403)
    const used = await server.database.db
      .selectFrom('api_keys')
      .select('last_used_at')
      .where('name', '=', 'Streaming back end')
      .executeTakeFirstOrThrow()
    expect(used.last_used_at).not.toBeNull()
  })

  it('a revoked or unknown key answers 401; revoking is audited', async () => {
    const { data, key } = await create('Soon gone', 'catalog:read')
    expect((await withKey(key, 'GET', '/admin/v2/tracks')).statusCode).toBe(200)
    const revoked = await server.as('admin', { method: 'DELETE', url: `${KEYS}/${data.id}` })
    expect(revoked.statusCode).toBe(200)
    expect((await withKey(key, 'GET', '/admin/v2/tracks')).statusCode).toBe(401)
    expect((await withKey(`${key.slice(0, -1)}x`, 'GET', '/admin/v2/tracks')).statusCode).toBe(401)
    expect((await server.as('admin', { method: 'DELETE', url: `${KEYS}/${data.id}` })).statusCode).toBe(404)
    const list = await server.as('admin', { method: 'GET', url: KEYS })
    expect(list.json().data.map((k: { id: number }) => k.id)).not.toContain(data.id)
    const audit = await server.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'api_key')
      .where('entity_id', '=', String(data.id))
      .orderBy('id')
      .execute()
    expect(audit.map((a) => a.action)).toEqual(['api_key_create', 'api_key_revoke'])
    expect(JSON.parse(audit[1].after!)).toMatchObject({ revoked_at: expect.any(String) })
    expect(audit.every((a) => !JSON.stringify(a).includes(key.slice(13)))).toBe(true)
  })

  it('only administrators manage keys; names are unique among live keys; input is validated', async () => {
    expect((await server.as('editor', { method: 'GET', url: KEYS })).statusCode).toBe(403)
    const before = await server.snapshot()
    const editor = await server.as('editor', {
      method: 'POST',
      url: KEYS,
      payload: { name: 'x', scope: 'catalog:read' }
    })
    expect(editor.statusCode).toBe(403)
    expect(await server.snapshot()).toBe(before)
    await create('Unique', 'catalog:read')
    const dup = await server.as('admin', {
      method: 'POST',
      url: KEYS,
      payload: { name: 'UNIQUE', scope: 'plays:write' }
    })
    expect(dup.statusCode).toBe(409)
    const bad = await server.as('admin', { method: 'POST', url: KEYS, payload: { name: 'x', scope: 'root' } })
    expect(bad.json()).toEqual(
      expect.objectContaining({ error: 'Choose catalog:read, catalog:write or plays:write.' })
    )
    expect(bad.statusCode).toBe(400)
  })

  it('limits each key on its own', async () => {
    const { key } = await create('Busy', 'catalog:read')
    const { key: other } = await create('Calm', 'catalog:read')
    const codes: number[] = []
    const remaining: string[] = []
    for (let i = 0; i < 26; i++) {
      const res = await withKey(key, 'GET', '/admin/v2/tracks?per_page=1')
      codes.push(res.statusCode)
      remaining.push(String(res.headers['x-ratelimit-remaining']))
      if (i === 0) {
        expect(res.headers['x-ratelimit-limit']).toBe('25')
        expect(Number(res.headers['x-ratelimit-reset'])).toBeGreaterThan(0)
      }
    }
    expect(codes.slice(0, 25).every((c) => c === 200)).toBe(true)
    // Every answer says how many requests are left in the window, down to none.
    expect(remaining.slice(0, 25)).toEqual(Array.from({ length: 25 }, (_, i) => String(24 - i)))
    const limited = await withKey(key, 'GET', '/admin/v2/tracks?per_page=1')
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.headers['x-ratelimit-remaining']).toBe('0')
    expect((await withKey(other, 'GET', '/admin/v2/tracks?per_page=1')).statusCode).toBe(200)
  })
})

describe('requests in the last 24 hours', () => {
  const listed = async (id: number) =>
    ((await server.as('admin', { method: 'GET', url: KEYS })).json().data as ApiKeyJson[]).find(
      (k) => k.id === id
    )!
  type ApiKeyJson = { id: number; requestsLast24h: number }
  const hoursAgo = (hours: number) => hourOf(new Date(Date.now() - hours * 3_600_000))

  it('counts each request a key makes, whatever its answer, and none refused by the rate limit', async () => {
    const { data, key } = await create('Counted', 'plays:write')
    expect(data.requestsLast24h).toBe(0)
    expect((await listed(data.id)).requestsLast24h).toBe(0)
    expect((await withKey(key, 'POST', '/admin/v2/play_histories', play())).statusCode).toBe(201)
    expect((await withKey(key, 'GET', '/admin/v2/tracks')).statusCode).toBe(403)
    expect((await withKey(key, 'POST', '/admin/v2/play_histories', { plays: [] })).statusCode).toBe(400)
    expect((await listed(data.id)).requestsLast24h).toBe(3)
    // Another key's requests and a person's are not this key's.
    const { key: other } = await create('Counted too', 'catalog:read')
    await withKey(other, 'GET', '/admin/v2/tracks?per_page=1')
    await server.as('admin', { method: 'GET', url: '/admin/v2/tracks?per_page=1' })
    expect((await listed(data.id)).requestsLast24h).toBe(3)
  })

  it('adds the current hour and the 23 before it, and a new hour removes the rows older than that', async () => {
    // Hours two away from the window's edges, so that the test holds if an hour ends while it runs.
    const { data, key } = await create('Hourly', 'catalog:read')
    const db = server.database.db
    await db
      .insertInto('api_key_usage')
      .values([
        { api_key_id: data.id, hour: hoursAgo(1), requests: 40 },
        { api_key_id: data.id, hour: hoursAgo(22), requests: 2 },
        { api_key_id: data.id, hour: hoursAgo(25), requests: 500 },
        { api_key_id: data.id, hour: hoursAgo(30), requests: 7 }
      ])
      .execute()
    expect((await listed(data.id)).requestsLast24h).toBe(42)
    await withKey(key, 'GET', '/admin/v2/tracks?per_page=1')
    await withKey(key, 'GET', '/admin/v2/tracks?per_page=1')
    expect((await listed(data.id)).requestsLast24h).toBe(44)
    const rows = await db
      .selectFrom('api_key_usage')
      .select(['hour', 'requests'])
      .where('api_key_id', '=', data.id)
      .execute()
    expect(rows.map((row) => row.requests).sort((a, b) => a - b)).toEqual(
      rows.length === 3 ? [2, 2, 40] : [1, 1, 2, 40]
    )
  })
})

describe("a key does at most what its owner's current role allows", () => {
  type Probe = 'readTracks' | 'editTracks' | 'readPlaylists' | 'readPlays' | 'reportPlays'
  const probes: Record<Probe, { method: 'GET' | 'POST' | 'PATCH'; url: () => string; body?: () => object }> =
    {
      readTracks: { method: 'GET', url: () => '/admin/v2/tracks?per_page=1' },
      editTracks: {
        method: 'PATCH',
        url: () => '/admin/v2/tracks/bulk',
        body: () => ({ ids: [trackId], changes: { explicit: true } })
      },
      readPlaylists: { method: 'GET', url: () => '/admin/v2/playlists?per_page=1' },
      readPlays: { method: 'GET', url: () => `/admin/v2/play_histories?track_id=${trackId}` },
      reportPlays: { method: 'POST', url: () => '/admin/v2/play_histories', body: play }
    }
  const reads: Probe[] = ['readTracks', 'readPlaylists', 'readPlays']
  // What each scope may do once its owner has each role: a demoted owner's key does what that role may, no more.
  const allowed: Record<string, Record<string, Probe[]>> = {
    'catalog:read': { admin: reads, editor: reads, viewer: reads },
    'catalog:write': { admin: [...reads, 'editTracks'], editor: [...reads, 'editTracks'], viewer: reads },
    'plays:write': { admin: ['reportPlays'], editor: [], viewer: [] }
  }
  const access: Record<string, Record<string, string>> = {
    'catalog:read': { admin: 'full', editor: 'full', viewer: 'full' },
    'catalog:write': { admin: 'full', editor: 'full', viewer: 'narrowed' },
    'plays:write': { admin: 'full', editor: 'none', viewer: 'none' }
  }

  let people = 0
  /** A second administrator who makes a key of `scope`, then is given `role` by the test's administrator. */
  const keyOfDemotedOwner = async (scope: string, role: string) => {
    const n = ++people
    const email = `owner${n}@test.vibeline`
    const account = {
      full_name: `Owner ${n}`,
      username: `owner${n}`,
      email,
      role: 'admin',
      password: 'owner-pass-123'
    }
    const made = await server.as('admin', { method: 'POST', url: '/admin/v2/users', payload: account })
    expect(made.statusCode, made.body).toBe(201)
    const user = made.json().data
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/jwt/login',
      payload: { email, password: account.password }
    })
    const ownerToken = signIn.json().accessToken as string
    const created = await server.app.inject({
      method: 'POST',
      url: KEYS,
      payload: { name: `Owner ${n} ${scope}`, scope },
      headers: { authorization: `Bearer ${ownerToken}` }
    })
    expect(created.statusCode, created.body).toBe(201)
    const { id: _id, created_at: _c, last_active_at: _l, avatar: _a, ...fields } = user
    const changed = await server.as('admin', {
      method: 'PUT',
      url: `/admin/v2/users/${user.id}`,
      payload: { ...fields, role }
    })
    expect(changed.statusCode, changed.body).toBe(200)
    return { key: created.json().key as string, keyId: created.json().data.id as number, user }
  }

  const call = (key: string, probe: Probe) => {
    const { method, url, body } = probes[probe]
    return server.app.inject({
      method,
      url: url(),
      payload: body?.(),
      headers: { authorization: `Bearer ${key}` }
    })
  }

  for (const scope of Object.keys(allowed))
    for (const role of ['admin', 'editor', 'viewer'])
      it(`a ${scope} key whose owner is now ${role} may do ${allowed[scope][role].join(', ') || 'nothing'}`, async () => {
        const { key, keyId } = await keyOfDemotedOwner(scope, role)
        const answers: Record<string, number> = {}
        for (const probe of Object.keys(probes) as Probe[])
          answers[probe] = (await call(key, probe)).statusCode
        const expected = Object.fromEntries(
          (Object.keys(probes) as Probe[]).map((probe) => [
            probe,
            allowed[scope][role].includes(probe) ? (probe === 'reportPlays' ? 201 : 200) : 403
          ])
        )
        expect(answers).toEqual(expected)
        const listed = (await server.as('admin', { method: 'GET', url: KEYS })).json().data
        expect(listed.find((k: { id: number }) => k.id === keyId)).toMatchObject({
          owner: { name: expect.stringMatching(/^Owner \d+$/), role },
          access: access[scope][role]
        })
      })

  it('the 403 of a narrowed key names its owner’s role', async () => {
    const { key } = await keyOfDemotedOwner('catalog:write', 'viewer')
    const res = await call(key, 'editTracks')
    expect(res.json().error).toBe(
      'Your role (api-key:catalog:write with owner role viewer) may not update tracks.'
    )
  })

  it.each(['deactivated', 'deleted'])(
    'the keys of a %s owner answer 401 and are listed as stopped',
    async (what) => {
      const { key, keyId, user } = await keyOfDemotedOwner('catalog:read', 'admin')
      expect((await call(key, 'readTracks')).statusCode).toBe(200)
      const { id: _id, created_at: _c, last_active_at: _l, avatar: _a, ...fields } = user
      const res =
        what === 'deleted'
          ? await server.as('admin', { method: 'DELETE', url: `/admin/v2/users/${user.id}` })
          : await server.as('admin', {
              method: 'PUT',
              url: `/admin/v2/users/${user.id}`,
              payload: { ...fields, status: 'inactive' }
            })
      expect(res.statusCode, res.body).toBe(200)
      for (const probe of Object.keys(probes) as Probe[])
        expect((await call(key, probe)).statusCode).toBe(401)
      const listed = (await server.as('admin', { method: 'GET', url: KEYS })).json().data
      expect(listed.find((k: { id: number }) => k.id === keyId)).toMatchObject({
        owner: { role: null },
        access: 'none'
      })
    }
  )
})
