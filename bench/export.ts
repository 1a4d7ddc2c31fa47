// Catalogue-tool budgets (issue 15, DESIGN.md §6): rows per second of GET /admin/v2/tracks/export with the server's
// peak RSS, and the time of bulk edits (one genre's explicit flag; every draft, about 100,000, to one genre) and of
// their undos.
//   nice -n 10 npx tsx bench/export.ts [--tracks 1000000] [--data /tmp/vibeline-export-bench] [--port 3299] [--tsx]
//     [--export-only] [--client-pause-ms 0] [--think-ms 0] [--sample-ms 50] [--trace samples.jsonl]
// Seeds the catalogue once (DATA_DIR is kept between runs), starts the server as its own process (so the memory read
// from /proc is the server's alone), downloads the whole export and counts its rows as they stream in, then sets
// the explicit flag of every track of one genre (to the opposite of its newest track's) with PATCH /admin/v2/tracks/bulk and undoes it,
// then times 40 edits of 50 tracks (p50, p95). --think-ms pauses that long before each large edit and undo, as an
// administrator reading the last answer would: without it each starts while the server still copies the last one's
// pages from the WAL into the database file, three busy threads on two cores.
// Memory: every --sample-ms, VmRSS of each server process (the primary and its workers, found through
// /proc/<pid>/task/*/children) split into anonymous, file and shared pages. serverRssPeakMb is the highest VmRSS of
// one process, file pages included (about 47 MB of it is the node binary's code, shared by all of them);
// serverPssTotalMb is all the processes together with each shared page counted once. --client-pause-ms makes the
// client pause that long after every piece of the body it receives, so that the server meets backpressure.
import { spawn, spawnSync } from 'node:child_process'
import { appendFileSync, existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { processTree, watchMemory, type ProcessPeak } from './processMemory'

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? process.argv[i + 1] : fallback
}
const tracks = Number(arg('tracks', '1000000'))
const dataDir = arg('data', '/tmp/vibeline-export-bench')
const port = Number(arg('port', '3299'))
const sampleMs = Number(arg('sample-ms', '50'))
const traceFile = arg('trace', '')
const exportOnly = process.argv.includes('--export-only')
const clientPauseMs = Number(arg('client-pause-ms', '0'))
const thinkMs = Number(arg('think-ms', '0'))
const email = 'bench-admin@vibeline.test'
const password = 'bench-Admin-password-1'
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
  API_KEY_RATE_MAX: '100000'
}

if (!existsSync(join(dataDir, 'vibeline.db'))) {
  console.log(`seeding ${tracks.toLocaleString('en')} tracks into ${dataDir} (once)…`)
  const seeded = spawnSync(
    'npx',
    ['tsx', 'server/seed-cli.ts', '--tracks', String(tracks), '--account', `admin:${email}:${password}`],
    { env, stdio: 'inherit' }
  )
  if (seeded.status !== 0) process.exit(1)
}

// As `npm start` runs it (compiled JavaScript), or through tsx with --tsx.
const serverArgs = process.argv.includes('--tsx')
  ? ['node_modules/tsx/dist/cli.mjs', 'server/start.ts']
  : ['scripts/start-server.mjs']
const server = spawn(process.execPath, serverArgs, {
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true
})
const stop = () => {
  try {
    process.kill(-server.pid!, 'SIGTERM')
  } catch {
    // already gone
  }
}
process.on('exit', stop)

/**
 * CPU time (user + system, ms) used so far by the server's processes: on a loaded machine the wall time of a
 * request mostly measures waiting for a core; this is the work it took.
 */
function serverCpuMs(): number {
  let ms = 0
  for (const cpu of cpuByProcess().values()) ms += cpu
  return ms
}

function cpuByProcess(): Map<number, number> {
  const cpu = new Map<number, number>()
  for (const pid of processTree(server.pid!)) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10) // USER_HZ is 100 on Linux
    } catch {
      // gone meanwhile
    }
  }
  return cpu
}

const base = `http://127.0.0.1:${port}`
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/ready`)).ok) break
  } catch {
    // not up yet
  }
  if (i > 600) throw new Error('the server did not start')
  await new Promise((r) => setTimeout(r, 500))
}
const login = await fetch(`${base}/jwt/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email, password })
})
const { accessToken } = (await login.json()) as { accessToken: string }

