// The music catalogue (issue 36) against the API server: an artist, a release with three tracks in order, each with
// an ISRC and a credit; a wrong UPC check digit and a duplicate ISRC named on their fields; the release found through
// the global search; the artist page showing it. Then the pages are seen in light and dark, English and Arabic, at
// 1440 and 390 px (screenshots into SHOTS_DIR when it is set).
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { gtinCheckDigit } from '../../src/contracts/catalogue'
import { describeProblems, launchBrowser, watchPage } from './support/browser'
import { serverContext } from './support/session'
import { SERVER_ACCOUNTS, SERVER_DIST } from './support/config'
import { expectCleanLook, seeInLooks } from './support/variants'

const SHOTS_DIR = process.env.SHOTS_DIR

/** A valid ISRC of this run: the stamp keeps runs on one database apart. */
const isrcOf = (stamp: string, n: number) => `GB-E2E-26-${`${stamp.slice(-4)}${n}`.padStart(5, '0')}`

async function createArtist(page: Page, name: string): Promise<string> {
  await page.goto('/music/artists')
  await page.getByRole('heading', { name: 'Artists', level: 1 }).waitFor()
  await page.getByRole('button', { name: 'New artist' }).click()
  const dialog = page.getByRole('dialog', { name: 'New artist' })
  await dialog.getByLabel('Name', { exact: true }).fill(name)
  await dialog.getByLabel('Country').selectOption('GB')
  await dialog.getByLabel('Biography').fill('A singer made by the end-to-end test.')
  await dialog.getByRole('button', { name: 'Create artist' }).click()
  await page.getByRole('heading', { name, level: 1 }).waitFor()
  return new URL(page.url()).pathname
}

async function createRelease(page: Page, title: string, artist: string, stamp: string): Promise<string> {
  await page.goto('/music/releases/new')
  await page.getByRole('heading', { name: 'New release', level: 1 }).waitFor()
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByRole('combobox', { name: 'Add a primary artist' }).fill(artist)
  await page.getByRole('option', { name: artist, exact: true }).click()
  await page.getByRole('button', { name: `Remove ${artist}` }).waitFor()
  const body = `0${stamp.padStart(10, '0').slice(-10)}`
  const wrong = (gtinCheckDigit(body) + 1) % 10
  await page.getByLabel('UPC/EAN').fill(`${body}${wrong}`)
  await page.getByLabel('Label', { exact: true }).fill('Vibeline Records')
  await page.getByLabel('(P) line').fill('2026 Vibeline Records')
  await page.getByLabel('(C) line').fill('2026 Vibeline Records')
  await page.getByRole('button', { name: 'Create release' }).click()
  await page
    .locator('#release-upc-error')
    .getByText(`UPC/EAN check digit is wrong: the last digit should be ${gtinCheckDigit(body)}.`)
    .waitFor()
  await page.getByLabel('UPC/EAN').fill(`${body}${gtinCheckDigit(body)}`)
  await page.getByRole('button', { name: 'Create release' }).click()
  await page.getByRole('heading', { name: title, level: 1 }).waitFor()
  return new URL(page.url()).pathname
}

async function addTrack(page: Page, title: string, isrc: string, composer: string): Promise<void> {
  await page.getByRole('link', { name: 'Add a track' }).click()
  await page.getByRole('heading', { name: 'New track', level: 1 }).waitFor()
  await page.getByTestId('track-release-chosen').waitFor()
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Genre').selectOption('pop')
  await page.getByLabel('Duration (seconds)').fill('200')
  await page.getByLabel('ISRC').fill(isrc)
  await page.getByRole('button', { name: 'Add a credit' }).click()
  await page.getByRole('combobox', { name: 'Person of credit 1' }).fill(composer)
  await page.getByRole('button', { name: 'Create track' }).click()
}

