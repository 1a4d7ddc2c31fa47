// The signed-in user's own account, profile, password and sessions (issue 12 item 1), on SQLite and, with
// TEST_DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAccount } from './db/seed'
import { emailOf, startTestServer, type TestServer } from './test/harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: false })
})
afterAll(() => server?.close())

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'

type Session = { accessToken: string; refreshToken: string }

async function newUser(
  name: string,
  password = 'first-pass-1'
): Promise<{ email: string; password: string }> {
  const email = `${name}@account.test`
  await createAccount(server.database.db, { email, password, role: 'viewer', fullName: `User ${name}` })
  return { email, password }
}

async function signIn(user: { email: string; password: string }, userAgent = CHROME_LINUX): Promise<Session> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/jwt/login',
    payload: user,
    headers: { 'user-agent': userAgent }
  })
  expect(res.statusCode).toBe(200)
  return res.json()
}

const call = (
  session: Session | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown
) =>
  server.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: session ? { authorization: `Bearer ${session.accessToken}` } : {}
  })
const refresh = (session: Session) =>
  server.app.inject({
    method: 'POST',
    url: '/jwt/refresh-token',
    payload: { refreshToken: session.refreshToken }
  })

describe('GET and PUT /admin/v2/account', () => {
  it('answers 401 without a session', async () => {
    expect((await call(null, 'GET', '/admin/v2/account')).statusCode).toBe(401)
    expect((await call(null, 'PUT', '/admin/v2/account', { fullName: 'x' })).statusCode).toBe(401)
  })

  it('reads and changes the own name, username, email and picture; the sign-in data follows', async () => {
    const user = await newUser('profile')
    const session = await signIn(user)
    const read = await call(session, 'GET', '/admin/v2/account')
    expect(read.statusCode).toBe(200)
    expect(read.json().data).toEqual({
      id: expect.any(Number),
      fullName: 'User profile',
      username: 'profile',
      email: 'profile@account.test',
      avatar: null,
      role: 'viewer',
      status: 'active',
      createdAt: expect.any(String)
    })
    const avatar = 'data:image/png;base64,iVBORw0KGgo='
    const res = await call(session, 'PUT', '/admin/v2/account', {
      fullName: 'Profile Person',
      username: 'profile.person',
      email: 'Profile.Person@Account.test',
      avatar
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      fullName: 'Profile Person',
      username: 'profile.person',
      email: 'profile.person@account.test',
      avatar
    })
    const me = await server.app.inject({
      method: 'GET',
      url: '/jwt/me',
      headers: { authorization: `Bearer ${session.accessToken}` }
    })
    expect(me.json().userData).toMatchObject({ fullName: 'Profile Person', avatar })
    // Leaving the picture out keeps it; null removes it.
    await call(session, 'PUT', '/admin/v2/account', {
      fullName: 'Profile Person',
      username: 'profile.person',
      email: 'profile.person@account.test'
    })
    expect((await call(session, 'GET', '/admin/v2/account')).json().data.avatar).toBe(avatar)
    await call(session, 'PUT', '/admin/v2/account', {
      fullName: 'Profile Person',
      username: 'profile.person',
      email: 'profile.person@account.test',
      avatar: null
    })
    expect((await call(session, 'GET', '/admin/v2/account')).json().data.avatar).toBeNull()
  })

  it('never changes the own role or status, and changes nothing on a refused request', async () => {
    const user = await newUser('climber')
    const session = await signIn(user)
    const base = { fullName: 'Climber', username: 'climber', email: user.email }
    const before = await server.snapshot()
    for (const extra of [{ role: 'admin' }, { status: 'inactive' }]) {
      const res = await call(session, 'PUT', '/admin/v2/account', { ...base, ...extra })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe('Only your name, username, email and picture can be changed here.')
    }
    expect(await server.snapshot()).toBe(before)
    expect((await call(session, 'GET', '/admin/v2/account')).json().data).toMatchObject({
      role: 'viewer',
      status: 'active'
    })
  })

  it('answers 409 for an email or username of another user, whatever the case', async () => {
    const user = await newUser('copycat')
    const session = await signIn(user)
    const base = { fullName: 'Copy Cat', username: 'copycat', email: user.email }
    const email = await call(session, 'PUT', '/admin/v2/account', {
      ...base,
      email: emailOf('admin').toUpperCase()
    })
    expect(email.statusCode).toBe(409)
    expect(email.json()).toEqual({ error: 'This email is already in use.' })
    const username = await call(session, 'PUT', '/admin/v2/account', { ...base, username: 'EDITOR' })
    expect(username.statusCode).toBe(409)
    expect(username.json()).toEqual({ error: 'This username is already in use.' })
    // Its own values are not a conflict.
    expect((await call(session, 'PUT', '/admin/v2/account', base)).statusCode).toBe(200)
  })

  it('refuses invalid fields and pictures that are not small image data URLs', async () => {
    const user = await newUser('pictures')
    const session = await signIn(user)
    const base = { fullName: 'Pictures', username: 'pictures', email: user.email }
    for (const bad of [
      { ...base, username: 'no spaces allowed' },
      { ...base, email: 'not-an-email' },
      { ...base, fullName: '' },
      { ...base, avatar: 'https://tracker.example/pixel.png' },
      { ...base, avatar: 'data:text/html;base64,PHNjcmlwdD4=' },
      { ...base, avatar: `data:image/png;base64,${'A'.repeat(200_001)}` }
    ]) {
      const res = await call(session, 'PUT', '/admin/v2/account', bad)
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400)
      expect(res.json().error).toEqual(expect.any(String))
    }
  })
})

