import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROLE_ABILITIES } from '../src/contracts/abilities'
import { hashToken } from './accounts/tokens'
import { emailOf, PASSWORDS, startTestServer, type TestServer } from './test/harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: false })
})
afterAll(() => server?.close())

const login = (email: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/jwt/login', payload: { email, password } })
const refresh = (refreshToken: string) =>
  server.app.inject({ method: 'POST', url: '/jwt/refresh-token', payload: { refreshToken } })

describe('sign-in', () => {
  it('answers tokens and the spec user data with the role’s CASL rules', async () => {
    const res = await login(emailOf('editor'), PASSWORDS.editor)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.accessToken.split('.')).toHaveLength(3)
    expect(body.refreshToken).toEqual(expect.any(String))
    expect(body.userData).toEqual({
      id: expect.any(Number),
      fullName: 'Test editor',
      username: 'editor',
      avatar: null,
      email: emailOf('editor'),
      role: 'editor',
      ability: ROLE_ABILITIES.editor,
      extras: { eCommerceCartItemsCount: 0 }
    })
  })

  it('rejects a wrong password or an unknown email with the spec message', async () => {
    for (const [email, password] of [
      [emailOf('admin'), 'wrong-password'],
      ['nobody@test.vibeline', PASSWORDS.admin]
    ]) {
      const res = await login(email, password)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: 'Email or Password is Invalid' })
    }
  })

  it('answers 401 without a token, with a forged one, and after the access token expired', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/admin/v2/tracks' })).statusCode).toBe(401)
    const forged = await server.app.inject({
      method: 'GET',
      url: '/admin/v2/tracks',
      headers: { authorization: 'Bearer a.b.c' }
    })
    expect(forged.statusCode).toBe(401)
    const { SignJWT } = await import('jose')
    const expired = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('vibeline')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5)
      .sign(new TextEncoder().encode(`jwt:${server.config.secret}`))
    const res = await server.app.inject({
      method: 'GET',
      url: '/admin/v2/tracks',
      headers: { authorization: `Bearer ${expired}` }
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().error).toMatch(/expired/)
  })
})

describe('refresh tokens', () => {
  it('rotate, and a token reused after the grace window revokes its whole family', async () => {
    const first = (await login(emailOf('viewer'), PASSWORDS.viewer)).json()
    const second = await refresh(first.refreshToken)
    expect(second.statusCode).toBe(200)
    const pair = second.json()
    expect(pair.refreshToken).not.toBe(first.refreshToken)
    const me = await server.app.inject({
      method: 'GET',
      url: '/jwt/me',
      headers: { authorization: `Bearer ${pair.accessToken}` }
    })
    expect(me.json().userData.role).toBe('viewer')

    // As if the rotation had happened a minute ago, past the grace window of two tabs refreshing at once.
    await server.database.db
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date(Date.now() - 60_000).toISOString() })
      .where('token_hash', '=', hashToken(first.refreshToken))
      .execute()
    const reused = await refresh(first.refreshToken)
    expect(reused.statusCode).toBe(401)
    expect(reused.json()).toEqual({ error: 'Invalid refresh token' })
    // The family is gone: the newer token no longer works either.
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401)
  })

  it('logout revokes the family; an unknown token is refused', async () => {
    const session = (await login(emailOf('viewer'), PASSWORDS.viewer)).json()
    const out = await server.app.inject({
      method: 'POST',
      url: '/jwt/logout',
      payload: { refreshToken: session.refreshToken }
    })
    expect(out.statusCode).toBe(200)
    expect((await refresh(session.refreshToken)).statusCode).toBe(401)
    expect((await refresh('not-a-token')).json()).toEqual({ error: 'Invalid refresh token' })
  })
})

describe('registration', () => {
  it('is closed unless ALLOW_REGISTRATION=1', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/jwt/register',
      payload: { username: 'newbie', email: 'newbie@test.vibeline', password: 'long-enough-1' }
    })
    expect(res.statusCode).toBe(403)
  })
})

describe('login rate limit', () => {
  it('answers 429 with a clear message after too many attempts for one email', async () => {
    const limited = await startTestServer({ seed: false, config: { loginRateMax: 3 } })
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/jwt/login',
          payload: { email: emailOf('admin'), password: 'guess' }
        })
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400)
      const res = await attempt()
      expect(res.statusCode).toBe(429)
      expect(res.json().error).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/)
      expect(res.headers['retry-after']).toBeDefined()
    } finally {
      await limited.close()
    }
  })
})
