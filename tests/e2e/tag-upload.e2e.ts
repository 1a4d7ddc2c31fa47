// Uploading tagged files (issue 36), in both run modes: the review says which artists and release the tags link or
// create, confirmed uploads make them, a second file of the album joins the same release on disc 2, a held ISRC is
// named before anything is sent; on the release page a track moved with the keyboard under another disc's heading
// changes disc. Three tagged files of one album uploaded at once (bulk upload) make one release with its tracks in
// order. The review is then seen in light and dark, English and Arabic, 1440 and 390 px, and the bulk dialog's in
// English and Arabic at both widths (screenshots into E2E_SHOTS_DIR when it is set).
import { existsSync, mkdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { taggedWav, type TestTags } from '../../src/test/taggedAudio'
import { describeProblems, launchBrowser, watchPage, type PageProblems } from './support/browser'
import { demoContext, serverContext } from './support/session'
import { DEMO_DIST, SERVER_ACCOUNTS, SERVER_DIST } from './support/config'
import { keyboardDragReady } from './support/settle'
import { describeLook, seeInLooks, switchLanguage, switchSkin, visitInApp } from './support/variants'

const SHOTS = process.env.E2E_SHOTS_DIR
if (SHOTS) mkdirSync(SHOTS, { recursive: true })

const animationsDone = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.effect?.getTiming().iterations === Infinity || a.playState !== 'running')
  )

const review = (page: Page) => page.getByRole('group', { name: "What the file's tags link" })
const planned = (page: Page) => review(page).getByRole('list', { name: 'What saving will do' })

async function chooseTagged(page: Page, name: string, tags: TestTags): Promise<void> {
  await page.goto('/music/tracks/new')
  await page.getByRole('heading', { name: 'New track', level: 1 }).waitFor()
  await page
    .getByLabel('Audio file')
    .setInputFiles({ name, mimeType: 'audio/wav', buffer: Buffer.from(taggedWav(tags)) })
  await review(page).waitFor()
}

async function upload(page: Page, name: string, tags: TestTags, expected: string[]): Promise<void> {
  await chooseTagged(page, name, tags)
  for (const line of expected) await planned(page).getByText(line).waitFor()
  await page.getByRole('button', { name: 'Use these links' }).click()
  await review(page).getByText('Saving the track will do this:').waitFor()
  await page.getByLabel('Genre').selectOption('pop')
  await page.getByRole('button', { name: 'Create track' }).click()
  await page.waitForURL((url) => url.pathname === '/music/tracks')
  await page.getByText(`“${tags.title}” was added.`).waitFor()
}

const tracklistRows = (page: Page, title: string) =>
  page
    .getByRole('table', { name: `Tracklist of ${title}` })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        (row.querySelector('th')?.textContent ?? row.querySelectorAll('td')[1]?.textContent ?? '').trim()
      )
    )

async function flow(page: Page, stamp: string): Promise<void> {
  const singer = `Tag Singer ${stamp}`
  const band = `Tag Band ${stamp}`
  const album = `Tag Album ${stamp}`
  const isrc = (n: number) =>
    `GBTAG${stamp.slice(-2)}${String(Number(stamp.slice(-5)) * 10 + n)
      .padStart(5, '0')
      .slice(-5)}`
  const common = { artist: singer, albumArtist: band, album, composer: `Tag Writer ${stamp}` }
  await upload(
    page,
    'first.wav',
    { ...common, title: `Tag One ${stamp}`, isrc: isrc(1), track: '1/1', disc: '1/2' },
    [
      `A new artist “${singer}” is created.`,
      `A new album artist “${band}” is created.`,
      `A new release “${album}” by ${band} is created.`
    ]
  )
  await upload(
    page,
    'second.wav',
    { ...common, title: `Tag Two ${stamp}`, isrc: isrc(2), track: '1/1', disc: '2/2' },
    [
      `The artist “${singer}” in the catalogue is linked.`,
      `The release “${album}” by ${band} is linked.`,
      'Track 1 of disc 2.'
    ]
  )

  // A third file with the first one's ISRC: named in the review, and nothing can be confirmed.
  await chooseTagged(page, 'third.wav', {
    ...common,
    title: `Tag Three ${stamp}`,
    isrc: isrc(1),
    track: '2',
    disc: '2'
  })
  await planned(page)
    .getByText(new RegExp(`is already on track \\d+, “Tag One ${stamp}” by ${singer}\\.$`))
    .waitFor()
  expect(await page.getByRole('button', { name: 'Use these links' }).isDisabled()).toBe(true)
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/tag-review-held-isrc.png`, fullPage: true })

  await page.goto(`/music/releases?q=${encodeURIComponent(album)}`)
  await page.getByRole('link', { name: album }).first().click()
  await page.getByRole('heading', { name: album, level: 1 }).waitFor()
  await expect
    .poll(() => tracklistRows(page, album), { timeout: 10_000 })
    .toEqual(['Disc 1', '1-1', 'Disc 2', '2-1'])
  await page.getByText(`Tag Writer ${stamp}`).first().waitFor()

  // Move "Tag Two" up above the Disc 2 heading with the keyboard: it joins disc 1 as its second track.
  await animationsDone(page)
  await page.getByRole('button', { name: `Move Tag Two ${stamp}`, exact: true }).focus()
  const live = page.locator('[id^="DndLiveRegion"]')
  await page.keyboard.press('Space')
  await expect.poll(() => live.textContent()).toMatch(/Picked up|is over position 2-1/)
  await keyboardDragReady(page)
  await page.keyboard.press('ArrowUp')
  // Over the Disc 2 heading from below: dropped there, it would end disc 1.
  await expect.poll(() => live.textContent()).toContain('is over position 1-2')
  await page.keyboard.press('Space')
  await expect.poll(() => live.textContent()).toContain('dropped at position 1-2')
  await expect.poll(() => tracklistRows(page, album), { timeout: 10_000 }).toEqual(['1', '2'])
  // The list moves at once; the move is stored when the tracklist's "Working…" goes (in demo mode once the database
  // is saved in IndexedDB). A reload before that would show the tracklist as it was.
  await page.getByRole('status', { name: 'Working…' }).waitFor({ state: 'detached' })
  await page.reload()
  await page.getByRole('heading', { name: album, level: 1 }).waitFor()
  await expect.poll(() => tracklistRows(page, album), { timeout: 10_000 }).toEqual(['1', '2'])
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/tag-release-after-move.png`, fullPage: true })
}

