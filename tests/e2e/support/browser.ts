// Launches Debian's Chromium through playwright-core and records everything that should fail a test.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserServer,
  type Download,
  type Page
} from 'playwright-core'
import { inject } from 'vitest'
import { CHROMIUM_PATH } from './config'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required'
]

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium (globalSetup.ts), which every spec connects to. */
    browserEndpoint?: string
    /**
     * The data folder globalSetup.ts seeded once for the run's API servers (each runs on a copy): a spec that starts
     * a server of its own copies it instead of seeding again.
     */
    seededDataDir?: string
  }
}

function provided<K extends 'browserEndpoint' | 'seededDataDir'>(key: K): string | undefined {
  try {
    return inject(key)
  } catch {
    return undefined
  }
}

const runBrowserEndpoint = () => provided('browserEndpoint')

/** The run's seeded data folder (globalSetup.ts), outside such a run none. */
export const runSeededDataDir = () => provided('seededDataDir')

/**
 * A browser for a spec: a connection to the run's Chromium, which globalSetup.ts starts once (starting one per spec
 * took seconds each on a busy 2-core machine), or a Chromium of its own outside such a run. Closing it closes the
 * spec's contexts and, for a connection, leaves the run's Chromium to the other specs.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = runBrowserEndpoint()
  if (endpoint) return chromium.connect(endpoint)
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
}

/** The run's Chromium, for globalSetup.ts. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
}

export type PageProblems = { consoleErrors: string[]; pageErrors: string[]; failedRequests: string[] }

/** Collects console errors and warnings, uncaught exceptions and failed requests (4xx/5xx, network errors) of a page. */
export function watchPage(
  page: Page,
  options: { allowStatus?: (url: string, status: number) => boolean } = {}
): PageProblems {
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], failedRequests: [] }
  // A warning fails a test as an error does (issue 40 §8): every route of both modes stays quiet.
  page.on('console', (message) => {
    const type = message.type()
    if (type === 'error' || type === 'warning') problems.consoleErrors.push(`${type}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.pageErrors.push(String(error)))
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? ''
    // A navigation that replaces a page aborts its pending requests; that is not a failure of the app.
    if (reason.includes('ERR_ABORTED')) return
    problems.failedRequests.push(`${request.method()} ${request.url()} ${reason}`)
  })
  page.on('response', (response) => {
    const status = response.status()
    if (status >= 400 && !options.allowStatus?.(response.url(), status)) {
      problems.failedRequests.push(`${response.request().method()} ${response.url()} ${status}`)
    }
  })
  return problems
}

export function describeProblems(problems: PageProblems): string[] {
  return [
    ...problems.consoleErrors.map((e) => `console: ${e}`),
    ...problems.pageErrors.map((e) => `exception: ${e}`),
    ...problems.failedRequests.map((e) => `request: ${e}`)
  ]
}

export type StorageState = Exclude<Parameters<Browser['newContext']>[0], undefined>['storageState']

/**
 * A context of the run's Chromium, at a desktop window size and asking for reduced motion. The app honours
 * prefers-reduced-motion where it animates on its own (Bootstrap's transitions under $enable-reduced-motion, the
 * router's fade, the press ripple, the side menu, the loading screen, smooth scrolling), so a page is still the
 * moment it is shown: the renderer paints no fade frames on each route and dialog, and waitForSettledPage and
 * waitForTransitions find nothing running instead of waiting it out. withMotion turns motion back on for a page.
 */
export async function newContext(
  browser: Browser,
  baseURL: string,
  storageState?: StorageState
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    storageState,
    viewport: { width: 1366, height: 900 },
    reducedMotion: 'reduce'
  })
}

/**
 * Motion back on for one page (no preference for reduced motion), so that a spec still sees the app's transitions
 * as most people do: a check landing mid-fade is what waitForTransitions and the second axe run are there for.
 */
export async function withMotion(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
}

/**
 * A finished download's text. Saved to a file of our own: a browser this process connected to (the run's shared
 * one) keeps its downloads where `download.path()` cannot reach them.
 */
export async function downloadedText(download: Download): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'vibeline-e2e-download-'))
  try {
    const file = join(dir, download.suggestedFilename())
    await download.saveAs(file)
    return readFileSync(file, 'utf8')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
