// Phones (390 px, Chromium, demo build), issue 40 §2: the player starts as a slim bar along the bottom edge, never
// full screen on its own and never over a form control; names in the pinned column break between words only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { launchBrowser } from './support/browser'
import { demoContext } from './support/session'

const PHONE = { width: 390, height: 844 }
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

  it('breaks track titles in the pinned column between words, never inside one', async () => {
    const page = await phonePage(browser)
    await page.goto('/music/playlists/2')
    await page.locator('table tbody td.list-pin-start').first().waitFor()
    const broken = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('table tbody td.list-pin-start')].flatMap((cell) => {
        const style = getComputedStyle(cell)
        const probe = document.createElement('span')
        probe.style.cssText = `font:${style.font};white-space:nowrap;position:absolute;visibility:hidden`
        document.body.append(probe)
        const words = (cell.textContent ?? '').split(/\s+/).filter(Boolean)
        const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        const tooWide = words.filter((word) => {
          probe.textContent = word
          return probe.getBoundingClientRect().width > room + 0.5
        })
        probe.remove()
        return tooWide
      })
    )
    expect(broken).toEqual([])
    await page.context().close()
  })
})
