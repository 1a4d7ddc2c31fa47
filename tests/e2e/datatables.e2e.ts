// The data tables of issue 13 (demo build): sort, filter, page, select, expand, a CSV export whose rows are the
// table's rows, the column filters kept in the URL, the phone layout, and axe in dark skin and Arabic (those looks in
// one page that loads the app once).
import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { axeProblems } from './support/axe'
import { describeProblems, downloadedText, launchBrowser, watchPage } from './support/browser'
import { demoContext, sharedDemoPage } from './support/session'
import { waitForSettledPage } from './support/settle'
import { forgetProblems, openInLook, PHONE, type Variant, visitInApp } from './support/variants'
import { KEYWORD_DEBOUNCE_MS } from '@/@core/components/list/useKeywordSearch'

const SHOTS = process.env.E2E_SHOTS_DIR

async function shoot(page: Page, name: string, fullPage = false) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage })
}

/** The cells of a CSV file (RFC 4180 quoting), the byte-order mark and header checked. */
function csvRows(text: string): Record<string, string>[] {
  expect(text.charCodeAt(0)).toBe(0xfeff)
  const records: string[][] = []
  let record: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 1; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      record.push(cell)
      cell = ''
    } else if (c === '\n') {
      record.push(cell.replace(/\r$/, ''))
      records.push(record)
      record = []
      cell = ''
    } else cell += c
  }
  const [header, ...rows] = records
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i]])))
}

const bodyRows = (page: Page) => page.locator('table.datatable > tbody > tr:not(.datatable-detail)')

/** Name and e-mail of each row on screen, top to bottom. */
async function rowsOnScreen(page: Page): Promise<{ name: string; email: string }[]> {
  return bodyRows(page).evaluateAll((rows) =>
    rows.map((row) => ({
      name: row.children[1]?.textContent?.trim() ?? '',
      email: row.children[2]?.textContent?.trim() ?? ''
    }))
  )
}

async function columnTexts(page: Page, index: number): Promise<string[]> {
  return bodyRows(page).evaluateAll(
    (rows, i) => rows.map((row) => row.children[i]?.textContent?.trim() ?? ''),
    index
  )
}

const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ''))

async function download(page: Page, button: string) {
  const file = page.waitForEvent('download')
  await page.getByRole('button', { name: button }).click()
  const done = await file
  return { name: done.suggestedFilename(), rows: csvRows(await downloadedText(done)) }
}

async function openTable(context: BrowserContext, path: string) {
  const page = await context.newPage()
  const problems = watchPage(page)
  await page.goto(path)
  await waitForSettledPage(page)
  await expect.poll(() => bodyRows(page).count(), { timeout: 15_000 }).toBe(10)
  return { page, problems }
}

