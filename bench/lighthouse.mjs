#!/usr/bin/env node
// Lighthouse (mobile and desktop presets) on /login and on the signed-in tracks screen, against the product as
// `npm start` serves it (DESIGN.md §6: mobile performance ≥ 95). Prints the medians of --runs runs; the runs are
// interleaved (run 1 of every page × preset, then run 2, …) so that load from other processes spreads evenly.
//
//   npm run bench:lighthouse                      # builds dist/ when stale, starts the server on a temp data dir
//   npm run bench:lighthouse -- --runs 3 --pages login --presets mobile
//   npm run bench:lighthouse -- --url http://127.0.0.1:3000 --email admin@… --password …   # a running server
//   npm run bench:lighthouse -- --url http://127.0.0.1:3302 --url http://127.0.0.1:3303 …   # before/after, interleaved
//   npm run bench:lighthouse -- --reports /tmp/lhr   # also keeps every run's full Lighthouse JSON report there
//
// Every run gets a fresh Chromium profile (empty HTTP cache). The signed-in page is measured by signing in through
// the API, writing the session into localStorage on a blank same-origin page, clearing the HTTP cache and then
// letting Lighthouse load /music/tracks without its own storage reset.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import puppeteer from 'puppeteer-core'

const root = new URL('..', import.meta.url).pathname
const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    pages: { type: 'string', default: 'login,tracks' },
    presets: { type: 'string', default: 'mobile,desktop' },
    url: { type: 'string', multiple: true },
    port: { type: 'string' },
    email: { type: 'string', default: 'admin@vibeline.local' },
    password: { type: 'string', default: 'lighthouse-bench-password' },
    'static-dir': { type: 'string', default: 'dist' },
    'skip-build': { type: 'boolean', default: false },
    json: { type: 'string' },
    reports: { type: 'string' },
    verbose: { type: 'boolean', default: false }
  }
})
const runs = Number(opts.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number')
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']

const PAGES = {
  login: { path: '/login', signedIn: false },
  tracks: { path: '/music/tracks', signedIn: true }
}
const PRESETS = { mobile: undefined, desktop: desktopConfig }
const pages = opts.pages.split(',').filter(Boolean)
const presets = opts.presets.split(',').filter(Boolean)
for (const p of pages) if (!PAGES[p]) throw new Error(`Unknown page "${p}" (known: ${Object.keys(PAGES)})`)
for (const p of presets) if (!(p in PRESETS)) throw new Error(`Unknown preset "${p}" (mobile, desktop)`)

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Starts `npm start` (server/start.ts) on a temporary data folder; resolves once /health answers. */
async function startServer() {
  const port = Number(opts.port ?? (await freePort()))
  const dataDir = mkdtempSync(join(tmpdir(), 'vibeline-lighthouse-'))
  const child = spawn(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: opts['static-dir'],
      ADMIN_EMAIL: opts.email,
      ADMIN_PASSWORD: opts.password,
      LOGIN_RATE_MAX: '10000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...(opts['skip-build'] ? { SKIP_BUILD: '1' } : {})
    },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const baseURL = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 10 * 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server stopped (exit ${child.exitCode}):\n${output}`)
    try {
      if ((await fetch(`${baseURL}/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not answer /health in time:\n${output}`)
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    baseURL,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

async function signIn(baseURL) {
  const response = await fetch(`${baseURL}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: opts.email, password: opts.password })
  })
  if (!response.ok) throw new Error(`Sign-in failed: HTTP ${response.status} ${await response.text()}`)
  const body = await response.json()
  return {
    accessToken: body.accessToken,
    refreshToken: body.refreshToken,
    userData: JSON.stringify(body.userData)
  }
}

const auditValue = (lhr, id) => lhr.audits[id]?.numericValue
const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)

