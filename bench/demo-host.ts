// Demo mode's music host in Chromium (issue 34): builds a probe page of the service-hosted track handlers
// (bench/demo-host/), then measures, medians of --runs:
// - cold: a fresh profile's first track-list answer (the wasm download and compile, the migrations, the demo
//   catalogue seed, the first save to IndexedDB, the query);
// - later: list requests once open (other pages, a sort, a keyword);
// and checks that an edit survives a reload and that forgetting the saved mark ("Reset demo data") brings the seed back.
//
//   npx tsx bench/demo-host.ts [--runs 5]
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium, type Page } from 'playwright-core'
import type {} from './demo-host/probe'
import { trackInputOf, type Track } from '../src/contracts/music'
import { build, preview } from 'vite'
import { demoDatabase } from '../scripts/demoDatabasePlugin'

const { values: opts } = parseArgs({ options: { runs: { type: 'string', default: '5' } } })
const runs = Number(opts.runs)
const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = mkdtempSync(join(tmpdir(), 'vibeline-demo-host-'))
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const round = (x: number) => Math.round(x * 10) / 10

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  plugins: [demoDatabase()],
  resolve: { alias: [{ find: /^@\//, replacement: `${root}src/` }] },
  build: { outDir, emptyOutDir: true, rollupOptions: { input: join(root, 'bench/demo-host/index.html') } }
})
const server = await preview({
  configFile: false,
  root,
  logLevel: 'warn',
  build: { outDir },
  preview: { port: 0, host: '127.0.0.1' }
})
const base = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '')
const page_url = `${base}/bench/demo-host/index.html`
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu']
})

async function freshPage() {
  const context = await browser.newContext()
  const page = await context.newPage()
  page.on('pageerror', (error) => console.error('page error:', error.message))
  await page.goto(page_url)
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' })
  return { context, page }
}

const list = (page: Page, url: string) => page.evaluate((u) => window.probe.list(u), url)
const FIRST = '/admin/v2/tracks?page=1&per_page=20'
const LATER = [
  '/admin/v2/tracks?page=2&per_page=20',
  '/admin/v2/tracks?page=3&per_page=20&sort_by=title&sort_dir=asc',
  `/admin/v2/tracks?per_page=20&filters=${encodeURIComponent(JSON.stringify({ keyword: 'mid' }))}`,
  `/admin/v2/tracks?per_page=20&filters=${encodeURIComponent(JSON.stringify({ genre: 'rock' }))}`,
  '/admin/v2/tracks?page=5&per_page=50&sort_by=play_count&sort_dir=desc'
]

try {
  const cold: number[] = []
  const later: number[] = []
  const steps: Record<string, number>[] = []
  for (let run = 0; run < runs; run++) {
    const { context, page } = await freshPage()
    const first = await list(page, FIRST)
    if (first.status !== 200 || (first.body.data as Track[]).length !== 20)
      throw new Error(`first list: ${first.status}`)
    cold.push(first.ms)
    steps.push(
      await page.evaluate(() =>
        Object.fromEntries(
          performance
            .getEntriesByType('measure')
            .map((m) => [m.name.replace('demo-db:', ''), Math.round(m.duration)])
        )
      )
    )
    for (const url of LATER) later.push((await list(page, url)).ms)
    await context.close()
  }

  // An edit survives a reload; forgetting the saved mark (the user menu's "Reset demo data") brings the seed back.
  const { context, page } = await freshPage()
  const one = (await list(page, '/admin/v2/tracks?id=7')).body.data as Track
  const fields = trackInputOf(one)
  const edited = await page.evaluate(
    ([f]) => window.probe.edit(7, { ...f, title: 'Kept across reloads' }),
    [fields]
  )
  await page.reload()
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' })
  const afterReload = ((await list(page, '/admin/v2/tracks?id=7')).body.data as Track).title
  await page.evaluate(() => localStorage.removeItem('vibeline.fakeDb.music'))
  await page.reload()
  await page.waitForSelector('body[data-ready=true]', { state: 'attached' })
  const afterReset = ((await list(page, '/admin/v2/tracks?id=7')).body.data as Track).title
  await context.close()

  console.log(
    JSON.stringify(
      {
        runs,
        coldFirstListMs: { median: round(median(cold)), all: cold.map(round) },
        coldSteps: steps,
        laterListMs: { median: round(median(later)), max: round(Math.max(...later)), count: later.length },
        edit: { status: edited.status, ms: round(edited.ms) },
        persistence: {
          seedTitle: one.title,
          afterReload,
          keptAcrossReload: afterReload === 'Kept across reloads',
          afterReset,
          seedBackAfterReset: afterReset === one.title
        },
        loadAverage: loadavg().map((x) => Math.round(x * 100) / 100)
      },
      null,
      2
    )
  )
} finally {
  await browser.close()
  await new Promise((resolve) => server.httpServer.close(resolve))
  rmSync(outDir, { recursive: true, force: true })
}
