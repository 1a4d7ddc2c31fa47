import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { describeProblems, launchBrowser, newContext, watchPage } from './support/browser'
import { DEMO_URL } from './support/config'

describe('boot (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('shows the Vibeline brand on a misc page and the loading screen goes away', async () => {
    const context = await newContext(browser, DEMO_URL)
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/misc/maintenance')
    await page.getByRole('heading', { name: 'Under maintenance' }).waitFor()
    expect(await page.locator('.vibeline-loading-screen').count()).toBe(0)
    // The title is set in an effect, which may run just after the heading is on screen.
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Vibeline Admin')
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })
})
