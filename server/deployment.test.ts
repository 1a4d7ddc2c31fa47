// What an operator relies on with several instances, on one app: /ready, request ids, and a signing secret rolled
// out with JWT_SECRET_PREVIOUS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { openDatabase } from './db/engine/database'
import { migrate } from './db/migrationFiles'
import { emailOf, PASSWORDS, startTestServer, type TestServer } from './test/harness'
import { freePort } from './test/instances'

const NEW_SECRET = 'the-new-signing-secret-rolled-out-0123456789'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: { tracks: 2, users: 1, playlists: 0, histories: 0 } })
})
afterAll(() => server?.close())

describe('readiness and request ids', () => {
  it('/ready answers 200 when the database answers, /health says alive', async () => {
    const ready = await server.app.inject({ method: 'GET', url: '/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok' })
    expect((await server.app.inject({ method: 'GET', url: '/health' })).json()).toMatchObject({
      status: 'ok'
    })
  })

  it('/ready answers 503 when the database does not answer, without saying why to the caller', async ({
    skip
  }) => {
    // On PostgreSQL, scale.test.ts breaks the database of a running instance instead.
    if (server.database.dialect !== 'sqlite') skip()
    const database = openDatabase({
      dataDir: server.config.dataDir,
      file: `${server.config.dataDir}/broken.db`
    })
    await migrate(database.db, database.dialect)
    const app = await buildApp({ config: server.config, database })
    database.sqlite!.close()
    const res = await app.inject({ method: 'GET', url: '/ready' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ status: 'unready', database: 'unavailable' })
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200)
    await app.close()
  })

  it('with REDIS_URL set and Redis not answering: /ready says so (503) and sign-in answers 503, not 500', async () => {
    // A port nobody listens on: as if Redis were down.
    const app = await buildApp({
      config: { ...server.config, redisUrl: `redis://127.0.0.1:${await freePort()}/5` },
      database: server.database
    })
    try {
      const ready = await app.inject({ method: 'GET', url: '/ready' })
      expect(ready.statusCode).toBe(503)
      expect(ready.json()).toEqual({ status: 'unready', database: 'ok', redis: 'unavailable' })
      const login = await app.inject({
        method: 'POST',
        url: '/jwt/login',
        payload: { email: emailOf('admin'), password: PASSWORDS.admin }
      })
      expect(login.statusCode).toBe(503)
      expect(login.json().error).toMatch(/try again in a moment/)
    } finally {
      await app.close()
    }
  })

  it('keeps a proxy’s safe X-Request-Id and answers with it; replaces an unsafe one', async () => {
    const given = await server.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'lb-1f2e:00042' }
    })
    expect(given.headers['x-request-id']).toBe('lb-1f2e:00042')
    const made = await server.app.inject({ method: 'GET', url: '/health' })
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    for (const unsafe of ['a'.repeat(129), 'two words', '<script>', 'line\u00e9'])
      expect(
        (await server.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': unsafe } }))
          .headers['x-request-id']
      ).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('rotating the signing secret', () => {
  it('tokens and audio links signed with the previous secret work while it is listed, and not after', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/jwt/login',
      payload: { email: emailOf('admin'), password: PASSWORDS.admin }
    })
    const oldToken: string = login.json().accessToken
    const list = await server.app.inject({
      method: 'GET',
      url: '/admin/v2/tracks?per_page=1',
      headers: { authorization: `Bearer ${oldToken}` }
    })
    const oldAudio: string = list.json().data[0].audio_url

    const rotated = await buildApp({
      config: { ...server.config, secret: NEW_SECRET, previousSecrets: [server.config.secret] },
      database: server.database
    })
    const retired = await buildApp({
      config: { ...server.config, secret: NEW_SECRET, previousSecrets: [] },
      database: server.database
    })
    try {
      const me = (app: typeof rotated) =>
        app.inject({ method: 'GET', url: '/jwt/me', headers: { authorization: `Bearer ${oldToken}` } })
      expect((await me(rotated)).statusCode).toBe(200)
      expect((await rotated.inject({ method: 'GET', url: oldAudio })).statusCode).toBe(200)
      expect((await me(retired)).statusCode).toBe(401)
      expect((await retired.inject({ method: 'GET', url: oldAudio })).statusCode).toBe(403)
      // What the rotated app signs, the old one (during step 1 of the rotation: new secret listed as previous) accepts.
      const fresh = await rotated.inject({
        method: 'POST',
        url: '/jwt/login',
        payload: { email: emailOf('viewer'), password: PASSWORDS.viewer }
      })
      const stepOne = await buildApp({
        config: { ...server.config, previousSecrets: [NEW_SECRET] },
        database: server.database
      })
      const seen = await stepOne.inject({
        method: 'GET',
        url: '/jwt/me',
        headers: { authorization: `Bearer ${fresh.json().accessToken}` }
      })
      expect(seen.statusCode).toBe(200)
      await stepOne.close()
    } finally {
      await rotated.close()
      await retired.close()
    }
  })
})
