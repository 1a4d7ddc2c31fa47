// The application shell in Chromium: boot, menu, skin, language and direction, layout switch.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { routeTable } from '@/router/routes'
import { describeProblems, launchBrowser, watchPage, type PageProblems } from './support/browser'
import { demoContext } from './support/session'
import { waitForSettledPage } from './support/settle'

// A page in the main layout that needs no parameter (whichever screen areas exist).
const mainPage = routeTable.find((r) => r.meta.layout === 'main' && !r.path.includes(':') && !r.crawlSkip)!
// expect.poll gives up after 1 s by default, less than a CSS transition may take on a loaded 2-core machine.
const POLL = { timeout: 10_000 }
const bodyClass = (page: Page) => page.evaluate(() => document.body.className)

describe('application shell (demo build, signed-in admin)', () => {
  let browser: Browser
  let context: BrowserContext
  let page: Page
  let problems: PageProblems

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  afterEach(async () => {
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  async function open(url: string, viewport?: { width: number; height: number }) {
    context = await demoContext(browser, 'admin')
    page = await context.newPage()
    if (viewport) await page.setViewportSize(viewport)
    problems = watchPage(page)
    await page.goto(url)
    await waitForSettledPage(page)
  }

  it('boots: the loading screen shows while the app loads, then gives way to the layout', async () => {
    context = await demoContext(browser, 'admin')
    page = await context.newPage()
    problems = watchPage(page)
    // Hold the translations back until the loading screen has been seen, however long the app takes to start.
    let release!: () => void
    const seen = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/locales/*.json', async (route) => {
      await seen
      await route.continue()
    })
    await page.goto(mainPage.path, { waitUntil: 'commit' })
    await page.locator('.vibeline-loading-screen').waitFor({ state: 'visible' })
    release()
    await waitForSettledPage(page)
    expect(await page.locator('.vibeline-loading-screen').count()).toBe(0)
    expect(await page.getByRole('navigation', { name: 'Main menu' }).isVisible()).toBe(true)
    await expect.poll(() => page.title(), POLL).toBe('Vibeline Admin')
  })

  it('collapses the side menu to icons and expands it again', async () => {
    await open(mainPage.path)
    const menu = page.locator('.main-menu')
    expect((await menu.boundingBox())!.width).toBe(260)
    await page.getByRole('button', { name: 'Collapse menu' }).click()
    await page.mouse.move(900, 500)
    await expect.poll(async () => (await menu.boundingBox())!.width, POLL).toBe(80)
    expect(await page.locator('.main-menu .menu-title').first().isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Expand menu' }).click()
    await expect.poll(async () => (await menu.boundingBox())!.width, POLL).toBe(260)
  })

  it('opens a menu group and marks the current page', async () => {
    await open(mainPage.path)
    const group = page.locator('.main-menu button[aria-expanded]').first()
    await group.click()
    await expect.poll(() => group.getAttribute('aria-expanded'), POLL).toBe('true')
    expect(await page.locator('.main-menu .nav-link.active').count()).toBeGreaterThan(0)
  })

  it('toggles the skin, and the choice survives a reload', async () => {
    await open(mainPage.path)
    // <body> and <html> follow the skin in an effect: poll rather than read once.
    expect(await bodyClass(page)).toContain('light-layout')
    await page.getByRole('button', { name: 'Switch to dark skin' }).click()
    await expect.poll(() => bodyClass(page), POLL).toContain('dark-layout')
    await expect.poll(() => page.getAttribute('html', 'data-bs-theme'), POLL).toBe('dark')
    await page.reload()
    await waitForSettledPage(page)
    expect(await bodyClass(page)).toContain('dark-layout')
    await page.getByRole('button', { name: 'Switch to light skin' }).click()
    await expect.poll(() => bodyClass(page), POLL).toContain('light-layout')
  })

  it('switches to Arabic: the page turns right to left and stays so after a reload', async () => {
    await open(mainPage.path)
    await page.getByRole('button', { name: 'Language: English' }).click()
    await page.getByRole('menuitem', { name: 'العربية' }).click()
    await page.getByRole('navigation', { name: 'القائمة الرئيسية' }).waitFor()
    // dir and lang are set in an effect that may run just after the Arabic menu is on screen.
    await expect.poll(() => page.getAttribute('html', 'dir'), POLL).toBe('rtl')
    await expect.poll(() => page.getAttribute('html', 'lang'), POLL).toBe('ar')
    // The side menu now sits on the right.
    const menu = page.locator('.main-menu')
    const rightEdge = async () => {
      const box = (await menu.boundingBox())!
      return box.x + box.width
    }
    await expect.poll(rightEdge, POLL).toBeGreaterThan(1300)
    await page.reload()
    await waitForSettledPage(page)
    expect(await page.getAttribute('html', 'dir')).toBe('rtl')
    await page.getByRole('button', { name: 'اللغة: العربية' }).click()
    await page.getByRole('menuitem', { name: 'English' }).click()
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor()
    await expect.poll(() => page.getAttribute('html', 'dir'), POLL).toBe('ltr')
  })

  it('switches between the vertical and horizontal layouts from the customizer', async () => {
    await open(`${mainPage.path}?customizer=1`)
    await page.getByRole('button', { name: 'Open the layout customizer' }).click()
    const panel = page.getByRole('dialog', { name: 'Theme customizer' })
    await panel.getByRole('radio', { name: 'Horizontal' }).check()
    await page.locator('.horizontal-layout').waitFor()
    await panel.getByRole('button', { name: 'Close the customizer' }).click()
    expect(await page.locator('.main-menu').isVisible()).toBe(false)
    const topMenu = page.locator('.horizontal-menu-wrapper')
    await topMenu.waitFor({ state: 'visible' })
    const section = topMenu.getByRole('button').first()
    await section.click()
    await expect.poll(() => section.getAttribute('aria-expanded'), POLL).toBe('true')
    await topMenu.locator('.dropdown-menu.show').waitFor({ state: 'visible' })
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Open the layout customizer' }).click()
    await panel.getByRole('radio', { name: 'Vertical' }).check()
    await page.locator('.main-menu').waitFor({ state: 'visible' })
    expect(await page.locator('.horizontal-layout').count()).toBe(0)
  })

  it('offers a scroll-to-top button once the page is scrolled down', async () => {
    await open(mainPage.path, { width: 1366, height: 360 })
    const button = page.getByRole('button', { name: 'Scroll to top' })
    expect(await button.count()).toBe(0)
    // Make sure the page is long enough to scroll, whatever screen it is.
    await page.evaluate(() => {
      const spacer = document.createElement('div')
      spacer.style.height = '2000px'
      document.getElementById('main-content')!.append(spacer)
    })
    await page.evaluate(() => window.scrollTo(0, 600))
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY), POLL).toBe(0)
    await expect.poll(() => button.count(), POLL).toBe(0)
  })

  it('on a narrow screen opens the menu as an overlay and closes it after navigating', async () => {
    await open(mainPage.path, { width: 420, height: 800 })
    const menu = page.locator('.main-menu')
    expect((await menu.boundingBox())!.x).toBeLessThan(0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect.poll(async () => (await menu.boundingBox())!.x, POLL).toBe(0)
    await page.getByRole('button', { name: 'Close menu' }).first().click()
    await expect.poll(async () => (await menu.boundingBox())!.x, POLL).toBeLessThan(0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect.poll(async () => (await menu.boundingBox())!.x, POLL).toBe(0)
    const before = page.url()
    await menu.locator('a.nav-link:not(.active)').first().click()
    await expect.poll(() => page.url(), POLL).not.toBe(before)
    await expect.poll(async () => (await menu.boundingBox())!.x, POLL).toBeLessThan(0)
  })

  it('on a narrow screen moves focus into the opened menu, back to its button on Escape, and keeps the closed menu out of the Tab order', async () => {
    await open(mainPage.path, { width: 420, height: 800 })
    const opener = page.getByRole('button', { name: 'Open menu' })
    const focusInMenu = () => page.evaluate(() => !!document.activeElement?.closest('.main-menu'))
    await opener.focus()
    await page.keyboard.press('Enter')
    await expect.poll(focusInMenu, POLL).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => opener.evaluate((b) => b === document.activeElement), POLL).toBe(true)
    // The menu's links stay rendered once opened; closed, Tab must not walk into them off screen.
    expect(await page.locator('.main-menu a.nav-link').count()).toBeGreaterThan(0)
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      expect(await focusInMenu()).toBe(false)
    }
  })
})
