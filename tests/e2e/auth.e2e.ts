import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { describeProblems, launchBrowser, newContext, runSeededDataDir, watchPage } from './support/browser'
import { DEMO_URL, SERVER_ACCOUNTS, SERVER_DIST, SERVER_PORT, SERVER_URL } from './support/config'
import { DEMO_CREDENTIALS, demoContext, serverContext, signIn } from './support/session'
import { waitForSettledPage } from './support/settle'
import { visitInApp } from './support/variants'

const SHOTS = process.env.E2E_SHOTS_DIR
const pathOf = (page: Page) => new URL(page.url()).pathname
// expect.poll gives up after 1 s by default, less than the app may take to start on a loaded 2-core machine.
const POLL = { timeout: 15_000 }
/** The form's error, once it is there (a toast is an alert too, so the text picks the right one). */
const formAlert = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first().waitFor()

describe('sign-in (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    if (SHOTS) mkdirSync(SHOTS, { recursive: true })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('signs the demo administrator in with one click on the prefilled form', async () => {
    const context = await newContext(browser, DEMO_URL)
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/login')
    await expect
      .poll(() => page.getByLabel('Email', { exact: true }).inputValue(), POLL)
      .toBe(DEMO_CREDENTIALS.admin.email)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/h3-login-light.png` })
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('button', { name: 'Account menu for Demo Admin' }).waitFor()
    expect(pathOf(page)).not.toBe('/login')
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('shows the server message for a wrong password and stays on /login', async () => {
    const context = await newContext(browser, DEMO_URL)
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await formAlert(page, 'Email or Password is Invalid')
    expect(pathOf(page)).toBe('/login')
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull()
    await context.close()
  })

  it('sends a visitor to /login and back to the page first asked for after signing in', async () => {
    const context = await newContext(browser, DEMO_URL)
    const page = await context.newPage()
    await page.goto('/access-control')
    await page.waitForURL('**/login?returnTo=%2Faccess-control')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/access-control')
    await page.getByRole('heading', { name: 'Access control' }).waitFor()
    await context.close()
  })

  it('a client without the ability is sent to not-authorized, and sees only what it may', async () => {
    const context = await demoContext(browser, 'client')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/')
    await page.waitForURL('**/access-control')
    await page.getByRole('heading', { name: 'Access control' }).waitFor()
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    // The menu must be there for "no Tracks link in it" to mean anything.
    await menu.getByRole('link').first().waitFor()
    expect(await menu.getByRole('link', { name: 'Tracks' }).count()).toBe(0)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/h3-access-control-client.png`, fullPage: true })
    await page.goto('/music/tracks')
    await page.waitForURL('**/misc/not-authorized')
    await page.getByRole('heading', { name: 'You are not authorized' }).waitFor()
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('logs out from the user menu: tokens and user data are gone and guarded pages ask to sign in again', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    await page.goto('/access-control')
    await page.getByRole('button', { name: 'Account menu for Demo Admin' }).click()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/h3-user-menu.png` })
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await page.waitForURL((url) => url.pathname === '/login')
    const stored = await page.evaluate(() =>
      ['accessToken', 'refreshToken', 'userData'].map((k) => localStorage.getItem(k))
    )
    expect(stored).toEqual([null, null, null])
    await page.goto('/access-control')
    await page.waitForURL('**/login?returnTo=%2Faccess-control')
    await context.close()
  })

  it('signIn() signs the client in through the real form', async () => {
    const context = await newContext(browser, DEMO_URL)
    const page = await context.newPage()
    await signIn(page, { mode: 'demo', ...DEMO_CREDENTIALS.client })
    await page.getByRole('button', { name: 'Account menu for Demo Client' }).waitFor()
    await context.close()
  })

  it('renders the sign-in screens in dark skin and right-to-left', async () => {
    const context = await newContext(browser, DEMO_URL)
    await context.addInitScript(() => localStorage.setItem('skin', 'dark'))
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/register')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await page.getByText('Enter your email address').waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/h3-register-dark.png` })
    // The first screen booted the app in the stored skin; the others are opened inside it.
    await visitInApp(page, '/pages/login-basic')
    await page.getByText('Template page').waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/h3-login-basic-dark.png` })
    await visitInApp(page, '/pages/two-steps-cover')
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/h3-two-steps-cover-dark.png` })
    expect(describeProblems(problems)).toEqual([])
    await context.close()

    const rtl = await newContext(browser, DEMO_URL)
    await rtl.addInitScript(() => localStorage.setItem('language', 'ar'))
    const rtlPage = await rtl.newPage()
    await rtlPage.goto('/login')
    await rtlPage.getByRole('button', { name: 'تسجيل الدخول' }).waitFor()
    // <html dir> is set in an effect, which may run just after the form is on screen.
    await expect.poll(() => rtlPage.evaluate(() => document.documentElement.dir), POLL).toBe('rtl')
    if (SHOTS) await rtlPage.screenshot({ path: `${SHOTS}/h3-login-rtl.png` })
    await rtl.close()
  })
})

