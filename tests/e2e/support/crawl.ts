// The steps of a route crawl, shared by the whole-app crawl (crawl.e2e.ts) and the showcase crawl in other skins,
// languages and widths (showcase-crawl.e2e.ts): open a route inside the running app, wait for it, and list what fails.
import { mkdirSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import type { AppRoute } from '@/configs/routeTypes'
import { ERROR_PATH, LOGIN_PATH, NOT_AUTHORIZED_PATH } from '@/router/guard'
import { routeTable } from '@/router/routes'
import { describeProblems, watchPage, type PageProblems } from './browser'
import { describeViolations, seriousViolations, type AxeRules } from './axe'
import { ARTIFACTS_DIR, DEMO_URL } from './config'
import { waitForSettledPage } from './settle'

export type CrawlTarget = { route: AppRoute; url: string; signedIn: boolean }

/** How the crawl looks at the routes: a skin and a language stored before the app boots, a window size. */
export type CrawlVariant = {
  skin?: string
  language?: string
  viewport?: { width: number; height: number }
  /** Also fail when the page scrolls sideways (content wider than the window). */
  checkOverflow?: boolean
  /**
   * Only these axe rules, for a variant of pages another pass already checks with every rule (showcase-crawl.e2e.ts);
   * none: every rule.
   */
  axeRules?: AxeRules
}

export type Visitor = { context: BrowserContext; page: Page; problems: PageProblems }

/** The routes of the route table the crawl visits, each with the URL to open (crawlPath for parameters). */
export function crawlTargets(keep: (target: CrawlTarget) => boolean = () => true): CrawlTarget[] {
  return routeTable
    .filter((route) => !route.crawlSkip)
    .map((route) => ({ route, url: route.crawlPath ?? route.path, signedIn: !route.meta.publicRoute }))
    .filter(keep)
}

export function describeVariant(variant: CrawlVariant): string {
  return [
    variant.skin && `skin ${variant.skin}`,
    variant.language && `language ${variant.language}`,
    variant.viewport && `${variant.viewport.width} px`
  ]
    .filter(Boolean)
    .join(', ')
}

export async function crawlVisitor(context: BrowserContext, variant: CrawlVariant = {}): Promise<Visitor> {
  const { skin, language, viewport } = variant
  if (skin || language)
    await context.addInitScript(
      ([s, l]) => {
        if (s) localStorage.setItem('skin', s)
        if (l) localStorage.setItem('language', l)
      },
      [skin, language]
    )
  const page = await context.newPage()
  if (viewport) await page.setViewportSize(viewport)
  return { context, page, problems: watchPage(page) }
}

/**
 * The first visit loads the page; later ones navigate inside the running app (as a click on a link would),
 * which skips a full boot per route and keeps the crawl fast. CRAWL_RELOAD=1 loads every route afresh.
 */
async function open(page: Page, url: string): Promise<void> {
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

function clear(problems: PageProblems): void {
  problems.consoleErrors.length = 0
  problems.pageErrors.length = 0
  problems.failedRequests.length = 0
}

/** A page wider than the window scrolls sideways: on a phone that hides the content's edge (in RTL, its start). */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth
  }))
  return scrollWidth > clientWidth + 1
    ? [`layout: the page scrolls sideways (${scrollWidth} px of content in a ${clientWidth} px window)`]
    : []
}

/**
 * Opens one route and returns what fails there: a redirect to the error, not-authorized or login page, console
 * errors, uncaught exceptions, failed requests, serious or critical axe violations (and sideways scrolling when the
 * variant asks). On a failure it saves a screenshot to the artifacts folder and logs the list.
 */
export async function crawlRoute(
  visitor: Visitor,
  { route, url, signedIn }: CrawlTarget,
  variant: CrawlVariant = {}
): Promise<string[]> {
  const { page, problems } = visitor
  clear(problems)
  await open(page, url)
  await waitForSettledPage(page)

  const landed = new URL(page.url()).pathname
  const unexpected = [ERROR_PATH, NOT_AUTHORIZED_PATH, LOGIN_PATH].filter(
    (p) => landed === p && !route.path.startsWith(p)
  )
  const violations = await seriousViolations(page, undefined, variant.axeRules)
  const failures = [
    ...unexpected.map((p) => `redirected to ${p}`),
    ...describeProblems(problems),
    ...describeViolations(violations),
    ...(variant.checkOverflow ? await sidewaysOverflow(page) : [])
  ]
  if (failures.length > 0) {
    const label = describeVariant(variant).replace(/[^a-z0-9]+/gi, '-')
    mkdirSync(ARTIFACTS_DIR, { recursive: true })
    await page
      .screenshot({
        path: `${ARTIFACTS_DIR}/crawl${url.replace(/[^a-z0-9]+/gi, '-')}${label && `-${label}`}.png`
      })
      .catch(() => {})
    const variantText = describeVariant(variant)
    console.error(
      `crawl ${url} (as ${signedIn ? 'demo admin' : 'visitor'}${variantText && `, ${variantText}`}):\n  ${failures.join('\n  ')}`
    )
  }
  return failures
}
