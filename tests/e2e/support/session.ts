// Signed-in browser contexts for the end-to-end tests. Each role signs in once per run through the real login
// form; the stored session (localStorage) is reused by every later context (CONVENTIONS.md "Tests").
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { newContext, watchPage, type PageProblems, type StorageState } from './browser'
import { DEMO_URL, SERVER_URL } from './config'

export type DemoRole = 'admin' | 'client'
export type RunMode = 'demo' | 'server'

/** The demo accounts of src/@fake-db/auth/data.ts. */
export const DEMO_CREDENTIALS: Record<DemoRole, { email: string; password: string; fullName: string }> = {
  admin: { email: 'admin@demo.vibeline.app', password: 'admin', fullName: 'Demo Admin' },
  client: { email: 'client@demo.vibeline.app', password: 'client', fullName: 'Demo Client' }
}

export const baseUrlFor = (mode: RunMode): string => (mode === 'demo' ? DEMO_URL : SERVER_URL)

/**
 * Signs in through the login form of `page` and waits until the app has left /login.
 * `baseUrl` defaults to the mode's server; "remember me" is ticked so the session lands in localStorage.
 */
export async function signIn(
  page: Page,
  options: { mode?: RunMode; email: string; password: string; baseUrl?: string; returnTo?: string }
): Promise<void> {
  const base = options.baseUrl ?? baseUrlFor(options.mode ?? 'demo')
  const query = options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : ''
  await page.goto(`${base}/login${query}`)
  const email = page.getByLabel('Email', { exact: true })
  await email.fill(options.email)
  await page.getByLabel('Password', { exact: true }).fill(options.password)
  await page.getByLabel('Remember me').check()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 })
}

// Mock tokens live 10 minutes (spec §9): a cached session is renewed well before that.
const MAX_SESSION_AGE_MS = 7 * 60 * 1000
const sessions = new Map<string, { state: Promise<StorageState>; at: number }>()

/**
 * Spec files run in separate module scopes, so sessions are also kept in a file for the whole run: each worker's
 * spec files sign in to the demo build and to the worker's own API server once per account, not once per file.
 * globalSetup.ts removes the files at the start of a run (a new server signs with a new secret), and a session is
 * renewed before its access token could expire, so no spec refreshes (and so rotates) a token another one holds.
 */
function sessionFile(baseUrl: string, email: string): string | null {
  // A server a spec starts itself lives no longer than the spec: its sessions stay in memory.
  if (baseUrl !== DEMO_URL && baseUrl !== SERVER_URL) return null
  const name = `vibeline-e2e-session-${new URL(baseUrl).port}-${email.replace(/[^a-z0-9]+/gi, '-')}.json`
  return join(tmpdir(), name)
}

/** The stored session and when it was signed in, if it is young enough to reuse. */
function readSessionFile(file: string | null): { state: StorageState; at: number } | null {
  if (!file || !existsSync(file)) return null
  const at = statSync(file).mtimeMs
  if (Date.now() - at > MAX_SESSION_AGE_MS) return null
  try {
    return { state: JSON.parse(readFileSync(file, 'utf8')) as StorageState, at }
  } catch {
    return null
  }
}

async function signedInState(
  browser: Browser,
  mode: RunMode,
  email: string,
  password: string,
  baseUrl: string
) {
  const key = `${mode} ${baseUrl} ${email}`
  const cached = sessions.get(key)
  if (cached && Date.now() - cached.at < MAX_SESSION_AGE_MS) return cached.state
  const file = sessionFile(baseUrl, email)
  // A session read from the file is as old as the file, not as this read: cached as new, a token signed in near the
  // end of its reuse window was handed out again for a whole window and expired mid-spec (CI of stop 51).
  const stored = readSessionFile(file)
  if (stored) {
    sessions.set(key, { state: Promise.resolve(stored.state), at: stored.at })
    return stored.state
  }
  const state = (async () => {
    const context = await newContext(browser, baseUrl)
    try {
      const page = await context.newPage()
      await signIn(page, { mode, email, password, baseUrl })
      const signedIn = await context.storageState()
      // Written whole and then renamed: a spec in the other worker may be reading it at the same moment.
      if (file) {
        writeFileSync(`${file}.${process.pid}`, JSON.stringify(signedIn))
        renameSync(`${file}.${process.pid}`, file)
      }
      return signedIn
    } finally {
      await context.close()
    }
  })()
  sessions.set(key, { state, at: Date.now() })
  state.catch(() => sessions.delete(key))
  return state
}

/** A context signed in as a demo account (demo build). Same signature as before: other specs rely on it. */
export async function demoContext(browser: Browser, role: DemoRole = 'admin'): Promise<BrowserContext> {
  const { email, password } = DEMO_CREDENTIALS[role]
  return newContext(browser, DEMO_URL, await signedInState(browser, 'demo', email, password, DEMO_URL))
}

/**
 * A context signed in to the API server (server build). The session is shared by the contexts of a worker's specs;
 * the server rotates refresh tokens, so a spec that makes its access token expire or signs out should sign in on its
 * own.
 */
export async function serverContext(
  browser: Browser,
  credentials: { email: string; password: string },
  baseUrl: string = SERVER_URL
): Promise<BrowserContext> {
  return newContext(
    browser,
    baseUrl,
    await signedInState(browser, 'server', credentials.email, credentials.password, baseUrl)
  )
}

/** A page of a new demo context signed in as `role`, with its problems watched. */
async function demoPage(
  browser: Browser,
  role: DemoRole = 'admin'
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await demoContext(browser, role)
  const page = await context.newPage()
  return { context, page, problems: watchPage(page) }
}

/**
 * One signed-in demo page for the tests of the describe block that calls it, opened before its first test and closed
 * after its last: the page the block's looks share (openInLook). `browser` is asked for once the block starts, after
 * the spec's own beforeAll has launched it.
 */
export function sharedDemoPage(
  browser: () => Browser,
  role: DemoRole = 'admin'
): { readonly page: Page; readonly problems: PageProblems } {
  let shared: { context: BrowserContext; page: Page; problems: PageProblems } | undefined
  beforeAll(async () => {
    shared = await demoPage(browser(), role)
  })
  afterAll(() => shared?.context.close())
  const opened = () => {
    if (!shared) throw new Error('sharedDemoPage: the page is opened in the block’s beforeAll')
    return shared
  }
  return {
    get page() {
      return opened().page
    },
    get problems() {
      return opened().problems
    }
  }
}
