// Company sign-in against a real OpenID Connect provider (oidc-provider) on 127.0.0.1, driven over HTTP as a
// browser would: Vibeline's redirect, the provider's sign-in form, the callback, and the SPA's code exchange.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from './app'
import { readOidcSettings } from './accounts/oidcSettings'
import { PENDING_TTL_MS } from './accounts/oidcPending'
import { withOidcTables } from './accounts/oidcTables'
import { emailOf, startTestServer, type TestServer } from './test/harness'
import { ProviderBrowser } from './test/oidcBrowser'
import { startTestProvider, type TestAccount, type TestProvider } from './test/oidcProvider'

const REDIRECT_URI = 'http://127.0.0.1:9/jwt/oidc/callback'
const AFTER_LOGOUT = 'http://127.0.0.1:9/login'

const accounts: Record<string, TestAccount> = {
  alice: { email: 'alice@corp.test', emailVerified: true, name: 'Alice Admin', groups: ['vibeline-admins'] },
  erin: {
    email: 'erin@corp.test',
    emailVerified: true,
    name: 'Erin Editor',
    groups: ['staff', 'vibeline-editors']
  },
  olga: { email: 'olga@corp.test', emailVerified: true, name: 'Olga Outsider', groups: ['sales'] },
  edith: { email: emailOf('editor'), emailVerified: true, name: 'Edith', groups: ['vibeline-editors'] },
  mallory: { email: emailOf('viewer'), emailVerified: false, name: 'Mallory', groups: ['vibeline-admins'] },
  dora: { email: 'dora@corp.test', emailVerified: true, name: 'Dora', groups: ['vibeline-viewers'] },
  rita: { email: 'rita@corp.test', emailVerified: true, name: 'Rita', groups: ['vibeline-admins'] }
}

function oidcEnv(provider: { issuer: string; clientId: string }, extra: Record<string, string> = {}) {
  return readOidcSettings({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: 'vibeline-test-client-secret',
    OIDC_REDIRECT_URI: REDIRECT_URI,
    OIDC_POST_LOGOUT_REDIRECT_URI: AFTER_LOGOUT,
    OIDC_SCOPES: 'openid email profile groups',
    OIDC_PROVIDER_NAME: 'Corp ID',
    OIDC_ADMIN_GROUPS: 'vibeline-admins',
    OIDC_EDITOR_GROUPS: 'vibeline-editors',
    OIDC_VIEWER_GROUPS: 'vibeline-viewers',
    ...extra
  })
}

let provider: TestProvider
let server: TestServer

beforeAll(async () => {
  provider = await startTestProvider({
    redirectUri: REDIRECT_URI,
    postLogoutRedirectUri: AFTER_LOGOUT,
    accounts
  })
  server = await startTestServer({ seed: false, config: { oidc: oidcEnv(provider) } })
})
afterAll(async () => {
  await server?.close()
  await provider?.close()
})
afterEach(() => {
  vi.useRealTimers()
  provider.claimIssuer(null)
})

type Started = { providerUrl: string; cookie: string }

async function start(target: TestServer = server, returnTo?: string): Promise<Started> {
  const res = await target.app.inject({
    method: 'GET',
    url: `/jwt/oidc/start${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`
  })
  expect(res.statusCode).toBe(303)
  const setCookie = [res.headers['set-cookie'] ?? []].flat()
  return { providerUrl: String(res.headers.location), cookie: setCookie[0]?.split(';')[0] ?? '' }
}

async function callback(started: Started, url: URL, target: TestServer = server) {
  const res = await target.app.inject({
    method: 'GET',
    url: url.pathname + url.search,
    headers: started.cookie ? { cookie: started.cookie } : {}
  })
  expect(res.statusCode).toBe(303)
  return new URL(String(res.headers.location), 'http://spa.test')
}

/** A whole sign-in as `login`, up to where the SPA lands: /login/sso?code=… or ?error=… */
async function signIn(
  login: string,
  options: { target?: TestServer; returnTo?: string; browser?: ProviderBrowser } = {}
) {
  const target = options.target ?? server
  const started = await start(target, options.returnTo)
  const back = await (options.browser ?? new ProviderBrowser(REDIRECT_URI)).signIn(started.providerUrl, login)
  return callback(started, back, target)
}

async function exchange(code: string, target: TestServer = server) {
  return target.app.inject({ method: 'POST', url: '/jwt/oidc/exchange', payload: { code } })
}

