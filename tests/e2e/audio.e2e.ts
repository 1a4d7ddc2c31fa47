// The audio of a track (issue 38) end to end, on the API server (ffmpeg) and in demo mode (Web Audio, approximate):
// upload a generated WAV with 5 s of leading silence, see it analysed (the card says "analysing" while it runs),
// then its waveform and the leading-silence finding; a click on the waveform plays the track from that point (the
// player's time moves there); the player's normalisation switch turns off and stays off after a reload. Then the
// track page in light and dark, English and Arabic, at 1440 and 390 px (screenshots into SHOTS_DIR when set).
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { demoContext, serverContext } from './support/session'
import { SERVER_ACCOUNTS, SERVER_DIST } from './support/config'

const SHOTS_DIR = process.env.SHOTS_DIR
const PLAYER = '.react-jinke-music-player-main.vibeline-player'

/** A 16-bit stereo 44.1 kHz WAV: `silence` seconds of nothing, then `seconds` of a 440 Hz sine at −12 dBFS. */
function silenceThenSine(silence: number, seconds: number, rate = 44100): Buffer {
  const frames = Math.round((silence + seconds) * rate)
  const data = frames * 4
  const buffer = Buffer.alloc(44 + data)
  buffer.write('RIFF', 0)
  buffer.writeUInt32LE(36 + data, 4)
  buffer.write('WAVE', 8)
  buffer.write('fmt ', 12)
  buffer.writeUInt32LE(16, 16)
  buffer.writeUInt16LE(1, 20)
  buffer.writeUInt16LE(2, 22)
  buffer.writeUInt32LE(rate, 24)
  buffer.writeUInt32LE(rate * 4, 28)
  buffer.writeUInt16LE(4, 32)
  buffer.writeUInt16LE(16, 34)
  buffer.write('data', 36)
  buffer.writeUInt32LE(data, 40)
  const lead = Math.round(silence * rate)
  for (let i = lead; i < frames; i++) {
    const value = Math.round(0.25 * 32767 * Math.sin((2 * Math.PI * 440 * (i - lead)) / rate))
    buffer.writeInt16LE(value, 44 + i * 4)
    buffer.writeInt16LE(value, 46 + i * 4)
  }
  return buffer
}

// The furthest of the page's audio elements: the track form has a preview <audio> of its own before the player's.
const currentTime = (page: Page) =>
  page.evaluate(() =>
    Math.max(0, ...[...document.querySelectorAll('audio')].map((audio) => audio.currentTime))
  )

async function uploadAndOpen(page: Page, title: string, mode: 'server' | 'demo'): Promise<void> {
  await page.goto('/music/tracks/new')
  await page.getByRole('heading', { name: 'New track' }).waitFor()
  await page
    .getByLabel('Audio file')
    .setInputFiles({ name: 'silence-then-sine.wav', mimeType: 'audio/wav', buffer: silenceThenSine(5, 5) })
  await expect.poll(() => page.getByLabel('Duration (seconds)').inputValue(), { timeout: 15_000 }).toBe('10')
  await page.getByLabel('Title').fill(title)
  await page.getByLabel('Artist', { exact: true }).fill('The Testers')
  await page.getByLabel('Genre').selectOption('ambient')
  // The analysis the upload queues: its first answer is pending or analysing (the card then shows "analysing").
  // Demo mode has no HTTP API (its services run in the page), so only the server run watches the responses.
  const firstAnswer =
    mode === 'server'
      ? page.waitForResponse((r) => /\/tracks\/\d+\/analysis$/.test(r.url()), { timeout: 30_000 })
      : undefined
  await page.getByRole('button', { name: 'Create track' }).click()
  await page.waitForURL(/\/music\/tracks$/)
  // In the app, not by loading the page again: demo mode keeps an upload (and runs its analysis) in this page only.
  await page.getByLabel('Search', { exact: true }).fill(title)
  // The keyword reaches the URL once typing pauses (300 ms): a click before that navigated to the edit page and was
  // then undone by the search's own URL update, written relative to the list it was typed in.
  await expect.poll(() => new URL(page.url()).searchParams.get('q'), { timeout: 15_000 }).toBe(title)
  await page.getByRole('link', { name: `Edit ${title}` }).click()
  await page.waitForURL(/\/music\/tracks\/\d+\/edit$/)
  const first = firstAnswer
    ? ((await (await firstAnswer).json()) as { data: { status: string } })
    : { data: { status: 'pending' } }
  expect(['pending', 'analysing', 'done']).toContain(first.data.status)
  if (firstAnswer && first.data.status !== 'done')
    await page.getByText('Analysing the audio…').waitFor({ timeout: 15_000 })
}

