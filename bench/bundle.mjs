#!/usr/bin/env node
// Bundle budget (DESIGN.md §6): the gzip size of the JS and CSS a browser loads before /login is interactive,
// and for the first screen after sign-in. Builds first unless --no-build (then reuses dist/ and dist-demo/).
// Each build is served by a small static server; Debian's Chromium loads the page and every JS/CSS file it
// requests is gzipped (level 9) from disk and summed.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const BUDGET_LOGIN_JS_KIB = 150
// The stylesheets index.html links block the first paint of every page: only the shell's (src/assets/scss/app.scss).
const BUDGET_BLOCKING_CSS_KIB = 20
// A signed-in load of a screen with a static copy (src/firstPaint/firstPaint.ts: /music/tracks) also waits for the
// frame's stylesheet, which the first paint links as render-blocking: printed beside the shell's, not a budget.
const SIGNED_IN_COPY_PATH = '/music/tracks'
const root = new URL('..', import.meta.url).pathname
const args = process.argv.slice(2)
const build = !args.includes('--no-build')
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const builds = [
  { name: 'server mode', dir: join(root, 'dist'), viteArgs: ['build'] },
  { name: 'demo mode', dir: join(root, 'dist-demo'), viteArgs: ['build', '--mode', 'demo'], demo: true }
]

const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.json': 'application/json',
  '.svg': 'image/svg+xml'
}

function serve(dir) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      ''
    )
    let file = join(dir, path)
    if (!existsSync(file) || statSync(file).isDirectory()) {
      // The API is not running here: API calls fail fast, every other path is the single-page app.
      if (/^\/(admin|jwt|media)\//.test(path)) {
        res
          .writeHead(503, { 'content-type': 'application/json' })
          .end('{"error":"No API server in the bundle bench."}')
        return
      }
      file = join(dir, 'index.html')
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

const gzipKiB = (dir, pathname) => gzipSync(readFileSync(join(dir, pathname)), { level: 9 }).length / 1024

async function measure(browser, dir, baseURL, path, session) {
  const context = await browser.newContext({ baseURL })
  if (session) {
    await context.addInitScript((s) => {
      for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v)
    }, session)
  }
  const page = await context.newPage()
  const files = new Set()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.origin === baseURL && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname)
  })
  await page.goto(path, { waitUntil: 'networkidle' })
  await page.waitForSelector('.vibeline-loading-screen', { state: 'detached' })
  await page.waitForSelector('main', { state: 'visible' })
  await page.waitForLoadState('networkidle')
  const landed = new URL(page.url()).pathname
  // Stylesheets the first paint linked as render-blocking (index.html's own are read from the file).
  const blocking = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"][blocking~="render"]')].map(
      (l) => new URL(l.href).pathname
    )
  )
  await context.close()
  let js = 0
  let css = 0
  for (const file of files) {
    const size = gzipKiB(dir, file)
    if (file.endsWith('.js')) js += size
    else css += size
  }
  return { landed, js, css, files: [...files].sort(), blocking }
}

const adminSession = {
  userData: JSON.stringify({
    id: 1,
    fullName: 'Bench Admin',
    username: 'admin',
    avatar: null,
    email: 'admin@demo.vibeline.app',
    role: 'admin',
    ability: [{ action: 'manage', subject: 'all' }],
    extras: { eCommerceCartItemsCount: 0 }
  }),
  accessToken: 'bench-access-token',
  refreshToken: 'bench-refresh-token'
}

/**
 * The demo build's fake database checks its own signed tokens, so a made-up session is sent back to /login there:
 * sign in through the login form (it comes filled in with the demo administrator) and keep what it stored.
 */
