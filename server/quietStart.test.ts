import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { framed, signInBanner } from './banner'
import { humanLogStream } from './humanLog'
import { resetPassword } from './resetPassword'
import { emailOf, PASSWORDS, startTestServer, type TestServer } from './test/harness'

const login = (server: TestServer, email: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/jwt/login', payload: { email, password } })

describe('the start-up block', () => {
  it('frames the address, the e-mail and the one-time password, every line the same width', () => {
    const block = signInBanner({
      url: 'http://127.0.0.1:3000',
      email: 'admin@vibeline.local',
      password: 'pw-123'
    })
    const lines = block.split('\n')
    expect(lines[0]).toMatch(/^┌─+┐$/)
    expect(lines.at(-1)).toMatch(/^└─+┘$/)
    expect(new Set(lines.map((l) => l.length)).size).toBe(1)
    expect(block).toContain('http://127.0.0.1:3000')
    expect(block).toContain('Administrator: admin@vibeline.local')
    expect(block).toContain('One-time password: pw-123')
    expect(block).toContain('npm run reset-password -- <email>')
  })

  it('says nothing of a password when none was generated', () => {
    const block = signInBanner({ url: 'http://x', email: 'a@b.c' })
    expect(block).not.toContain('password:')
    expect(framed(['a', 'bcd'])).toBe('┌───────┐\n│  a    │\n│  bcd  │\n└───────┘')
  })
})

describe('the human log', () => {
  let server: TestServer
  const written: string[] = []
  beforeAll(async () => {
    const sink = new PassThrough()
    sink.on('data', (chunk: Buffer) => written.push(...chunk.toString().split('\n').filter(Boolean)))
    server = await startTestServer({
      seed: false,
      config: { logLevel: 'info' },
      logStream: humanLogStream({ write: (text: string) => sink.write(text) })
    })
  })
  afterAll(() => server.close())

  it('writes one short line per API request, none for a static file that was found, and errors plainly', async () => {
    await server.as('admin', { method: 'GET', url: '/admin/v2/tracks?page=1&per_page=5' })
    await server.app.inject({ method: 'GET', url: '/no-such-file.js' })
    server.app.log.error(new Error('disk full'), 'could not write')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const requests = written.filter((l) => /^\d\d:\d\d:\d\d {2}(GET|POST) /.test(l))
    expect(requests).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d {2}POST \/jwt\/login 200 \d+ ms$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d {2}GET \/admin\/v2\/tracks\?page=1&per_page=5 200 \d+ ms$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d {2}GET \/no-such-file\.js 404 \d+ ms$/)
    ])
    expect(written.some((l) => l.startsWith('{'))).toBe(false)
    expect(written.some((l) => /ERROR {2}could not write/.test(l))).toBe(true)
    expect(written.some((l) => l.includes('Error: disk full'))).toBe(true)
  })
})

describe('npm run reset-password', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ seed: false })
  })
  afterAll(() => server.close())

  it('gives the account a new password, which signs in, and signs out its sessions', async () => {
    const before = await login(server, emailOf('editor'), PASSWORDS.editor)
    const { refreshToken } = before.json() as { refreshToken: string }
    const result = await resetPassword(server.database.db, ` ${emailOf('editor').toUpperCase()} `)
    if (!result.ok) throw new Error(result.reason)
    expect(result.email).toBe(emailOf('editor'))
    expect(result.password.length).toBeGreaterThanOrEqual(16)
    expect((await login(server, emailOf('editor'), PASSWORDS.editor)).statusCode).toBe(400)
    expect((await login(server, emailOf('editor'), result.password)).statusCode).toBe(200)
    const refreshed = await server.app.inject({
      method: 'POST',
      url: '/jwt/refresh-token',
      payload: { refreshToken }
    })
    expect(refreshed.statusCode).toBe(401)
  })

  it('says so when no account has the e-mail', async () => {
    expect(await resetPassword(server.database.db, 'nobody@nowhere.test')).toEqual({
      ok: false,
      reason: 'No account has the e-mail nobody@nowhere.test.'
    })
  })

  it('tells the sign-in page whether registration is open', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/jwt/options' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ registration: false, sso: null })
  })
})
