// Visits every route of the route table in the demo build and fails on console errors, uncaught exceptions,
// failed requests and serious or critical axe-core violations. CRAWL_FILTER=<substring> crawls a subset;
// CRAWL_SKIN=dark and CRAWL_LANGUAGE=ar crawl in another skin or language (colour contrast, right to left), with
// every axe rule, as the light English crawl. The showcase routes are crawled in the other skins and in Arabic on
// every run by showcase-crawl.e2e.ts, whose skin passes run only the colour rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { routeTable } from '@/router/routes'
import { launchBrowser, newContext } from './support/browser'
import { DEMO_URL } from './support/config'
import {
  crawlRoute,
  crawlTargets,
  crawlVisitor,
  describeVariant,
  type CrawlVariant,
  type Visitor
} from './support/crawl'
import { demoContext } from './support/session'

const filter = process.env.CRAWL_FILTER ?? ''
const variant: CrawlVariant = { skin: process.env.CRAWL_SKIN, language: process.env.CRAWL_LANGUAGE }

const targets = crawlTargets(
  ({ route, url }) => !filter || url.includes(filter) || route.path.includes(filter)
)

const variantText = [filter && `filter "${filter}"`, describeVariant(variant)].filter(Boolean).join(', ')

describe(`route crawl (${targets.length} routes${variantText ? `, ${variantText}` : ''})`, () => {
  let browser: Browser
  let signedIn: Visitor
  let visitorOut: Visitor

  beforeAll(async () => {
    browser = await launchBrowser()
    signedIn = await crawlVisitor(await demoContext(browser, 'admin'), variant)
    visitorOut = await crawlVisitor(await newContext(browser, DEMO_URL), variant)
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

  it.each(targets)('$url', async (target) => {
    if (target.url.includes(':')) return
    const failures = await crawlRoute(target.signedIn ? signedIn : visitorOut, target, variant)
    expect(failures, `route ${target.url}`).toEqual([])
  })
})
