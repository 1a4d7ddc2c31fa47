// Sessions, sign-in limits and the input edges found by the hardening review (issue 16): each answer here was a
// 500, a silent coercion or a session that outlived its credentials before.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { request as httpRequest, type ClientRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BULK_PATHS } from '../src/contracts/bulk'
import { buildApp } from './app'
import { openDatabase } from './db/engine/database'
import { MediaStore } from './media/store'
import { MIN_SWEEP_GRACE_SECONDS, sweepMedia } from './media/sweep'
import { dropExpiredUndos } from './jobs/undoExpiry'
import { synthesizeTune } from './media/wav'
import { emailOf, PASSWORDS, startPeer, startTestServer, type Peer, type TestServer } from './test/harness'
import { sweepStrayMedia } from './startup'
import { loadConfig } from './config'
import { failureCounter } from './failureCount'

const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || undefined
import { multipart } from './test/multipart'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: { tracks: 6, users: 3, playlists: 2, histories: 10 } })
  for (const role of ['admin', 'editor', 'viewer'] as const) await server.token(role)
})
afterAll(() => server?.close())

const T = '/admin/v2/tracks'
const U = '/admin/v2/users'
const P = '/admin/v2/playlists'
const track = { title: 'Song', artist: 'Band', genre: 'rock', duration: 100 }

const login = (s: TestServer, email: string, password: string, remoteAddress = '10.0.0.1') =>
  s.app.inject({ method: 'POST', url: '/jwt/login', payload: { email, password }, remoteAddress })
const refresh = (s: TestServer, refreshToken: string) =>
  s.app.inject({ method: 'POST', url: '/jwt/refresh-token', payload: { refreshToken } })

describe('a change of password, role or status ends the sessions of that user', () => {
  it.each([
    ['password', [{ password: 'a-new-password-1' }]],
    ['role', [{ role: 'editor' }]],
    // Deactivated and active again: the sessions of before stay ended.
    ['status', [{ status: 'inactive' }, { status: 'active' }]]
  ])('a new %s revokes every refresh token of the user', async (_what, changes) => {
    const email = `session-${Math.random().toString(36).slice(2)}@test.vibeline`
    const created = await server.as('admin', {
      method: 'POST',
      url: U,
      payload: {
        full_name: 'Session Person',
        username: email.split('@')[0],
        email,
        role: 'viewer',
        password: 'first-password-1'
      }
    })
    expect(created.statusCode).toBe(201)
    const user = created.json().data
    // Two sessions (two devices) of the same person.
    const phone = (await login(server, email, 'first-password-1')).json()
    const laptop = (await login(server, email, 'first-password-1')).json()
    const { id: _id, created_at: _c, last_active_at: _l, avatar: _a, ...fields } = user
    for (const change of changes) {
      const res = await server.as('admin', {
        method: 'PUT',
        url: `${U}/${user.id}`,
        payload: { ...fields, ...change }
      })
      expect(res.statusCode).toBe(200)
    }
    expect((await refresh(server, phone.refreshToken)).statusCode).toBe(401)
    expect((await refresh(server, laptop.refreshToken)).statusCode).toBe(401)
  })

  it('other changes (name, plan) leave the sessions alone', async () => {
    const email = 'keeps-session@test.vibeline'
    const user = (
      await server.as('admin', {
        method: 'POST',
        url: U,
        payload: {
          full_name: 'Keeps',
          username: 'keeps',
          email,
          role: 'viewer',
          password: 'first-password-1'
        }
      })
    ).json().data
    const session = (await login(server, email, 'first-password-1')).json()
    const res = await server.as('admin', {
      method: 'PUT',
      url: `${U}/${user.id}`,
      payload: { full_name: 'Keeps Renamed', username: 'keeps', email, role: 'viewer', plan: 'premium' }
    })
    expect(res.statusCode).toBe(200)
    expect((await refresh(server, session.refreshToken)).statusCode).toBe(200)
  })
})

