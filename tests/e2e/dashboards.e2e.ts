// The three dashboards in Chromium: every chart draws its svg in light, dark and Arabic, a range change redraws,
// a click on a top track opens its history; in demo mode and against the API server (real plays).
import { existsSync, mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { axeProblems } from './support/axe'
import { SERVER_ACCOUNTS, SERVER_DIST } from './support/config'
import { demoContext, serverContext, sharedDemoPage } from './support/session'
import { waitForSettledPage } from './support/settle'
import { forgetProblems, openInLook, visitInApp } from './support/variants'

const SHOTS = process.env.E2E_SHOTS_DIR
if (SHOTS) mkdirSync(SHOTS, { recursive: true })

const DASHBOARDS = [
  { path: '/dashboard/music', heading: { en: 'Music overview', ar: 'نظرة عامة على الموسيقى' }, charts: 4 },
  { path: '/dashboard/analytics', heading: { en: 'Analytics', ar: 'التحليلات' }, charts: 8 },
  { path: '/', heading: { en: 'eCommerce', ar: 'التجارة الإلكترونية' }, charts: 9 }
] as const

/** Waits until every chart figure on the page holds a drawn ApexCharts svg, and returns how many there are. */
async function chartsDrawn(page: Page, expected: number): Promise<number> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const figures = [...document.querySelectorAll('figure[data-chart]')]
          return figures.filter((f) => f.querySelector('svg.apexcharts-svg .apexcharts-inner')).length
        }),
      { timeout: 20_000 }
    )
    .toBe(expected)
  return page.locator('figure[data-chart]').count()
}