const bulkDialog = (page: Page) => page.getByRole('dialog', { name: 'Upload many tracks' })

/** Opens the bulk upload on the track list, loading the app there. */
async function openBulk(page: Page): Promise<void> {
  await page.goto('/music/tracks')
  await page.getByRole('button', { name: 'Upload files' }).click()
}

/** Three files of one album, tagged with their place, chosen in the open bulk upload; the batch's review shown. */
async function chooseBulk(page: Page, stamp: string, genre = true): Promise<string[]> {
  const artist = `Bulk Band ${stamp}`
  const album = `Bulk Album ${stamp}`
  const names = [1, 2, 3].map((n) => `bulk-${stamp}-${n}.wav`)
  const dialog = bulkDialog(page)
  await dialog.getByLabel('Choose files').setInputFiles(
    // Chosen out of order: the tags, not the files' order, set the places.
    [3, 1, 2].map((n) => ({
      name: names[n - 1],
      mimeType: 'audio/wav',
      buffer: Buffer.from(
        taggedWav({
          title: `Bulk Song ${stamp} ${n}`,
          artist,
          album,
          composer: `Bulk Writer ${stamp}`,
          track: `${n}/3`
        })
      )
    }))
  )
  await dialog
    .getByText(`A new release “${album}” by ${artist} is created; its tracks: 1–3.`)
    .waitFor({ timeout: 15_000 })
  if (genre) for (const name of names) await dialog.getByLabel(`Genre: ${name}`).selectOption('pop')
  return names
}

async function bulkFlow(page: Page, stamp: string): Promise<void> {
  const album = `Bulk Album ${stamp}`
  await openBulk(page)
  await chooseBulk(page, stamp)
  const dialog = bulkDialog(page)
  await dialog.getByText(`A new artist “Bulk Band ${stamp}” is created.`).waitFor()
  await dialog.getByRole('button', { name: 'Upload 3 files' }).click()
  await dialog.getByText('Added 3, skipped 0 duplicates, 0 failed.').waitFor({ timeout: 30_000 })
  await dialog.getByRole('button', { name: 'Close' }).last().click()

  await page.goto(`/music/releases?q=${encodeURIComponent(album)}`)
  await page.getByRole('link', { name: album }).first().waitFor()
  // One release of that title: not one a file.
  expect(await page.getByRole('link', { name: `Open ${album}`, exact: true }).count()).toBe(1)
  await page.getByRole('link', { name: album }).first().click()
  await page.getByRole('heading', { name: album, level: 1 }).waitFor()
  await expect.poll(() => tracklistRows(page, album), { timeout: 10_000 }).toEqual(['1', '2', '3'])
  const titles = await page
    .getByRole('table', { name: `Tracklist of ${album}` })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.textContent ?? ''))
  expect(titles.map((text) => /Bulk Song \d+ (\d)/.exec(text)?.[1])).toEqual(['1', '2', '3'])
}

/** Nothing runs wider than the page (the bulk dialog's table scrolls inside it). */
const fitsTheWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

/**
 * The bulk dialog's review in English and Arabic at 1440 and 390 px, in one page that loads the app once (a fresh
 * context a look cost seconds of CPU each): the language is switched with the navbar, as seeInLooks does, and the
 * dialog opened afresh for each look.
 */
