// The floating player over a reload (demo build, issue 18 item 10): the mini player is dragged with the mouse and
// stays inside the viewport (also after a reload and a resize); the queue, the current song and its place come back
// paused; the bar and the queue are opaque in the dark skin; in Arabic the queue opens away from the side menu.
import { existsSync, mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { SERVER_ACCOUNTS, SERVER_DIST } from './support/config'
import { demoContext, serverContext } from './support/session'
import { waitForTransitions } from './support/axe'

const POLL = { timeout: 10_000 }
const PLAYER = '.vibeline-player'
const PANEL = `${PLAYER} .music-player-panel`
const MINI = `${PLAYER} .react-jinke-music-player`
const QUEUE = `${PLAYER} .audio-lists-panel`

const SHOTS = process.env.E2E_SHOTS_DIR
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}

type Box = { x: number; y: number; width: number; height: number }

const isPaused = (page: Page) => page.evaluate(() => document.querySelector('audio')?.paused ?? null)
const currentTime = (page: Page) => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0)
const title = (page: Page) => page.locator(`${PLAYER} .audio-title`).textContent()
const queueCount = (page: Page) => page.locator(`${PLAYER} .audio-lists-num`).textContent()

/** The visible area without scroll bars, as the app measures it. */
const viewport = (page: Page) =>
  page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.clientHeight
  }))

async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).first().boundingBox()
  if (!found) throw new Error(`${selector} is not on screen`)
  return found
}

async function isInside(page: Page, selector: string): Promise<boolean> {
  const b = await box(page, selector)
  const v = await viewport(page)
  return b.x >= 0 && b.y >= 0 && b.x + b.width <= v.width && b.y + b.height <= v.height
}

/** The alpha of an element's computed background colour: 1 is opaque. */
const backgroundAlpha = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const colour = getComputedStyle(el).backgroundColor
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? []
    return colour.startsWith('rgba') ? (parts[3] ?? 0) : parts.length >= 3 ? 1 : 0
  })

/** Plays playlist 2 of the demo seed from its page and waits until the first song is audibly under way. */
async function playPlaylist(page: Page, playAll = 'Play all'): Promise<void> {
  await page.goto('/music/playlists/2')
  // Playlist 2 of the demo seed (its name is the seed's).
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.getByRole('button', { name: playAll }).click()
  await page.locator(PANEL).waitFor()
  await expect.poll(() => title(page), POLL).toBeTruthy()
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.3)
}

async function minimize(page: Page): Promise<void> {
  await page.locator(`${PANEL} .hide-panel`).click()
  await page.locator(`${MINI} .music-player-controller`).waitFor()
  await expect.poll(() => page.locator(PANEL).count(), POLL).toBe(0)
}

