// Two API server instances started together on one fresh PostgreSQL database, one Redis and one media folder
// behave as one service. Needs PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL or REDIS_URL): CI's
// PostgreSQL pass (.ci/postgres-tests.sh) gives both; elsewhere, without them, it is skipped with a message.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { synthesizeTune } from './media/wav'
import {
  call,
  freePort,
  requestInTwoParts,
  startInstance,
  waitFor,
  waitReady,
  type Instance
} from './test/instances'
import { multipart } from './test/multipart'

const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || undefined
const inCi = !!process.env.CI

async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  client.on('error', () => undefined)
  try {
    await client.connect()
    return (await client.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    client.disconnect()
  }
}

let skipReason: string | undefined
if (!pgUrl) skipReason = 'no TEST_DATABASE_URL (it runs in .ci/postgres-tests.sh)'
else if (!redisUrl) skipReason = 'no TEST_REDIS_URL or REDIS_URL'
else if (!(await redisAnswers(redisUrl))) skipReason = `Redis does not answer at ${redisUrl}`
if (skipReason && pgUrl && inCi) throw new Error(`The scale-out test cannot run in CI: ${skipReason}`)

const ADMIN = { email: 'scale-admin@test.vibeline', password: 'scale-admin-pass-123' }
const LOGIN_RATE_MAX = 3
const REGISTER_RATE_MAX = 2