async function flow(page: Page, stamp: string) {
  const artist = `E2E Singer ${stamp}`
  const title = `Quayside ${stamp}`
  const artistPath = await createArtist(page, artist)
  const releasePath = await createRelease(page, title, artist, stamp)

  for (const [i, name] of ['One', 'Two', 'Three'].entries()) {
    await addTrack(page, `${name} ${stamp}`, isrcOf(stamp, i + 1), `Writer ${stamp}`)
    await page.waitForURL((url) => url.pathname === releasePath)
    await page.getByRole('heading', { name: title, level: 1 }).waitFor()
    await expect
      .poll(() =>
        page
          .getByRole('table', { name: `Tracklist of ${title}` })
          .getByRole('row')
          .count()
      )
      .toBe(i + 2)
  }
  const rows = page.getByRole('table', { name: `Tracklist of ${title}` }).getByRole('row')
  expect(await rows.nth(1).textContent()).toContain(`One ${stamp}`)
  expect(await rows.nth(2).textContent()).toContain(`Two ${stamp}`)
  expect(await rows.nth(3).textContent()).toContain(`Three ${stamp}`)
  expect(await rows.nth(2).textContent()).toContain(isrcOf(stamp, 2))
  await page.getByText(`Writer ${stamp}`).waitFor()
  await page.getByText('10:00', { exact: true }).waitFor()

  // A fourth track with the first one's ISRC: the field says which track holds it.
  await addTrack(page, `Copy ${stamp}`, isrcOf(stamp, 1), `Writer ${stamp}`)
  await page
    .locator('#track-isrc-error')
    .getByText(
      new RegExp(`^ISRC ${isrcOf(stamp, 1)} is already on track \\d+, “One ${stamp}” by ${artist}\\.$`)
    )
    .waitFor()

  await page.goto('/music/tracks')
  await page.getByRole('button', { name: 'Search (Ctrl+K)' }).click()
  const search = page.getByRole('combobox', { name: /Search pages/ })
  await search.fill(`Quayside ${stamp}`)
  const found = page.getByRole('group', { name: 'Releases' }).getByRole('option', { name: new RegExp(title) })
  await found.click()
  await page.waitForURL((url) => url.pathname === releasePath)

  await page.getByRole('link', { name: artist }).first().click()
  await page.waitForURL((url) => url.pathname === artistPath)
  const albums = page.locator('section').filter({ has: page.getByRole('heading', { name: /Albums/ }) })
  await albums.getByRole('link', { name: title }).waitFor()
  await page.getByRole('table', { name: 'Top tracks' }).getByText(`Three ${stamp}`).waitFor()
  return { artistPath, releasePath }
}

describe.skipIf(!existsSync(`${SERVER_DIST}/index.html`))('the music catalogue (API server)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('makes an artist and a release of three ordered tracks with ISRCs and credits, found by the search', async () => {
    const context = await serverContext(browser, SERVER_ACCOUNTS.admin)
    const page = await context.newPage()
    await page.setViewportSize({ width: 1440, height: 900 })
    // The duplicate ISRC is the server's 409 on purpose.
    const problems = watchPage(page, {
      allowStatus: (url, status) => status === 409 && /\/admin\/v2\/tracks\/\d+\/catalogue$/.test(url)
    })
    const stamp = String(Date.now()).slice(-7)
    const { artistPath, releasePath } = await flow(page, stamp)
    // Chromium logs the allowed 409 as a console error too: that one line is the duplicate ISRC, expected.
    const conflict = 'error: Failed to load resource: the server responded with a status of 409 (Conflict)'
    expect(problems.consoleErrors.filter((e) => e === conflict)).toHaveLength(1)
    problems.consoleErrors = problems.consoleErrors.filter((e) => e !== conflict)
    expect(describeProblems(problems)).toEqual([])
    await context.close()

    // Each page in each look (English and Arabic, light and dark, 1440 and 390 px), in one page that loads the app once.
    const seen = await serverContext(browser, SERVER_ACCOUNTS.admin)
    const view = await seen.newPage()
    const viewProblems = watchPage(view)
    await seeInLooks(
      view,
      [
        ['release', releasePath],
        ['artist', artistPath],
        ['artists', '/music/artists'],
        ['releases', '/music/releases'],
        ['track-form', `/music/tracks/new?release=${releasePath.split('/').pop()}&position=9`]
      ],
      (look, name) => expectCleanLook(view, viewProblems, look, name, SHOTS_DIR, '.tracklist')
    )
    await seen.close()
  }, 300_000)
})