describe('two tabs refreshing with the same token', () => {
  it('both get the same new pair, and the session goes on', async () => {
    const session = (await login(server, emailOf('viewer'), PASSWORDS.viewer)).json()
    const [a, b] = await Promise.all([
      refresh(server, session.refreshToken),
      refresh(server, session.refreshToken)
    ])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(a.json().refreshToken).toBe(b.json().refreshToken)
    const next = await refresh(server, a.json().refreshToken)
    expect(next.statusCode).toBe(200)
    const me = await server.app.inject({
      method: 'GET',
      url: '/jwt/me',
      headers: { authorization: `Bearer ${next.json().accessToken}` }
    })
    expect(me.statusCode).toBe(200)
  })

  it('holds across two server instances on one database (the window is in the database)', async () => {
    // A second process of the same service: its own app and its own database connection.
    const database = openDatabase({
      dataDir: server.config.dataDir,
      databaseUrl: server.config.databaseUrl,
      databaseSchema: server.config.databaseSchema
    })
    const other = await buildApp({ config: server.config, database })
    try {
      const session = (await login(server, emailOf('editor'), PASSWORDS.editor)).json()
      const [a, b] = await Promise.all([
        refresh(server, session.refreshToken),
        other.inject({
          method: 'POST',
          url: '/jwt/refresh-token',
          payload: { refreshToken: session.refreshToken }
        })
      ])
      expect([a.statusCode, b.statusCode]).toEqual([200, 200])
      expect(a.json().refreshToken).toBe(b.json().refreshToken)
      expect((await refresh(server, b.json().refreshToken)).statusCode).toBe(200)
    } finally {
      await other.close()
      await database.close()
    }
  })

  it('a token spent by a logout gets no grace', async () => {
    const session = (await login(server, emailOf('viewer'), PASSWORDS.viewer)).json()
    await server.app.inject({
      method: 'POST',
      url: '/jwt/logout',
      payload: { refreshToken: session.refreshToken }
    })
    expect((await refresh(server, session.refreshToken)).statusCode).toBe(401)
  })
})

describe('sign-in and registration limits', () => {
  let limited: TestServer
  let proxied: TestServer
  beforeAll(async () => {
    limited = await startTestServer({
      seed: false,
      config: { loginRateMax: 3, registerRateMax: 2, allowRegistration: true }
    })
    proxied = await startTestServer({ seed: false, config: { loginRateMax: 3, trustProxy: true } })
  })
  afterAll(async () => {
    await limited?.close()
    await proxied?.close()
  })

  it('typos lock out only their own account from their own address, even many people behind one address', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login(limited, emailOf('editor'), 'typo', '10.1.1.1')).statusCode).toBe(400)
    const locked = await login(limited, emailOf('editor'), PASSWORDS.editor, '10.1.1.1')
    expect(locked.statusCode).toBe(429)
    expect(locked.headers['retry-after']).toMatch(/^\d+$/)
    // Five more people behind the same address mistype their passwords as often as they may.
    for (let person = 0; person < 5; person++)
      for (let i = 0; i < 3; i++) await login(limited, `person${person}@test.vibeline`, 'typo', '10.1.1.1')
    // Someone else behind that address, and the locked-out person from elsewhere, still sign in.
    expect((await login(limited, emailOf('viewer'), PASSWORDS.viewer, '10.1.1.1')).statusCode).toBe(200)
    expect((await login(limited, emailOf('editor'), PASSWORDS.editor, '10.2.2.2')).statusCode).toBe(200)
  })

  it('without TRUST_PROXY a forwarded address is not believed; with it, it is the client', async () => {
    const attempt = (s: TestServer, forwarded: string) =>
      s.app.inject({
        method: 'POST',
        url: '/jwt/login',
        payload: { email: emailOf('admin'), password: 'typo' },
        remoteAddress: '192.168.0.9',
        headers: { 'x-forwarded-for': forwarded }
      })
    for (let i = 0; i < 3; i++) await attempt(limited, `203.0.113.${i}`)
    // The socket address counts: changing the header does not escape the limit.
    expect((await attempt(limited, '203.0.113.99')).statusCode).toBe(429)
    for (let i = 0; i < 3; i++) await attempt(proxied, '203.0.113.7')
    expect((await attempt(proxied, '203.0.113.7')).statusCode).toBe(429)
    // Behind the trusted proxy another client is another address.
    expect((await attempt(proxied, '203.0.113.8')).statusCode).toBe(400)
  })

  it('registration is rate limited per address', async () => {
    const register = (n: number, remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/jwt/register',
        remoteAddress,
        payload: { username: `reg${n}`, email: `reg${n}@test.vibeline`, password: 'long-enough-1' }
      })
    expect((await register(1, '10.9.9.9')).statusCode).toBe(200)
    expect((await register(2, '10.9.9.9')).statusCode).toBe(200)
    const third = await register(3, '10.9.9.9')
    expect(third.statusCode).toBe(429)
    expect(third.json().error).toMatch(
      /^Too many registration attempts from this address\. Try again in \d+ seconds?\.$/
    )
    expect((await register(4, '10.8.8.8')).statusCode).toBe(200)
  })
})