for (const mode of ['server', 'demo'] as const) {
  const skip = mode === 'server' && !existsSync(`${SERVER_DIST}/index.html`)
  describe.skipIf(skip)(`the audio of a track (${mode})`, () => {
    let browser: Browser
    const contextFor = (): Promise<BrowserContext> =>
      mode === 'server' ? serverContext(browser, SERVER_ACCOUNTS.admin) : demoContext(browser, 'admin')

    beforeAll(async () => {
      browser = await launchBrowser()
      if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true })
    })
    afterAll(async () => {
      await browser?.close()
    })

    it('is analysed after upload, shows its waveform and findings, seeks the player and normalises', async () => {
      const context = await contextFor()
      const page = await context.newPage()
      await page.setViewportSize({ width: 1440, height: 900 })
      const problems = watchPage(page)
      const title = `Audio E2E ${mode} ${Date.now()}`
      await uploadAndOpen(page, title, mode)

      const card = page.locator('.audio-card')
      await card.getByTestId('audio-waveform').locator('canvas').first().waitFor({ timeout: 60_000 })
      await card.getByText('The track starts with 5 s of silence (more than 2 s).').waitFor()
      if (mode === 'demo') await card.getByText('Approximate').waitFor()
      // −12 dBFS sine on both channels: about −9 LUFS, louder than the target.
      await card.getByText(/louder than the -14 LUFS target; will be turned down/).waitFor()

      // A click at three quarters of the waveform plays the track from about 7.5 s.
      // Below the fold at 1440×900: a mouse click outside the viewport reaches nothing.
      await card.getByTestId('audio-waveform').scrollIntoViewIfNeeded()
      const box = (await card.getByTestId('audio-waveform').boundingBox())!
      await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2)
      await page.locator(`${PLAYER} .music-player-panel`).waitFor()
      await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(6.5)
      // The player's bar shows this track's waveform.
      await page.locator(`${PLAYER} [data-testid="player-waveform"]`).waitFor()

      // Normalisation: on by default, turned off, and off again after a reload.
      const toggle = page.locator(`${PLAYER} .normalise-switch button`)
      expect(await toggle.getAttribute('aria-pressed')).toBe('true')
      await toggle.click()
      expect(await toggle.getAttribute('aria-pressed')).toBe('false')
      expect(await page.evaluate(() => localStorage.getItem('vibeline.player.normalise'))).toBe('off')

      // The needs-attention filter finds it. Not in demo mode: a page load there forgets the upload.
      if (mode === 'demo') {
        expect(describeProblems(problems)).toEqual([])
        await context.close()
        return
      }
      await page.goto('/music/tracks?attention=true&q=Audio%20E2E')
      await page.getByRole('link', { name: `Edit ${title}` }).waitFor({ timeout: 15_000 })
      expect(describeProblems(problems)).toEqual([])

      if (SHOTS_DIR) {
        const url = page.url().replace(/\/music\/tracks.*$/, '')
        const id = /\/tracks\/(\d+)/.exec(
          (await page.getByRole('link', { name: `Edit ${title}` }).getAttribute('href')) ?? ''
        )?.[1]
        for (const language of ['en', 'ar'] as const)
          for (const skin of ['light', 'dark'] as const)
            for (const width of [1440, 390]) {
              await page.evaluate(
                ([lang, theme]) => {
                  localStorage.setItem('language', lang)
                  localStorage.setItem('skin', theme)
                },
                [language, skin]
              )
              await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
              await page.goto(`${url}/music/tracks/${id}/edit`)
              await card.getByTestId('audio-waveform').locator('canvas').first().waitFor({ timeout: 30_000 })
              await page.screenshot({
                path: join(SHOTS_DIR, `audio-${mode}-${language}-${skin}-${width}.png`),
                fullPage: true
              })
            }
      }
      await context.close()
    }, 300_000)
  })
}