const memory = watchMemory(
  server.pid!,
  sampleMs,
  traceFile ? (line) => appendFileSync(traceFile, line + '\n') : undefined
)
const cpuBefore = cpuByProcess()
const exportCpu = serverCpuMs()
const started = performance.now()
const res = await fetch(`${base}/admin/v2/tracks/export`, {
  headers: { authorization: `Bearer ${accessToken}`, 'accept-encoding': 'identity' }
})
if (!res.ok || !res.body) throw new Error(`export answered ${res.status}`)
let rows = -1
let bytes = 0
for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
  bytes += chunk.length
  for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) rows++
  if (clientPauseMs > 0) await new Promise((resolve) => setTimeout(resolve, clientPauseMs))
}
const seconds = (performance.now() - started) / 1000
const exportCpuMs = serverCpuMs() - exportCpu
const cpuAfter = cpuByProcess()
const { processes, pss } = memory.stop()
const mb = (kb: number) => Math.round(kb / 1024)
/** Per process: its idle and peak resident memory (VmRSS) split into anonymous, file and shared pages, in MB. */
const breakdown = (p: ProcessPeak) => ({
  pid: p.pid,
  role: p.role,
  exportCpuMs: (cpuAfter.get(p.pid) ?? 0) - (cpuBefore.get(p.pid) ?? 0),
  idleMb: {
    rss: mb(p.idle.rssKb),
    anon: mb(p.idle.anonKb),
    file: mb(p.idle.fileKb),
    shmem: mb(p.idle.shmemKb)
  },
  peakMb: {
    rss: mb(p.peak.rssKb),
    anon: mb(p.peak.anonKb),
    file: mb(p.peak.fileKb),
    shmem: mb(p.peak.shmemKb)
  },
  peakAtMs: p.peakAtMs,
  peakAnonMb: mb(p.peakAnonKb)
})
const peak = Math.max(...processes.map((p) => p.peak.rssKb)) / 1024
const idle = Math.max(...processes.map((p) => p.idle.rssKb)) / 1024
const exportResult = {
  rows,
  seconds: Number(seconds.toFixed(2)),
  rowsPerSecond: Math.round(rows / seconds),
  serverCpuSeconds: exportCpuMs / 1000,
  megabytes: Number((bytes / 1e6).toFixed(1)),
  serverRssIdleMb: Math.round(idle),
  serverRssPeakMb: Math.round(peak),
  /** All the server's processes together, each shared page counted once (proportional set size). */
  serverPssTotalMb: { idle: mb(pss.idleKb), peak: mb(pss.peakKb) },
  processes: processes.map(breakdown)
}
if (exportOnly) {
  console.log(
    JSON.stringify({ ...exportResult, loadavg: readFileSync('/proc/loadavg', 'utf8').trim() }, null, 2)
  )
  stop()
  process.exit(0)
}

/** Milliseconds a JSON request takes, with the `data` of its answer. */
async function timed(
  method: string,
  path: string,
  body?: unknown
): Promise<{ ms: number; cpuMs: number; data: unknown }> {
  const cpu = serverCpuMs()
  const t0 = performance.now()
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const answer = (await response.json()) as { data: unknown }
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`)
  return { ms: Math.round(performance.now() - t0), cpuMs: serverCpuMs() - cpu, data: answer.data }
}
const newest = (await timed('GET', '/admin/v2/tracks?per_page=1')).data as {
  genre: string
  explicit: boolean
}[]
const genre = newest[0].genre
/** An administrator's pause before the next large operation (--think-ms), while the server finishes the last one's checkpoint. */
const think = () => new Promise((resolve) => setTimeout(resolve, thinkMs))
await think()
const edit = await timed('PATCH', '/admin/v2/tracks/bulk', {
  filters: { genre },
  changes: { explicit: true }
})
const edited = edit.data as { changed: number; undo_id: number }
await think()
const undo = await timed('POST', `/admin/v2/tracks/bulk/${edited.undo_id}/undo`, {})
const undone = undo.data as { restored: number }

// The budget's size: every draft (about a tenth of the seeded catalogue, 100,168 of 1,000,200) moved to one genre,
// which also moves them between the per-genre counts and the genre indexes, then undone.
await think()
const draftEdit = await timed('PATCH', '/admin/v2/tracks/bulk', {
  filters: { status: 'draft' },
  changes: { genre: 'jazz' }
})
const draftsEdited = draftEdit.data as { changed: number; undo_id: number }
await think()
const draftUndo = await timed('POST', `/admin/v2/tracks/bulk/${draftsEdited.undo_id}/undo`, {})
const draftsUndone = draftUndo.data as { restored: number }

// Small edits: the explicit flag of 50 tracks of the first page, set and set back, 20 times each way.
const page = (await timed('GET', '/admin/v2/tracks?per_page=50')).data as { id: number }[]
const ids = page.map((t) => t.id)
const small: number[] = []
for (let i = 0; i < 40; i++)
  small.push((await timed('PATCH', '/admin/v2/tracks/bulk', { ids, changes: { explicit: i % 2 === 0 } })).ms)
small.sort((a, b) => a - b)
const at = (q: number) => small[Math.min(small.length - 1, Math.ceil(q * small.length) - 1)]
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim()
console.log(
  JSON.stringify(
    {
      commit,
      runner: process.argv.includes('--tsx') ? 'tsx' : 'compiled (npm start)',
      ...exportResult,
      budget: { rowsPerSecond: 100_000, rssMb: 150, bulkEditMs: 2000, smallEditP95Ms: 50 },
      bulkEdit: { genre, tracksChanged: edited.changed, ms: edit.ms, serverCpuMs: edit.cpuMs },
      bulkUndo: { tracksRestored: undone.restored, ms: undo.ms, serverCpuMs: undo.cpuMs },
      draftsToOneGenre: {
        tracksChanged: draftsEdited.changed,
        ms: draftEdit.ms,
        serverCpuMs: draftEdit.cpuMs,
        undoMs: draftUndo.ms,
        tracksRestored: draftsUndone.restored
      },
      smallEdits: { tracks: ids.length, edits: small.length, p50Ms: at(0.5), p95Ms: at(0.95) },
      sqliteFile: join(dataDir, 'vibeline.db'),
      loadavg: readFileSync('/proc/loadavg', 'utf8').trim()
    },
    null,
    2
  )
)
stop()
process.exit(0)