describe('password spraying: failed sign-ins per address, across accounts (issue 35 §4)', () => {
  let spray: TestServer
  beforeAll(async () => {
    // The per-account limit is out of the way (1,000), so that only the per-address ceiling can answer 429.
    spray = await startTestServer({ seed: false, config: { loginAddressMax: 30 } })
  })
  afterAll(() => spray?.close())

  it('40 attempts from one address at 40 accounts: 30 are 400, then 429 with Retry-After, even with the right password', async () => {
    const codes: number[] = []
    for (let i = 0; i < 40; i++)
      codes.push((await login(spray, `sprayed${i}@test.vibeline`, 'Summer2025!', '10.6.6.6')).statusCode)
    expect(codes).toEqual([...Array(30).fill(400), ...Array(10).fill(429)])
    const right = await login(spray, emailOf('viewer'), PASSWORDS.viewer, '10.6.6.6')
    expect(right.statusCode).toBe(429)
    expect(right.json().error).toMatch(
      /^Too many failed sign-ins from this address\. Try again in \d+ seconds?\.$/
    )
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(900)
    // Another address is not held back.
    expect((await login(spray, emailOf('viewer'), PASSWORDS.viewer, '10.7.7.7')).statusCode).toBe(200)
  })

  it('counts only failures: many people signing in from one address are never held back', async () => {
    for (let i = 0; i < 40; i++)
      expect((await login(spray, emailOf('editor'), PASSWORDS.editor, '10.8.8.1')).statusCode).toBe(200)
  })

  it('the window ends: the address may try again', async () => {
    let now = 1_000_000
    const counter = failureCounter('test', { max: 2, windowMs: 900_000 }, { prefix: '', now: () => now })
    await counter.fail('10.0.0.9')
    expect(await counter.blockedFor('10.0.0.9')).toBe(0)
    await counter.fail('10.0.0.9')
    expect(await counter.blockedFor('10.0.0.9')).toBe(900)
    expect(await counter.blockedFor('10.0.0.10')).toBe(0)
    now += 899_000
    expect(await counter.blockedFor('10.0.0.9')).toBe(1)
    now += 1_000
    expect(await counter.blockedFor('10.0.0.9')).toBe(0)
  })

  it('is 30 failures per 15 minutes unless configured', () => {
    const config = loadConfig({ DATA_DIR: spray.config.dataDir, JWT_SECRET: 'x'.repeat(40) })
    expect(config.loginAddressMax).toBe(30)
    expect(config.loginAddressWindowMs).toBe(15 * 60 * 1000)
  })

  it.skipIf(!redisUrl)('is shared by every instance through Redis', async () => {
    const first = await startTestServer({
      seed: false,
      config: { loginAddressMax: 5, redisUrl, redisPrefix: `test-${Math.random().toString(36).slice(2)}:` }
    })
    const second = await startPeer(first)
    try {
      const attempt = (app: typeof first.app, n: number) =>
        app.inject({
          method: 'POST',
          url: '/jwt/login',
          payload: { email: `shared${n}@test.vibeline`, password: 'guess-123' },
          remoteAddress: '10.5.5.5'
        })
      for (let n = 0; n < 3; n++) expect((await attempt(first.app, n)).statusCode).toBe(400)
      for (let n = 3; n < 5; n++) expect((await attempt(second.app, n)).statusCode).toBe(400)
      expect((await attempt(first.app, 5)).statusCode).toBe(429)
      expect((await attempt(second.app, 6)).statusCode).toBe(429)
    } finally {
      await second.close()
      await first.close()
    }
  })
})

