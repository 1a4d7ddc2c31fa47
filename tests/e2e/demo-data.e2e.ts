// Demo mode's data stays (issue 34): a track created in the demo build is still there after a reload (the database,
// SQLite in the page, is saved in IndexedDB), and the user menu's "Reset demo data" brings the seed back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { demoContext } from './support/session'

const bodyRows = (page: Page) => page.locator('table.music-table tbody tr')

/** The track list searched for `title`, answered (rows, or the empty state). */
async function search(page: Page, title: string): Promise<void> {
  await page.getByLabel('Search', { exact: true }).fill(title)
  await page.waitForURL((url) => url.searchParams.get('q') === title)
}

describe('demo data (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('keeps a new track across a reload, and Reset demo data brings the seed back', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    const title = `Kept Tune ${Date.now()}`

    await page.goto('/music/tracks')
    await expect.poll(() => bodyRows(page).count(), { timeout: 20_000 }).toBe(10)
    const seededTotal = await page.getByText(/^\d+ tracks$/).textContent()

    await page.getByRole('link', { name: 'Add track' }).click()
    await page.getByRole('heading', { name: 'New track' }).waitFor()
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Artist').fill('The Keepers')
    await page.getByLabel('Genre').selectOption('folk')
    await page.getByLabel('Duration (seconds)').fill('95')
    await page.getByRole('button', { name: 'Create track' }).click()
    await page.waitForURL(/\/music\/tracks$/)
    await page.getByText(`“${title}” was added.`).waitFor()

    // A reload starts the page afresh: the track comes from the database saved in the browser.
    await page.reload()
    await search(page, title)
    // One row, the track's: while the search is answered the table's one row says "Loading…".
    await expect
      .poll(() => bodyRows(page).allTextContents(), { timeout: 20_000 })
      .toEqual([expect.stringContaining('The Keepers')])

    await page.getByRole('button', { name: /^Account menu for / }).click()
    await page.getByRole('menuitem', { name: 'Reset demo data' }).click()
    // The page reloads with the seed: the track is gone and the total is the seed's again. The wait for the reload
    // starts before the click: the click can come back after the reload has loaded, and then no load event follows.
    const reloaded = page.waitForEvent('load')
    await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click()
    await reloaded
    await page.goto('/music/tracks')
    await expect.poll(() => bodyRows(page).count(), { timeout: 20_000 }).toBe(10)
    expect(await page.getByText(/^\d+ tracks$/).textContent()).toBe(seededTotal)
    await search(page, title)
    await page.getByText('No tracks match these filters.').waitFor()

    expect(describeProblems(problems)).toEqual([])
    await context.close()
  }, 120_000)
})
