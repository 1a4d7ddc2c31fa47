// Playlists end to end, in demo mode and against the API server: sort, create, add two tracks, reorder with the
// keyboard, play all, rename and delete.
import { existsSync, mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { describeProblems, launchBrowser, watchPage, withMotion } from './support/browser'
import { demoContext, serverContext } from './support/session'
import { describeViolations, seriousViolations } from './support/axe'
import { SERVER_ACCOUNTS, SERVER_DIST } from './support/config'
import { keyboardDragReady } from './support/settle'

const SHOTS = process.env.E2E_SHOTS_DIR
if (SHOTS) mkdirSync(SHOTS, { recursive: true })

const trackTitles = (page: Page) =>
  page.locator('table.music-table tbody tr td:nth-child(4)').allTextContents()

/** Waits until no finite CSS transition or animation runs (pages and dialogs fade in). */
const animationsDone = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running')
  )

/** axe on the page, or only inside a dialog (the backdrop dims the page behind it on purpose). Demo build only:
 * the API server's CSP refuses the injected axe script. */
async function noSeriousViolations(page: Page, within?: string): Promise<void> {
  await animationsDone(page)
  const violations = await seriousViolations(page, within ? { include: [[within]] } : undefined)
  expect(describeViolations(violations)).toEqual([])
}

async function playlistFlow(page: Page, mode: 'demo' | 'server'): Promise<void> {
  const shot = async (name: string) => {
    if (!SHOTS) return
    // A dialog fades in: take the picture once it has.
    await animationsDone(page)
    await page.screenshot({ path: `${SHOTS}/${mode}-${name}.png` })
  }
  const name = `E2E Mix ${Date.now()}`

  await page.goto('/music/playlists')
  await page.getByRole('heading', { name: 'Playlists', level: 1 }).waitFor()
  await page.getByRole('button', { name: 'Name' }).click()
  await page.waitForURL(/sort=name&dir=asc/)
  // In the demo build the list's first request opens the database (SQLite in WebAssembly): seconds on a busy
  // machine, while the table is still empty, past the poll's default second.
  await expect
    .poll(
      async () => {
        const names = await page.locator('table.music-table tbody tr td:first-child a').allTextContents()
        return (
          names.length > 1 && names.every((n, i) => i === 0 || names[i - 1].toLowerCase() <= n.toLowerCase())
        )
      },
      { timeout: 20_000 }
    )
    .toBe(true)
  await shot('playlists-sorted')
  await page.getByRole('button', { name: 'Created' }).click()
  await page.waitForURL(/sort=created_at&dir=desc/)

  await page.getByRole('button', { name: 'New playlist' }).click()
  const form = page.getByRole('dialog')
  await form.getByRole('button', { name: 'Create playlist' }).click()
  await form.getByText('Name is required').waitFor()
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Description').fill('Made by the end-to-end test.')
  await shot('playlist-new')
  if (mode === 'demo') await noSeriousViolations(page, '.modal-dialog')
  await form.getByRole('button', { name: 'Create playlist' }).click()
  await page.getByText(`“${name}” was created.`).waitFor()
  await page.getByRole('link', { name: `Open ${name}` }).click()
  await page.getByRole('heading', { name, level: 1 }).waitFor()
  await page.getByText('This playlist has no tracks yet.').waitFor()

  await page.getByRole('button', { name: 'Add tracks' }).click()
  const picker = page.getByRole('dialog')
  const results = picker.getByRole('list', { name: 'Tracks found' })
  await results.waitFor()
  // Seeded tracks, which have audio ("Play all" below needs it): the tracks other specs made on the shared server
  // come first, newest first, and carry a time stamp in their titles and often no audio.
  const addButtons = results.getByRole('button', { name: /^Add [^0-9]+$/ })
  const titles: string[] = []
  for (let i = 0; i < 2; i++) {
    const button = addButtons.first()
    const label = (await button.getAttribute('aria-label'))!
    const title = label.slice('Add '.length)
    await button.click()
    await picker.getByRole('button', { name: `Added: ${title}`, exact: true }).waitFor()
    titles.push(title)
  }
  await shot('playlist-picker')
  if (mode === 'demo') await noSeriousViolations(page, '.modal-dialog')
  await picker.getByRole('button', { name: 'Done' }).click()
  await picker.waitFor({ state: 'hidden' })
  await expect.poll(() => trackTitles(page)).toEqual(titles)

  // Reorder with the keyboard: pick up the first track, move it down one place, drop it.
  const live = page.locator('[id^="DndLiveRegion"]')
  // The sensor measures the rows where they rest, not where a fade-in has them for a moment.
  await animationsDone(page)
  await page.getByRole('button', { name: `Move ${titles[0]}`, exact: true }).focus()
  await page.keyboard.press('Space')
  // The region says "Picked up", then at once where the track is.
  await expect.poll(() => live.textContent()).toMatch(/Picked up|is over position 1/)
  await keyboardDragReady(page)
  await page.keyboard.press('ArrowDown')
  await expect.poll(() => live.textContent()).toContain('is over position 2')
  await page.keyboard.press('Space')
  await expect.poll(() => live.textContent()).toContain('dropped at position 2')
  const reordered = [titles[1], titles[0]]
  await expect.poll(() => trackTitles(page)).toEqual(reordered)
  // The new order is stored: read the playlist again (in the app, since the demo database lives in the page).
  await page.getByRole('link', { name: 'Back to playlists' }).click()
  await page.getByRole('link', { name: `Open ${name}` }).click()
  await page.getByRole('heading', { name, level: 1 }).waitFor()
  await expect.poll(() => trackTitles(page)).toEqual(reordered)
  await shot('playlist-tracks')
  if (mode === 'demo') await noSeriousViolations(page)

  await page.getByRole('button', { name: 'Play all' }).click()
  await expect
    .poll(() => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0), { timeout: 15_000 })
    .toBeGreaterThan(0.3)
  await page.locator('.react-jinke-music-player-main').getByText(reordered[0]).first().waitFor()

  const renamed = `${name} (renamed)`
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  const edit = page.getByRole('dialog')
  await expect.poll(() => edit.getByLabel('Name').inputValue()).toBe(name)
  await edit.getByLabel('Name').fill(renamed)
  await shot('playlist-edit')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await page.getByRole('heading', { name: renamed, level: 1 }).waitFor()

  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('dialog')
  await confirm.getByText(`“${renamed}” will be deleted.`).waitFor()
  await shot('playlist-delete')
  await confirm.getByRole('button', { name: 'Delete playlist' }).click()
  await page.waitForURL(/\/music\/playlists$/)
  await page.getByText(`“${renamed}” was deleted.`).waitFor()
  await page.getByLabel('Search', { exact: true }).fill(name)
  await page.getByText('No playlists match this search.').waitFor()
}