async function signedIn(login: string, returnTo?: string) {
  const landing = await signIn(login, { returnTo })
  expect(landing.pathname).toBe('/login/sso')
  expect(landing.searchParams.get('error')).toBeNull()
  const res = await exchange(landing.searchParams.get('code')!)
  expect(res.statusCode).toBe(200)
  return res.json() as {
    accessToken: string
    refreshToken: string
    returnTo: string | null
    userData: { id: number; email: string; role: string; username: string; fullName: string }
  }
}

const me = (accessToken: string) =>
  server.app.inject({ method: 'GET', url: '/jwt/me', headers: { authorization: `Bearer ${accessToken}` } })
const refresh = (refreshToken: string, target: TestServer = server) =>
  target.app.inject({ method: 'POST', url: '/jwt/refresh-token', payload: { refreshToken } })

async function counts(target: TestServer = server) {
  const users = await target.database.db.selectFrom('users').select('email').execute()
  const links = await withOidcTables(target.database.db)
    .selectFrom('oidc_identities')
    .select('subject')
    .execute()
  return { users: users.length, links: links.length }
}

async function lastFailure(target: TestServer = server) {
  const row = await target.database.db
    .selectFrom('audit_log')
    .select(['after'])
    .where('action', '=', 'sign_in_failed')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return row?.after ? (JSON.parse(row.after) as Record<string, unknown>) : null
}

describe('company sign-in offers', () => {
  it('tells the sign-in page the provider’s name beside the password form', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/jwt/options' })
    expect(res.json()).toEqual({ registration: false, sso: { name: 'Corp ID', only: false } })
  })

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const { providerUrl, cookie } = await start()
    const url = new URL(providerUrl)
    expect(url.origin).toBe(provider.issuer)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('code_challenge')).toBeTruthy()
    expect(url.searchParams.get('state')).toBeTruthy()
    expect(url.searchParams.get('nonce')).toBeTruthy()
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI)
    expect(cookie).toMatch(/^vibeline_oidc=./)
    // The pending sign-in is sealed: neither its state nor its verifier can be read from the cookie.
    expect(cookie).not.toContain(url.searchParams.get('state')!)
  })
})

describe('who becomes what', () => {
  it('creates the user on first sign-in with the role of their group, and signs them in as a password would', async () => {
    const before = await counts()
    const session = await signedIn('alice', '/music/tracks?page=2')
    expect(session.userData).toMatchObject({
      email: 'alice@corp.test',
      role: 'admin',
      fullName: 'Alice Admin'
    })
    expect(session.returnTo).toBe('/music/tracks?page=2')
    expect(await counts()).toEqual({ users: before.users + 1, links: before.links + 1 })
    expect((await me(session.accessToken)).json().userData.role).toBe('admin')
    const users = await server.app.inject({
      method: 'GET',
      url: '/admin/v2/users',
      headers: { authorization: `Bearer ${session.accessToken}` }
    })
    expect(users.statusCode).toBe(200)
    // Our own rotating refresh token, as after a password sign-in.
    const rotated = await refresh(session.refreshToken)
    expect(rotated.statusCode).toBe(200)
    expect(rotated.json().refreshToken).not.toBe(session.refreshToken)
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('user_id', '=', session.userData.id)
      .orderBy('id')
      .execute()
    expect(audit.map((row) => row.action)).toEqual(['create', 'sign_in', 'refresh'])
    expect(JSON.parse(audit[1].after!)).toMatchObject({ via: 'oidc', issuer: provider.issuer })
  })

  it('signs the same person in as the same user the next time', async () => {
    const first = await signedIn('dora')
    const before = await counts()
    const second = await signedIn('dora')
    expect(second.userData.id).toBe(first.userData.id)
    expect(await counts()).toEqual(before)
  })

  it('takes an admin’s role away at the next sign-in once their group is removed at the provider', async () => {
    provider.accounts.get('rita')!.groups = ['vibeline-admins']
    const asAdmin = await signedIn('rita')
    expect(asAdmin.userData.role).toBe('admin')
    provider.accounts.get('rita')!.groups = ['vibeline-viewers']
    const asViewer = await signedIn('rita')
    expect(asViewer.userData).toMatchObject({ id: asAdmin.userData.id, role: 'viewer' })
    const users = await server.app.inject({
      method: 'GET',
      url: '/admin/v2/users',
      headers: { authorization: `Bearer ${asViewer.accessToken}` }
    })
    expect(users.statusCode).toBe(403)
    // The change of role ended the sessions begun as an admin.
    expect((await refresh(asAdmin.refreshToken)).statusCode).toBe(401)
  })

  it('reads the role again at each refresh while the provider grants refresh tokens', async () => {
    provider.accounts.get('erin')!.groups = ['vibeline-editors']
    const session = await signedIn('erin')
    expect(session.userData.role).toBe('editor')
    provider.accounts.get('erin')!.groups = ['vibeline-viewers']
    const res = await refresh(session.refreshToken)
    expect(res.statusCode).toBe(200)
    expect((await me(res.json().accessToken)).json().userData.role).toBe('viewer')
    provider.accounts.get('erin')!.groups = ['sales']
    const refused = await refresh(res.json().refreshToken)
    expect(refused.statusCode).toBe(401)
    provider.accounts.get('erin')!.groups = ['vibeline-editors']
  })

  it('still asks the provider at a refresh after JWT_SECRET was rotated', async () => {
    provider.accounts.get('erin')!.groups = ['vibeline-editors']
    const session = await signedIn('erin')
    const rotated = await buildApp({
      config: {
        ...server.config,
        secret: 'a-new-secret-that-is-long-enough-0123456789',
        previousSecrets: [server.config.secret]
      },
      database: server.database
    })
    try {
      provider.accounts.get('erin')!.groups = ['vibeline-viewers']
      const res = await rotated.inject({
        method: 'POST',
        url: '/jwt/refresh-token',
        payload: { refreshToken: session.refreshToken }
      })
      expect(res.statusCode).toBe(200)
      const who = await rotated.inject({
        method: 'GET',
        url: '/jwt/me',
        headers: { authorization: `Bearer ${res.json().accessToken}` }
      })
      expect(who.json().userData.role).toBe('viewer')
    } finally {
      provider.accounts.get('erin')!.groups = ['vibeline-editors']
      await rotated.close()
    }
  })

  it('links an existing user whose e-mail the provider has verified, never making a second one', async () => {
    const before = await counts()
    const existing = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', emailOf('editor'))
      .executeTakeFirstOrThrow()
    const session = await signedIn('edith')
    expect(session.userData).toMatchObject({ id: existing.id, email: emailOf('editor'), role: 'editor' })
    expect(await counts()).toEqual({ users: before.users, links: before.links + 1 })
  })
})