async function demoSession(browser, baseURL) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL((url) => url.pathname !== '/login')
  // Without "Remember me" the session is in sessionStorage; the measured load reads it from localStorage as well.
  const session = await page.evaluate(() => {
    const store = sessionStorage.getItem('accessToken') ? sessionStorage : localStorage
    return Object.fromEntries(['userData', 'accessToken', 'refreshToken'].map((k) => [k, store.getItem(k)]))
  })
  await context.close()
  return session
}

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu']
})
let overBudget = false
const verbose = args.includes('--files')
for (const b of builds) {
  if (build) {
    console.log(`building ${b.name}…`)
    // Sass prints hundreds of Bootstrap deprecation notes on stderr; show them only if the build fails.
    try {
      execFileSync(
        process.execPath,
        [join(root, 'node_modules/vite/bin/vite.js'), ...b.viteArgs, '--logLevel', 'error'],
        {
          cwd: root,
          stdio: ['ignore', 'ignore', 'pipe']
        }
      )
    } catch (error) {
      process.stderr.write(String(error.stderr ?? error))
      throw error
    }
  } else if (!existsSync(join(b.dir, 'index.html'))) {
    console.log(`${b.name}: no build in ${b.dir}, skipped`)
    continue
  }
  const server = await serve(b.dir)
  const baseURL = `http://127.0.0.1:${server.address().port}`
  const login = await measure(browser, b.dir, baseURL, '/login')
  const session = b.demo ? await demoSession(browser, baseURL) : adminSession
  const home = await measure(browser, b.dir, baseURL, '/', session)
  const copied = await measure(browser, b.dir, baseURL, SIGNED_IN_COPY_PATH, session)
  server.close()
  console.log(`\n${b.name} (${b.dir})`)
  const row = (label, m) =>
    console.log(
      `  ${label.padEnd(38)} JS ${m.js.toFixed(1).padStart(6)} KiB gzip   CSS ${m.css.toFixed(1).padStart(5)} KiB gzip   (${m.files.length} files, landed on ${m.landed})`
    )
  row('/login (before interactive)', login)
  row('first screen after sign-in', home)
  row(`${SIGNED_IN_COPY_PATH} signed in`, copied)
  if (verbose) {
    for (const [label, m] of [
      ['/login', login],
      ['after sign-in', home],
      [`${SIGNED_IN_COPY_PATH} signed in`, copied]
    ]) {
      console.log(`  files for ${label}:`)
      for (const f of m.files) console.log(`    ${gzipKiB(b.dir, f).toFixed(1).padStart(6)} KiB  ${f}`)
    }
  }
  const blockingCss = [
    ...readFileSync(join(b.dir, 'index.html'), 'utf8').matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)
  ].map((m) => m[1])
  const blockingKiB = blockingCss.reduce((sum, f) => sum + gzipKiB(b.dir, f), 0)
  console.log(
    `  ${'render-blocking CSS (index.html)'.padEnd(38)} ${blockingKiB.toFixed(1).padStart(6)} KiB gzip   (${blockingCss.join(', ')})`
  )
  const frameCss = copied.blocking.filter((f) => !blockingCss.includes(f))
  const frameKiB = frameCss.reduce((sum, f) => sum + gzipKiB(b.dir, f), 0)
  console.log(
    `  ${'render-blocking CSS, signed-in copy'.padEnd(38)} ${(blockingKiB + frameKiB).toFixed(1).padStart(6)} KiB gzip   (${SIGNED_IN_COPY_PATH}: index.html's${frameCss.length ? ` + the frame's ${frameKiB.toFixed(1)} KiB: ${frameCss.join(', ')}` : ' only'})`
  )
  const ok = login.js <= BUDGET_LOGIN_JS_KIB
  const cssOk = blockingKiB <= BUDGET_BLOCKING_CSS_KIB
  if (!ok || !cssOk) overBudget = true
  console.log(
    `  budget: /login JS ≤ ${BUDGET_LOGIN_JS_KIB} KiB gzip → ${ok ? 'within budget' : 'OVER BUDGET'}; render-blocking CSS ≤ ${BUDGET_BLOCKING_CSS_KIB} KiB gzip → ${cssOk ? 'within budget' : 'OVER BUDGET'}`
  )
}
await browser.close()
process.exitCode = overBudget ? 1 : 0