// Skipped without PostgreSQL or Redis; the report names why (the run prints nothing but the report).
const title = 'two instances on one PostgreSQL, Redis and media folder'
describe.skipIf(!!skipReason)(skipReason ? `${title} (skipped: ${skipReason})` : title, () => {
  const dbName = `vibeline_scale_${Date.now()}_${process.pid}`
  const prefix = `vibeline-test-${randomBytes(6).toString('hex')}:`
  const dirs: string[] = []
  let adminUrl: string
  let dbUrl: string
  let redis: Redis
  let a: Instance
  let b: Instance
  let accessToken: string
  let refreshToken: string

  const query = async <T>(connectionString: string, text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString })
    await client.connect()
    try {
      return (await client.query(text)).rows as T[]
    } finally {
      await client.end()
    }
  }
  /** On the server's maintenance database (create, drop, alter the test database). */
  const admin = <T>(text: string) => query<T>(adminUrl, text)
  /** On the test database itself. */
  const inDatabase = <T>(text: string) => query<T>(dbUrl, text)

  beforeAll(async () => {
    adminUrl = pgUrl!
    redis = new Redis(redisUrl!, { lazyConnect: true })
    await redis.connect()
    expect(await redis.keys(`${prefix}*`)).toEqual([])
    await admin(`create database ${dbName}`)
    const url = new URL(adminUrl)
    url.pathname = `/${dbName}`
    dbUrl = url.toString()
    const media = mkdtempSync(join(tmpdir(), 'vibeline-scale-media-'))
    dirs.push(media)
    const env = () => {
      // Each instance has a data folder of its own, as on separate machines; the media folder is shared.
      const dataDir = mkdtempSync(join(tmpdir(), 'vibeline-scale-data-'))
      dirs.push(dataDir)
      return {
        DATA_DIR: dataDir,
        MEDIA_DIR: media,
        DATABASE_URL: dbUrl,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        JWT_SECRET: 'scale-test-secret-shared-by-every-instance-0123',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        WORKERS: '1',
        // The graceful-stop test finishes an upload after SIGTERM; a loaded CI machine gets time for it.
        SHUTDOWN_TIMEOUT: '60',
        ALLOW_REGISTRATION: '1',
        LOGIN_RATE_MAX: String(LOGIN_RATE_MAX),
        REGISTER_RATE_MAX: String(REGISTER_RATE_MAX)
      }
    }
    const [portA, portB] = [await freePort(), await freePort()]
    const envA = env()
    const envB = env()
    a = startInstance(portA, envA)
    b = startInstance(portB, envB)
    await Promise.all([waitReady(a, 240_000), waitReady(b, 240_000)])
  }, 300_000)

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    if (redis) {
      const keys = await redis.keys(`${prefix}*`)
      if (keys.length) await redis.del(...keys)
      redis.disconnect()
    }
    if (adminUrl) await admin(`drop database if exists ${dbName} with (force)`)
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  }, 60_000)

  it('both came up and the start-up work ran once: one administrator, one seed', async () => {
    const [counts] = await inDatabase<{ admins: number; seeds: number; tracks: number }>(`select
      (select count(*)::int from users where email = '${ADMIN.email}') as admins,
      (select count(*)::int from meta where key = 'seeded_at') as seeds,
      (select count(*)::int from tracks) as tracks`)
    expect(counts).toEqual({ admins: 1, seeds: 1, tracks: 200 })
    const printed = a.output() + b.output()
    expect(printed.match(/Seeded the demo catalogue/g)).toHaveLength(1)
    expect(printed.match(/Created the administrator/g)).toHaveLength(1)
    expect(printed).not.toMatch(/duplicate key|failed/)
  }, 60_000)

  it('signs in on one and refreshes on the other; each accepts the other’s tokens', async () => {
    const login = await call(`${a.url}/jwt/login`, { method: 'POST', body: ADMIN })
    expect(login.status).toBe(200)
    const refreshed = await call(`${b.url}/jwt/refresh-token`, {
      method: 'POST',
      body: { refreshToken: login.json().refreshToken }
    })
    expect(refreshed.status).toBe(200)
    ;({ accessToken, refreshToken } = refreshed.json())
    const me = await call(`${a.url}/jwt/me`, { headers: { authorization: `Bearer ${accessToken}` } })
    expect(me.status).toBe(200)
    expect(me.json().userData.email).toBe(ADMIN.email)
    // The token issued by B rotates on A.
    const again = await call(`${a.url}/jwt/refresh-token`, { method: 'POST', body: { refreshToken } })
    expect(again.status).toBe(200)
    ;({ accessToken, refreshToken } = again.json())
  }, 60_000)

  it('uploads on one and streams from the other; the other’s list counts the new track at once', async () => {
    const auth = { authorization: `Bearer ${accessToken}` }
    const before = await call(`${b.url}/admin/v2/tracks?per_page=5`, { headers: auth })
    const total = before.json().page_meta.total as number
    const wav = synthesizeTune(9090, 2)
    const form = multipart(
      { title: 'Scale Out Tune', artist: 'Two Instances', genre: 'ambient', status: 'published' },
      { name: 'scale.wav', type: 'audio/wav', data: wav }
    )
    const created = await call(`${a.url}/admin/v2/tracks`, {
      method: 'POST',
      headers: { ...auth, ...form.headers },
      body: form.payload
    })
    expect(created.status).toBe(201)
    const audioUrl: string = created.json().data.audio_url
    const part = await call(`${b.url}${audioUrl}`, { headers: { range: 'bytes=0-99' } })
    expect(part.status).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 0-99/${wav.length}`)
    expect(part.body.equals(wav.subarray(0, 100))).toBe(true)
    const after = await call(`${b.url}/admin/v2/tracks?per_page=5`, { headers: auth })
    expect(after.json().page_meta.total).toBe(total + 1)
    expect(after.json().data[0].title).toBe('Scale Out Tune')
  }, 60_000)

  it('the registration limit holds across both instances', async () => {
    const statuses: number[] = []
    for (let i = 0; i < REGISTER_RATE_MAX + 1; i++) {
      const res = await call(`${(i % 2 === 0 ? b : a).url}/jwt/register`, {
        method: 'POST',
        body: { username: `scale${i}`, email: `scale${i}@test.vibeline`, password: 'long-enough-pass-1' }
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([...Array(REGISTER_RATE_MAX).fill(200), 429])
  }, 60_000)

  it('a login lockout holds across both instances (counted in Redis)', async () => {
    // An account registered by the test before and never signed in: every attempt counts from zero.
    const account = { email: 'scale0@test.vibeline', password: 'long-enough-pass-1' }
    const wrong = { email: account.email, password: 'not-the-password' }
    const statuses: number[] = []
    for (let i = 0; i < LOGIN_RATE_MAX + 2; i++) {
      const res = await call(`${(i % 2 === 0 ? a : b).url}/jwt/login`, { method: 'POST', body: wrong })
      statuses.push(res.status)
      if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    }
    expect(statuses).toEqual([...Array(LOGIN_RATE_MAX).fill(400), 429, 429])
    // Locked on both, even with the right password.
    for (const instance of [a, b])
      expect((await call(`${instance.url}/jwt/login`, { method: 'POST', body: account })).status).toBe(429)
    expect((await redis.keys(`${prefix}rate:*`)).length).toBeGreaterThan(0)
  }, 60_000)

  it('/ready answers 503 while its database refuses connections, and 200 again after', async () => {
    expect((await call(`${a.url}/ready`)).json()).toEqual({ status: 'ready', database: 'ok', redis: 'ok' })
    await admin(`alter database ${dbName} allow_connections false`)
    try {
      await admin(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${dbName}' and pid <> pg_backend_pid()`
      )
      const unready = await waitFor(async () => {
        const res = await call(`${a.url}/ready`)
        return res.status === 503 && res
      }, '/ready answering 503')
      expect(unready.json()).toEqual({ status: 'unready', database: 'unavailable', redis: 'ok' })
      // Alive all the same: a restart would not bring the database back.
      expect((await call(`${a.url}/health`)).status).toBe(200)
    } finally {
      await admin(`alter database ${dbName} allow_connections true`)
    }
    await waitFor(async () => (await call(`${a.url}/ready`)).status === 200, '/ready answering 200 again')
    const list = await call(`${a.url}/admin/v2/tracks?per_page=1`, {
      headers: { authorization: `Bearer ${accessToken}` }
    })
    expect(list.status).toBe(200)
  }, 60_000)

  it('passes a proxy’s X-Request-Id through, and replaces one that is too long or unsafe', async () => {
    const kept = await call(`${b.url}/health`, { headers: { 'x-request-id': 'edge-7f3a.42' } })
    expect(kept.headers['x-request-id']).toBe('edge-7f3a.42')
    for (const bad of ['x'.repeat(200), 'has space', 'quote"d'])
      expect(
        (await call(`${b.url}/health`, { headers: { 'x-request-id': bad } })).headers['x-request-id']
      ).toMatch(/^[0-9a-f-]{36}$/)
  }, 60_000)

  it('stopping one finishes its upload in flight, refuses new connections, and the other serves on', async () => {
    const wav = synthesizeTune(9191, 2)
    const form = multipart(
      { title: 'In Flight Tune', artist: 'Two Instances', genre: 'ambient', status: 'published' },
      { name: 'flight.wav', type: 'audio/wav', data: wav }
    )
    const half = Math.floor(form.payload.length / 2)
    const upload = requestInTwoParts(`${a.url}/admin/v2/tracks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, ...form.headers },
      first: form.payload.subarray(0, half),
      rest: form.payload.subarray(half)
    })
    await upload.started
    const stopped = a.stop()
    await waitFor(
      () =>
        call(`${a.url}/health`).then(
          () => false,
          (err: NodeJS.ErrnoException) => err.code === 'ECONNREFUSED'
        ),
      'new connections to the stopping instance being refused'
    )
    const answer = await upload.finish()
    expect(answer.status).toBe(201)
    await stopped
    expect(a.child.exitCode).toBe(0)
    const list = await call(`${b.url}/admin/v2/tracks?per_page=1`, {
      headers: { authorization: `Bearer ${accessToken}` }
    })
    expect(list.json().data[0].title).toBe('In Flight Tune')
  }, 60_000)
})