async function isUp(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health`)).ok
  } catch {
    return false
  }
}

/**
 * Waits until the page's stored access token is past its exp claim (whole seconds). The server, on the same clock,
 * refuses a token from exp × 1000 ms on (jose compares whole seconds, its cache the milliseconds).
 */
async function accessTokenExpired(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const token = localStorage.getItem('accessToken') ?? ''
      const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')
      const { exp } = JSON.parse(atob(payload)) as { exp: number }
      return Date.now() > exp * 1000
    },
    undefined,
    { polling: 100, timeout: 15_000 }
  )
}

/** 401s are part of the token flow and 400 is the wrong-password answer; anything else still counts. */
const tokenFlowStatus = (url: string, status: number) =>
  status === 401 || (status === 400 && url.endsWith('/jwt/login'))

describe('sign-in (server build, API server)', () => {
  let browser: Browser
  let serverUp = false
  // The server of the 3-second access token, started with the block: it boots while the tests before it run.
  const port = SERVER_PORT + 17
  const url = `http://127.0.0.1:${port}`
  let dataDir: string | undefined
  let server: ChildProcess | undefined
  let shortTokenServer: Promise<void> | undefined

  async function startShortTokenServer(): Promise<void> {
    // A server left on the port by an earlier run would answer the health check in place of this one.
    if (await isUp(url)) throw new Error(`Port ${port} is already in use: stop what listens there`)
    dataDir = mkdtempSync(join(tmpdir(), 'vibeline-e2e-ttl-'))
    const env = {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: SERVER_ACCOUNTS.admin.email,
      ADMIN_PASSWORD: SERVER_ACCOUNTS.admin.password
    }
    const tsx = 'node_modules/tsx/dist/cli.mjs'
    // The run's seeded data (its small catalogue, the same admin) is copied: seeding again took seconds.
    const seededDir = runSeededDataDir()
    if (seededDir && existsSync(seededDir)) cpSync(seededDir, dataDir, { recursive: true })
    else {
      const seeded = spawnSync(process.execPath, [tsx, 'server/seed-cli.ts', '--small'], {
        env,
        stdio: 'ignore'
      })
      if (seeded.status !== 0) throw new Error('Seeding the short-token API server failed')
    }
    server = spawn(process.execPath, [tsx, 'server/start.ts'], {
      env: {
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
        STATIC_DIR: SERVER_DIST,
        SKIP_BUILD: '1',
        SEED: '0',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_MAX: '10000',
        ACCESS_TOKEN_TTL: '3'
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true
    })
    const deadline = Date.now() + 60_000
    while (!(await isUp(url))) {
      if (server.exitCode !== null) throw new Error(`The short-token API server exited (${server.exitCode})`)
      if (Date.now() > deadline) throw new Error(`${url} did not start`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }

  beforeAll(async () => {
    // Only against the server this run started (a server build must exist for it), not a stray one on the port.
    serverUp = existsSync(`${SERVER_DIST}/index.html`) && (await isUp(SERVER_URL))
    if (serverUp) {
      shortTokenServer = startShortTokenServer()
      // Awaited by the block that uses it; a failure meanwhile is its failure, not an unhandled rejection.
      shortTokenServer.catch(() => {})
    }
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await shortTokenServer?.catch(() => {})
    if (server?.pid && server.exitCode === null) {
      // Its database must be closed before its folder goes.
      const exited = new Promise((resolve) => server!.once('exit', resolve))
      process.kill(-server.pid, 'SIGTERM')
      await exited
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    await browser?.close()
  })

  it('signs the administrator in and out', async ({ skip }) => {
    if (!serverUp) skip()
    const context = await newContext(browser, SERVER_URL)
    const page = await context.newPage()
    const problems = watchPage(page, { allowStatus: tokenFlowStatus })
    await signIn(page, { mode: 'server', ...SERVER_ACCOUNTS.admin })
    // Signed out while the first screen's reads were on their way, they came back 401 (CI, under load).
    await waitForSettledPage(page)
    await page.getByRole('button', { name: /^Account menu for / }).click()
    const logout = page.waitForResponse((r) => r.url().endsWith('/jwt/logout'))
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    expect((await logout).status()).toBe(200)
    await page.waitForURL((url) => url.pathname === '/login')
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull()
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it("shows the server's message for a wrong password", async ({ skip }) => {
    if (!serverUp) skip()
    const context = await newContext(browser, SERVER_URL)
    const page = await context.newPage()
    await page.goto('/login')
    // Server mode has no demo credentials to prefill.
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('')
    await page.getByLabel('Email', { exact: true }).fill(SERVER_ACCOUNTS.admin.email)
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await formAlert(page, 'Email or Password is Invalid')
    expect(new URL(page.url()).pathname).toBe('/login')
    await context.close()
  })

  it('sends a viewer away from a page it may not open', async ({ skip }) => {
    if (!serverUp) skip()
    const context = await serverContext(browser, SERVER_ACCOUNTS.viewer)
    const page = await context.newPage()
    await page.goto('/music/tracks/new')
    await page.waitForURL('**/misc/not-authorized')
    await page.getByRole('heading', { name: 'You are not authorized' }).waitFor()
    await context.close()
  })

  it('says plainly that registration is off when the server does not allow it', async ({ skip }) => {
    if (!serverUp) skip()
    const context = await newContext(browser, SERVER_URL)
    const page = await context.newPage()
    await page.goto('/register')
    await page.getByLabel('Username').fill('newcomer')
    await page.getByLabel('Email', { exact: true }).fill('newcomer@vibeline.test')
    await page.getByLabel('Password', { exact: true }).fill('long-enough-1')
    await page.getByLabel('I agree to the privacy policy and terms').check()
    await page.getByRole('button', { name: 'Sign up' }).click()
    await page.getByText('Registration is turned off on this server.', { exact: false }).waitFor()
    await context.close()
  })

  it('ends the session when the refresh is refused: one toast, back to /login, and back again after signing in', async ({
    skip
  }) => {
    if (!serverUp) skip()
    const context = await newContext(browser, SERVER_URL)
    const page = await context.newPage()
    await signIn(page, { mode: 'server', ...SERVER_ACCOUNTS.admin, returnTo: '/access-control' })
    await page.waitForURL('**/access-control')
    // Both tokens become worthless, as after a server-side revocation.
    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'revoked-access-token')
      localStorage.setItem('refreshToken', 'revoked-refresh-token')
    })
    const refresh = page.waitForResponse((r) => r.url().endsWith('/jwt/refresh-token'))
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Playlists' }).click()
    expect((await refresh).status()).toBe(401)
    await page.waitForURL('**/login?returnTo=%2Fmusic%2Fplaylists')
    await page.getByText('Your session has ended. Please sign in again.').waitFor()
    expect(await page.getByText('Your session has ended. Please sign in again.').count()).toBe(1)
    expect(
      await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('userData')])
    ).toEqual([null, null])
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/h3-session-ended.png` })
    await page.getByLabel('Email', { exact: true }).fill(SERVER_ACCOUNTS.admin.email)
    await page.getByLabel('Password', { exact: true }).fill(SERVER_ACCOUNTS.admin.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/music/playlists')
    await context.close()
  })

  describe('with a 3-second access token', () => {
    beforeAll(async () => {
      if (serverUp) await shortTokenServer
    })

    it('keeps working across an expired access token without the user noticing', async ({ skip }) => {
      if (!serverUp) skip()
      const context = await newContext(browser, url)
      const page = await context.newPage()
      const problems = watchPage(page, { allowStatus: tokenFlowStatus })
      const refreshes: number[] = []
      page.on('response', (r) => {
        if (r.url().endsWith('/jwt/refresh-token')) refreshes.push(r.status())
      })
      await signIn(page, {
        mode: 'server',
        baseUrl: url,
        ...SERVER_ACCOUNTS.admin,
        returnTo: '/music/tracks'
      })
      await page.waitForURL('**/music/tracks')
      await page.waitForLoadState('networkidle')
      const firstToken = await page.evaluate(() => localStorage.getItem('accessToken'))

      // On a slow machine the first page may already have needed a refresh: only what the next navigation does is
      // counted.
      await accessTokenExpired(page)
      refreshes.length = 0
      const playlists = page.waitForResponse(
        (r) => r.url().includes('/admin/v2/playlists') && r.status() === 200
      )
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Playlists' })
        .click()
      await playlists

      expect(new URL(page.url()).pathname).toBe('/music/playlists')
      expect(refreshes).toEqual([200])
      expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(firstToken)
      expect(await page.getByText('Your session has ended.', { exact: false }).count()).toBe(0)
      // Chromium logs every 4xx answer to the console; the expected 401 of the expired token is not a fault.
      problems.consoleErrors = problems.consoleErrors.filter((e) => !e.includes('status of 401'))
      expect(describeProblems(problems)).toEqual([])
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/h3-server-after-refresh.png` })
      await context.close()
    })

    it('two tabs past the access-token expiry both keep working', async ({ skip }) => {
      if (!serverUp) skip()
      const context = await newContext(browser, url)
      const tracks = await context.newPage()
      await signIn(tracks, {
        mode: 'server',
        baseUrl: url,
        ...SERVER_ACCOUNTS.admin,
        returnTo: '/music/tracks'
      })
      await tracks.waitForURL('**/music/tracks')
      const playlists = await context.newPage()
      await playlists.goto('/music/playlists')
      await playlists.waitForLoadState('networkidle')
      const problems = [
        watchPage(tracks, { allowStatus: tokenFlowStatus }),
        watchPage(playlists, { allowStatus: tokenFlowStatus })
      ]
      const refreshes: number[] = []
      context.on('response', (r) => {
        if (r.url().endsWith('/jwt/refresh-token')) refreshes.push(r.status())
      })
      // Both tabs share the remembered session; wait until its access token has expired by its own exp claim.
      await accessTokenExpired(tracks)
      refreshes.length = 0
      // Make the two refreshes overlap however fast the server is: the first is held until the other tab needs one
      // too, which it shows by asking the server as well or by queueing for the refresh lock of the first tab.
      let asked = 0
      const waitingForLock = async () =>
        tracks.evaluate(async () => {
          const { pending = [] } = await navigator.locks.query()
          return pending.some((lock) => lock.name === 'vibeline-token-refresh')
        })
      await context.route('**/jwt/refresh-token', async (route) => {
        asked += 1
        if (asked === 1) await expect.poll(async () => asked > 1 || (await waitingForLock()), POLL).toBe(true)
        await route.continue()
      })
      // Both tabs load their lists at the same moment, each with the expired token.
      const lists: string[] = []
      for (const page of [tracks, playlists])
        page.on('response', (r) => {
          if (/\/admin\/v2\/(tracks|playlists)\?/.test(r.url()) && r.status() === 200)
            lists.push(page === tracks ? 'tracks' : 'playlists')
        })
      await Promise.all([
        tracks.reload({ waitUntil: 'networkidle' }),
        playlists.reload({ waitUntil: 'networkidle' })
      ])

      for (const page of [tracks, playlists]) {
        expect(new URL(page.url()).pathname).not.toBe('/login')
        expect(await page.getByText('Your session has ended.', { exact: false }).count()).toBe(0)
      }
      expect(new Set(lists)).toEqual(new Set(['tracks', 'playlists']))
      expect(refreshes.length).toBeGreaterThan(0)
      expect(refreshes.every((status) => status === 200)).toBe(true)
      // Afterwards the session still works in both tabs: each navigates and loads with the tokens of now.
      for (const [page, link, api] of [
        [tracks, 'Playlists', '/admin/v2/playlists'],
        [playlists, 'Tracks', '/admin/v2/tracks']
      ] as const) {
        const answered = page.waitForResponse((r) => r.url().includes(api) && r.status() === 200)
        await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: link }).click()
        await answered
      }
      for (const p of problems) {
        p.consoleErrors = p.consoleErrors.filter((e) => !e.includes('status of 401'))
        expect(describeProblems(p)).toEqual([])
      }
      await context.close()
    })
  })
})