describe('dashboards', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  // One page for the looks (openInLook in support/variants.ts).
  describe('in each look, in one page', () => {
    const shared = sharedDemoPage(() => browser)

    it.each([
      ['light', 'en'],
      ['dark', 'en'],
      ['light', 'ar']
    ] as const)(
      'draws every chart of every dashboard (demo, %s, %s), with no console error or axe violation',
      async (skin, language) => {
        const { page, problems } = shared
        forgetProblems(problems)
        for (const [i, dashboard] of DASHBOARDS.entries()) {
          // The last look ended on the last dashboard: the first one differs, so it is opened anew in this look.
          if (i === 0) await openInLook(page, { skin, language, width: 1366 }, dashboard.path, '/pages/faq')
          else await visitInApp(page, dashboard.path)
          await page.getByRole('heading', { level: 1, name: dashboard.heading[language] }).waitFor()
          await waitForSettledPage(page)
          expect(await chartsDrawn(page, dashboard.charts), dashboard.path).toBe(dashboard.charts)
          if (language === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
          expect(await axeProblems(page), dashboard.path).toEqual([])
          if (SHOTS)
            await page.screenshot({
              path: `${SHOTS}/dashboard${dashboard.path.replace(/\W+/g, '-')}-${skin}-${language}.png`,
              fullPage: true
            })
        }
        expect(describeProblems(problems)).toEqual([])
      }
    )
  })

  it('redraws the music overview for another range, and opens a top track’s history on a click (demo)', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/dashboard/music')
    await chartsDrawn(page, 4)
    const plays = page.locator('[data-testid="plays-chart"] figure')
    // The demo's plays now end today, as the API server's do: today, still under way, is a note beside the line.
    await expect.poll(() => plays.locator('figcaption').textContent()).toMatch(/over 29 days/)
    const line = plays.locator('.apexcharts-series path.apexcharts-line').first()
    const before = await line.getAttribute('d')

    await page.getByRole('button', { name: '7 days' }).click()
    await page.waitForURL(/days=7/)
    await expect.poll(() => plays.locator('figcaption').textContent()).toMatch(/over 6 days/)
    await expect.poll(() => line.getAttribute('d')).not.toBe(before)
    expect(await page.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true')

    const first = page.getByRole('list', { name: 'The most played tracks' }).getByRole('link').first()
    const title = (await first.textContent())!
    const href = (await first.getAttribute('href'))!
    await page.locator('[data-testid="top-tracks-chart"] path.apexcharts-bar-area').first().click()
    await page.waitForURL((url) => url.pathname === href)
    await page.getByRole('heading', { name: 'Play history' }).waitFor()
    await page.getByText(new RegExp(title)).first().waitFor()
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('changes a template card with its time-range dropdown (demo)', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    await page.goto('/dashboard/analytics')
    await chartsDrawn(page, 8)
    const total = page.getByTestId('support-total')
    await expect.poll(() => total.textContent()).toBe('163')
    await page.getByRole('button', { name: 'Time range of Support Tracker: Last 28 Days' }).click()
    await page.getByRole('menuitem', { name: 'Last Year' }).click()
    await expect.poll(() => total.textContent()).toBe('1,942')
    await chartsDrawn(page, 8)
    await context.close()
  })

  it('is the home of the demo administrator; the client keeps its own and has no Dashboards menu entry', async () => {
    const admin = await demoContext(browser, 'admin')
    const adminPage = await admin.newPage()
    await adminPage.goto('/login')
    await adminPage.waitForURL('**/dashboard/music')
    const menu = adminPage.getByRole('navigation', { name: 'Main menu' })
    for (const name of ['Music overview', 'Analytics', 'eCommerce'])
      await menu.getByRole('link', { name, exact: true }).waitFor()
    await admin.close()

    const client = await demoContext(browser, 'client')
    const clientPage = await client.newPage()
    await clientPage.goto('/')
    await clientPage.waitForURL('**/access-control')
    await clientPage.goto('/dashboard/music')
    await clientPage.waitForURL('**/misc/not-authorized')
    await client.close()
  })

  describe.runIf(existsSync(`${SERVER_DIST}/index.html`))('against the API server', () => {
    it('lands an administrator on the overview of real plays; a top track opens its history', async () => {
      const context = await serverContext(browser, SERVER_ACCOUNTS.admin)
      const page = await context.newPage()
      const problems = watchPage(page)
      await page.goto('/')
      await chartsDrawn(page, 9)
      await page.goto('/dashboard/music?days=90')
      await page.getByRole('heading', { level: 1, name: 'Music overview' }).waitFor()
      await chartsDrawn(page, 4)

      // The overview's numbers are the API's.
      const token = await page.evaluate(
        () => localStorage.getItem('accessToken') ?? sessionStorage.getItem('accessToken')
      )
      const api = async (path: string) =>
        (await (await page.request.get(path, { headers: { authorization: `Bearer ${token}` } })).json()) as {
          data: { track_id: number; plays: number }[] & { tracks: number }
        }
      const catalogue = (await api('/admin/v2/stats/catalogue')).data
      const totals = page.getByRole('list', { name: 'The catalogue' })
      await expect
        .poll(() => totals.getByRole('listitem').first().textContent())
        .toContain(String(catalogue.tracks))
      const top = (await api('/admin/v2/stats/top-tracks?days=90')).data[0]
      const first = page.getByRole('list', { name: 'The most played tracks' }).getByRole('listitem').first()
      await expect.poll(() => first.textContent()).toContain(`${top.plays} play`)
      const title = (await first.getByRole('link').textContent())!

      await page.locator('[data-testid="top-tracks-chart"] path.apexcharts-bar-area').first().click()
      await page.waitForURL(`**/music/tracks/${top.track_id}/history`)
      await page.getByRole('heading', { name: 'Play history' }).waitFor()
      await page.getByText(title, { exact: false }).first().waitFor()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/server-history.png` })
      expect(describeProblems(problems)).toEqual([])
      await context.close()
    })

    it('lets a viewer read the overview', async () => {
      const context = await serverContext(browser, SERVER_ACCOUNTS.viewer)
      const page = await context.newPage()
      const problems = watchPage(page)
      await page.goto('/dashboard/music?days=7')
      await page.getByRole('heading', { level: 1, name: 'Music overview' }).waitFor()
      await chartsDrawn(page, 4)
      expect(describeProblems(problems)).toEqual([])
      await context.close()
    })
  })
})