describe('PUT /admin/v2/account/password', () => {
  it('refuses a wrong current password and a new password that breaks the rules', async () => {
    const user = await newUser('careful')
    const session = await signIn(user)
    const wrong = await call(session, 'PUT', '/admin/v2/account/password', {
      currentPassword: 'not-my-password-1',
      newPassword: 'second-pass-2'
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ error: 'The current password is not correct.' })
    for (const [newPassword, message] of [
      ['short-1', 'The new password must have 8 to 128 characters.'],
      ['no-digits-here', 'The new password must contain a digit.'],
      [user.password, 'The new password must differ from the current one.']
    ]) {
      const res = await call(session, 'PUT', '/admin/v2/account/password', {
        currentPassword: user.password,
        newPassword
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe(message)
    }
    expect((await signIn(user)).accessToken).toEqual(expect.any(String))
  })

  it('changes the password; every other session’s refresh token then answers 401, this one still refreshes', async () => {
    const user = await newUser('rotator')
    const here = await signIn(user, CHROME_LINUX)
    const phone = await signIn(user, SAFARI_IPHONE)
    const laptop = await signIn(user, FIREFOX_WINDOWS)
    const res = await call(here, 'PUT', '/admin/v2/account/password', {
      currentPassword: user.password,
      newPassword: 'second-pass-2'
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ok: true, signedOut: 2 })

    for (const other of [phone, laptop]) {
      const answer = await refresh(other)
      expect(answer.statusCode).toBe(401)
      expect(answer.json()).toEqual({ error: 'Invalid refresh token' })
      // Their access tokens stop at once too, not when they expire.
      const read = await call(other, 'GET', '/admin/v2/account')
      expect(read.statusCode).toBe(401)
      expect(read.json()).toEqual({ error: 'This session was signed out; sign in again.' })
    }
    expect((await call(here, 'GET', '/admin/v2/account')).statusCode).toBe(200)
    const mine = await refresh(here)
    expect(mine.statusCode).toBe(200)
    // The renewed access token still belongs to this session.
    const renewed = { ...here, ...mine.json() }
    const sessions = (await call(renewed, 'GET', '/admin/v2/account/sessions')).json().data
    expect(sessions).toHaveLength(1)
    expect(sessions[0]).toMatchObject({
      current: true,
      device: { browser: 'Chrome', os: 'Linux', mobile: false }
    })

    const old = await server.app.inject({ method: 'POST', url: '/jwt/login', payload: user })
    expect(old.statusCode).toBe(400)
    expect((await signIn({ email: user.email, password: 'second-pass-2' })).accessToken).toEqual(
      expect.any(String)
    )
  })
})

describe('PUT /admin/v2/account/password is rate limited', () => {
  let limited: TestServer
  beforeAll(async () => {
    limited = await startTestServer({ seed: false, config: { loginRateMax: 3 } })
  })
  afterAll(() => limited?.close())

  it('answers 429 with Retry-After once a session guesses the current password too often', async () => {
    const email = 'guesser@account.test'
    await createAccount(limited.database.db, {
      email,
      password: 'first-pass-1',
      role: 'viewer',
      fullName: 'G'
    })
    const login = await limited.app.inject({
      method: 'POST',
      url: '/jwt/login',
      payload: { email, password: 'first-pass-1' }
    })
    const headers = { authorization: `Bearer ${login.json().accessToken}` }
    const guess = (currentPassword: string) =>
      limited.app.inject({
        method: 'PUT',
        url: '/admin/v2/account/password',
        headers,
        payload: { currentPassword, newPassword: 'second-pass-2' }
      })
    for (const attempt of ['guess-one-1', 'guess-two-2', 'guess-three-3']) {
      expect((await guess(attempt)).statusCode).toBe(400)
    }
    const blocked = await guess('first-pass-1')
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(blocked.json().error).toMatch(/^Too many password changes/)
  })
})

describe('the account’s sessions', () => {
  it('lists each signed-in device with its last use, this one marked and first', async () => {
    const user = await newUser('traveller')
    const phone = await signIn(user, SAFARI_IPHONE)
    const here = await signIn(user, FIREFOX_WINDOWS)
    const res = await call(here, 'GET', '/admin/v2/account/sessions')
    expect(res.statusCode).toBe(200)
    const list = res.json().data
    expect(list).toHaveLength(2)
    expect(list[0]).toMatchObject({
      current: true,
      device: { browser: 'Firefox', os: 'Windows', mobile: false },
      userAgent: FIREFOX_WINDOWS
    })
    expect(list[1]).toMatchObject({ current: false, device: { browser: 'Safari', os: 'iOS', mobile: true } })
    for (const s of list) {
      expect(Date.parse(s.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(s.signedInAt))
    }
    // A refresh keeps the session (same id) and moves its last use.
    const before = list[1]
    const renewed = await refresh(phone)
    expect(renewed.statusCode).toBe(200)
    const after = (await call(here, 'GET', '/admin/v2/account/sessions')).json().data
    expect(after.find((s: { id: string }) => s.id === before.id).lastUsedAt >= before.lastUsedAt).toBe(true)
  })

  it('signs out one other session, refuses this one and unknown ones', async () => {
    const user = await newUser('tidy')
    const phone = await signIn(user, SAFARI_IPHONE)
    const here = await signIn(user)
    const [mine, other] = (await call(here, 'GET', '/admin/v2/account/sessions')).json().data
    const gone = await call(here, 'DELETE', `/admin/v2/account/sessions/${other.id}`)
    expect(gone.statusCode).toBe(200)
    expect(gone.json()).toEqual({ data: { id: other.id } })
    expect((await refresh(phone)).statusCode).toBe(401)
    expect((await call(phone, 'GET', '/admin/v2/tracks')).statusCode).toBe(401)
    expect((await call(here, 'GET', '/admin/v2/tracks')).statusCode).toBe(200)
    expect((await call(here, 'DELETE', `/admin/v2/account/sessions/${other.id}`)).statusCode).toBe(404)
    const self = await call(here, 'DELETE', `/admin/v2/account/sessions/${mine.id}`)
    expect(self.statusCode).toBe(400)
    expect((await refresh(here)).statusCode).toBe(200)
  })

  it('never ends another user’s session', async () => {
    const mallory = await signIn(await newUser('mallory'))
    const victim = await signIn(await newUser('victim'))
    const [theirs] = (await call(victim, 'GET', '/admin/v2/account/sessions')).json().data
    expect((await call(mallory, 'DELETE', `/admin/v2/account/sessions/${theirs.id}`)).statusCode).toBe(404)
    expect((await refresh(victim)).statusCode).toBe(200)
  })

  it('"sign out all others" keeps this session and ends the rest', async () => {
    const user = await newUser('everywhere')
    const a = await signIn(user, SAFARI_IPHONE)
    const b = await signIn(user, FIREFOX_WINDOWS)
    const here = await signIn(user)
    const res = await call(here, 'POST', '/admin/v2/account/sessions/sign-out-others')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ signedOut: 2 })
    expect((await refresh(a)).statusCode).toBe(401)
    expect((await refresh(b)).statusCode).toBe(401)
    const mine = await refresh(here)
    expect(mine.statusCode).toBe(200)
    const list = (await call({ ...here, ...mine.json() }, 'GET', '/admin/v2/account/sessions')).json().data
    expect(list.map((s: { current: boolean }) => s.current)).toEqual([true])
  })
})
