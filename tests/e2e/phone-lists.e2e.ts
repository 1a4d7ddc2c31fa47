// Music lists on a phone (issue 40 §2): each row a two-line item (name; facts joined by " · ") with one "more" menu,
// the filters folded into one "Filters (n)" button; the desktop keeps its table. Names never break inside a word
// (the playlist page's titles, invoice numbers). E2E_SHOTS_DIR=<folder> also saves screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describeProblems, launchBrowser, watchPage, type PageProblems } from './support/browser'
import { demoContext } from './support/session'
import { visitInApp } from './support/variants'

const SHOTS = process.env.E2E_SHOTS_DIR
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }
const POLL = { timeout: 15_000 }

/**
 * One page per language for the whole describe block, which loads the app once: each test opens its path inside the
 * app at its window size (a load per test took seconds on a busy 2-core machine), with the problems seen from then on.
 */
const shared = new Map<string, { context: BrowserContext; page: Page; problems: PageProblems }>()

async function open(browser: Browser, path: string, language: string, viewport = PHONE) {
  let session = shared.get(language)
  if (!session) {
    const context = await demoContext(browser, 'admin')
    await context.addInitScript((language) => localStorage.setItem('language', language), language)
    const page = await context.newPage()
    session = { context, page, problems: watchPage(page) }
    shared.set(language, session)
  }
  const { page, problems } = session
  problems.consoleErrors.length = 0
  problems.pageErrors.length = 0
  problems.failedRequests.length = 0
  await page.setViewportSize(viewport)
  await visitInApp(page, path)
  await expect.poll(() => page.getAttribute('html', 'lang'), POLL).toBe(language)
  return { page, problems }
}

/** The first compact row's two lines and whether the row (its "more" button included) fits the screen. */
const firstRow = (page: Page) =>
  page.evaluate(() => {
    const row = document.querySelector<HTMLElement>('.compact-list > li')
    if (!row) return null
    const more = row.querySelector<HTMLElement>('.compact-row-more button')
    const box = (more ?? row).getBoundingClientRect()
    return {
      title: row.querySelector('.compact-row-title')?.textContent?.trim() ?? '',
      facts: row.querySelector('.compact-row-facts')?.textContent?.trim() ?? '',
      fits: box.left >= 0 && box.right <= window.innerWidth,
      lines: Math.round(row.querySelector('.compact-row-text')!.getBoundingClientRect().height / 16)
    }
  })

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)

/** Words of `selector`'s text that the layout split over two lines. */
const brokenWords = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const broken: string[] = []
    for (const el of Array.from(document.querySelectorAll(selector))) {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)))
          if (tops.size > 1) broken.push(match[0])
        }
      }
    }
    return broken
  }, selector)

describe.each(['en', 'ar'])('music lists on a phone in %s (demo build, admin)', (language) => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await shared.get(language)?.context.close()
    shared.delete(language)
    await browser?.close()
  })

  it('shows tracks as two-line items with one menu of actions, and folds the filters into one button', async () => {
    const { page, problems } = await open(browser, '/music/tracks?genre=jazz', language)
    await page.locator('.compact-list > li').first().waitFor()
    expect(await page.locator('table.list-table').count()).toBe(0)
    const row = await firstRow(page)
    expect(row?.title).not.toBe('')
    expect(row?.facts.split(' · ').length).toBeGreaterThanOrEqual(3)
    expect(row?.fits).toBe(true)
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0)

    const fold = page.locator('button[aria-expanded]', { hasText: /\(1\)|\(١\)/ })
    expect(await fold.getAttribute('aria-expanded')).toBe('false')
    expect(await page.locator('#track-genre').isVisible()).toBe(false)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-lists-tracks-${language}.png` })
    await fold.click()
    await expect.poll(() => page.locator('#track-genre').isVisible(), POLL).toBe(true)
    await fold.click()

    await page.locator('.compact-list > li .compact-row-more button').first().click()
    const items = page.locator('.compact-list > li .dropdown-menu.show [role="menuitem"]')
    await expect.poll(() => items.count(), POLL).toBe(4)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-lists-tracks-menu-${language}.png` })
    expect(describeProblems(problems)).toEqual([])
  })

  for (const [name, path] of [
    ['playlists', '/music/playlists'],
    ['users', '/music/users'],
    ['history', '/music/tracks/1/history']
  ] as const) {
    it(`shows the ${name} list as two-line items`, async () => {
      const { page, problems } = await open(browser, path, language)
      await page.locator('.compact-list > li').first().waitFor()
      expect(await page.locator('table.list-table').count()).toBe(0)
      const row = await firstRow(page)
      expect(row?.title).not.toBe('')
      expect(row?.facts.split(' · ').length).toBeGreaterThanOrEqual(3)
      expect(row?.fits).toBe(true)
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-lists-${name}-${language}.png` })
      expect(describeProblems(problems)).toEqual([])
    })
  }

  it("keeps the playlist page's track titles and the invoice numbers whole", async () => {
    const { page, problems } = await open(browser, '/music/playlists/1', language)
    await page.locator('.compact-list .compact-row-title').first().waitFor()
    expect(await brokenWords(page, '.compact-list .compact-row-title')).toEqual([])
    await visitInApp(page, '/apps/invoice/list')
    const numbers = page.locator('table tbody td a', { hasText: /#\d+/ })
    await numbers.first().waitFor()
    expect(await brokenWords(page, 'table tbody td a')).toEqual([])
    const wrapped = await numbers.evaluateAll((links) =>
      links
        .filter((link) => new Set(Array.from(link.getClientRects(), (r) => Math.round(r.top))).size > 1)
        .map((link) => link.textContent)
    )
    expect(wrapped).toEqual([])
    expect(describeProblems(problems)).toEqual([])
  })

  it('keeps the table and the open filters on a desktop', async () => {
    const { page, problems } = await open(browser, '/music/tracks', language, DESKTOP)
    await page.locator('table.list-table tbody td.list-pin-start').first().waitFor()
    expect(await page.locator('.compact-list').count()).toBe(0)
    expect(await page.locator('#track-genre').isVisible()).toBe(true)
    expect(describeProblems(problems)).toEqual([])
  })
})
