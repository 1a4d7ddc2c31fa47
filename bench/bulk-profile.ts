// `npx tsx bench/bulk-profile.ts --data DIR [--filters '{"status":"draft"}' | --ids N] [--changes '{"genre":"jazz"}']
//   [--rounds 1] [--no-undo] [--quiet]` or `… --data DIR --undo ID` (issue 15)
// Times each SQL statement of one bulk edit of tracks and of its undo, run in this process through the real routes
// (app.inject) on a SQLite bench database: the SQL of every statement that took 5 ms or more, with its time, and
// the request's wall and CPU time. `--ids N` edits the N newest tracks by id instead; `--quiet` prints one line per
// request and, after several rounds, the median and 95th percentile of the edits' wall times. A read aside (db/readAside.ts)
// shows when its thread started and answered, and when the request's own connection began to wait for it. It WRITES: give it a copy of the bench data (cp -r data/bench …), never the
// shared one. For a V8 profile of the same run: node --cpu-prof --import tsx bench/bulk-profile.ts ….
import Database from 'better-sqlite3'
import { readdirSync, readFileSync } from 'node:fs'
import { syncBuiltinESMExports } from 'node:module'
import workerThreads from 'node:worker_threads'
import { resolve } from 'node:path'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { openDatabase } from '../server/db/engine/database'
import { migrate } from '../server/db/migrationFiles'
import { createAccount } from '../server/db/seed'
import { BULK_PATHS } from '../src/contracts/bulk'

const arg = (name: string, fallback?: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : fallback
}
const dataDir = arg('data')
if (!dataDir) throw new Error('--data DIR (a copy of the bench data) is required: this writes')
const filters = JSON.parse(arg('filters', '{"status":"draft"}')!) as Record<string, unknown>
const changes = JSON.parse(arg('changes', '{"genre":"jazz"}')!) as Record<string, unknown>
const rounds = Number(arg('rounds', '1'))
const undo = !process.argv.includes('--no-undo')
const quiet = process.argv.includes('--quiet')
const SHOWN_MS = Number(process.env.SHOWN_MS ?? 5)

type Timing = { sql: string; ms: number; cpuMs: number; calls: number }
let timings = new Map<string, Timing>()
let requestStarted = 0
/** Each statement run, when it began and ended (ms since the request began). */
let statementRuns: { from: number; to: number }[] = []
/** Each thread of a read aside of the request: when it started and answered (ms since the request began). */
let asides: { started: number; answered?: number }[] = []
// The readers aside, timed: db/readAside.ts makes them through this module's Worker, replaced here before any is made.
class TimedWorker extends workerThreads.Worker {
  constructor(...args: ConstructorParameters<typeof workerThreads.Worker>) {
    super(...args)
    const aside: { started: number; answered?: number } = { started: performance.now() - requestStarted }
    asides.push(aside)
    this.once('message', () => (aside.answered = performance.now() - requestStarted))
  }
}
workerThreads.Worker = TimedWorker
syncBuiltinESMExports()
// Every statement better-sqlite3 runs, timed by its SQL text (statements prepared by Kysely and by triggers alike).
const statement = Object.getPrototypeOf(new Database(':memory:').prepare('select 1')) as Record<
  string,
  (...args: unknown[]) => unknown
>
for (const method of ['run', 'all', 'get', 'iterate'] as const) {
  const original = statement[method]
  statement[method] = function (this: { source: string }, ...args: unknown[]) {
    const started = performance.now()
    const cpu = process.cpuUsage()
    try {
      return original.apply(this, args)
    } finally {
      const ms = performance.now() - started
      const used = process.cpuUsage(cpu)
      const sql = this.source.replace(/\s+/g, ' ').trim()
      const entry = timings.get(sql) ?? { sql, ms: 0, cpuMs: 0, calls: 0 }
      entry.ms += ms
      entry.cpuMs += (used.user + used.system) / 1000
      entry.calls++
      timings.set(sql, entry)
      statementRuns.push({ from: started - requestStarted, to: started + ms - requestStarted })
    }
  }
}

