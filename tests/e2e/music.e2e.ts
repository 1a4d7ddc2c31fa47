// The music features end to end in demo mode: filter, create with audio, edit, play, drag the player, history, delete.
import { existsSync, mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { demoContext, serverContext } from './support/session'
import { SERVER_ACCOUNTS, SERVER_DIST } from './support/config'

const SHOTS = process.env.E2E_SHOTS_DIR
if (SHOTS) mkdirSync(SHOTS, { recursive: true })
const shotOf = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false })
}

/** A tiny mono 8-bit WAV: `seconds` of a tone, enough for the player to play. */
function toneWav(seconds: number, frequency = 440, rate = 8000): Buffer {
  const samples = seconds * rate
  const buffer = Buffer.alloc(44 + samples)
  buffer.write('RIFF', 0)
  buffer.writeUInt32LE(36 + samples, 4)
  buffer.write('WAVEfmt ', 8)
  buffer.writeUInt32LE(16, 16)
  buffer.writeUInt16LE(1, 20)
  buffer.writeUInt16LE(1, 22)
  buffer.writeUInt32LE(rate, 24)
  buffer.writeUInt32LE(rate, 28)
  buffer.writeUInt16LE(1, 32)
  buffer.writeUInt16LE(8, 34)
  buffer.write('data', 36)
  buffer.writeUInt32LE(samples, 40)
  for (let i = 0; i < samples; i++)
    buffer[44 + i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * frequency * i) / rate))
  return buffer
}

const bodyRows = (page: Page) => page.locator('table.music-table tbody tr')

/** Waits until no CSS transition or animation is running (finite ones; a spinner may turn for ever). */
const animationsDone = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running')
  )

/** The cells of the column headed `heading` (found by its header, so a selection column does not shift it). */
async function columnTexts(page: Page, heading: string): Promise<string[]> {
  const headers = await page.locator('table thead th').allTextContents()
  const column = headers.findIndex((text) => text.trim().startsWith(heading)) + 1
  if (column === 0) throw new Error(`no column headed ${heading}`)
  return bodyRows(page).locator(`td:nth-child(${column})`).allTextContents()
}