function summarize(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? []
  const byType = Object.fromEntries(items.map((i) => [i.resourceType, i]))
  return {
    landed: new URL(lhr.finalDisplayedUrl).pathname,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcp: auditValue(lhr, 'first-contentful-paint'),
    lcp: auditValue(lhr, 'largest-contentful-paint'),
    tbt: auditValue(lhr, 'total-blocking-time'),
    cls: auditValue(lhr, 'cumulative-layout-shift'),
    si: auditValue(lhr, 'speed-index'),
    jsKiB: (byType.script?.transferSize ?? 0) / 1024,
    jsFiles: byType.script?.requestCount ?? 0,
    cssKiB: (byType.stylesheet?.transferSize ?? 0) / 1024,
    totalKiB: (byType.total?.transferSize ?? 0) / 1024,
    requests: byType.total?.requestCount ?? 0,
    failed: Object.entries(lhr.audits)
      .filter(([, a]) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map(([id]) => id)
  }
}

let reportCount = 0

async function runOnce(baseURL, pageName, presetName) {
  const target = PAGES[pageName]
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices']
    }
    let page
    if (target.signedIn) {
      const session = await signIn(baseURL)
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
      page = (await browser.pages())[0] ?? (await browser.newPage())
      // A same-origin response that loads no app code, so nothing of the app is cached before the measured load.
      await page.goto(`${baseURL}/health`)
      await page.evaluate((s) => {
        for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v)
      }, session)
      const cdp = await page.createCDPSession()
      await cdp.send('Network.clearBrowserCache')
      await cdp.detach()
      flags.disableStorageReset = true
    }
    const result = await lighthouse(`${baseURL}${target.path}`, flags, PRESETS[presetName], page)
    if (!result) throw new Error('Lighthouse returned no result')
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`)
    if (opts.reports) {
      mkdirSync(opts.reports, { recursive: true })
      const name = `${String(++reportCount).padStart(3, '0')}-${new URL(baseURL).port}-${pageName}-${presetName}.json`
      writeFileSync(join(opts.reports, name), result.report)
    }
    return summarize(result.lhr)
  } finally {
    await chrome.kill()
  }
}

/** Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART, NO_FCP): such a run is retried. */
async function runWithRetries(baseURL, pageName, presetName, tries = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(baseURL, pageName, presetName)
    } catch (error) {
      if (attempt >= tries) throw error
      console.log(`  (${pageName} ${presetName}: ${error.message}; trying again)`)
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

const targets = opts.url?.length
  ? opts.url.map((url) => ({ baseURL: url.replace(/\/$/, ''), stop: async () => {} }))
  : [await startServer()]
const results = targets.map(() => ({}))
const loadStart = load()
try {
  console.log(
    `Lighthouse ${runs} run(s) against ${targets.map((t) => t.baseURL).join(' and ')}; load average ${loadStart}`
  )
  for (let run = 1; run <= runs; run++) {
    for (const [t, target] of targets.entries()) {
      for (const pageName of pages) {
        for (const presetName of presets) {
          const key = `${pageName} ${presetName}`
          const r = await runWithRetries(target.baseURL, pageName, presetName)
          if (r.landed !== PAGES[pageName].path)
            throw new Error(`${key}: expected ${PAGES[pageName].path} but Lighthouse ended on ${r.landed}`)
          ;(results[t][key] ??= []).push(r)
          console.log(
            `  run ${run}${targets.length > 1 ? ` [${t + 1}]` : ''} ${key.padEnd(15)} perf ${r.performance}  FCP ${(r.fcp / 1000).toFixed(2)} s  LCP ${(r.lcp / 1000).toFixed(2)} s  TBT ${Math.round(r.tbt)} ms  (load ${load()})`
          )
          if (opts.verbose && r.failed.length) console.log(`      failed: ${r.failed.join(', ')}`)
        }
      }
    }
  }
} finally {
  for (const target of targets) await target.stop()
}

const fmt = {
  performance: (v) => String(Math.round(v)),
  accessibility: (v) => String(Math.round(v)),
  bestPractices: (v) => String(Math.round(v)),
  fcp: (v) => `${(v / 1000).toFixed(2)} s`,
  lcp: (v) => `${(v / 1000).toFixed(2)} s`,
  si: (v) => `${(v / 1000).toFixed(2)} s`,
  tbt: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  jsKiB: (v) => `${v.toFixed(0)} KiB`,
  jsFiles: (v) => String(Math.round(v)),
  cssKiB: (v) => `${v.toFixed(0)} KiB`,
  totalKiB: (v) => `${v.toFixed(0)} KiB`,
  requests: (v) => String(Math.round(v))
}
const labels = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best practices',
  fcp: 'FCP',
  lcp: 'LCP',
  si: 'Speed Index',
  tbt: 'TBT',
  cls: 'CLS',
  jsKiB: 'JS transferred',
  jsFiles: 'JS files',
  cssKiB: 'CSS transferred',
  totalKiB: 'all transferred',
  requests: 'requests'
}
console.log(`\nMedians of ${runs} run(s); load average ${loadStart} at the start, ${load()} at the end`)
for (const [t, target] of targets.entries()) {
  const keys = Object.keys(results[t])
  console.log(`\n${targets.length > 1 ? `[${t + 1}] ` : ''}${target.baseURL}`)
  console.log(`${''.padEnd(16)}${keys.map((k) => k.padStart(17)).join('')}`)
  for (const metric of Object.keys(labels)) {
    const cells = keys.map((k) => fmt[metric](median(results[t][k].map((r) => r[metric]))).padStart(17))
    console.log(`${labels[metric].padEnd(16)}${cells.join('')}`)
  }
  const failed = new Set(keys.flatMap((k) => results[t][k].flatMap((r) => r.failed)))
  if (failed.size) console.log(`audits failed in some run: ${[...failed].sort().join(', ')}`)
}
if (opts.json) writeFileSync(opts.json, JSON.stringify({ runs, load: loadStart, targets, results }, null, 2))