describe('data tables (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('sorts, pages, selects, expands and exports the rows it shows', async () => {
    const context = await demoContext(browser, 'admin')
    const { page, problems } = await openTable(context, '/tables/datatables/basic')
    await page.setViewportSize({ width: 1440, height: 900 })
    expect(await page.getByText('Showing 1 to 10 of 100 entries').isVisible()).toBe(true)
    expect(await axeProblems(page)).toEqual([])
    await shoot(page, 'datatables-basic-light-en-1440')

    await page.getByRole('button', { name: 'Salary', exact: true }).click()
    await page.waitForURL(/sortColumn=salary/)
    await expect
      .poll(async () => {
        const salaries = (await columnTexts(page, 6)).map(amount)
        return salaries.every((s, i) => i === 0 || salaries[i - 1] <= s)
      })
      .toBe(true)
    await page.getByRole('button', { name: 'Salary', exact: true }).click()
    await page.waitForURL(/sort=desc/)
    await expect
      .poll(async () => {
        const salaries = (await columnTexts(page, 6)).map(amount)
        return salaries.every((s, i) => i === 0 || salaries[i - 1] >= s)
      })
      .toBe(true)
    const top = (await columnTexts(page, 6)).map(amount)

    await page.getByRole('button', { name: 'Page 2', exact: true }).click()
    await page.getByText('Showing 11 to 20 of 100 entries').waitFor()
    await expect
      .poll(async () => Math.max(...(await columnTexts(page, 6)).map(amount)))
      .toBeLessThanOrEqual(Math.min(...top))

    const shown = await rowsOnScreen(page)
    // Names repeat in the sample data: the row is found by its place, its controls by their names within it.
    await bodyRows(page)
      .nth(1)
      .getByRole('checkbox', { name: `Choose ${shown[1].name}` })
      .check()
    await bodyRows(page)
      .nth(3)
      .getByRole('checkbox', { name: `Choose ${shown[3].name}` })
      .check()
    await page.getByText('2 selected').waitFor()
    await bodyRows(page)
      .nth(3)
      .getByRole('button', { name: `Show the details of ${shown[3].name}` })
      .click()
    const details = page.locator('tr.datatable-detail')
    await details.getByText(`Details of ${shown[3].name}`).waitFor()
    expect(await details.textContent()).toContain(shown[3].email)
    expect(await axeProblems(page)).toEqual([])
    await shoot(page, 'datatables-basic-selected-expanded')

    const chosen = await download(page, 'Export the 2 chosen rows (CSV)')
    expect(chosen.name).toMatch(/^datatable-basic-\d{4}-\d{2}-\d{2}\.csv$/)
    expect(chosen.rows.map((r) => ({ name: r.full_name, email: r.email }))).toEqual([shown[1], shown[3]])

    await page.getByRole('button', { name: 'Clear selection' }).click()
    const all = await download(page, 'Export these rows (CSV)')
    expect(all.rows.map((r) => ({ name: r.full_name, email: r.email }))).toEqual(shown)
    expect(all.rows.map((r) => amount(r.salary))).toEqual((await columnTexts(page, 6)).map(amount))
    expect(Object.keys(all.rows[0])).toEqual([
      'id',
      'full_name',
      'email',
      'post',
      'city',
      'start_date',
      'salary',
      'age',
      'experience',
      'status'
    ])

    await page.getByRole('searchbox', { name: 'Search' }).fill(shown[0].email)
    await page.getByText('Showing 1 to 1 of 1 entries').waitFor()
    expect(await rowsOnScreen(page)).toEqual([shown[0]])
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('filters by column, keeps the filters in the URL and shows them again after a reload', async () => {
    const context = await demoContext(browser, 'admin')
    const { page, problems } = await openTable(context, '/tables/datatables/advanced')
    await page.setViewportSize({ width: 1440, height: 900 })
    const [first] = await rowsOnScreen(page)

    const name = page.getByRole('combobox', { name: 'Name' })
    await name.pressSequentially(first.name.slice(0, -1))
    await page.getByRole('option', { name: first.name }).first().waitFor()
    await shoot(page, 'datatables-advanced-autocomplete')
    expect(await axeProblems(page)).toEqual([])
    const options = await page.getByRole('option').allTextContents()
    for (let i = 0; i <= options.indexOf(first.name); i++) await name.press('ArrowDown')
    await name.press('Enter')
    await page.waitForURL((url) => url.searchParams.get('name') === first.name)
    await expect.poll(async () => (await rowsOnScreen(page)).every((r) => r.name === first.name)).toBe(true)

    await page.getByRole('button', { name: 'Clear the filters' }).click()
    await page.waitForURL((url) => url.search === '')
    await page.getByLabel('From').fill('2018-01-01')
    await page.getByLabel('To', { exact: true }).fill('2020-12-31')
    await page.getByRole('spinbutton', { name: 'At least' }).fill('5000')
    await page.getByRole('spinbutton', { name: 'At most' }).fill('15000')
    await page.getByRole('textbox', { name: 'Post' }).fill('a')
    await page.waitForURL(
      (url) =>
        url.searchParams.get('dateFrom') === '2018-01-01' &&
        url.searchParams.get('dateTo') === '2020-12-31' &&
        url.searchParams.get('salaryMin') === '5000' &&
        url.searchParams.get('salaryMax') === '15000' &&
        url.searchParams.get('post') === 'a'
    )
    const check = async () => {
      // "Jan 5, 2019": English dates as the table writes them, read back in local time like the bounds.
      const dates = (await columnTexts(page, 5)).map((d) => new Date(d).getTime())
      const salaries = (await columnTexts(page, 6)).map(amount)
      return (
        dates.length > 0 &&
        dates.every((d) => d >= new Date(2018, 0, 1).getTime() && d <= new Date(2020, 11, 31).getTime()) &&
        salaries.every((s) => s >= 5000 && s <= 15000)
      )
    }
    await expect.poll(check, { timeout: 10_000 }).toBe(true)
    const filtered = await rowsOnScreen(page)
    await shoot(page, 'datatables-advanced-filtered', true)

    // The page's timers from here on run on Playwright's clock (flowing as usual), so the test can move it on by the
    // form's debounce and know that a pending write would have happened.
    await page.clock.install()
    await page.reload()
    await waitForSettledPage(page)
    expect(await page.getByRole('spinbutton', { name: 'At least' }).inputValue()).toBe('5000')
    expect(await page.getByLabel('From').inputValue()).toBe('2018-01-01')
    await expect.poll(() => rowsOnScreen(page)).toEqual(filtered)

    await page.getByRole('spinbutton', { name: 'At most' }).fill('100')
    await page.getByText('The maximum is below the minimum.').waitFor()
    const before = page.url()
    await page.clock.runFor(KEYWORD_DEBOUNCE_MS)
    expect(page.url()).toBe(before)
    expect(new URL(page.url()).searchParams.get('salaryMax')).toBe('15000')
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  // One page for the looks (openInLook in support/variants.ts).
  describe('in other looks, in one page', () => {
    const shared = sharedDemoPage(() => browser)

    /** The basic table in `look`, first rendered there, with its ten rows. */
    async function openBasic(look: Variant): Promise<void> {
      const { page, problems } = shared
      forgetProblems(problems)
      await openInLook(page, look, '/tables/datatables/basic', '/tables/datatables/advanced')
      await expect.poll(() => bodyRows(page).count(), { timeout: 15_000 }).toBe(10)
    }

    const variants: { name: string; look: Omit<Variant, 'width'> }[] = [
      { name: 'dark', look: { skin: 'dark', language: 'en' } },
      { name: 'arabic', look: { skin: 'light', language: 'ar' } },
      { name: 'dark-arabic', look: { skin: 'dark', language: 'ar' } }
    ]
    for (const variant of variants)
      for (const width of [1440, 390])
        it(`is axe clean in the ${variant.name} variant at ${width} px, a row opened and suggestions shown`, async () => {
          const { page, problems } = shared
          await openBasic({ ...variant.look, width })
          await bodyRows(page).first().locator('button[aria-expanded]').click()
          await page.locator('tr.datatable-detail').waitFor()
          await bodyRows(page).nth(1).locator('input[type=checkbox]').check()
          expect(await axeProblems(page)).toEqual([])
          await shoot(page, `datatables-basic-${variant.name}-${width}`)

          await visitInApp(page, '/tables/datatables/advanced')
          await page.locator('[role=combobox]').first().pressSequentially('a')
          await page.locator('[role=listbox] [role=option]').first().waitFor()
          // The filter goes into the URL once typing pauses; the next look leaves this page only after it has.
          await page.waitForURL((url) => url.searchParams.get('name') === 'a')
          expect(await axeProblems(page)).toEqual([])
          await shoot(page, `datatables-advanced-${variant.name}-${width}`)
          if (variant.look.language === 'ar') {
            expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
            expect(await page.getByText('عوامل التصفية', { exact: true }).first().isVisible()).toBe(true)
          }
          expect(describeProblems(problems)).toEqual([])
        })

    it('scrolls sideways inside its card on a phone, with the name column kept in view', async () => {
      const { page, problems } = shared
      await openBasic(PHONE)
      const scroller = page.locator('.datatable-scroll')
      const sizes = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
      expect(sizes.scroll).toBeGreaterThan(sizes.client)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      const nameCell = bodyRows(page).first().locator('td').nth(1)
      const before = (await nameCell.boundingBox())!.x
      await scroller.evaluate((el) => el.scrollBy({ left: 400 }))
      await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
      expect(Math.abs((await nameCell.boundingBox())!.x - before)).toBeLessThan(2)
      await shoot(page, 'datatables-basic-390-scrolled')
      expect(await axeProblems(page)).toEqual([])
      expect(describeProblems(problems)).toEqual([])
    })
  })

  it('the autocomplete showcase chooses a ranked album from the keyboard', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/forms/elements')
    await waitForSettledPage(page)
    const field = page.getByRole('combobox', { name: 'Album' })
    const listbox = page.getByRole('listbox', { name: 'Album' })
    const options = listbox.getByRole('option')
    await field.pressSequentially('har')
    await options.first().waitFor()
    const first = (await options.first().textContent()) ?? ''
    expect(first.toLowerCase()).toContain('har')
    await field.press('ArrowDown')
    await field.press('End')
    const last = (await options.last().textContent()) ?? ''
    expect(await listbox.getByRole('option', { selected: true }).textContent()).toBe(last)
    await field.press('Home')
    expect(await listbox.getByRole('option', { selected: true }).textContent()).toBe(first)
    await shoot(page, 'autocomplete-showcase')
    expect(await axeProblems(page)).toEqual([])
    await field.press('Enter')
    await page.getByText(/^You chose /).waitFor()
    expect(await field.inputValue()).toBe(first.replace(/#\d+$/, ''))
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })
})
