// Bulk edit with undo and the audit log end to end, in demo mode and against the API server: every track matching a
// filter gets a genre the administrator has just added, in one edit, the rows change, Undo puts them back, and /music/audit shows the edit with
// each track's genre before and after.
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { demoContext, serverContext } from './support/session'
import { SERVER_ACCOUNTS, SERVER_DIST } from './support/config'

const bodyRows = (page: Page) => page.locator('table.music-table tbody tr')

/** The cells of the column headed `heading` (found by its header: the selection column comes first). */
async function columnTexts(page: Page, heading: string): Promise<string[]> {
  const headers = await page.locator('table.music-table thead th').allTextContents()
  const column = headers.findIndex((text) => text.trim().startsWith(heading)) + 1
  if (column === 0) throw new Error(`no column headed ${heading}`)
  return bodyRows(page).locator(`td:nth-child(${column})`).allTextContents()
}

/**
 * Opens the tracks list with a filter that matches more rows than a page holds and at most 100 (the audit row of a
 * change that size keeps each track's previous value). The catalogues differ between the modes, so it looks.
 */
async function openFilteredTracks(page: Page): Promise<number> {
  for (const filter of ['status=draft', 'status=published', 'explicit=false']) {
    await page.goto(`/music/tracks?${filter}`)
    await page.getByRole('heading', { name: 'Tracks', level: 1 }).waitFor()
    // The rows' edit links: the table has left its loading row.
    await expect
      .poll(() => page.getByRole('link', { name: /^Edit / }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0)
    const count = Number((await page.locator('#tracks-count').textContent())!.replace(/\D/g, ''))
    if (count > 10 && count <= 100) return count
  }
  throw new Error('no filter matches between 11 and 100 tracks')
}

async function bulkEditUndoAndAudit(page: Page, mode: 'demo' | 'server'): Promise<void> {
  const total = await openFilteredTracks(page)
  // The target is a genre the administrator adds now (issue 36): tracks take any genre of the managed list. The
  // way there and back is the app's own (demo mode's database lives in the page).
  const filtered = page.url()
  await page.getByRole('link', { name: 'Genres', exact: true }).click()
  await page.getByRole('heading', { name: 'Genres', level: 1 }).waitFor()
  await page.getByRole('button', { name: 'Add genre' }).click()
  const form = page.getByRole('dialog')
  await form.getByLabel('Name').fill('Polka')
  await form.getByRole('button', { name: 'Add genre' }).click()
  await page.getByText('Genre Polka added.').waitFor()
  await page.goBack()
  await expect.poll(() => page.url()).toBe(filtered)
  await expect
    .poll(() => page.getByRole('link', { name: /^Edit / }).count(), { timeout: 15_000 })
    .toBeGreaterThan(0)
  const genresBefore = await columnTexts(page, 'Genre')
  const target = 'Polka'

  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check()
  await page.getByRole('button', { name: `Select all ${total} rows matching this filter` }).click()
  await page.getByText(`${total} selected`).waitFor()
  await page.getByRole('button', { name: `Edit ${total} tracks` }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Genre').selectOption({ label: target })
  await dialog.getByRole('button', { name: `Change ${total} tracks` }).click()
  const done = page.getByText(/^\d+ tracks? changed\.$/)
  await done.waitFor({ timeout: 15_000 })
  const changed = Number((await done.textContent())!.replace(/\D/g, ''))
  expect(changed).toBeGreaterThan(0)
  await expect
    .poll(async () => (await columnTexts(page, 'Genre')).every((g) => g === target), { timeout: 15_000 })
    .toBe(true)

  await page.getByRole('button', { name: 'Undo', exact: true }).click()
  await page
    .getByText(`Undone: ${changed} track${changed === 1 ? '' : 's'} restored.`)
    .waitFor({ timeout: 15_000 })
  await expect.poll(() => columnTexts(page, 'Genre'), { timeout: 15_000 }).toEqual(genresBefore)

  // In demo mode the database lives in the page: the menu link keeps it, a reload would not.
  // The menu's link: the tracks page may also show its own "Audit log" link beside the bulk result.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit log' }).click()
  await page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor()
  const logRows = page.locator('table.audit-table > tbody > tr')
  await expect.poll(() => logRows.first().textContent(), { timeout: 15_000 }).toContain('Undo')
  if (mode === 'demo') expect(await logRows.first().textContent()).toContain('Demo Admin')

  await page.getByLabel('Action', { exact: true }).selectOption('bulk_update')
  await expect.poll(() => page.url()).toContain('action=bulk_update')
  await expect.poll(() => logRows.first().textContent(), { timeout: 15_000 }).toContain('Bulk edit')
  await logRows.first().getByRole('button', { name: 'Show changes' }).click()
  const changes = page.getByRole('table', { name: /^Changes of entry \d+$/ })
  await changes.waitFor()
  const cells = await changes
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent)))
  expect(cells).toHaveLength(changed)
  for (const [field, before, after] of cells) {
    expect(field).toBe('Genre')
    expect(after).toBe(target)
    expect(before).not.toBe(target)
  }
  const firstTrack = changes.getByRole('link').first()
  expect(await firstTrack.getAttribute('href')).toMatch(/^\/music\/tracks\/\d+\/edit$/)
}

describe('bulk edit, undo and the audit log (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('changes the genre of every track matching a filter, undoes it, and the audit log shows before and after', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await bulkEditUndoAndAudit(page, 'demo')
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })
})

describe.skipIf(!existsSync(`${SERVER_DIST}/index.html`))(
  'bulk edit, undo and the audit log (API server)',
  () => {
    let browser: Browser
    beforeAll(async () => {
      browser = await launchBrowser()
    })
    afterAll(async () => {
      await browser?.close()
    })

    it('changes the genre of every track matching a filter, undoes it, and the audit log shows before and after', async () => {
      const context = await serverContext(browser, SERVER_ACCOUNTS.admin)
      const page = await context.newPage()
      const problems = watchPage(page)
      await bulkEditUndoAndAudit(page, 'server')
      expect(describeProblems(problems)).toEqual([])
      await context.close()
    })
  }
)