describe('playlists (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('sorts, creates a playlist, adds two tracks, reorders, plays all, renames and deletes it', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    // The e2e contexts ask for reduced motion (support/browser.ts); this flow, with its dialogs fading in and its
    // route changes, is seen with motion on, as most people see the app.
    await withMotion(page)
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false)
    const problems = watchPage(page)
    await playlistFlow(page, 'demo')
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  }, 120_000)
})

describe.skipIf(!existsSync(`${SERVER_DIST}/index.html`))(
  'playlists (server-mode build against the API server)',
  () => {
    let browser: Browser
    beforeAll(async () => {
      browser = await launchBrowser()
    })
    afterAll(async () => {
      await browser?.close()
    })

    it('sorts, creates a playlist, adds two tracks, reorders, plays all, renames and deletes it', async () => {
      const context = await serverContext(browser, SERVER_ACCOUNTS.editor)
      const page = await context.newPage()
      const problems = watchPage(page)
      await playlistFlow(page, 'server')
      expect(describeProblems(problems)).toEqual([])
      await context.close()
    }, 120_000)

    it('a viewer sees playlists but no buttons to change them', async () => {
      const context = await serverContext(browser, SERVER_ACCOUNTS.viewer)
      const page = await context.newPage()
      const problems = watchPage(page)
      await page.goto('/music/playlists')
      await page.locator('table.music-table tbody tr td:first-child a').first().click()
      await page.getByRole('button', { name: 'Play all' }).waitFor()
      for (const name of ['Edit', 'Delete', 'Add tracks'])
        expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0)
      expect(await page.getByRole('button', { name: /^Move |^Remove / }).count()).toBe(0)
      expect(describeProblems(problems)).toEqual([])
      await context.close()
    })
  }
)
