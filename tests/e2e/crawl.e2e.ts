// Visits every route of the route table in the demo build and fails on console errors, uncaught exceptions,
// failed requests and serious or critical axe-core violations. CRAWL_FILTER=<substring> crawls a subset;
// CRAWL_SKIN=dark and CRAWL_LANGUAGE=ar crawl in another skin or language (colour contrast, right to left).
import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { routeTable } from '@/router/routes'
import { ERROR_PATH, LOGIN_PATH, NOT_AUTHORIZED_PATH } from '@/router/guard'
import { describeProblems, launchBrowser, newContext, watchPage, type PageProblems } from './support/browser'
import { describeViolations, seriousViolations } from './support/axe'
import { ARTIFACTS_DIR, DEMO_URL } from './support/config'
import { demoContext } from './support/session'
import { waitForSettledPage } from './support/settle'

const filter = process.env.CRAWL_FILTER ?? ''
const skin = process.env.CRAWL_SKIN
const language = process.env.CRAWL_LANGUAGE

const targets = routeTable
  .filter((route) => !route.crawlSkip)
  .map((route) => ({
    route,
    url: route.crawlPath ?? route.path,
    signedIn: !route.meta.publicRoute
  }))
  .filter(({ route, url }) => !filter || url.includes(filter) || route.path.includes(filter))

type Visitor = { context: BrowserContext; page: Page; problems: PageProblems }

async function visitor(context: BrowserContext): Promise<Visitor> {
  if (skin || language)
    await context.addInitScript(
      ([s, l]) => {
        if (s) localStorage.setItem('skin', s)
        if (l) localStorage.setItem('language', l)
      },
      [skin, language]
    )
  const page = await context.newPage()
  return { context, page, problems: watchPage(page) }
}

/**
 * The first visit loads the page; later ones navigate inside the running app (as a click on a link would),
 * which skips a full boot per route and keeps the crawl fast. CRAWL_RELOAD=1 loads every route afresh.
 */
async function open(page: Page, url: string) {
  const booted = page.url().startsWith(DEMO_URL) && (await page.locator('#root > *').count()) > 0
  if (!booted || process.env.CRAWL_RELOAD === '1') {
    await page.goto(url)
    return
  }
  await page.evaluate((target) => {
    window.history.pushState({}, '', target)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, url)
  await page.waitForURL((current) => current.pathname !== '' && current.href !== 'about:blank')
}

function clear(problems: PageProblems) {
  problems.consoleErrors.length = 0
  problems.pageErrors.length = 0
  problems.failedRequests.length = 0
}

const variant = [filter && `filter "${filter}"`, skin && `skin ${skin}`, language && `language ${language}`]
  .filter(Boolean)
  .join(', ')

describe(`route crawl (${targets.length} routes${variant ? `, ${variant}` : ''})`, () => {
  let browser: Browser
  let signedIn: Visitor
  let visitorOut: Visitor

  beforeAll(async () => {
    browser = await launchBrowser()
    signedIn = await visitor(await demoContext(browser, 'admin'))
    visitorOut = await visitor(await newContext(browser, DEMO_URL))
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('every route with a parameter says which URL the crawl should visit', () => {
    const missing = routeTable
      .filter((r) => r.path.includes(':') && !r.crawlPath && !r.crawlSkip)
      .map((r) => r.path)
    expect(missing).toEqual([])
  })

  it.each(targets)('$url', async ({ route, url, signedIn: needsSession }) => {
    if (url.includes(':')) return
    const { page, problems } = needsSession ? signedIn : visitorOut
    clear(problems)
    await open(page, url)
    await waitForSettledPage(page)

    const landed = new URL(page.url()).pathname
    const unexpected = [ERROR_PATH, NOT_AUTHORIZED_PATH, LOGIN_PATH].filter(
      (p) => landed === p && !route.path.startsWith(p)
    )
    const violations = await seriousViolations(page)
    const failures = [
      ...unexpected.map((p) => `redirected to ${p}`),
      ...describeProblems(problems),
      ...describeViolations(violations)
    ]
    if (failures.length > 0) {
      mkdirSync(ARTIFACTS_DIR, { recursive: true })
      await page
        .screenshot({ path: `${ARTIFACTS_DIR}/crawl${url.replace(/[^a-z0-9]+/gi, '-')}.png` })
        .catch(() => {})
      console.error(
        `crawl ${url} (as ${needsSession ? 'demo admin' : 'visitor'}):\n  ${failures.join('\n  ')}`
      )
    }
    expect(failures, `route ${url}`).toEqual([])
  })
})
