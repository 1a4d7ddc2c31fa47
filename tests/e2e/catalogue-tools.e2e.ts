// Catalogue tools end to end, in demo mode and against the API server: the tracks list exported as CSV matches the
// screen; three tagged files uploaded in bulk, one of them a duplicate; an API key created and shown once.
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { describeProblems, downloadedText, launchBrowser, watchPage } from './support/browser'
import { demoContext, serverContext } from './support/session'
import { SERVER_ACCOUNTS, SERVER_DIST } from './support/config'

/** A short 8-bit WAV tone with RIFF INFO tags (title, artist, album, genre) that music-metadata reads. */
function taggedWav(frequency: number, tags: { title: string; artist: string; album: string; genre: string }) {
  const rate = 8000
  const samples = rate
  const sub = (id: string, text: string) => {
    const data = Buffer.from(`${text}\0`, 'utf8')
    const padded = Buffer.concat([data, Buffer.alloc(data.length % 2)])
    const head = Buffer.alloc(8)
    head.write(id, 0)
    head.writeUInt32LE(data.length, 4)
    return Buffer.concat([head, padded])
  }
  const info = Buffer.concat([
    Buffer.from('INFO'),
    sub('INAM', tags.title),
    sub('IART', tags.artist),
    sub('IPRD', tags.album),
    sub('IGNR', tags.genre)
  ])
  const list = Buffer.alloc(8)
  list.write('LIST', 0)
  list.writeUInt32LE(info.length, 4)
  const fmt = Buffer.alloc(24)
  fmt.write('fmt ', 0)
  fmt.writeUInt32LE(16, 4)
  fmt.writeUInt16LE(1, 8)
  fmt.writeUInt16LE(1, 10)
  fmt.writeUInt32LE(rate, 12)
  fmt.writeUInt32LE(rate, 16)
  fmt.writeUInt16LE(1, 20)
  fmt.writeUInt16LE(8, 22)
  const data = Buffer.alloc(8 + samples)
  data.write('data', 0)
  data.writeUInt32LE(samples, 4)
  for (let i = 0; i < samples; i++)
    data[8 + i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * frequency * i) / rate))
  const body = Buffer.concat([Buffer.from('WAVE'), fmt, list, info, data])
  const riff = Buffer.alloc(8)
  riff.write('RIFF', 0)
  riff.writeUInt32LE(body.length, 4)
  return Buffer.concat([riff, body])
}

/** CSV rows (no quoted line breaks in these titles), without the BOM and header. */
function csvTitles(text: string): string[] {
  expect(text.charCodeAt(0)).toBe(0xfeff)
  const lines = text.slice(1).split('\r\n').filter(Boolean)
  const header = lines[0].split(',')
  const title = header.indexOf('title')
  return lines.slice(1).map((line) => {
    const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, ''))
    const cell = cells[title]
    return cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell
  })
}

async function exportMatchesScreen(page: Page): Promise<void> {
  await page.goto('/music/tracks?sort=title&dir=asc&genre=jazz')
  await page.getByRole('heading', { name: 'Tracks', level: 1 }).waitFor()
  const edits = page.getByRole('link', { name: /^Edit / })
  await expect.poll(() => edits.count(), { timeout: 15_000 }).toBeGreaterThan(0)
  const onScreen = (await edits.evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')!))).map(
    (label) => label.replace(/^Edit /, '')
  )
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^tracks-\d{4}-\d{2}-\d{2}\.csv$/)
  const titles = csvTitles(await downloadedText(file))
  expect(titles.slice(0, onScreen.length)).toEqual(onScreen)
  await page.getByText(/^Exported \d+ rows?\./).waitFor()
}

