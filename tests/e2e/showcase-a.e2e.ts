// The UI showcase (components, cards, tables, page layouts, icons, colours, typography) end to end in Chromium:
// the icon search and copy, a page layout shown on its page only, and a show-code toggle. The crawl covers every
// showcase route in the light skin, showcase-crawl.e2e.ts in the dark, bordered and semi-dark skins and in Arabic.
import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { axeProblems } from './support/axe'
import { DEMO_URL } from './support/config'
import { demoContext } from './support/session'
import { waitForSettledPage } from './support/settle'

const SHOTS = process.env.E2E_SHOTS_DIR
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })
}

describe('UI showcase (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('icons: searches by name and copies the import line of the clicked icon', async () => {
    const context = await demoContext(browser, 'admin')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: DEMO_URL })
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/icons')
    await waitForSettledPage(page)
    const cells = page.getByRole('button', { name: /^Copy the import of / })
    const firstCount = await cells.count()
    expect(firstCount).toBeGreaterThan(0)
    // Virtualised: far fewer buttons than icons.
    expect(firstCount).toBeLessThan(400)
    await page.getByLabel('Search icons').fill('headphones')
    await page.getByRole('button', { name: 'Copy the import of Headphones', exact: true }).click()
    await page.getByRole('status').getByText("import { Headphones } from 'lucide-react'").waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "import { Headphones } from 'lucide-react'"
    )
    expect(await cells.count()).toBeLessThan(10)
    expect(await axeProblems(page)).toEqual([])
    await shot(page, 'showcase-icons')
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('page layouts: the collapsed menu is shown on its page only, and the saved choice comes back', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    await page.setViewportSize({ width: 1440, height: 900 })
    const problems = watchPage(page)
    await page.goto('/page-layouts/collapsed-menu')
    await waitForSettledPage(page)
    await page.getByRole('heading', { level: 1, name: 'Collapsed menu' }).waitFor()
    await expect
      .poll(() => page.locator('.vertical-layout').getAttribute('class'))
      .toContain('menu-collapsed')
    expect(await page.evaluate(() => localStorage.getItem('menuCollapsed'))).not.toBe('true')
    await shot(page, 'showcase-layout-collapsed')

    await page.getByRole('link', { name: 'Back to the dashboard' }).click()
    await waitForSettledPage(page)
    await expect
      .poll(() => page.locator('.vertical-layout').getAttribute('class'))
      .not.toContain('menu-collapsed')

    await page.goto('/page-layouts/blank')
    await waitForSettledPage(page)
    await page.getByRole('heading', { level: 1, name: 'Blank' }).waitFor()
    expect(await page.locator('.vertical-layout').count()).toBe(0)
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('an example shows its own source on demand', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/components/alerts')
    await waitForSettledPage(page)
    // The first example's toggle, found by what it controls (its name changes to "Hide code" once pressed).
    const toggle = page.locator('button[aria-controls]').filter({ hasText: 'Show code' }).first()
    const controls = await toggle.getAttribute('aria-controls')
    await toggle.click()
    const pressed = page.locator(`button[aria-controls="${controls}"]`)
    expect(await pressed.getAttribute('aria-expanded')).toBe('true')
    expect(await pressed.textContent()).toContain('Hide code')
    await page.getByLabel('Code of Colours').getByText('export function BasicAlerts()').waitFor()
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })
})
