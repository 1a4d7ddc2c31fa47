// Phones (390 px, Chromium, demo build), issue 40 §2: the player starts as a slim bar along the bottom edge, never
// full screen on its own and never over a form control; a playlist's track titles keep to one line. The full-screen
// player carries the normalisation switch (issue 38), in Arabic too.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser'
import { demoContext } from './support/session'

const PHONE = { width: 390, height: 844 }
const SHOTS_DIR = process.env.SHOTS_DIR
const POLL = { timeout: 15_000 }

async function phonePage(browser: Browser): Promise<Page> {
  const context = await demoContext(browser, 'admin')
  const page = await context.newPage()
  await page.setViewportSize(PHONE)
  return page
}

const fullScreenPlayer = (page: Page) => page.locator('.react-jinke-music-player-mobile').count()

describe('phones: the player and the pinned names (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('starts the player as a slim bar at the bottom, full screen only when asked, also after a reload', async () => {
    const page = await phonePage(browser)
    await page.goto('/music/playlists/2')
    await page.getByRole('button', { name: 'Play all' }).click()
    const bar = page.getByRole('region', { name: 'Player' })
    await bar.waitFor()
    const box = (await bar.boundingBox())!
    expect(box.height).toBeLessThanOrEqual(80)
    expect(Math.round(box.y + box.height)).toBe(PHONE.height)
    expect(await fullScreenPlayer(page)).toBe(0)
    // A placeholder cover for a track without artwork: an image that has loaded, not a broken one.
    expect(
      await bar.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
    ).toBe(true)

    await page.reload()
    await bar.waitFor()
    expect(await fullScreenPlayer(page)).toBe(0)
    await bar.getByRole('button', { name: 'Open the player' }).click()
    await expect.poll(() => fullScreenPlayer(page), POLL).toBe(1)
    await page.context().close()
  })

  it('opens a full-screen player that carries the normalisation switch, in Arabic too', async () => {
    const page = await phonePage(browser)
    await page.goto('/music/playlists/2')
    await page.getByRole('button', { name: 'Play all' }).click()
    await page.locator('.phone-player-bar').waitFor()
    for (const language of ['en', 'ar'] as const) {
      await page.evaluate((lang) => localStorage.setItem('language', lang), language)
      await page.reload()
      await page.locator('.phone-player-bar').waitFor()
      if (language === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
      expect(await fullScreenPlayer(page)).toBe(0)
      // The bar itself stays cover, title, play and open: the switch is one tap away, in the full-screen player.
      await page.locator('.phone-player-bar button').last().click()
      await expect.poll(() => fullScreenPlayer(page), POLL).toBe(1)
      const toggle = page.locator('.react-jinke-music-player-mobile .normalise-switch button')
      await toggle.waitFor()
      // Within the screen once the full-screen player has slid in.
      const onScreen = async () => {
        const box = await toggle.boundingBox()
        return !!box && box.x >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height
      }
      await expect.poll(onScreen, POLL).toBe(true)
      if (SHOTS_DIR) {
        mkdirSync(SHOTS_DIR, { recursive: true })
        await page.screenshot({ path: join(SHOTS_DIR, `phone-player-normalise-${language}.png`) })
      }
      const before = await toggle.getAttribute('aria-pressed')
      await toggle.click()
      const after = before === 'true' ? 'false' : 'true'
      await expect.poll(() => toggle.getAttribute('aria-pressed'), POLL).toBe(after)
      expect(await page.evaluate(() => localStorage.getItem('vibeline.player.normalise'))).toBe(
        after === 'true' ? 'on' : 'off'
      )
    }
    await page.context().close()
  })

  it('never covers a form control: the page scrolls every field clear of the bar', async () => {
    const page = await phonePage(browser)
    await page.goto('/music/playlists/2')
    await page.getByRole('button', { name: 'Play all' }).click()
    await page.getByRole('region', { name: 'Player' }).waitFor()
    await page.goto('/music/users/new')
    await page.locator('main input').first().waitFor()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const covered = await page.evaluate(() => {
      const bar = document.querySelector('.phone-player-bar')!.getBoundingClientRect()
      return [
        ...document.querySelectorAll<HTMLElement>('main input, main select, main textarea, main button')
      ]
        .filter((el) => el.offsetParent !== null)
        .filter((el) => {
          const box = el.getBoundingClientRect()
          return box.bottom > bar.top && box.top < bar.bottom
        })
        .map((el) => el.getAttribute('aria-label') ?? el.textContent ?? el.id)
    })
    expect(covered).toEqual([])
    await page.context().close()
  })

  it('shows a playlist’s track titles on one line each, never broken inside a word', async () => {
    const page = await phonePage(browser)
    await page.goto('/music/playlists/2')
    await page.locator('.compact-list .compact-row-title').first().waitFor()
    // A title is one line (cut with an ellipsis when long): the lines its text covers, per title.
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.compact-list .compact-row-title')].flatMap((title) => {
        const range = document.createRange()
        range.selectNodeContents(title)
        const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)))
        return lines.size > 1 ? [title.textContent ?? ''] : []
      })
    )
    expect(broken).toEqual([])
    await page.context().close()
  })
})