async function bulkViews(page: Page, problems: PageProblems, mode: string): Promise<void> {
  for (const language of ['en', 'ar'] as const)
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width: 1440, height: 900 })
      await visitInApp(page, '/music/tracks')
      await switchLanguage(page, language)
      await switchSkin(page, 'light')
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 })
      const stamp = `${language}${width}${String(Date.now()).slice(-5)}`
      if (language === 'en') {
        await page.getByRole('button', { name: 'Upload files' }).click()
        await chooseBulk(page, stamp, false)
      } else {
        await page.getByRole('button', { name: 'رفع ملفات' }).click()
        await page
          .getByRole('dialog', { name: 'رفع مقاطع كثيرة' })
          .locator('input[type="file"][accept^="audio"]')
          .setInputFiles(
            [1, 2].map((n) => ({
              name: `bulk-${stamp}-${n}.wav`,
              mimeType: 'audio/wav',
              buffer: Buffer.from(
                taggedWav({
                  title: `أغنية ${n}`,
                  artist: `فرقة ${stamp}`,
                  album: `ألبوم ${stamp}`,
                  isrc: `GBBLK26${stamp.slice(-3)}0${n}`,
                  track: String(n)
                })
              )
            }))
          )
        await page.locator('#bulk-links-heading ~ ul li').first().waitFor({ timeout: 15_000 })
      }
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr')
      expect(await fitsTheWindow(page), `bulk review ${language} ${width}`).toBe(true)
      if (SHOTS) {
        await animationsDone(page)
        await page.screenshot({ path: `${SHOTS}/${mode}-bulk-review-${language}-${width}.png` })
      }
      expect(describeProblems(problems), `bulk review ${language} ${width}`).toEqual([])
      // Closed with Escape (the dialog's close button is named in the look's language), so the next look opens it anew.
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
    }
}

/**
 * The single upload's review in each look (English and Arabic, light and dark, 1440 and 390 px), in one page that
 * loads the app once (seeInLooks): the track list is opened before the new-track form, so that each look chooses the
 * file in a fresh form.
 */
async function views(page: Page, problems: PageProblems, mode: string): Promise<void> {
  await seeInLooks(
    page,
    [
      ['tracks', '/music/tracks'],
      ['tag-review', '/music/tracks/new']
    ],
    async (look, name) => {
      if (name !== 'tag-review') return
      await page.locator('input[type="file"][accept^="audio"]').setInputFiles({
        name: 'view.wav',
        mimeType: 'audio/wav',
        buffer: Buffer.from(
          taggedWav({
            title: 'Harbour Song',
            artist: 'Neon Parade',
            albumArtist: 'Various Artists',
            album: 'Coast Lines',
            composer: 'Jun Arata',
            isrc: 'GB-XYZ-26-00042',
            track: '3',
            disc: '2'
          })
        )
      })
      await page.locator('#tag-artist').waitFor()
      await page.locator('fieldset ul li').first().waitFor()
      expect(await page.locator('html').getAttribute('dir')).toBe(look.language === 'ar' ? 'rtl' : 'ltr')
      expect(await fitsTheWindow(page), `tag review ${describeLook(look)}`).toBe(true)
      if (SHOTS) {
        await animationsDone(page)
        await page.screenshot({
          path: `${SHOTS}/${mode}-tag-review-${describeLook(look)}.png`,
          fullPage: true
        })
      }
      expect(describeProblems(problems), `tag review ${describeLook(look)}`).toEqual([])
    }
  )
}

describe('uploading tagged files', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it.skipIf(!existsSync(`${DEMO_DIST}/index.html`))(
    'demo mode: review, link, create, move across discs',
    async () => {
      const context = await demoContext(browser)
      const page = await context.newPage()
      await page.setViewportSize({ width: 1440, height: 900 })
      const problems = watchPage(page)
      await bulkFlow(page, String(Date.now()).slice(-7))
      await flow(page, String(Date.now()).slice(-7))
      expect(describeProblems(problems)).toEqual([])
      await views(page, problems, 'demo')
      await bulkViews(page, problems, 'demo')
      await context.close()
    },
    300_000
  )

  it.skipIf(!existsSync(`${SERVER_DIST}/index.html`))(
    'API server: review, link, create, move across discs',
    async () => {
      const context = await serverContext(browser, SERVER_ACCOUNTS.admin)
      const page = await context.newPage()
      await page.setViewportSize({ width: 1440, height: 900 })
      const problems = watchPage(page)
      await flow(page, String(Date.now()).slice(-7))
      await bulkFlow(page, String(Date.now()).slice(-7))
      expect(describeProblems(problems)).toEqual([])
      await bulkViews(page, problems, 'server')
      await views(page, problems, 'server')
      await context.close()
    },
    300_000
  )
})
