// Issue 40 §7 in Chromium (demo build): one dialog title style, toasts above the player's bar, and a list opened after
// a form at its top.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser'
import { demoContext } from './support/session'

const POLL = { timeout: 10_000 }

async function titleSize(page: Page): Promise<string> {
  const title = page.locator('.modal.show .modal-title')
  await title.waitFor()
  return title.evaluate((el) => getComputedStyle(el).fontSize)
}

describe('consistency (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('gives a form dialog and a confirmation the same title size', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    await page.goto('/music/playlists')
    await page.getByRole('button', { name: 'New playlist' }).click()
    await page.getByRole('dialog', { name: 'New playlist' }).waitFor()
    const formTitle = await titleSize(page)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.goto('/music/tracks')
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click()
    await page.getByRole('dialog', { name: 'Delete this track?' }).waitFor()
    expect(await titleSize(page)).toBe(formTitle)
    expect(formTitle).toBe('20px')
    await context.close()
  })

  it("keeps a new key's dialog title on one line at 1440 px", async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/pages/api-key')
    await page.getByLabel('Name').fill('Streaming backend')
    await page.getByRole('button', { name: 'Create key' }).click()
    await page.getByRole('dialog', { name: 'Your new key: Streaming backend' }).waitFor()
    const lines = await page
      .locator('.modal.show .modal-title')
      .evaluate((el) =>
        Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))
      )
    expect(lines).toBe(1)
    await context.close()
  })

  it("shows toasts above the open player's bar, not over its title", async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    await page.goto('/music/playlists/2')
    await page.getByRole('button', { name: 'Play all' }).click()
    const bar = page.locator('.vibeline-player .music-player-panel')
    await bar.waitFor()
    // Any toast will do: a saved playlist says so.
    await page.getByRole('button', { name: /^Edit/ }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Save' }).click()
    const toast = page.locator('.Toastify__toast').first()
    await toast.waitFor()
    const barTop = (await bar.boundingBox())!.y
    await expect
      .poll(async () => (await toast.boundingBox())!.y + (await toast.boundingBox())!.height, POLL)
      .toBeLessThanOrEqual(barTop)
    await context.close()
  })

  it('opens the list at its top after a form saved at its bottom', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    await page.setViewportSize({ width: 1280, height: 600 })
    await page.goto('/music/tracks/new')
    await page.getByLabel('Title', { exact: true }).fill(`Top of the list ${Date.now()}`)
    await page.getByRole('button', { name: 'Cancel' }).scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByRole('heading', { name: 'Tracks', level: 1 }).waitFor()
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBe(0)
    await context.close()
  })
})