describe('refusals', () => {
  it('refuses a person none of whose groups is mapped, creating nobody', async () => {
    const before = await counts()
    const landing = await signIn('olga')
    expect(landing.searchParams.get('error')).toBe('no_role')
    expect(await counts()).toEqual(before)
    expect(await lastFailure()).toMatchObject({ via: 'oidc', reason: 'no_role', email: 'olga@corp.test' })
  })

  it('never links an existing user to an e-mail the provider has not verified', async () => {
    const before = await counts()
    const landing = await signIn('mallory')
    expect(landing.searchParams.get('error')).toBe('email_unverified')
    expect(await counts()).toEqual(before)
    const viewer = await server.database.db
      .selectFrom('users')
      .select('role')
      .where('email', '=', emailOf('viewer'))
      .executeTakeFirstOrThrow()
    expect(viewer.role).toBe('viewer')
  })

  it('refuses a callback whose state was tampered with', async () => {
    const before = await counts()
    const started = await start()
    const back = await new ProviderBrowser(REDIRECT_URI).signIn(started.providerUrl, 'dora')
    back.searchParams.set('state', `${back.searchParams.get('state')}x`)
    const landing = await callback(started, back)
    expect(landing.searchParams.get('error')).toBe('state_mismatch')
    expect(await counts()).toEqual(before)
  })

  it('refuses an ID token that names another issuer', async () => {
    const before = await counts()
    provider.claimIssuer('https://impostor.example')
    const landing = await signIn('alice')
    expect(landing.searchParams.get('error')).toBe('invalid_response')
    expect(await counts()).toEqual(before)
  })

  it('refuses a callback that comes after the sign-in expired, or in another browser', async () => {
    const started = await start()
    const back = await new ProviderBrowser(REDIRECT_URI).signIn(started.providerUrl, 'dora')
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + PENDING_TTL_MS + 1000 })
    expect((await callback(started, back)).searchParams.get('error')).toBe('expired')
    vi.useRealTimers()
    const again = await start()
    const backAgain = await new ProviderBrowser(REDIRECT_URI).signIn(again.providerUrl, 'dora')
    expect((await callback({ ...again, cookie: '' }, backAgain)).searchParams.get('error')).toBe('expired')
  })

  it('refuses a user disabled here, though the provider vouches for them', async () => {
    const session = await signedIn('dora')
    await server.database.db
      .updateTable('users')
      .set({ status: 'inactive' })
      .where('id', '=', session.userData.id)
      .execute()
    try {
      const landing = await signIn('dora')
      expect(landing.searchParams.get('error')).toBe('disabled')
      expect(await lastFailure()).toMatchObject({ reason: 'disabled' })
    } finally {
      await server.database.db
        .updateTable('users')
        .set({ status: 'active' })
        .where('id', '=', session.userData.id)
        .execute()
    }
  })

  it('lets the one-time code of a sign-in be used once', async () => {
    const landing = await signIn('dora')
    const code = landing.searchParams.get('code')!
    expect((await exchange(code)).statusCode).toBe(200)
    const again = await exchange(code)
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toMatch(/expired or was already used/)
  })

  it('refuses when the provider rejects Vibeline’s client secret', async () => {
    const wrong = await startTestServer({
      seed: false,
      config: { oidc: oidcEnv(provider, { OIDC_CLIENT_SECRET: 'not-the-secret' }) }
    })
    try {
      const before = await counts(wrong)
      const landing = await signIn('alice', { target: wrong })
      expect(landing.searchParams.get('error')).toBe('client_rejected')
      expect(await counts(wrong)).toEqual(before)
    } finally {
      await wrong.close()
    }
  })

  it('refuses when the provider stops answering between the redirect and the callback', async () => {
    const brief = await startTestProvider({
      redirectUri: REDIRECT_URI,
      postLogoutRedirectUri: AFTER_LOGOUT,
      accounts
    })
    const target = await startTestServer({ seed: false, config: { oidc: oidcEnv(brief) } })
    try {
      const before = await counts(target)
      const started = await start(target)
      const back = await new ProviderBrowser(REDIRECT_URI).signIn(started.providerUrl, 'alice')
      await brief.close()
      const landing = await callback(started, back, target)
      expect(landing.searchParams.get('error')).toBe('provider_unreachable')
      expect(await counts(target)).toEqual(before)
    } finally {
      await target.close()
    }
  })

  it('refuses when the provider cannot be reached, and turns password sign-in off with OIDC_ONLY', async () => {
    const gone = await startTestProvider({
      redirectUri: REDIRECT_URI,
      postLogoutRedirectUri: AFTER_LOGOUT,
      accounts
    })
    await gone.close()
    const unreachable = await startTestServer({
      seed: false,
      // Registration on, to show that OIDC_ONLY closes it all the same.
      config: { allowRegistration: true, oidc: oidcEnv(gone, { OIDC_ONLY: 'true' }) }
    })
    try {
      const res = await unreachable.app.inject({ method: 'GET', url: '/jwt/oidc/start' })
      expect(res.statusCode).toBe(303)
      expect(res.headers.location).toBe('/login/sso?error=provider_unreachable')
      expect((await unreachable.app.inject({ method: 'GET', url: '/jwt/options' })).json()).toEqual({
        registration: false,
        sso: { name: 'Corp ID', only: true }
      })
      const password = await unreachable.app.inject({
        method: 'POST',
        url: '/jwt/login',
        payload: { email: emailOf('admin'), password: 'admin-pass-123' }
      })
      expect(password.statusCode).toBe(403)
      expect(password.json().error).toMatch(/sign in with Corp ID/)
      const registration = await unreachable.app.inject({
        method: 'POST',
        url: '/jwt/register',
        payload: { username: 'newcomer', email: 'newcomer@corp.test', password: 'long-enough-password' }
      })
      expect(registration.statusCode).toBe(403)
    } finally {
      await unreachable.close()
    }
  })
})

describe('signing out', () => {
  it('ends the session here and answers where to end it at the provider', async () => {
    const session = await signedIn('dora')
    const res = await server.app.inject({
      method: 'POST',
      url: '/jwt/logout',
      payload: { refreshToken: session.refreshToken }
    })
    expect(res.statusCode).toBe(200)
    const end = new URL(res.json().endSessionUrl)
    expect(end.origin).toBe(provider.issuer)
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(AFTER_LOGOUT)
    expect(end.searchParams.get('id_token_hint')).toBeTruthy()
    expect((await refresh(session.refreshToken)).statusCode).toBe(401)
  })

  it('answers no provider URL for a password session', async () => {
    const login = await server.app.inject({
      method: 'POST',
      url: '/jwt/login',
      payload: { email: emailOf('viewer'), password: 'viewer-pass-123' }
    })
    const res = await server.app.inject({
      method: 'POST',
      url: '/jwt/logout',
      payload: { refreshToken: login.json().refreshToken }
    })
    expect(res.json()).toEqual({ ok: true })
  })
})