async function bulkUpload(page: Page, stamp: string): Promise<void> {
  const file = (n: number, freq: number) => ({
    name: `bulk-${stamp}-${n}.wav`,
    mimeType: 'audio/wav',
    buffer: taggedWav(freq, {
      title: `Bulk ${stamp} ${n}`,
      artist: 'Tag Reader',
      album: `Album ${stamp}`,
      genre: 'Jazz'
    })
  })
  const first = file(1, 300 + (Number(stamp) % 97))
  await page.goto('/music/tracks')
  await page.getByRole('button', { name: 'Upload files' }).click()
  const dialog = page.getByRole('dialog', { name: 'Upload many tracks' })
  await dialog.getByLabel('Choose files').setInputFiles([first])
  await expect
    .poll(() => dialog.getByLabel(`Title: ${first.name}`).inputValue(), { timeout: 15_000 })
    .toBe(`Bulk ${stamp} 1`)
  await dialog.getByRole('button', { name: 'Upload 1 file' }).click()
  await dialog.getByText('Added 1, skipped 0 duplicates, 0 failed.').waitFor({ timeout: 20_000 })
  await dialog.getByRole('button', { name: 'Close' }).last().click()

  await page.getByRole('button', { name: 'Upload files' }).click()
  const again = page.getByRole('dialog', { name: 'Upload many tracks' })
  await again
    .getByLabel('Choose files')
    .setInputFiles([first, file(2, 500 + (Number(stamp) % 89)), file(3, 700 + (Number(stamp) % 83))])
  await again.getByText(/^Already in the catalogue as track \d+, “Bulk .* 1” by Tag Reader\./).waitFor({
    timeout: 15_000
  })
  expect(await again.getByLabel(`Album: bulk-${stamp}-2.wav`).inputValue()).toBe(`Album ${stamp}`)
  expect(await again.getByLabel(`Genre: bulk-${stamp}-3.wav`).inputValue()).toBe('jazz')
  await again.getByLabel(`Title: bulk-${stamp}-3.wav`).fill(`Bulk ${stamp} 3 (fixed)`)
  await again.getByRole('button', { name: 'Upload 2 files' }).click()
  await again.getByText('Added 2, skipped 1 duplicates, 0 failed.').waitFor({ timeout: 20_000 })
  await again.getByRole('button', { name: 'Close' }).last().click()
  await page.getByLabel('Search', { exact: true }).fill(`Bulk ${stamp}`)
  await expect
    .poll(() => page.getByRole('link', { name: /^Edit Bulk / }).count(), { timeout: 10_000 })
    .toBe(3)
  await page.getByRole('link', { name: `Edit Bulk ${stamp} 3 (fixed)` }).waitFor()
}

async function apiKeyShownOnce(page: Page, stamp: string, mode: 'demo' | 'server'): Promise<void> {
  // The keys' former address still arrives: at the integrations screen.
  await page.goto('/pages/api-key')
  await page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor()
  expect(new URL(page.url()).pathname).toBe('/music/integrations')
  await page.getByLabel('Name').fill(`E2E key ${stamp}`)
  await page.getByLabel('Scope').selectOption('plays:write')
  await page.getByRole('button', { name: 'Create key' }).click()
  const dialog = page.getByRole('dialog', { name: `Your new key: E2E key ${stamp}` })
  const key = await dialog.getByLabel('API key').inputValue()
  expect(key).toMatch(/^vbl_live_[\w-]{20,}$/)
  await dialog.getByRole('button', { name: 'I have copied it' }).click()
  await dialog.waitFor({ state: 'hidden' })
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: `E2E key ${stamp}` }) })
  await row.getByText(`${key.slice(0, 13)}••••••••`).waitFor()
  expect(await page.content()).not.toContain(key)
  // The fake database lives in the page: a reload starts the demo afresh, so only the server keeps the key.
  if (mode === 'demo') return
  await page.reload()
  await page.getByRole('rowheader', { name: `E2E key ${stamp}` }).waitFor()
  expect(await page.content()).not.toContain(key)
}

async function run(page: Page, stamp: string, mode: 'demo' | 'server') {
  await exportMatchesScreen(page)
  await bulkUpload(page, stamp)
  await apiKeyShownOnce(page, stamp, mode)
}

describe('catalogue tools (demo build)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('exports what the screen shows, uploads three tagged files with one duplicate, shows a new key once', async () => {
    const context = await demoContext(browser, 'admin')
    const page = await context.newPage()
    const problems = watchPage(page)
    await run(page, String(Date.now()).slice(-6), 'demo')
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })
})

describe.skipIf(!existsSync(`${SERVER_DIST}/index.html`))('catalogue tools (API server)', () => {
  let browser: Browser
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('exports what the screen shows, uploads three tagged files with one duplicate, shows a new key once', async () => {
    const context = await serverContext(browser, SERVER_ACCOUNTS.admin)
    const page = await context.newPage()
    const problems = watchPage(page)
    await run(page, String(Date.now()).slice(-6), 'server')
    // The duplicate is refused by the server too if it gets that far; the review marks it first.
    expect(describeProblems(problems)).toEqual([])
    await context.close()
  })
})
