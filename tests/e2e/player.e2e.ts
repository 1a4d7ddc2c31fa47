// The floating player by keyboard alone (demo build): every control a listener needs is reachable with Tab, has a
// name, and works with Enter and Space; the space bar anywhere in the player still plays and pauses (spec §9).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { demoContext } from './support/session'
import { describeViolations, seriousViolations, waitForTransitions } from './support/axe'

// Loading the next song and the panel's collapse animation can take seconds on a loaded machine.
const POLL = { timeout: 10_000 }

const isPaused = (page: Page) => page.evaluate(() => document.querySelector('audio')?.paused ?? null)
const currentTime = (page: Page) => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0)

/** What has the focus, as a person using a screen reader would hear it: role and name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return {
      role: el?.getAttribute('role') ?? el?.tagName.toLowerCase(),
      name: el?.getAttribute('aria-label')
    }
  })

/** Presses Tab until the focus is on the button named `name`; fails if it never gets there. */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab')
    const now = await focused(page)
    if (now.role === 'button' && now.name === name) return
  }
  throw new Error(`Tab never reached the button "${name}"`)
}

// Its flakiness had a known cause (Tab across the progress bar seeked and undid the pause; fixed in the player):
// CI's one e2e retry does not apply here, so a return of that bug fails the run.
describe('floating player by keyboard (demo build)', { retry: 0 }, () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('pauses and plays with Enter and Space on its own button, and with the space bar', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/music/playlists/2')
    // Playlist 2 of the demo seed (its name is the seed's).
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Play all' }).focus()
    await page.keyboard.press('Enter')
    await page.locator('.vibeline-player .music-player-panel').waitFor()
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.3)

    // Start from the player's own region: how many stops lie between the page and the player depends on the page.
    // On the way the focus crosses the progress bar, which must not seek (a seek finishing after the pause below
    // used to start the song again).
    await page.locator('.vibeline-player').focus()
    await tabTo(page, 'Pause')
    await page.keyboard.press('Enter')
    await expect.poll(() => isPaused(page), { timeout: 5_000 }).toBe(true)
    await expect.poll(() => focused(page), POLL).toEqual({ role: 'button', name: 'Play' })
    const pausedAt = await currentTime(page)

    // Space on the button toggles once: the player's own space bar handler must not undo it.
    await page.keyboard.press('Space')
    await expect.poll(() => isPaused(page), { timeout: 5_000 }).toBe(false)
    await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(pausedAt + 0.2)
    expect(await focused(page)).toEqual({ role: 'button', name: 'Pause' })

    // Spec §9: the space bar plays and pauses wherever the focus is inside the player.
    await page.locator('.vibeline-player').focus()
    await page.keyboard.press('Space')
    await expect.poll(() => isPaused(page), { timeout: 5_000 }).toBe(true)
    await page.keyboard.press('Space')
    await expect.poll(() => isPaused(page), { timeout: 5_000 }).toBe(false)

    // The spinning cover never stops; waitForTransitions lets endless animations run and waits for the rest.
    await waitForTransitions(page)
    const violations = await seriousViolations(page, { include: [['.vibeline-player']] })
    expect(describeViolations(violations)).toEqual([])
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('skips tracks, collapses and reopens the panel by keyboard (dark skin)', async () => {
    const context = await demoContext(browser, 'admin')
    await context.addInitScript(() => localStorage.setItem('skin', 'dark'))
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/music/playlists/2')
    // Playlist 2 of the demo seed (its name is the seed's).
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Play all' }).click()
    await page.locator('.vibeline-player .music-player-panel').waitFor()
    // The panel may appear a moment before the library writes the first song's title into it.
    const title = () => page.locator('.vibeline-player .audio-title').textContent()
    await expect.poll(title, POLL).toBeTruthy()
    const first = await title()

    await page.locator('.vibeline-player').focus()
    await tabTo(page, 'Next track')
    await page.keyboard.press('Enter')
    await expect.poll(title, POLL).not.toBe(first)

    await tabTo(page, 'Minimize')
    await page.keyboard.press('Enter')
    await page.locator('.vibeline-player .music-player-controller').waitFor()
    await expect.poll(() => focused(page), POLL).toEqual({ role: 'button', name: 'Open the player' })
    await expect.poll(() => page.locator('.vibeline-player .music-player-panel').count(), POLL).toBe(0)

    await page.keyboard.press('Enter')
    await page.locator('.vibeline-player .music-player-panel').waitFor()
    await expect.poll(() => focused(page), POLL).toEqual({ role: 'button', name: 'Minimize' })
    // The reopened panel slides and fades in for 0.35 s; axe must not judge its title while it is half transparent.
    await waitForTransitions(page)
    const violations = await seriousViolations(page, { include: [['.vibeline-player']] })
    expect(describeViolations(violations)).toEqual([])
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })
})