describe('input edges', () => {
  it('a request without sign-in is a 401 before its body is looked at', async () => {
    for (const [method, url] of [
      ['POST', U],
      ['POST', T],
      ['PUT', `${P}/1/tracks`],
      ['PUT', `${U}/abc`]
    ] as const) {
      const res = await server.app.inject({ method, url, payload: { nonsense: [1, 2, 3] } })
      expect(res.statusCode, `${method} ${url}`).toBe(401)
      expect(res.json().details).toBeUndefined()
    }
    // A signed-in user without the right learns nothing from validation either.
    const res = await server.as('editor', { method: 'POST', url: U, payload: {} })
    expect(res.statusCode).toBe(403)
  })

  it('text with a NUL character is refused with 400 everywhere, on both engines', async () => {
    const before = await server.snapshot()
    const nul = 'bad\u0000text'
    const answers = [
      await server.as('editor', { method: 'POST', url: T, payload: { ...track, title: nul } }),
      await server.as('editor', { method: 'POST', url: P, payload: { name: nul } }),
      await server.as('admin', {
        method: 'POST',
        url: U,
        payload: { full_name: nul, username: 'nul', email: 'nul@test.vibeline', role: 'viewer' }
      }),
      await server.as('viewer', {
        method: 'GET',
        url: T,
        query: { filters: JSON.stringify({ keyword: nul }) }
      }),
      await server.as('viewer', {
        method: 'GET',
        url: P,
        query: { filters: JSON.stringify({ keyword: nul }) }
      }),
      await server.as('admin', {
        method: 'GET',
        url: U,
        query: { filters: JSON.stringify({ keyword: nul }) }
      }),
      await server.as('viewer', { method: 'GET', url: `${T}?filters=%7B%7D&x=a%00b` }),
      await server.as('editor', {
        method: 'POST',
        url: T,
        ...multipart({ ...stringFields(track), title: nul })
      })
    ]
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().error).toMatch(/NUL character/)
    }
    expect(await server.snapshot()).toBe(before)
  })

  it('ids beyond what the database stores are a 400, not a 500', async () => {
    for (const url of [
      `${T}?id=2147483648`,
      `${T}/2147483648`,
      `${P}/2147483648`,
      `${U}/99999999999`,
      `/admin/v2/play_histories?track_id=2147483648`
    ]) {
      const res = await server.as('admin', { method: 'GET', url })
      expect(res.statusCode, url).toBe(400)
      expect(res.json().error).toMatch(/too large/)
    }
    expect((await server.as('admin', { method: 'GET', url: `${T}?id=2147483647` })).statusCode).toBe(404)
  })

  it('numbers and flags are taken only in their plain form', async () => {
    const before = await server.snapshot()
    for (const id of ['0x1', '1e3', '+1', ' 1', '1.0']) {
      const res = await server.as('editor', { method: 'DELETE', url: `${T}/${encodeURIComponent(id)}` })
      expect(res.statusCode, id).toBe(400)
    }
    for (const query of [{ page: '0x2' }, { per_page: '1e1' }, { id: '0x1' }] as Record<string, string>[]) {
      expect((await server.as('viewer', { method: 'GET', url: T, query })).statusCode).toBe(400)
    }
    for (const duration of [[5], true, '1e3', '0x10', ' 90', {}]) {
      const res = await server.as('editor', { method: 'POST', url: T, payload: { ...track, duration } })
      expect(res.statusCode, JSON.stringify(duration)).toBe(400)
      expect(res.json().error).toMatch(/Duration/)
    }
    for (const explicit of [{}, 'yes', 1, [true]]) {
      const res = await server.as('editor', { method: 'POST', url: T, payload: { ...track, explicit } })
      expect(res.statusCode, JSON.stringify(explicit)).toBe(400)
      expect(res.json().error).toMatch(/explicit/)
    }
    expect(await server.snapshot()).toBe(before)
    // The plain forms still work: digits in a multipart field, a boolean in JSON.
    const ok = await server.as('editor', {
      method: 'POST',
      url: T,
      ...multipart({ ...stringFields(track), duration: '90', explicit: 'true' })
    })
    expect(ok.statusCode).toBe(201)
    expect(ok.json().data).toMatchObject({ duration: 90, explicit: true })
    await server.as('editor', { method: 'DELETE', url: `${T}/${ok.json().data.id}` })
  })

  it('multipart/form-data without a boundary is a 400 that says so', async () => {
    const before = await server.snapshot()
    const res = await server.as('editor', {
      method: 'POST',
      url: T,
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'title=Song'
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatch(/no boundary/)
    expect(await server.snapshot()).toBe(before)
  })

  it('an invalid Range header is ignored (200, the whole file); a range outside the file is a 416', async () => {
    const one = (await server.as('viewer', { method: 'GET', url: T, query: { per_page: '1' } })).json()
      .data[0]
    const whole = await server.app.inject({ method: 'GET', url: one.audio_url })
    for (const range of ['bytes=5-2', 'bytes=abc', 'bytes=-', 'items=0-5', 'bytes=0-1,4-5']) {
      const res = await server.app.inject({ method: 'GET', url: one.audio_url, headers: { range } })
      expect(res.statusCode, range).toBe(200)
      expect(res.rawPayload.equals(whole.rawPayload)).toBe(true)
    }
    const size = whole.rawPayload.length
    for (const range of [`bytes=${size}-`, 'bytes=-0']) {
      const res = await server.app.inject({ method: 'GET', url: one.audio_url, headers: { range } })
      expect(res.statusCode, range).toBe(416)
    }
  })
})