/** The main flow of the issue, the same in both modes. */
async function trackFlow(page: Page, mode: 'demo' | 'server'): Promise<void> {
  const shot = (p: Page, name: string) => (mode === 'demo' ? shotOf(p, name) : shotOf(p, `server-${name}`))

  await page.goto('/music/tracks')
  await page.getByRole('heading', { name: 'Tracks', level: 1 }).waitFor()
  await expect.poll(() => bodyRows(page).count(), { timeout: 10_000 }).toBe(10)
  await shot(page, 'tracks')

  await page.getByLabel('Genre').selectOption('jazz')
  await page.waitForURL(/genre=jazz/)
  await expect
    .poll(async () => (await columnTexts(page, 'Genre')).every((g) => g === 'Jazz'), { timeout: 10_000 })
    .toBe(true)
  await page.getByLabel('Search', { exact: true }).fill('a')
  await page.waitForURL(/q=a/)
  await page.reload()
  await expect.poll(() => page.getByLabel('Genre').inputValue(), { timeout: 10_000 }).toBe('jazz')
  expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe('a')
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await page.waitForURL((url) => url.search === '')

  const title = `E2E Tune ${Date.now()}`
  await page.getByRole('link', { name: 'Add track' }).click()
  await page.getByRole('heading', { name: 'New track' }).waitFor()
  await page
    .getByLabel('Audio file')
    .setInputFiles({ name: 'e2e-tune.wav', mimeType: 'audio/wav', buffer: toneWav(6) })
  await expect.poll(() => page.getByLabel('Duration (seconds)').inputValue(), { timeout: 10_000 }).toBe('6')
  expect(await page.getByLabel('Title').inputValue()).toBe('e2e-tune')
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Artist', { exact: true }).fill('The Testers')
  await page.getByLabel('Genre').selectOption('ambient')
  await shot(page, 'track-new')
  await page.getByRole('button', { name: 'Create track' }).click()
  await page.waitForURL(/\/music\/tracks$/)
  await page.getByText(`“${title}” was added.`).waitFor()

  await page.getByLabel('Search', { exact: true }).fill('E2E Tune')
  await expect.poll(() => bodyRows(page).count(), { timeout: 10_000 }).toBe(1)
  await page.getByRole('link', { name: `Edit ${title}` }).click()
  await page.getByRole('heading', { name: /Edit track/ }).waitFor()
  await expect.poll(() => page.getByLabel('Title').inputValue(), { timeout: 10_000 }).toBe(title)
  await page.getByLabel('Title').fill(`${title} (edit)`)
  await page.getByLabel('Status').selectOption('published')
  await shot(page, 'track-edit')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await page.waitForURL(/\/music\/tracks$/)
  await page.getByLabel('Search', { exact: true }).fill('E2E Tune')
  const edited = `${title} (edit)`
  await page.getByRole('button', { name: `Play ${edited}` }).waitFor()
  // Its own row: until the debounced search has run, the list may hold other tracks too.
  expect(await bodyRows(page).filter({ hasText: edited }).textContent()).toContain('Published')

  await page.getByRole('button', { name: `Play ${edited}` }).click()
  await page.locator('.react-jinke-music-player-main .music-player-panel').waitFor()
  await expect
    .poll(() => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0), { timeout: 15_000 })
    .toBeGreaterThan(0.5)
  if (mode === 'demo')
    expect(await page.evaluate(() => document.querySelector('audio')?.src)).toMatch(/^blob:/)
  await shot(page, 'player-full')

  // Collapse the full player into its mini circle, then drag that circle.
  await page.locator('.react-jinke-music-player-main .hide-panel').click()
  const mini = page.locator('.react-jinke-music-player-main .react-jinke-music-player')
  await mini.locator('.music-player-controller').waitFor()
  // Measure where the circle rests, not where it is on its way to.
  await animationsDone(page)
  const before = await mini.boundingBox()
  expect(before).not.toBeNull()
  const x = before!.x + before!.width / 2
  const y = before!.y + before!.height / 2
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x - 120, y - 80, { steps: 12 })
  await page.mouse.up()
  await animationsDone(page)
  const after = await mini.boundingBox()
  expect(after!.x).toBeLessThan(before!.x - 60)
  expect(after!.y).toBeLessThan(before!.y - 40)
  await shot(page, 'player-mini')

  await page.getByRole('link', { name: `Play history of ${edited}` }).click()
  await page.getByRole('heading', { name: 'Play history', level: 1 }).waitFor()
  await page.locator('.apexcharts-canvas').waitFor()
  if (mode === 'demo') await page.getByText('This track has not been played yet.').waitFor()
  await shot(page, 'history')

  // Back in the app, not by reloading: the demo database lives in the page.
  await page.getByRole('link', { name: 'Back to tracks' }).click()
  await page.getByLabel('Search', { exact: true }).fill('E2E Tune')
  await page.getByRole('button', { name: `Delete ${edited}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Delete track' }).click()
  await page.getByText('No tracks match these filters.').waitFor()
}

describe('music (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('filters, creates with audio, edits, plays, drags the player, opens history and deletes a track', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await trackFlow(page, 'demo')
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  }, 180_000)

  it('plays a whole playlist and shows the users screens', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await page.goto('/music/playlists')
    // The newest playlist of the demo seed, whatever the seed named it.
    const open = page.getByRole('link', { name: /^Open / }).first()
    const name = ((await open.getAttribute('aria-label')) ?? '').replace(/^Open /, '')
    await open.click()
    await page.getByRole('heading', { name, level: 1 }).waitFor()
    await shotOf(page, 'playlist')
    await page.getByRole('button', { name: 'Play all' }).click()
    await expect
      .poll(() => page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0), { timeout: 15_000 })
      .toBeGreaterThan(0.3)
    await page.goto('/music/tracks/3/history')
    await page.locator('.apexcharts-bar-area').first().waitFor({ state: 'attached' })
    await expect.poll(() => bodyRows(page).count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await shotOf(page, 'history-plays')
    await page.goto('/music/users')
    await expect.poll(() => bodyRows(page).count(), { timeout: 10_000 }).toBe(10)
    await shotOf(page, 'users')
    await page.goto('/music/users/2')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await shotOf(page, 'user-view')
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })

  it('looks right in the dark skin and right to left', async () => {
    const context = await demoContext(browser, 'admin')
    await context.addInitScript(() => {
      localStorage.setItem('skin', 'dark')
    })
    const page = await context.newPage()
    const problems = watchPage(page)
    for (const [path, name] of [
      ['/music/tracks', 'tracks-dark'],
      ['/music/tracks/new', 'track-new-dark'],
      ['/music/playlists', 'playlists-dark'],
      ['/music/tracks/3/history', 'history-dark'],
      ['/music/users', 'users-dark'],
      ['/music/users/2/edit', 'user-edit-dark']
    ]) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).waitFor()
      await page.waitForLoadState('networkidle')
      await shotOf(page, name)
    }
    await page.evaluate(() => localStorage.setItem('language', 'ar'))
    await page.goto('/music/tracks')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.waitForLoadState('networkidle')
    await shotOf(page, 'tracks-rtl')
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })
})

describe.skipIf(!existsSync(`${SERVER_DIST}/index.html`))(
  'music (server-mode build against the API server)',
  () => {
    let browser: Browser
    beforeAll(async () => {
      browser = await launchBrowser()
    })
    afterAll(async () => {
      await browser?.close()
    })

    it('filters, creates with audio, edits, plays, drags the player, opens history and deletes a track', async () => {
      const context = await serverContext(browser, SERVER_ACCOUNTS.admin)
      const page = await context.newPage()
      const problems = watchPage(page)
      await trackFlow(page, 'server')
      expect(describeProblems(problems)).toEqual([])
      await context.close()
    }, 180_000)
  }
)