describe('floating player over a reload (demo build)', { retry: 0 }, () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('keeps the mini player inside the viewport when dragged past an edge, after a reload and a resize', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await playPlaylist(page)
    await minimize(page)

    const start = await box(page, MINI)
    const view = await viewport(page)
    // The pointer ends in the corner, holding the circle by its middle: followed exactly, half of the circle would be
    // past the right and the bottom edge.
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
    await page.mouse.down()
    await page.mouse.move(view.width - 2, view.height - 2, { steps: 12 })
    await page.mouse.up()

    const dropped = await box(page, MINI)
    expect(await isInside(page, MINI)).toBe(true)
    // It went as far as it could: into the bottom-right corner, not back to where it started.
    expect(dropped.x + dropped.width).toBeGreaterThan(view.width - 24)
    expect(dropped.y + dropped.height).toBeGreaterThan(view.height - 24)
    // A drag is not a click: the player stays collapsed.
    expect(await page.locator(PANEL).count()).toBe(0)

    // A drag back towards the middle, to a place that is not an edge: the reload must bring back exactly this one.
    const grip = { x: dropped.x + dropped.width / 2, y: dropped.y + dropped.height / 2 }
    await page.mouse.move(grip.x, grip.y)
    await page.mouse.down()
    await page.mouse.move(grip.x - 300, grip.y - 200, { steps: 8 })
    await page.mouse.up()
    const placed = await box(page, MINI)
    expect(Math.round(placed.x)).toBe(Math.round(dropped.x - 300))
    expect(Math.round(placed.y)).toBe(Math.round(dropped.y - 200))

    await page.reload()
    await page.locator(PANEL).waitFor()
    await minimize(page)
    const afterReload = await box(page, MINI)
    expect(Math.round(afterReload.x)).toBe(Math.round(placed.x))
    expect(Math.round(afterReload.y)).toBe(Math.round(placed.y))

    await page.setViewportSize({ width: 600, height: 420 })
    await expect.poll(() => isInside(page, MINI), POLL).toBe(true)

    // A plain click still opens the player.
    await page.locator(`${MINI} .music-player-controller`).click()
    await page.locator(PANEL).waitFor()
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('keeps the queue, the current song and its place over a reload, paused, and plays on from there', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await playPlaylist(page)
    const songs = await queueCount(page)
    const first = await title(page)
    await page.locator(`${PANEL} .next-audio`).click()
    await expect.poll(() => title(page), POLL).not.toBe(first)
    const second = await title(page)
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(1.5)
    await page.locator(`${PANEL} .play-btn`).click()
    await expect.poll(() => isPaused(page), POLL).toBe(true)
    const pausedAt = await currentTime(page)

    // The reloaded page notes when its audio starts playing and when the user first clicks.
    await page.addInitScript(() => {
      const record = window as unknown as { plays: number[]; firstClick: number | null }
      record.plays = []
      record.firstClick = null
      document.addEventListener('play', () => record.plays.push(performance.now()), true)
      document.addEventListener('click', () => (record.firstClick ??= performance.now()), true)
    })
    await page.reload()
    await page.locator(PANEL).waitFor()
    await expect.poll(() => title(page), POLL).toBe(second)
    expect(await queueCount(page)).toBe(songs)
    await expect.poll(() => currentTime(page), POLL).toBeGreaterThan(pausedAt - 0.5)
    expect(await currentTime(page)).toBeLessThan(pausedAt + 0.5)
    expect(await isPaused(page)).toBe(true)

    // The stored queue holds no audio URL (the demo's object URL ended with the old page): playing asks for a new one.
    await page.locator(`${PANEL} .play-btn`).click()
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(pausedAt + 0.3)
    expect(await isPaused(page)).toBe(false)
    // Nothing started playing by itself after the reload: every start of the audio came after the click on play.
    const { plays, firstClick } = await page.evaluate(() => {
      const record = window as unknown as { plays: number[]; firstClick: number | null }
      return { plays: record.plays, firstClick: record.firstClick }
    })
    expect(firstClick).not.toBeNull()
    expect(plays.length).toBeGreaterThan(0)
    expect(plays.filter((at) => at < firstClick!)).toEqual([])

    // Signing out forgets it.
    await page.getByRole('button', { name: 'Account menu for Demo Admin' }).click()
    await page.getByRole('menuitem', { name: 'Log out' }).click()
    await page.waitForURL((url) => url.pathname === '/login', POLL)
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('vibeline.player.'))
    )
    expect(kept.filter((key) => !key.endsWith('.position'))).toEqual([])
    expect(await page.locator(PLAYER).count()).toBe(0)
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('draws the bar and the queue opaque in the dark skin, at 1440 px and on a phone', async () => {
    const context = await demoContext(browser, 'admin')
    await context.addInitScript(() => localStorage.setItem('skin', 'dark'))
    const page = await context.newPage()
    await page.setViewportSize({ width: 1440, height: 900 })
    const problems = watchPage(page)
    await playPlaylist(page)
    await waitForTransitions(page)
    expect(await backgroundAlpha(page, PANEL)).toBe(1)
    await page.locator(`${PANEL} .audio-lists-btn`).click()
    await page.locator(`${QUEUE}.show`).waitFor()
    await waitForTransitions(page)
    expect(await backgroundAlpha(page, QUEUE)).toBe(1)
    await shot(page, 'dark-1440-en-queue')

    // On a phone the player starts as the slim bar along the bottom edge (issue 40 §2).
    await page.setViewportSize({ width: 390, height: 844 })
    await page.reload()
    await page.locator('.phone-player-bar').waitFor()
    await waitForTransitions(page)
    expect(await backgroundAlpha(page, '.phone-player-bar')).toBe(1)
    await shot(page, 'dark-390-en-player')
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('opens the queue and places the mini player away from the side menu in Arabic (1440 px)', async () => {
    const context = await demoContext(browser, 'admin')
    await context.addInitScript(() => {
      localStorage.setItem('language', 'ar')
      localStorage.setItem('skin', 'dark')
    })
    const page = await context.newPage()
    await page.setViewportSize({ width: 1440, height: 900 })
    const problems = watchPage(page)
    await playPlaylist(page, 'تشغيل الكل')
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    const menu = await box(page, '.main-menu')

    await page.locator(`${PANEL} .audio-lists-btn`).click()
    await page.locator(`${QUEUE}.show`).waitFor()
    await waitForTransitions(page)
    const queue = await box(page, QUEUE)
    // Right to left, the menu is on the right: the queue ends before it starts.
    expect(menu.x).toBeGreaterThan(1000)
    expect(queue.x + queue.width).toBeLessThanOrEqual(menu.x)
    await shot(page, 'dark-1440-ar-queue')

    await page.locator(`${QUEUE} .audio-lists-panel-header-close-btn`).click()
    await minimize(page)
    const mini = await box(page, MINI)
    expect(mini.x + mini.width).toBeLessThanOrEqual(menu.x)
    await shot(page, 'dark-1440-ar-mini')
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })
})

describe.skipIf(!existsSync(`${SERVER_DIST}/index.html`))(
  'floating player over a reload (server-mode build)',
  { retry: 0 },
  () => {
    let browser: Browser
    beforeAll(async () => {
      browser = await launchBrowser()
    })
    afterAll(async () => {
      await browser?.close()
    })

    it('asks the server again for the restored song’s signed audio URL, and plays it', async () => {
      const context = await serverContext(browser, SERVER_ACCOUNTS.admin)
      const page = await context.newPage()
      const problems = watchPage(page)
      await page.goto('/music/tracks')
      // The first track that has audio: other specs add tracks without any (their Play is disabled).
      await page
        .getByRole('button', { name: /^Play / })
        .and(page.locator(':enabled'))
        .first()
        .click()
      await page.locator(PANEL).waitFor()
      await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5)
      expect(await page.evaluate(() => document.querySelector('audio')?.src ?? '')).toContain('signature=')
      const song = await title(page)
      await page.locator(`${PANEL} .play-btn`).click()
      await expect.poll(() => isPaused(page), POLL).toBe(true)

      // The stored queue has no URL: the restored song's comes from the tracks API, signed afresh.
      const fresh = page.waitForResponse((r) => /\/admin\/v2\/tracks\?(.*&)?id=\d+/.test(r.url()) && r.ok())
      await page.reload()
      await fresh
      await expect.poll(() => title(page), POLL).toBe(song)
      expect(await isPaused(page)).toBe(true)
      await page.locator(`${PANEL} .play-btn`).click()
      await expect.poll(() => isPaused(page), POLL).toBe(false)
      await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.3)
      expect(await page.evaluate(() => document.querySelector('audio')?.src ?? '')).toContain('signature=')
      expect(describeProblems(problems)).toEqual([])
      await context.close()
    })
  }
)
