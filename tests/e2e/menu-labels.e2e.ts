// The side menu at 1440 px (issue 40 §1): no item, group or section title is cut short ("Roles & permissi…"), in
// English or Arabic, with every group open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { demoContext } from './support/session'
import { waitForSettledPage } from './support/settle'

const POLL = { timeout: 15_000 }

describe.each(['en', 'ar'])('the side menu at 1440 px in %s (demo build, admin)', (language) => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('shows every label whole', async () => {
    const context = await demoContext(browser, 'admin')
    await context.addInitScript((language) => localStorage.setItem('language', language), language)
    const page = await context.newPage()
    await page.setViewportSize({ width: 1440, height: 900 })
    const problems = watchPage(page)
    await page.goto('/music/tracks')
    await waitForSettledPage(page)
    await expect.poll(() => page.getAttribute('html', 'lang'), POLL).toBe(language)

    const closed = page.locator('.main-menu button.nav-link[aria-expanded="false"]')
    while ((await closed.count()) > 0) await closed.first().click()

    const cut = await page.evaluate(() =>
      Array.from(
        document.querySelectorAll<HTMLElement>('.main-menu .menu-title, .main-menu .navigation-header')
      )
        .filter((el) => el.offsetParent !== null)
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > innerWidth)
        .map((el) => el.textContent)
    )
    expect(cut).toEqual([])
    expect(await page.locator('.main-menu .menu-title').count()).toBeGreaterThan(40)
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })
})
