import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { axeProblems } from './support/axe'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { demoContext, sharedDemoPage } from './support/session'
import { waitForSettledPage } from './support/settle'
import { ARABIC, DARK, forgetProblems, openInLook, PHONE, visitInApp } from './support/variants'

const SHOTS = process.env.E2E_SHOTS_DIR

async function shoot(page: Page, name: string, fullPage = false) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage })
}

describe('invoices (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('adds an invoice with two items and lands on its preview', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/apps/invoice/list')
    await waitForSettledPage(page)
    const table = page.getByRole('table')
    await table.getByRole('row').nth(10).waitFor()
    expect(await page.getByText('Showing 1 to 10 of 36 entries').isVisible()).toBe(true)
    expect(await axeProblems(page)).toEqual([])
    await shoot(page, 'invoice-list')

    await page.getByRole('link', { name: 'Create invoice' }).click()
    await page.getByRole('heading', { name: 'New invoice' }).waitFor()
    const picker = page.getByRole('combobox', { name: 'Client' })
    await picker.locator('option').nth(5).waitFor({ state: 'attached' })
    expect(await picker.locator('option').count()).toBe(6)
    await picker.selectOption({ index: 2 })
    await page.getByLabel('Service').fill('Mastering Package')
    await page.getByLabel('Item', { exact: true }).fill('Mastering')
    await page.getByLabel('Cost').fill('150')
    await page.getByLabel('Qty').fill('2')
    await page.getByRole('button', { name: 'Add item' }).click()
    await page.getByLabel('Item', { exact: true }).nth(1).fill('Cover artwork')
    await page.getByLabel('Cost').nth(1).fill('80')
    await page.getByLabel('Discount (%)').fill('10')
    // (300 + 80) − 10% = 342
    await expect
      .poll(() => page.getByTestId('invoice-total').textContent(), { timeout: 10_000 })
      .toBe('$342.00')
    expect(await axeProblems(page)).toEqual([])
    await shoot(page, 'invoice-add', true)
    await page.getByRole('button', { name: 'Save' }).click()

    await page.waitForURL('**/apps/invoice/preview/5023')
    await page.getByRole('heading', { name: 'Invoice #5023' }).waitFor()
    // The toast container renders on its own schedule: wait for the toast rather than look once.
    await page.getByText('Invoice #5023 created.').waitFor()
    await page.getByText('Cover artwork').waitFor()
    expect(await axeProblems(page)).toEqual([])
    await shoot(page, 'invoice-preview', true)
    await page.emulateMedia({ media: 'print' })
    expect(await page.locator('.main-menu').isVisible()).toBe(false)
    expect(await page.locator('.header-navbar').isVisible()).toBe(false)
    expect(await page.getByRole('heading', { name: 'Invoice #5023' }).isVisible()).toBe(true)
    await shoot(page, 'invoice-print', true)
    await page.emulateMedia({ media: 'screen' })

    await page.getByRole('link', { name: 'Back to invoices' }).click()
    await page.getByText('Showing 1 to 10 of 37 entries').waitFor()
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('deletes an invoice after confirming', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/apps/invoice/list')
    await waitForSettledPage(page)
    await page.getByRole('button', { name: 'Delete invoice 5022' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this invoice?' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Showing 1 to 10 of 35 entries').waitFor()
    expect(await page.getByRole('link', { name: '#5022' }).count()).toBe(0)
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  // One page for the looks (openInLook in support/variants.ts).
  describe('in other looks, in one page', () => {
    const shared = sharedDemoPage(() => browser)

    for (const variant of [
      { name: 'dark', look: DARK },
      { name: 'rtl', look: ARABIC }
    ]) {
      it(`renders list and preview without problems in the ${variant.name} variant`, async () => {
        const { page, problems } = shared
        forgetProblems(problems)
        const paths = ['/apps/invoice/list', '/apps/invoice/preview/4990', '/apps/invoice/edit/4990']
        for (const [i, path] of paths.entries()) {
          if (i === 0) await openInLook(page, variant.look, path, '/apps/invoice/preview/4990')
          else await visitInApp(page, path)
          expect(await axeProblems(page)).toEqual([])
          await shoot(page, `invoice-${path.split('/')[3]}-${variant.name}`)
        }
        expect(describeProblems(problems)).toEqual([])
      })
    }

    // Last in this page: the search typed here stays with the list.
    it('keeps the list usable on a phone', async () => {
      const { page, problems } = shared
      forgetProblems(problems)
      await openInLook(page, PHONE, '/apps/invoice/list', '/apps/invoice/preview/4990')
      await page.getByRole('searchbox', { name: 'Search invoices' }).fill('5001')
      await page.getByText('Showing 1 to 1 of 1 entries').waitFor()
      await shoot(page, 'invoice-phone-list')
      expect(await axeProblems(page)).toEqual([])
      expect(describeProblems(problems)).toEqual([])
    })
  })
})
