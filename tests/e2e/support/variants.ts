// Seeing a page in another skin, language or width without loading it again: the skin and the language are the app's
// own state (redux, i18next), switched here through the navbar's controls as a person would; a width is the
// window's. Loading the app afresh for each variant took seconds per load on a busy 2-core machine, and the
// variant loops of the server specs loaded it 16 and 40 times.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from 'vitest'
import type { Page, Request } from 'playwright-core'
import { describeProblems, type PageProblems } from './browser'
import { waitForSettledPage } from './settle'

export type Skin = 'light' | 'dark'
export type Language = 'en' | 'ar'

/** The navbar's skin button, in either language. */
const SKIN_BUTTON = /^(Switch to (dark|light) skin|التبديل إلى المظهر (الداكن|الفاتح))$/
/** The navbar's language menu, in either language. */
const LANGUAGE_BUTTON = /^(Language|اللغة): /

/** Turns the page to `skin` with the navbar's button and waits until the document has taken it. */
export async function switchSkin(page: Page, skin: Skin): Promise<void> {
  const current = await page.locator('html').getAttribute('data-skin')
  if (current !== skin) await page.locator('header').getByRole('button', { name: SKIN_BUTTON }).click()
  await page.waitForFunction((s) => document.documentElement.dataset.skin === s, skin)
}

/** Turns the page to `language` with the navbar's language menu and waits for the document's lang and direction. */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
  const dir = language === 'ar' ? 'rtl' : 'ltr'
  if ((await page.locator('html').getAttribute('lang')) !== language) {
    await page.locator('header').getByRole('button', { name: LANGUAGE_BUTTON }).click()
    await page.locator(`header .language-menu [role="menuitem"][lang="${language}"]`).click()
  }
  await page.waitForFunction(
    ([l, d]) => document.documentElement.lang === l && document.documentElement.dir === d,
    [language, dir] as const
  )
}

const trackers = new WeakMap<Page, { settled: () => Promise<void> }>()

/**
 * Opens `path` inside the running app, as a click on a link would (the router follows the history), and waits until
 * it has settled: the router shows it, no spinner, its requests answered. A page that has not booted the app yet
 * loads it. Loading the app again for each page of a spec took seconds a load on a busy 2-core machine.
 */
export async function visitInApp(page: Page, path: string): Promise<void> {
  let requests = trackers.get(page)
  if (!requests) trackers.set(page, (requests = trackRequests(page)))
  const booted = page.url().startsWith('http') && (await page.locator('#root > *').count()) > 0
  if (!booted) {
    await page.goto(path)
  } else {
    await page.evaluate((target) => {
      window.history.pushState({}, '', target)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    const pathname = new URL(path, 'http://x').pathname
    await page
      .waitForFunction(
        (p) => document.querySelector('[data-pathname]')?.getAttribute('data-pathname') === p,
        pathname
      )
      .catch(async (error: Error) => {
        const where = await page.evaluate(() => ({
          url: location.pathname + location.search,
          shown: document.querySelector('[data-pathname]')?.getAttribute('data-pathname')
        }))
        throw new Error(`${pathname} did not open: the URL is ${where.url}, the page shows ${where.shown}`, {
          cause: error
        })
      })
  }
  await waitForSettledPage(page)
  await requests.settled()
}

/**
 * Waits until no request of the page is in flight. Playwright's "networkidle" is a load state of the document,
 * reached once per load: after an in-app navigation it answers at once, before the new page's data has come.
 */
function trackRequests(page: Page): { settled: () => Promise<void> } {
  const inFlight = new Set<Request>()
  let waiters: (() => void)[] = []
  const done = (request: Request) => {
    if (!inFlight.delete(request) || inFlight.size > 0) return
    const ready = waiters
    waiters = []
    // A request the answer starts (a page's second call) is sent before the next task: look again after it.
    setTimeout(() => (inFlight.size === 0 ? ready.forEach((w) => w()) : waiters.push(...ready)), 50)
  }
  // An audio or video element streams for as long as it plays: not a page waiting for its data.
  page.on('request', (request) => request.resourceType() !== 'media' && inFlight.add(request))
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return {
    settled: () =>
      inFlight.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))
  }
}

export type Variant = { language: Language; skin: Skin; width: number }

/** English and Arabic, light and dark, a desktop and a phone: the looks a server spec's pages are seen in. */
export const LOOKS: Variant[] = (['en', 'ar'] as const).flatMap((language) =>
  (['light', 'dark'] as const).flatMap((skin) => [1440, 390].map((width) => ({ language, skin, width })))
)

