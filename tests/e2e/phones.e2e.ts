// A phone (390 px) in English and Arabic (issue 18, items 11 and 12): the calendar's toolbar fits, the music lists
// keep each row's name and actions in view while their other columns scroll, the page itself never scrolls
// sideways, and e-mail addresses read left to right in Arabic. E2E_SHOTS_DIR=<folder> also saves screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describeProblems, launchBrowser, watchPage, type PageProblems } from './support/browser'
import { demoContext } from './support/session'
import { waitForSettledPage } from './support/settle'

const SHOTS = process.env.E2E_SHOTS_DIR
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1440, height: 900 }
const POLL = { timeout: 15_000 }

/** The music lists, each with the selector of a control that must stay in view in its first row. */
const LISTS = [
  { name: 'tracks', path: '/music/tracks', lead: 'td.list-lead input[type="checkbox"]' },
  { name: 'playlists', path: '/music/playlists', lead: null },
  { name: 'playlist', path: '/music/playlists/1', lead: 'td.list-lead button' },
  { name: 'users', path: '/music/users', lead: null },
  { name: 'history', path: '/music/tracks/1/history', lead: null }
] as const

type Opened = { context: BrowserContext; page: Page; problems: PageProblems }

async function open(
  browser: Browser,
  path: string,
  settings: { language: string; skin?: string; viewport?: { width: number; height: number } }
): Promise<Opened> {
  const context = await demoContext(browser, 'admin')
  await context.addInitScript(
    ([language, skin]) => {
      localStorage.setItem('language', language)
      localStorage.setItem('skin', skin)
    },
    [settings.language, settings.skin ?? 'light']
  )
  const page = await context.newPage()
  await page.setViewportSize(settings.viewport ?? PHONE)
  const problems = watchPage(page)
  await page.goto(path)
  await waitForSettledPage(page)
  await expect.poll(() => page.getAttribute('html', 'lang'), POLL).toBe(settings.language)
  return { context, page, problems }
}

/** How far the page itself scrolls sideways (0 when it fits the viewport). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth)

describe.each(['en', 'ar'])('a phone in %s (demo build, admin)', (language) => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('shows every calendar toolbar button and the title inside the viewport', async () => {
    const { context, page, problems } = await open(browser, '/apps/calendar', { language })
    await page.locator('.fc-header-toolbar').waitFor()
    const outside = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('.fc-header-toolbar button, .fc-toolbar-title'))
        .map((el) => ({ text: el.textContent?.trim() || el.title, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.left < 0 || box.right > window.innerWidth || box.width === 0)
        .map(({ text, box }) => `${text} [${Math.round(box.left)}, ${Math.round(box.right)}]`)
    )
    expect(outside).toEqual([])
    expect(await page.locator('.fc-header-toolbar button').count()).toBe(7)
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-calendar-${language}.png` })
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })
})

describe('Arabic addresses and descriptions (demo build, admin)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('reads e-mail addresses left to right in the users list and the user form', async () => {
    const { context, page, problems } = await open(browser, '/music/users', {
      language: 'ar',
      viewport: DESKTOP
    })
    await page.locator('table.list-table tbody td.list-pin-start').first().waitFor()
    const cells = await page.evaluate(() =>
      Array.from(document.querySelectorAll('table.list-table tbody td'))
        .filter((cell) => /^\S+@\S+\.\S+$/.test(cell.textContent?.trim() ?? ''))
        .map((cell) => getComputedStyle(cell).direction)
    )
    expect(cells.length).toBeGreaterThan(0)
    expect(new Set(cells)).toEqual(new Set(['ltr']))

    await page.goto('/music/users/new')
    const email = page.locator('input[type="email"]')
    await email.waitFor()
    expect(await email.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr')
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('cuts an English playlist description at its own end on an Arabic page', async () => {
    const { context, page, problems } = await open(browser, '/music/playlists', {
      language: 'ar',
      viewport: DESKTOP
    })
    const description = page.locator('.playlist-description', { hasText: /^[A-Za-z]/ }).first()
    await description.waitFor()
    expect(await description.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe('rtl')
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('cuts an English product description in the shop at its own end on an Arabic page', async () => {
    const { context, page, problems } = await open(browser, '/apps/ecommerce/shop', {
      language: 'ar',
      viewport: DESKTOP
    })
    const description = page.locator('.product-card p[dir="auto"]', { hasText: /^[A-Za-z]/ }).first()
    await description.waitFor()
    const style = await description.evaluate((el) => {
      const css = getComputedStyle(el)
      return { direction: css.direction, clamp: css.webkitLineClamp, cut: el.scrollHeight > el.clientHeight }
    })
    expect(style).toEqual({ direction: 'ltr', clamp: '2', cut: true })
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })
})

describe.runIf(SHOTS)('screenshots for the closing note', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('takes the music lists, the calendar and the shop in both skins, both languages, phone and desktop', async () => {
    const paths = [
      ...LISTS.map((l) => [l.name, l.path] as const),
      ['calendar', '/apps/calendar'] as const,
      ['shop', '/apps/ecommerce/shop'] as const
    ]
    for (const [width, viewport] of [
      ['390', PHONE],
      ['1440', DESKTOP]
    ] as const)
      for (const skin of ['light', 'dark'])
        for (const language of ['en', 'ar'])
          for (const [name, path] of paths) {
            const { context, page } = await open(browser, path, { language, skin, viewport })
            // open() has waited for the page to settle; the shot waits only for the web fonts.
            await page.evaluate(() => document.fonts.ready.then(() => undefined))
            // The phone shots show the list itself, below the filters.
            await page.evaluate(() => {
              const table = document.querySelector('table.list-table')
              if (table) window.scrollBy(0, table.getBoundingClientRect().top - 160)
            })
            await page.screenshot({ path: `${SHOTS}/${name}-${width}-${skin}-${language}.png` })
            await context.close()
          }
  }, 600_000)
})