describe('a client that gives up on an upload', () => {
  it('is logged as an aborted request at info level, never as an error, and leaves no temporary file', async () => {
    const lines: { level: number; msg: string }[] = []
    const logStream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        done()
      }
    })
    const logged = await startTestServer({ seed: false, config: { logLevel: 'info' }, logStream })
    try {
      await logged.app.listen({ host: '127.0.0.1', port: 0 })
      const { port } = logged.app.server.address() as AddressInfo
      const boundary = 'vibelineabort'
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: T,
        headers: {
          authorization: `Bearer ${await logged.token('editor')}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(10 * 1024 * 1024)
        }
      })
      req.on('error', () => {})
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`
      )
      req.write(synthesizeTune(1, 2))
      // Cut the connection once the server is writing the upload to its temporary file.
      await expect
        .poll(() => readdirSync(logged.config.mediaDir).some((n) => n.startsWith('.upload-')), {
          timeout: 10_000
        })
        .toBe(true)
      req.destroy()
      await expect.poll(() => lines.some((l) => /aborted/.test(l.msg)), { timeout: 10_000 }).toBe(true)
      expect(lines.filter((l) => l.level >= 50)).toEqual([])
      expect(lines.find((l) => /aborted/.test(l.msg))?.level).toBe(30)
      await expect
        .poll(() => readdirSync(logged.config.mediaDir).filter((n) => n.startsWith('.upload-')), {
          timeout: 10_000
        })
        .toEqual([])
    } finally {
      await logged.close()
    }
  })
})

function stringFields(fields: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]))
}

