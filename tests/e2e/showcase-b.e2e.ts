// The showcase's forms, charts and extensions in Chromium (demo build): the wizard completed with the keyboard
// alone, a list reordered with the keyboard, and the chart gallery redrawn in the dark skin's colours.
import { mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { axeProblems } from './support/axe'
import { demoContext } from './support/session'
import { keyboardDragReady, waitForSettledPage } from './support/settle'

const SHOTS = process.env.E2E_SHOTS_DIR
if (SHOTS) mkdirSync(SHOTS, { recursive: true })

/** How many chart figures hold a drawn ApexCharts svg. */
const drawnCharts = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('figure[data-chart]')].filter((f) =>
        f.querySelector('svg.apexcharts-svg .apexcharts-inner')
      ).length
  )

describe('showcase: forms, charts, extensions', () => {
  let browser: Browser
  let context: BrowserContext
  beforeAll(async () => {
    browser = await launchBrowser()
    context = await demoContext(browser, 'admin')
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('completes the wizard with the keyboard alone, stopping on a step with missing fields', async () => {
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/forms/wizard')
    await page.getByRole('heading', { name: 'Step 1 of 4: Account' }).waitFor()
    await waitForSettledPage(page)
    const username = page.getByLabel('Username')
    await username.focus()
    await page.keyboard.press('Enter')
    await page.getByText('The username needs at least 3 characters.').waitFor()
    // The first invalid field takes the focus.
    expect(await username.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.type('nadia_k')
    await page.keyboard.press('Tab')
    await page.keyboard.type('nadia@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.type('longenough')
    await page.keyboard.press('Enter')

    const step2 = page.getByRole('heading', { name: 'Step 2 of 4: Personal details' })
    await step2.waitFor()
    expect(await step2.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.type('Nadia')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Karim')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Egypt')
    // Back to the first field to check that going back and forth keeps the input, all from the keyboard.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Step 1 of 4: Account' }).waitFor()
    expect(await username.inputValue()).toBe('nadia_k')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await step2.waitFor()
    expect(await page.getByLabel('Country').inputValue()).toBe('eg')
    await page.getByLabel('Last name').focus()
    await page.keyboard.press('Enter')

    await page.getByRole('heading', { name: 'Step 3 of 4: Plan' }).waitFor()
    await page.keyboard.press('Tab')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')

    await page.getByRole('heading', { name: 'Step 4 of 4: Summary' }).waitFor()
    for (const value of ['nadia_k', 'nadia@example.com', 'Nadia', 'Karim', 'Egypt', 'Premium'])
      expect(await page.getByText(value, { exact: true }).count(), value).toBe(1)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.getByRole('status').filter({ hasText: 'Welcome, Nadia!' }).waitFor()
    expect(describeProblems(problems)).toEqual([])
    await page.close()
  })

  it('reorders the play queue with the keyboard, announcing each move', async () => {
    const page = await context.newPage()
    await page.goto('/extensions/drag-and-drop')
    await page.getByRole('heading', { level: 1, name: 'Drag and drop' }).waitFor()
    await waitForSettledPage(page)
    const order = () =>
      page.locator('[data-song]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-song')))
    expect((await order()).slice(0, 2)).toEqual(['Midnight Drive', 'Paper Lanterns'])
    const live = page.locator('[id^="DndLiveRegion"]').first()
    await page.getByRole('button', { name: 'Move “Midnight Drive”' }).focus()
    await page.keyboard.press('Space')
    await expect.poll(() => live.textContent()).toMatch(/Picked up|is over position 1/)
    await keyboardDragReady(page)
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => live.textContent()).toContain('is over position 2')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => live.textContent()).toContain('is over position 3')
    await page.keyboard.press('Space')
    await expect.poll(() => live.textContent()).toContain('dropped at position 3')
    await expect
      .poll(order)
      .toEqual(['Paper Lanterns', 'Salt and Cedar', 'Midnight Drive', 'Glass Harbour', 'Low Tide'])
    await page.close()
  })

  it('draws all ten charts and redraws them in the dark skin’s colours after a skin change', async () => {
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/charts/apex')
    await page.getByRole('heading', { level: 1, name: 'Charts' }).waitFor()
    await expect.poll(() => drawnCharts(page), { timeout: 20_000 }).toBe(10)
    const types = await page
      .locator('figure[data-chart]')
      .evaluateAll((f) => f.map((x) => x.getAttribute('data-chart')))
    expect(new Set(types)).toEqual(
      new Set(['line', 'area', 'bar', 'scatter', 'heatmap', 'donut', 'radialBar', 'radar', 'candlestick'])
    )
    // Each chart is named and described in words.
    expect(await page.locator('figure[data-chart][aria-label] figcaption').count()).toBeGreaterThanOrEqual(6)
    // Mark today's drawings, change the skin from the navbar, and wait for ten new, unmarked drawings.
    await page
      .locator('svg.apexcharts-svg')
      .evaluateAll((svgs) => svgs.forEach((s) => s.setAttribute('data-old', '')))
    const labelFill = () =>
      page.locator('figure[data-chart="line"] .apexcharts-xaxis-label').first().getAttribute('fill')
    expect(await labelFill()).toBe('#6e6b7b')
    await page.getByRole('button', { name: 'Switch to dark skin' }).click()
    await expect
      .poll(
        () =>
          page.evaluate(
            () =>
              [...document.querySelectorAll('figure[data-chart]')].filter((f) =>
                f.querySelector('svg.apexcharts-svg:not([data-old]) .apexcharts-inner')
              ).length
          ),
        { timeout: 20_000 }
      )
      .toBe(10)
    expect(await page.locator('svg[data-old]').count()).toBe(0)
    expect(await labelFill()).toBe('#b4b7bd')
    await waitForSettledPage(page)
    expect(await axeProblems(page)).toEqual([])
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/charts-dark.png`, fullPage: true })
    expect(describeProblems(problems)).toEqual([])
    await page.close()
  })
})

const SHOT_ROUTES = [
  '/forms/elements',
  '/forms/input-groups',
  '/forms/layouts',
  '/forms/wizard',
  '/forms/validation',
  '/charts/apex',
  '/extensions/alerts',
  '/extensions/toasts',
  '/extensions/sliders',
  '/extensions/drag-and-drop',
  '/extensions/tour',
  '/extensions/clipboard',
  '/extensions/context-menu',
  '/extensions/image-slider',
  '/extensions/file-uploader',
  '/extensions/editor',
  '/extensions/date-pickers',
  '/extensions/i18n',
  '/extensions/import-export',
  '/extensions/ratings',
  '/extensions/block-ui'
]

describe.runIf(SHOTS)('showcase screenshots (E2E_SHOTS_DIR)', () => {
  it.each([
    ['light', 'en', 1440],
    ['dark', 'ar', 1440],
    ['dark', 'en', 390]
  ] as const)('%s skin, %s, %i px wide', async (skin, language, width) => {
    const browser = await launchBrowser()
    const context = await demoContext(browser, 'admin')
    await context.addInitScript(
      ([s, l]) => {
        localStorage.setItem('skin', s)
        localStorage.setItem('language', l)
      },
      [skin, language]
    )
    const page = await context.newPage()
    await page.setViewportSize({ width, height: 900 })
    for (const route of SHOT_ROUTES) {
      await page.goto(route)
      await waitForSettledPage(page)
      if (route === '/charts/apex') await expect.poll(() => drawnCharts(page), { timeout: 20_000 }).toBe(10)
      await page.screenshot({
        path: `${SHOTS}/${route.replace(/\W+/g, '-')}-${skin}-${language}-${width}.png`,
        fullPage: true
      })
    }
    await browser.close()
  })
})
