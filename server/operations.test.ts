// Health, OpenAPI, security headers, the SPA fallback, registration and what the logs never contain.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailOf, PASSWORDS, startTestServer, type TestServer } from './test/harness'

let server: TestServer
const logs: string[] = []
beforeAll(async () => {
  const spa = mkdtempSync(join(tmpdir(), 'vibeline-spa-'))
  writeFileSync(join(spa, 'index.html'), '<!doctype html><title>Vibeline</title><div id="root"></div>')
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk))
      done()
    }
  })
  server = await startTestServer({
    seed: { tracks: 3, users: 2, playlists: 1, histories: 5 },
    config: { staticDir: spa, allowRegistration: true, logLevel: 'debug' },
    logStream
  })
})
afterAll(() => server?.close())

describe('operations', () => {
  it('GET /health answers ok', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/health' })
    expect(res.json()).toMatchObject({ status: 'ok' })
  })

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/admin/v2/tracks', '/admin/v2/tracks/{id}', '/jwt/login', '/admin/v2/users'])
    )
    expect(JSON.stringify(doc.paths['/admin/v2/tracks'].get.parameters)).toContain('per_page')
  })

  it('sends security headers with a CSP the SPA can live with', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/' })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("media-src 'self' data: blob:")
    expect(csp).not.toContain('upgrade-insecure-requests')
  })

  it('answers client-side routes with the SPA, unknown API paths with a JSON 404', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/apps/email/inbox' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<div id="root">')
    const api = await server.app.inject({ method: 'GET', url: '/admin/v2/unknown' })
    expect(api.statusCode).toBe(404)
    expect(api.json().error).toMatch(/There is no GET \/admin\/v2\/unknown here/)
  })

  it('registration, when allowed, gives the viewer role and refuses duplicates with the spec messages', async () => {
    const payload = { username: 'newbie', email: 'newbie@test.vibeline', password: 'long-enough-1' }
    const res = await server.app.inject({ method: 'POST', url: '/jwt/register', payload })
    expect(res.statusCode).toBe(200)
    expect(res.json().userData.role).toBe('viewer')
    const sameEmail = await server.app.inject({
      method: 'POST',
      url: '/jwt/register',
      payload: { ...payload, username: 'other' }
    })
    expect(sameEmail.statusCode).toBe(409)
    expect(sameEmail.json()).toEqual({ error: 'This email is already in use.' })
    const sameName = await server.app.inject({
      method: 'POST',
      url: '/jwt/register',
      payload: { ...payload, email: 'x@test.vibeline' }
    })
    expect(sameName.json()).toEqual({ error: 'This username is already in use.' })
  })

  it('logs requests but never passwords, tokens or audio signatures', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/jwt/login',
      payload: { email: emailOf('admin'), password: PASSWORDS.admin }
    })
    const { accessToken, refreshToken } = login.json()
    await server.app.inject({ method: 'POST', url: '/jwt/refresh-token', payload: { refreshToken } })
    const list = await server.app.inject({
      method: 'GET',
      url: '/admin/v2/tracks',
      headers: { authorization: `Bearer ${accessToken}` }
    })
    const audioUrl: string = list.json().data[0].audio_url
    await server.app.inject({ method: 'GET', url: audioUrl })
    const text = logs.join('')
    expect(text).toContain('/jwt/login')
    expect(text).toContain('/media/audio/')
    for (const secret of [
      PASSWORDS.admin,
      accessToken,
      refreshToken,
      new URL(audioUrl, 'http://x').searchParams.get('signature')!
    ])
      expect(text).not.toContain(secret)
  })
})
