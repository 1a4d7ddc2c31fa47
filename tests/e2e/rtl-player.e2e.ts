// Arabic (issue 40 §10): the desktop player's bar is mirrored (cover and title at the right, the controls at the
// left) while its progress bar and time still read left to right; the brand logo is never mirrored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { demoContext } from './support/session'
import { waitForSettledPage } from './support/settle'

const SHOTS = process.env.E2E_SHOTS_DIR
const POLL = { timeout: 15_000 }
const PANEL = '.vibeline-player .music-player-panel'

/** The x of the middle of each part of the player's bar. */
const barLayout = (page: Page) =>
  page.evaluate((panel) => {
    const middle = (selector: string) => {
      const box = document.querySelector(`${panel} ${selector}`)?.getBoundingClientRect()
      return box ? box.left + box.width / 2 : null
    }
    return {
      cover: middle('.img-content'),
      title: middle('.progress-bar-content'),
      controls: middle('.player-content'),
      current: middle('.audio-main .current-time'),
      duration: middle('.audio-main .duration')
    }
  }, PANEL)

/** Every brand logo on the page drawn with a positive horizontal scale (not mirrored). */
const logosUnmirrored = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('svg'))
      .filter((svg) => svg.querySelector('linearGradient[id^="vibeline-logo"]'))
      .filter((svg) => svg.getBoundingClientRect().width > 0)
      .map((svg) => (svg.getScreenCTM()?.a ?? 0) > 0)
  )

describe.each(['en', 'ar'])('the player and the logo in %s at 1440 px (demo build, admin)', (language) => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('mirrors the player bar in right-to-left pages but not its progress, and never the logo', async () => {
    const context = await demoContext(browser, 'admin')
    await context.addInitScript((language) => localStorage.setItem('language', language), language)
    const page = await context.newPage()
    await page.setViewportSize({ width: 1440, height: 900 })
    const problems = watchPage(page)
    await page.goto('/music/tracks')
    await waitForSettledPage(page)
    await expect.poll(() => page.getAttribute('html', 'lang'), POLL).toBe(language)
    const logos = await logosUnmirrored(page)
    expect(logos.length).toBeGreaterThan(0)
    expect(logos.every(Boolean)).toBe(true)

    await page.locator('td.list-pin-end .btn-outline-primary:not([disabled])').first().click()
    await page.locator(PANEL).waitFor()
    const bar = await barLayout(page)
    const rtl = language === 'ar'
    expect(bar.cover! > bar.title!).toBe(rtl)
    expect(bar.title! > bar.controls!).toBe(rtl)
    expect(bar.current!).toBeLessThan(bar.duration!)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rtl-player-1440-${language}.png` })
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })
})