describe('the media sweep', () => {
  it('removes unfinished uploads and files no track names, keeps every referenced file, and says what it did', async () => {
    const dir = server.config.mediaDir
    const referenced = readdirSync(dir).filter((f) => !f.startsWith('.'))
    const strays = ['.upload-0b4c1e2a-crashed', '0b4c1e2a-7d3f-4f7e-9a51-orphan.wav']
    for (const name of strays) writeFileSync(join(dir, name), Buffer.alloc(1000))
    // Something the sweep does not own stays whatever its name says.
    writeFileSync(join(dir, 'README.txt'), 'notes')
    const media = new MediaStore(dir, server.config.secret, 60)

    // Young files may belong to an upload another instance is finishing: a grace keeps them.
    const graceMs = MIN_SWEEP_GRACE_SECONDS * 1000
    const young = await sweepMedia(server.database.db, media, { graceMs })
    expect(young.removed).toEqual([])
    for (const name of strays)
      utimesSync(join(dir, name), new Date(Date.now() - 2 * graceMs), new Date(Date.now() - 2 * graceMs))

    const lines: string[] = []
    const result = await sweepMedia(server.database.db, media, { graceMs, log: (l) => lines.push(l) })
    expect([...result.removed].sort()).toEqual([...strays].sort())
    expect(result.bytes).toBe(2000)
    expect(lines).toHaveLength(2)
    expect(lines.join('\n')).toMatch(/unfinished upload \.upload-0b4c1e2a-crashed \(1000 bytes\)/)
    expect(readdirSync(dir).sort()).toEqual([...referenced, 'README.txt'].sort())
  })

  it('keeps the audio of tracks that a bulk delete saved for its undo, until the undo has expired', async () => {
    const dir = server.config.mediaDir
    const { db } = server.database
    const victim = await db
      .selectFrom('tracks')
      .select(['id', 'audio_key'])
      .where('audio_key', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    expect(readdirSync(dir)).toContain(victim.audio_key)
    const deleteVictim = async () => {
      const res = await server.as('admin', {
        method: 'POST',
        url: BULK_PATHS.tracksDelete,
        payload: { ids: [victim.id] }
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json().data.undo_id as number
    }
    const undoId = await deleteVictim()
    const media = new MediaStore(dir, server.config.secret, 60)

    const now = { graceMs: 0, noServerRunning: true }
    expect((await sweepMedia(db, media, now)).removed).toEqual([])
    const undo = await server.as('admin', {
      method: 'POST',
      url: BULK_PATHS.tracksUndo(undoId)
    })
    expect(undo.statusCode, undo.body).toBe(200)
    const audio = await server.as('admin', { method: 'GET', url: `${T}/${victim.id}` })
    expect(audio.json().data.audio_url).toBeTruthy()
    expect(readdirSync(dir)).toContain(victim.audio_key)

    // Deleted again, and its undo gone: then the file goes.
    await deleteVictim()
    await dropExpiredUndos(db, server.database.dialect, { now: '9999-01-01T00:00:00.000Z' })
    expect((await sweepMedia(db, media, now)).removed).toEqual([victim.audio_key])
  })
})

describe('the media sweep and a server already running on the folder (issue 35 §5)', () => {
  it('refuses a grace below the minimum unless told that no server uses the folder', async () => {
    const media = new MediaStore(server.config.mediaDir, server.config.secret, 60)
    await expect(sweepMedia(server.database.db, media, { graceMs: 0 })).rejects.toThrow(
      `A grace of 0 s is below ${MIN_SWEEP_GRACE_SECONDS} s`
    )
    await expect(
      sweepMedia(server.database.db, media, { graceMs: (MIN_SWEEP_GRACE_SECONDS - 1) * 1000 })
    ).rejects.toThrow(/uploads in flight of a running server could be removed/)
  })

  it('a second server starting on the folder leaves an upload in flight alone, and the upload completes', async () => {
    const live = await startTestServer({ seed: false })
    let peer: Peer | undefined
    let req: ClientRequest | undefined
    try {
      await live.app.listen({ host: '127.0.0.1', port: 0 })
      const { port } = live.app.server.address() as AddressInfo
      const body = multipart(
        { title: 'In flight', artist: 'Band', genre: 'rock' },
        { name: 'a.wav', type: 'audio/wav', data: synthesizeTune(2, 3) }
      )
      const half = Math.floor(body.payload.length / 2)
      const token = await live.token('editor')
      req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: T,
        headers: {
          ...body.headers,
          authorization: `Bearer ${token}`,
          'content-length': String(body.payload.length)
        }
      })
      const sending = req
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        sending.on('error', reject)
        sending.on('response', (res) => {
          let text = ''
          res.on('data', (chunk) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
        })
      })
      // A failing assertion below destroys the request; its rejection is then nobody's concern.
      answer.catch(() => {})
      req.write(body.payload.subarray(0, half))
      await expect
        .poll(() => readdirSync(live.config.mediaDir).some((n) => n.startsWith('.upload-')), {
          timeout: 10_000
        })
        .toBe(true)
      // What `npm start` does on a folder in use: its start-up sweep, with the configured (default) grace.
      peer = await startPeer(live)
      const lines: string[] = []
      await sweepStrayMedia(live.config, peer.database, (line) => lines.push(line))
      expect(lines).toEqual([])
      expect(readdirSync(live.config.mediaDir).some((n) => n.startsWith('.upload-'))).toBe(true)
      req.end(body.payload.subarray(half))
      const res = await answer
      expect(res.status, res.body).toBe(201)
      const created = JSON.parse(res.body).data
      expect(created.audio_url).toBeTruthy()
      expect(readdirSync(live.config.mediaDir).filter((n) => n.startsWith('.upload-'))).toEqual([])
    } finally {
      req?.destroy()
      await peer?.close()
      await live.close()
    }
  })
})

describe('npm run media:sweep', () => {
  const sweepCli = (args: string[], dataDir: string) =>
    spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/sweep-cli.ts', ...args], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', MEDIA_SWEEP_GRACE: '' }
    })

  it('refuses a short grace unless told that no server uses the folder, and then sweeps', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vibeline-sweep-'))
    try {
      const stray = join(dataDir, 'media', '.upload-left-by-a-crash')
      mkdirSync(join(dataDir, 'media'), { recursive: true })
      writeFileSync(stray, 'partial')
      const refused = sweepCli(['--grace', '0'], dataDir)
      expect(refused.status).toBe(1)
      expect(refused.stderr).toContain(`A grace of 0 s is below ${MIN_SWEEP_GRACE_SECONDS} s`)
      expect(existsSync(stray)).toBe(true)
      // The default grace keeps the young file.
      const byDefault = sweepCli([], dataDir)
      expect(byDefault.status, byDefault.stderr).toBe(0)
      expect(existsSync(stray)).toBe(true)
      const told = sweepCli(['--grace', '0', '--no-server-running'], dataDir)
      expect(told.status, told.stderr).toBe(0)
      expect(told.stdout).toMatch(/removed 1 file/)
      expect(existsSync(stray)).toBe(false)
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})