/** The looks a demo spec sees one page in: light and dark, English and Arabic at 1366 px, and a phone. */
export const LIGHT: Variant = { skin: 'light', language: 'en', width: 1366 }
export const DARK: Variant = { skin: 'dark', language: 'en', width: 1366 }
export const ARABIC: Variant = { skin: 'light', language: 'ar', width: 1366 }
export const PHONE: Variant = { skin: 'light', language: 'en', width: 390 }

export const describeLook = ({ language, skin, width }: Variant) => `${language}-${skin}-${width}`

/**
 * Gives a page that has loaded the app `look`: the language and the skin switched with the navbar (at desktop width,
 * where its controls are), then the window the look's width. The page on screen stays mounted: a spec that needs a
 * page as it first renders in the look opens it after the switch.
 */
export async function switchLook(page: Page, look: Variant): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 })
  await switchLanguage(page, look.language)
  await switchSkin(page, look.skin)
  await page.setViewportSize({ width: look.width, height: look.width > 500 ? 900 : 844 })
}

/**
 * Opens `path` in `look` as it first renders there, in a page that may already show another look: `via` is opened
 * first when the page has not loaded the app yet or already shows `path` (the router would keep that page mounted,
 * with what the last look did on it), then the look is switched and `path` opened inside the app. Specs see a page in
 * several looks through one page that loads the app once: a fresh context and app load cost seconds of CPU each on
 * a 2-core machine, a look switched in the running app well under one.
 */
export async function openInLook(page: Page, look: Variant, path: string, via: string): Promise<void> {
  const here = page.url().startsWith('http') ? new URL(page.url()).pathname : undefined
  if (here === undefined || here === new URL(path, 'http://x').pathname) await visitInApp(page, via)
  await switchLook(page, look)
  await visitInApp(page, path)
}

/** Forgets what a page's watcher has seen so far: a look that shares its page with others answers for its own. */
export function forgetProblems(problems: PageProblems): void {
  problems.consoleErrors.length = 0
  problems.pageErrors.length = 0
  problems.failedRequests.length = 0
}

/**
 * Shows each of `paths` in each look, in one page that loads the app once: the language and the skin are switched
 * with the navbar (at desktop width, where its controls are), then the window takes the look's width and the paths
 * are opened inside the app. `look` runs on each page once it has settled (its data answered, no spinner).
 */
export async function seeInLooks(
  page: Page,
  paths: readonly (readonly [name: string, path: string])[],
  look: (variant: Variant, name: string) => Promise<void>,
  looks: Variant[] = LOOKS
): Promise<void> {
  if (!page.url().startsWith('http')) await visitInApp(page, paths[0][1])
  for (const variant of looks) {
    await switchLook(page, variant)
    for (const [name, path] of paths) {
      await visitInApp(page, path)
      await page.locator('h1').first().waitFor()
      await look(variant, name)
    }
  }
}

/**
 * What sticks out sideways: the page itself, wider than the window, and each box of `fits` (a CSS selector) whose
 * content is wider than the box, so that it scrolls sideways or its content is cut.
 */
export function sidewaysOverflow(page: Page, fits: string | undefined): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth + 1)
      found.push(`the page scrolls sideways (${root.scrollWidth} px in ${root.clientWidth} px)`)
    if (selector)
      for (const box of document.querySelectorAll(selector)) {
        const label = box.querySelector('caption')?.textContent || selector
        if (box.scrollWidth > box.clientWidth + 1)
          found.push(`${label} is ${box.scrollWidth} px wide in a ${box.clientWidth} px box`)
      }
    return found
  }, fits)
}

/**
 * What every look of a page must hold: the direction of its language, no problem on the page, no sideways scroll of
 * the page nor of the boxes `fits` selects (a table that must show all its columns on a phone); with `shotsDir` set,
 * a full-page screenshot named after the page and the look.
 */
export async function expectCleanLook(
  page: Page,
  problems: PageProblems,
  look: Variant,
  name: string,
  shotsDir: string | undefined,
  fits?: string
): Promise<void> {
  expect(await page.locator('html').getAttribute('dir')).toBe(look.language === 'ar' ? 'rtl' : 'ltr')
  expect(describeProblems(problems), `${name} ${describeLook(look)}`).toEqual([])
  expect(await sidewaysOverflow(page, fits), `${name} ${describeLook(look)}`).toEqual([])
  if (!shotsDir) return
  mkdirSync(shotsDir, { recursive: true })
  await page.screenshot({ path: join(shotsDir, `${name}-${describeLook(look)}.png`), fullPage: true })
}
