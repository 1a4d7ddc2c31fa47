// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MockRequest } from '../mock'
import { DEMO_ADMIN, DEMO_CLIENT, resetAuthData } from './data'
import { login, logout, refreshToken, registerAccount } from './handlers'
import { authenticatedUserId, requireAuth } from './requireAuth'
import { resetMockClock, setMockClock } from './tokens'

const post = (url: string, body: unknown, headers: Record<string, unknown> = {}): MockRequest => ({
  url,
  method: 'post',
  params: {},
  body,
  headers
})

type Tokens = { accessToken: string; refreshToken: string; userData?: { role: string; ability: unknown } }

describe('mock sign-in', () => {
  let now: number
  beforeEach(() => {
    resetAuthData()
    now = Date.UTC(2026, 0, 1, 12)
    setMockClock(() => now)
  })
  afterEach(() => resetMockClock())

  it('signs the demo admin in with tokens and user data that may manage all', () => {
    const [status, body] = login(post('/jwt/login', DEMO_ADMIN))
    expect(status).toBe(200)
    expect(body).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      userData: { email: DEMO_ADMIN.email, role: 'admin', ability: [{ action: 'manage', subject: 'all' }] }
    })
    expect(JSON.stringify(body)).not.toContain('"password"')
  })

  it('signs the demo client in with read ACL and read Auth', () => {
    const [status, body] = login(post('/jwt/login', DEMO_CLIENT))
    expect(status).toBe(200)
    expect((body as Tokens).userData).toMatchObject({
      role: 'client',
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' }
      ]
    })
  })

  it('answers 400 "Email or Password is Invalid" for a wrong password or an unknown email', () => {
    expect(login(post('/jwt/login', { ...DEMO_ADMIN, password: 'nope' }))).toEqual([
      400,
      { error: 'Email or Password is Invalid' }
    ])
    expect(login(post('/jwt/login', { email: 'who@demo.vibeline.app', password: 'admin' }))).toEqual([
      400,
      { error: 'Email or Password is Invalid' }
    ])
  })

  it('answers 400 "Something went wrong" for a malformed request', () => {
    expect(login(post('/jwt/login', 'not json'))).toEqual([400, { error: 'Something went wrong' }])
    expect(login(post('/jwt/login', { email: 'a@b.c' }))).toEqual([400, { error: 'Something went wrong' }])
  })

  it('registers a new user as an admin who may manage all, and signs them in', () => {
    const [status, body] = registerAccount(
      post('/jwt/register', {
        username: 'newbie',
        email: 'newbie@demo.vibeline.app',
        password: 'long-enough'
      })
    )
    expect(status).toBe(200)
    expect((body as Tokens).userData).toMatchObject({
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }]
    })
    expect(login(post('/jwt/login', { email: 'newbie@demo.vibeline.app', password: 'long-enough' }))[0]).toBe(
      200
    )
  })

  it('answers a taken email or username with 200 and an error object', () => {
    expect(
      registerAccount(
        post('/jwt/register', { username: 'fresh', email: DEMO_ADMIN.email, password: '12345678' })
      )
    ).toEqual([200, { error: { email: 'This email is already in use.' } }])
    expect(
      registerAccount(
        post('/jwt/register', { username: 'client', email: 'fresh@x.io', password: '12345678' })
      )
    ).toEqual([200, { error: { username: 'This username is already in use.' } }])
  })

  it('rejects an invalid registration with 400 and the first problem', () => {
    expect(
      registerAccount(post('/jwt/register', { username: 'ab', email: 'x@y.io', password: '12345678' }))
    ).toEqual([400, { error: 'Username must be at least 3 characters' }])
  })

  it('exchanges a refresh token once for a new pair, and refuses it the second time', () => {
    const tokens = login(post('/jwt/login', DEMO_ADMIN))[1] as Tokens
    const [status, fresh] = refreshToken(post('/jwt/refresh-token', { refreshToken: tokens.refreshToken }))
    expect(status).toBe(200)
    expect(fresh).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) })
    expect((fresh as Tokens).refreshToken).not.toBe(tokens.refreshToken)
    expect(refreshToken(post('/jwt/refresh-token', { refreshToken: tokens.refreshToken }))).toEqual([
      401,
      { error: 'Invalid refresh token' }
    ])
  })

  it('answers 401 "Invalid refresh token" for a forged, missing or access token', () => {
    const tokens = login(post('/jwt/login', DEMO_ADMIN))[1] as Tokens
    const forged = tokens.refreshToken.slice(0, -2) + 'zz'
    for (const refresh of [forged, undefined, tokens.accessToken, 'garbage']) {
      expect(refreshToken(post('/jwt/refresh-token', { refreshToken: refresh }))).toEqual([
        401,
        { error: 'Invalid refresh token' }
      ])
    }
  })

  it('lets tokens expire after 10 minutes', () => {
    const tokens = login(post('/jwt/login', DEMO_ADMIN))[1] as Tokens
    const withBearer = post('/admin/v2/tracks', undefined, { Authorization: `Bearer ${tokens.accessToken}` })
    now += 9 * 60 * 1000
    expect(authenticatedUserId(withBearer)).toBe(1)
    now += 61 * 1000
    expect(authenticatedUserId(withBearer)).toBeNull()
    expect(refreshToken(post('/jwt/refresh-token', { refreshToken: tokens.refreshToken }))[0]).toBe(401)
  })

  it('logout makes the refresh token unusable', () => {
    const tokens = login(post('/jwt/login', DEMO_ADMIN))[1] as Tokens
    expect(logout(post('/jwt/logout', { refreshToken: tokens.refreshToken }))[0]).toBe(200)
    expect(refreshToken(post('/jwt/refresh-token', { refreshToken: tokens.refreshToken }))[0]).toBe(401)
  })

  it('requireAuth answers 401 without a valid Bearer token and calls the handler with one', async () => {
    const handler = requireAuth(() => [200, { ok: true }])
    const tokens = login(post('/jwt/login', DEMO_ADMIN))[1] as Tokens
    expect(await handler(post('/x', undefined))).toEqual([401, { error: expect.any(String) }])
    expect(await handler(post('/x', undefined, { Authorization: 'Bearer forged.token.here' }))).toEqual([
      401,
      { error: expect.any(String) }
    ])
    expect(await handler(post('/x', undefined, { authorization: `Bearer ${tokens.accessToken}` }))).toEqual([
      200,
      { ok: true }
    ])
  })
})