const config = loadConfig(
  {
    DATA_DIR: resolve(dataDir),
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'warn'
  },
  { staticDir: undefined, playCountFoldMs: 0 }
)
const database = openDatabase({ dataDir: config.dataDir })
await migrate(database.db, database.dialect)
for (const pragma of (process.env.PRAGMAS ?? '').split(';').filter(Boolean)) database.sqlite!.pragma(pragma)
// bench/api.ts's administrator.
const admin = { email: 'bench-admin@vibeline.local', password: 'bench-password-2', role: 'admin' as const }
await createAccount(database.db, admin)
const app = await buildApp({ config, database })
await app.ready()
const login = await app.inject({
  method: 'POST',
  url: '/jwt/login',
  payload: { email: admin.email, password: admin.password }
})
if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.statusCode}: ${login.body}`)
const headers = { authorization: `Bearer ${login.json().accessToken as string}` }

/** Linux (schedstat), in ns: the main thread's CPU time, and the time this process's threads were ready to run but waited for a core. */
function schedNs(): { main: number; queued: number } {
  const of = (task: string | number) =>
    readFileSync(`/proc/self/task/${task}/schedstat`, 'utf8').split(' ').map(Number)
  try {
    return {
      main: of(process.pid)[0],
      queued: readdirSync('/proc/self/task').reduce((sum, task) => sum + of(task)[1], 0)
    }
  } catch {
    return { main: NaN, queued: NaN }
  }
}

async function timed(label: string, method: 'PATCH' | 'POST', url: string, payload: object) {
  timings = new Map()
  statementRuns = []
  asides = []
  const cpu = process.cpuUsage()
  const usage = process.resourceUsage()
  const sched = schedNs()
  const started = performance.now()
  requestStarted = started
  const res = await app.inject({ method, url, payload, headers })
  const wall = performance.now() - started
  const used = process.cpuUsage(cpu)
  const after = process.resourceUsage()
  const schedAfter = schedNs()
  const mainMs = (schedAfter.main - sched.main) / 1e6
  const queuedMs = (schedAfter.queued - sched.queued) / 1e6
  if (res.statusCode !== 200) throw new Error(`${label} answered ${res.statusCode}: ${res.body}`)
  // Where wall time beyond CPU goes: waits for the disk (voluntary switches, blocks read) or for a core (involuntary).
  const waits = `${Math.round(queuedMs)} ms waiting for a core; switches ${after.voluntaryContextSwitches - usage.voluntaryContextSwitches} waiting, ${after.involuntaryContextSwitches - usage.involuntaryContextSwitches} preempted; fs blocks ${after.fsRead - usage.fsRead} read, ${after.fsWrite - usage.fsWrite} written`
  console.log(
    `${quiet ? '' : '\n'}${label}: ${Math.round(wall)} ms wall, ${Math.round((used.user + used.system) / 1000)} ms CPU (${Math.round(used.system / 1000)} system, ${Math.round(mainMs)} main thread; ${waits}) — ${res.body.slice(0, 160)}`
  )
  if (!quiet) {
    statementTimes()
    for (const aside of asides) console.log(asideTimes(aside))
  }
  const checkpoint = performance.now()
  database.sqlite!.pragma('wal_checkpoint(TRUNCATE)')
  if (!quiet)
    console.log(
      `${Math.round(performance.now() - checkpoint)} ms: the checkpoint after it (SQLite's automatic one, in a later commit)`
    )
  return {
    wall,
    mainMs,
    cpuMs: (used.user + used.system) / 1000,
    data: res.json().data as { undo_id: number | null }
  }
}

/**
 * A read aside's thread, and how long the request's connection waited for it: from the end of its last statement
 * before the answer (if none was running then) to the answer.
 */
function asideTimes(aside: { started: number; answered?: number }) {
  const at = (ms: number) => `${Math.round(ms)} ms`
  if (aside.answered === undefined) return `read aside: started at ${at(aside.started)}, never answered`
  const answered = aside.answered
  const running = statementRuns.some((run) => run.from <= answered && answered <= run.to)
  const lastEnd = Math.max(
    aside.started,
    ...statementRuns.filter((run) => run.to <= answered).map((run) => run.to)
  )
  return `read aside: started at ${at(aside.started)}, answered at ${at(answered)}; the request's connection waited ${running ? '0 ms' : `${at(answered - lastEnd)} (from ${at(lastEnd)})`} for it`
}

function statementTimes() {
  const shown = [...timings.values()].filter((t) => t.ms >= SHOWN_MS).sort((a, b) => b.ms - a.ms)
  for (const t of shown)
    console.log(
      `${t.ms.toFixed(0).padStart(6)} ms ${t.cpuMs.toFixed(0).padStart(6)} ms CPU ${String(t.calls).padStart(4)}×  ${t.sql.slice(0, 200)}`
    )
  const rest = [...timings.values()].filter((t) => t.ms < SHOWN_MS)
  console.log(
    `${rest
      .reduce((s, t) => s + t.ms, 0)
      .toFixed(0)
      .padStart(7)} ms in ${rest.length} other statements`
  )
}

// `--undo ID`: only undoes the edit ID (one left by --no-undo), putting the data back as it was.
const undoOnly = arg('undo')
if (undoOnly) {
  await timed('undo', 'POST', BULK_PATHS.tracksUndo(Number(undoOnly)), {})
  await app.close()
  await database.close()
  process.exit(0)
}

const count = arg('ids')
const selection = count
  ? {
      ids: (
        await database.db
          .selectFrom('tracks')
          .select('id')
          .orderBy('id', 'desc')
          .limit(Number(count))
          .execute()
      ).map((t) => t.id)
    }
  : { filters }
const edits: number[] = []
const editCpus: number[] = []
const editMains: number[] = []
for (let round = 0; round < rounds; round++) {
  const edit = await timed('edit', 'PATCH', BULK_PATHS.tracks, { ...selection, changes })
  edits.push(edit.wall)
  editCpus.push(edit.cpuMs)
  editMains.push(edit.mainMs)
  if (undo && edit.data.undo_id) await timed('undo', 'POST', BULK_PATHS.tracksUndo(edit.data.undo_id), {})
}
if (rounds > 1) {
  const at = (list: number[], q: number) =>
    Math.round([...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.ceil(q * list.length) - 1)])
  console.log(
    `edits: ${edits.length}, wall p50 ${at(edits, 0.5)} ms, p95 ${at(edits, 0.95)} ms; CPU p50 ${at(editCpus, 0.5)} ms, main thread p50 ${at(editMains, 0.5)} ms`
  )
}
await app.close()
await database.close()
