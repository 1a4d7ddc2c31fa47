// Company sign-in in Chromium against a real OpenID Connect provider (oidc-provider) started in this process, and
// an API server of its own with OIDC settings, serving the server-mode build: the whole flow through the browser,
// a group change at the provider, sign-out at the provider, and the refusals of a tampered state and a foreign
// issuer. E2E_SHOTS_DIR=<folder> also saves screenshots of the sign-in page with the provider's button.
import { existsSync, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { readOidcSettings } from '../../server/accounts/oidcSettings'
import { startTestServer, type TestServer } from '../../server/test/harness'
import { startTestProvider, type TestProvider } from '../../server/test/oidcProvider'
import { describeProblems, launchBrowser, newContext, watchPage } from './support/browser'
import { SERVER_DIST, SERVER_PORT } from './support/config'

const SHOTS = process.env.E2E_SHOTS_DIR
// A port of this run's own, next to the shared API server's, so that runs on other ports never collide.
const PORT = SERVER_PORT + 10_000
const BASE_URL = `http://127.0.0.1:${PORT}`
const POLL = { timeout: 15_000 }

describe.skipIf(!existsSync(`${SERVER_DIST}/index.html`))(
  'company sign-in (OpenID Connect) in Chromium',
  () => {
    let provider: TestProvider
    let server: TestServer
    let browser: Browser

    beforeAll(async () => {
      if (SHOTS) mkdirSync(SHOTS, { recursive: true })
      provider = await startTestProvider({
        redirectUri: `${BASE_URL}/jwt/oidc/callback`,
        postLogoutRedirectUri: `${BASE_URL}/login`,
        accounts: {
          alice: {
            email: 'alice@corp.test',
            emailVerified: true,
            name: 'Alice Admin',
            groups: ['vibeline-admins']
          },
          vic: {
            email: 'vic@corp.test',
            emailVerified: true,
            name: 'Vic Viewer',
            groups: ['vibeline-viewers']
          }
        }
      })
      server = await startTestServer({
        seed: false,
        config: {
          staticDir: resolve(SERVER_DIST),
          oidc: readOidcSettings({
            OIDC_ISSUER: provider.issuer,
            OIDC_CLIENT_ID: provider.clientId,
            OIDC_CLIENT_SECRET: provider.clientSecret,
            OIDC_REDIRECT_URI: `${BASE_URL}/jwt/oidc/callback`,
            OIDC_SCOPES: 'openid email profile groups',
            OIDC_PROVIDER_NAME: 'Corp ID',
            OIDC_ADMIN_GROUPS: 'vibeline-admins',
            OIDC_EDITOR_GROUPS: 'vibeline-editors',
            OIDC_VIEWER_GROUPS: 'vibeline-viewers'
          })
        }
      })
      await server.app.listen({ port: PORT, host: '127.0.0.1' })
      browser = await launchBrowser()
    })
    afterAll(async () => {
      await browser?.close()
      await server?.close()
      await provider?.close()
    })

    const contexts: BrowserContext[] = []
    afterAll(async () => {
      for (const context of contexts) await context.close().catch(() => undefined)
    })
    async function freshPage(preferences: Record<string, string> = {}): Promise<Page> {
      const context = await newContext(browser, BASE_URL)
      contexts.push(context)
      // The test provider's own pages ask for a web font and a favicon: answered here, as neither is Vibeline's.
      await context.route('https://fonts.googleapis.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/css', body: '' })
      )
      await context.route(`${provider.issuer}/favicon.ico`, (route) => route.fulfill({ status: 204 }))
      if (Object.keys(preferences).length > 0)
        await context.addInitScript((values) => {
          for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
        }, preferences)
      return context.newPage()
    }

    /** At the provider: its own sign-in form (any password). */
    async function signInAtProvider(page: Page, login: string): Promise<void> {
      await page.locator('input[name="login"]').waitFor()
      expect(new URL(page.url()).origin).toBe(provider.issuer)
      await page.locator('input[name="login"]').fill(login)
      await page.locator('input[name="password"]').fill('any password')
      await page.getByRole('button', { name: 'Sign-in' }).click()
    }

    const storedRole = (page: Page) =>
      page.evaluate(() => {
        const raw = localStorage.getItem('userData') ?? sessionStorage.getItem('userData')
        return raw ? (JSON.parse(raw) as { role: string }).role : null
      })

    async function userRow(email: string) {
      return server.database.db
        .selectFrom('users')
        .select(['id', 'role'])
        .where('email', '=', email)
        .executeTakeFirst()
    }

    it('creates the user with the mapped role on first sign-in, then a group change at the provider changes it', async () => {
      const page = await freshPage()
      const problems = watchPage(page)
      await page.goto('/login?returnTo=%2Fmusic%2Ftracks')
      await page.getByRole('link', { name: 'Sign in with Corp ID' }).click()
      await signInAtProvider(page, 'alice')
      await page.getByRole('button', { name: 'Account menu for Alice Admin' }).waitFor(POLL)
      expect(new URL(page.url()).pathname).toBe('/music/tracks')
      // The one-time code left the address bar and no token ever was in it.
      expect(page.url()).not.toContain('code=')
      expect(await storedRole(page)).toBe('admin')
      const created = await userRow('alice@corp.test')
      expect(created?.role).toBe('admin')

      // Signing out ends the provider's session too: the provider sends the browser back to the sign-in page.
      provider.accounts.get('alice')!.groups = ['vibeline-viewers']
      await page.getByRole('button', { name: 'Account menu for Alice Admin' }).click()
      await page.getByRole('menuitem', { name: 'Log out' }).click()
      await page.getByRole('link', { name: 'Sign in with Corp ID' }).waitFor(POLL)
      expect(new URL(page.url()).pathname).toBe('/login')

      // The next sign-in asks the provider again (its session ended) and takes the admin role away.
      await page.getByRole('link', { name: 'Sign in with Corp ID' }).click()
      await signInAtProvider(page, 'alice')
      await page.getByRole('button', { name: 'Account menu for Alice Admin' }).waitFor(POLL)
      await expect.poll(() => storedRole(page), POLL).toBe('viewer')
      expect(await userRow('alice@corp.test')).toEqual({ id: created!.id, role: 'viewer' })
      expect(describeProblems(problems)).toEqual([])
    })

    it('refuses a callback whose state was tampered with, and creates nobody', async () => {
      const page = await freshPage()
      // The browser follows the provider's redirects by itself (page.route sees no redirect), so the provider's
      // answer is altered where it is made.
      provider.alterState('tampered')
      try {
        await page.goto('/login')
        await page.getByRole('link', { name: 'Sign in with Corp ID' }).click()
        await signInAtProvider(page, 'vic')
        await expect.poll(() => new URL(page.url()).search, POLL).toBe('?error=state_mismatch')
        await page.getByRole('heading', { name: 'Company sign-in did not work' }).waitFor(POLL)
        await expect
          .poll(() => page.getByRole('alert').textContent(), POLL)
          .toContain('does not belong to the sign-in this browser started')
      } finally {
        provider.alterState(null)
      }
      expect(await userRow('vic@corp.test')).toBeUndefined()
    })

    it('refuses an ID token from another issuer, and creates nobody', async () => {
      const page = await freshPage()
      provider.claimIssuer('https://impostor.example')
      try {
        await page.goto('/login')
        await page.getByRole('link', { name: 'Sign in with Corp ID' }).click()
        await signInAtProvider(page, 'vic')
        await page.getByRole('heading', { name: 'Company sign-in did not work' }).waitFor(POLL)
        await expect
          .poll(() => page.getByRole('alert').textContent(), POLL)
          .toContain('came from another issuer')
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/refused-foreign-issuer-light-en.png` })
      } finally {
        provider.claimIssuer(null)
      }
      expect(await userRow('vic@corp.test')).toBeUndefined()
    })

    for (const skin of ['light', 'dark'] as const)
      for (const language of ['en', 'ar'] as const)
        it(`shows the provider's button on the sign-in page (${skin}, ${language})`, async () => {
          const page = await freshPage({ skin, language, isRTL: String(language === 'ar') })
          await page.goto('/login')
          const button = page.getByRole('link', {
            name: language === 'ar' ? 'تسجيل الدخول عبر Corp ID' : 'Sign in with Corp ID'
          })
          await button.waitFor(POLL)
          expect(await page.getAttribute('html', 'dir')).toBe(language === 'ar' ? 'rtl' : 'ltr')
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/login-sso-${skin}-${language}.png` })
        })
  }
)
