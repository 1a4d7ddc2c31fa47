#!/usr/bin/env node
// What the signed-in first screen costs the browser, in figures that depend little on the machine's load: DOM
// elements, mounted React components and commits, style recalculations and layouts, bytes of JS and CSS; and, under
// a fixed CPU throttle, script, style and layout time and the long tasks' blocking time (these vary with load); and
// with --throttle 1, from a trace, the main thread's CPU time after the first paint (cpuMs, cpuLongestMs,
// cpuBlocking4xMs), which the machine's load hardly moves.
// Against servers already running (`npm start`, or bench/lighthouse.mjs's way); several --url are interleaved.
//
//   node bench/first-screen.mjs --url http://127.0.0.1:3302 --url http://127.0.0.1:3303 --runs 5
//   node bench/first-screen.mjs --url … --width 1440 --height 900 --throttle 1 --path /music/tracks
//   node bench/first-screen.mjs --url A --url B --runs 7 --throttle 1   # CPU-time figures too
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'

const { values: opts } = parseArgs({
  options: {
    url: { type: 'string', multiple: true },
    path: { type: 'string', default: '/music/tracks' },
    runs: { type: 'string', default: '3' },
    width: { type: 'string', default: '412' },
    height: { type: 'string', default: '823' },
    throttle: { type: 'string', default: '4' },
    settle: { type: 'string', default: '3000' },
    email: { type: 'string', default: 'admin@vibeline.local' },
    password: { type: 'string', default: 'lighthouse-bench-password' }
  }
})
if (!opts.url?.length) throw new Error('Pass the server(s) to measure with --url')
const bases = opts.url.map((u) => u.replace(/\/$/, ''))

// Before any script of the page: a stand-in for React DevTools' hook (React reports every commit to it), and a
// long-task observer. Components are counted in the committed tree: function, class, forwardRef and memo fibers.
function instrument() {
  const counts = { commits: 0, components: 0, blocking: 0, longest: 0, longTasks: 0 }
  window.__firstScreen = counts
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15])
  const countTree = (fiber) => {
    let n = 0
    const stack = [fiber]
    while (stack.length) {
      const f = stack.pop()
      if (COMPONENT_TAGS.has(f.tag)) n++
      if (f.sibling) stack.push(f.sibling)
      if (f.child) stack.push(f.child)
    }
    return n
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(this.renderers.size + 1, renderer)
      return this.renderers.size
    },
    onCommitFiberRoot(_id, root) {
      counts.commits++
      counts.components = countTree(root.current)
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    checkDCE() {}
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      counts.longTasks++
      counts.blocking += Math.max(0, entry.duration - 50)
      counts.longest = Math.max(counts.longest, entry.duration)
    }
  }).observe({ type: 'longtask', buffered: true })
}

async function signIn(base) {
  const response = await fetch(`${base}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: opts.email, password: opts.password })
  })
  if (!response.ok) throw new Error(`Sign-in at ${base} failed: HTTP ${response.status}`)
  const body = await response.json()
  return {
    accessToken: body.accessToken,
    refreshToken: body.refreshToken,
    userData: JSON.stringify(body.userData)
  }
}

/**
 * The main thread's CPU time (the trace's thread time, which the machine's load and the throttle's pauses leave out)
 * of the tasks after the first contentful paint: in all, the longest task's, and the blocking time those tasks would
 * have at 4× their CPU time (Lighthouse's mobile preset simulates a 4× slower CPU from an unthrottled trace).
 */
function mainThreadCpu(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main?.pid)
  if (!main || !fcp) return { total: NaN, longest: NaN, blocking4x: NaN }
  const tasks = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask')
    .filter((e) => e.ts >= fcp.ts)
    .map((e) => (e.tdur ?? 0) / 1000)
  return {
    total: tasks.reduce((a, b) => a + b, 0),
    longest: Math.max(0, ...tasks),
    blocking4x: tasks.reduce((sum, ms) => sum + Math.max(0, 4 * ms - 50), 0)
  }
}

async function measure(browser, base) {
  const context = await browser.newContext({
    viewport: { width: Number(opts.width), height: Number(opts.height) }
  })
  try {
    const page = await context.newPage()
    const session = await signIn(base)
    // A same-origin page that loads no app code, to write the session where the app reads it.
    await page.goto(`${base}/health`)
    await page.evaluate((s) => {
      for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v)
    }, session)
    await page.addInitScript(instrument)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(opts.throttle) })
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading']
    })
    await page.goto(`${base}${opts.path}`)
    await page.locator('main table tbody tr').first().waitFor({ timeout: 120_000 })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(Number(opts.settle))
    const cpu = mainThreadCpu(JSON.parse((await browser.stopTracing()).toString()).traceEvents)
    const metrics = Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value])
    )
    const inPage = await page.evaluate(() => {
      const bytes = (type) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.initiatorType === type || (type === 'script' && e.name.endsWith('.js')))
          .reduce((sum, e) => sum + e.transferSize, 0)
      return {
        ...window.__firstScreen,
        elements: document.getElementsByTagName('*').length,
        jsKiB: bytes('script') / 1024,
        cssKiB:
          performance
            .getEntriesByType('resource')
            .filter((e) => e.name.endsWith('.css'))
            .reduce((sum, e) => sum + e.transferSize, 0) / 1024,
        scripts: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length
      }
    })
    return {
      elements: inPage.elements,
      components: inPage.components,
      commits: inPage.commits,
      layouts: metrics.LayoutCount,
      styleRecalcs: metrics.RecalcStyleCount,
      scripts: inPage.scripts,
      jsKiB: inPage.jsKiB,
      cssKiB: inPage.cssKiB,
      scriptMs: metrics.ScriptDuration * 1000,
      styleMs: metrics.RecalcStyleDuration * 1000,
      layoutMs: metrics.LayoutDuration * 1000,
      taskMs: metrics.TaskDuration * 1000,
      blockingMs: inPage.blocking,
      longestMs: inPage.longest,
      // Chrome counts the throttle's pauses as the thread's time: CPU figures only from unthrottled runs.
      ...(Number(opts.throttle) === 1
        ? { cpuMs: cpu.total, cpuLongestMs: cpu.longest, cpuBlocking4xMs: cpu.blocking4x }
        : {})
    }
  } finally {
    await context.close()
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run'
  ]
})
const results = bases.map(() => [])
try {
  for (let run = 1; run <= Number(opts.runs); run++) {
    for (const [i, base] of bases.entries()) {
      const r = await measure(browser, base)
      results[i].push(r)
      console.log(
        `run ${run} ${base}: ${Object.entries(r)
          .map(([k, v]) => `${k} ${Math.round(v)}`)
          .join(', ')}`
      )
    }
  }
} finally {
  await browser.close()
}
console.log(
  `\nMedians of ${opts.runs} run(s), ${opts.path} at ${opts.width}×${opts.height}, CPU throttle ${opts.throttle}×`
)
const keys = Object.keys(results[0][0])
console.log(`${''.padEnd(14)}${bases.map((b) => b.padStart(26)).join('')}`)
for (const key of keys)
  console.log(
    `${key.padEnd(14)}${results
      .map((rs) =>
        median(rs.map((r) => r[key]))
          .toFixed(key.endsWith('KiB') ? 1 : 0)
          .padStart(26)
      )
      .join('')}`
  )
