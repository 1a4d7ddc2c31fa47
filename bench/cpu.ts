// `npx tsx bench/cpu.ts [--engine sqlite|postgres] [--root DIR]... [--rounds 3] [--duration 5] [--connections 10]
//   [--case <words>] [--profile DIR]`
// CPU time per request of one server process (WORKERS=1) under autocannon: the process's user + system time from
// /proc divided by the answers it gave. Less sensitive to other work on a shared machine than requests/s. Each
// `--root` is a checkout of this repository (with node_modules) whose server is measured on the same database, the
// roots taking turns (A, B, A, B…) so that they share the machine's load; the default is this checkout. The
// database is the bench's (BENCH_DATA_DIR or data/bench; DATABASE_URL or vibeline_bench for postgres), already
// built by `npm run bench:api`; only the bench account signs in. `--profile DIR` writes a V8 CPU profile per
// process and round there (open it in Chrome's DevTools) and prints the functions with the most self time.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, readdirSync, mkdirSync } from 'node:fs'
import { loadavg } from 'node:os'
import { resolve, join } from 'node:path'
import autocannon, { type Result } from 'autocannon'
import pg from 'pg'
import { openDatabase } from '../server/db/engine/database'
import { encodeCursor } from '../server/feed/feedService'
import { playMaker } from './playBatches'
import { benchServerEnv, waitForHealth } from './serverUp'

const argv = process.argv.slice(2)
const many = (name: string) => argv.flatMap((a, i) => (a === `--${name}` ? [argv[i + 1]] : []))
const one = (name: string, fallback: string) => many(name)[0] ?? fallback
const ENGINE = one('engine', 'sqlite')
const ROOTS = (many('root').length ? many('root') : ['.']).map((r) => resolve(r))
const ROUNDS = Number(one('rounds', '3'))
const DURATION = Number(one('duration', '5'))
const CONNECTIONS = Number(one('connections', '10'))
const ONLY = one('case', '').toLowerCase()
const PROFILE = many('profile')[0] ? resolve(many('profile')[0]) : undefined
const PORT = Number(process.env.BENCH_PORT ?? 3998)
const BASE = `http://127.0.0.1:${PORT}`
const DATA_DIR = resolve(
  process.env.BENCH_DATA_DIR ?? (ENGINE === 'postgres' ? 'data/bench-pg' : 'data/bench')
)
const DATABASE_URL =
  ENGINE === 'postgres'
    ? process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/vibeline_bench'
    : undefined
const ACCOUNT = { email: 'bench@vibeline.local', password: 'bench-password-1' }
const ADMIN = { email: 'bench-admin@vibeline.local', password: 'bench-password-2' }
const TICK_MS = 1000 / 100

const q = (filters: object) => encodeURIComponent(JSON.stringify(filters))
/** A case with `ingest` posts a new batch of 1,000 plays with every request (it adds plays to the database). */
const CASES: { name: string; path: string; admin?: boolean; ingest?: boolean }[] = [
  { name: 'first page', path: '/admin/v2/tracks?page=1&per_page=20' },
  {
    name: 'keyword filter',
    path: `/admin/v2/tracks?page=1&per_page=20&filters=${q({ keyword: 'midnight' })}`
  },
  {
    name: 'genre + date range',
    path: `/admin/v2/tracks?page=1&per_page=20&filters=${q({ genre: 'jazz', date_from: '2023-01-01', date_to: '2023-06-30' })}`
  },
  {
    name: 'keyword + genre + date range',
    path: `/admin/v2/tracks?page=1&per_page=20&filters=${q({ keyword: 'midnight', genre: 'jazz', date_from: '2023-01-01', date_to: '2023-06-30' })}`
  },
  { name: 'page 50,000', path: '/admin/v2/tracks?page=50000&per_page=20' },
  { name: 'sort by plays', path: '/admin/v2/tracks?page=1&per_page=20&sort_by=play_count&sort_dir=desc' },
  { name: 'sort by duration', path: '/admin/v2/tracks?page=1&per_page=20&sort_by=duration&sort_dir=asc' },
  { name: 'search midnight', path: '/admin/v2/search?q=midnight' },
  { name: 'search mi', path: '/admin/v2/search?q=mi' },
  { name: 'search love (admin)', path: '/admin/v2/search?q=love', admin: true },
  { name: 'search zzqx (admin)', path: '/admin/v2/search?q=zzqx', admin: true },
  { name: 'account (auth only)', path: '/admin/v2/account' },
  { name: 'plays of a track', path: '/admin/v2/play_histories?track_id=1000&page=1&per_page=20' },
  { name: 'plays, all tracks', path: '/admin/v2/play_histories?page=1&per_page=20' },
  { name: 'ingest 1,000 plays (admin)', path: '/admin/v2/play_histories', admin: true, ingest: true },
  // The catalogue feed (issue 37); {middle} is a cursor half way through the change log.
  { name: 'feed from the start, 100', path: '/catalog/v1/changes?limit=100' },
  { name: 'feed from the middle, 100', path: '/catalog/v1/changes?limit=100&since={middle}' }
]

/** A cursor half way through the bench database's change log, as bench/api.ts reads on from. */
async function feedMiddle(): Promise<string> {
  const database = openDatabase({ dataDir: DATA_DIR, databaseUrl: DATABASE_URL })
  try {
    const { last } = await database.db
      .selectFrom('catalog_changes')
      .select((eb) => eb.fn.max('position').as('last'))
      .executeTakeFirstOrThrow()
    return encodeCursor(Math.floor(Number(last ?? 0) / 2))
  } finally {
    await database.close()
  }
}

/** The plays of an ingest case: the bench database's tracks and its newest 50,000 users, as bench/api.ts draws them. */
async function ingestBodies(): Promise<() => string> {
  const database = openDatabase({ dataDir: DATA_DIR, databaseUrl: DATABASE_URL })
  try {
    const { m } = await database.db
      .selectFrom('tracks')
      .select((eb) => eb.fn.max('id').as('m'))
      .executeTakeFirstOrThrow()
    const users = await database.db
      .selectFrom('users')
      .select('id')
      .orderBy('id', 'desc')
      .limit(50_000)
      .execute()
    const play = playMaker(
      Number(m),
      users.map((u) => u.id),
      `cpu-${process.pid}-${Date.now()}`
    )
    return () => JSON.stringify({ plays: Array.from({ length: 1000 }, play) })
  } finally {
    await database.close()
  }
}

/** User + system CPU time of a process so far, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

async function start(root: string, profileDir?: string): Promise<ChildProcess> {
  const flags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    env: { ...benchServerEnv(DATA_DIR, PORT), DATABASE_URL: DATABASE_URL || '', WORKERS: '1' },
    stdio: ['ignore', 'ignore', 'inherit']
  })
  await waitForHealth(BASE, child)
  return child
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

async function signIn(account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${BASE}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account)
  })
  if (!res.ok)
    throw new Error(`Sign-in failed (${res.status}): run npm run bench:api once to create the account`)
  return ((await res.json()) as { accessToken: string }).accessToken
}

type Sample = { cpuUs: number; dbUs: number; rps: number; p50: number; p95: number }

/** CPU time so far of the PostgreSQL server processes serving the bench database (0 on SQLite). */
async function databaseCpuMs(): Promise<number> {
  if (!DATABASE_URL) return 0
  const client = new pg.Client({ connectionString: DATABASE_URL })
  await client.connect()
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()'
    )
    return rows.reduce((sum, r) => {
      try {
        return sum + cpuMs(r.pid)
      } catch {
        return sum // gone meanwhile
      }
    }, 0)
  } finally {
    await client.end()
  }
}

async function measure(pid: number, path: string, token: string, body?: () => string): Promise<Sample> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  for (let i = 0; i < (body ? 10 : 200); i++)
    await fetch(`${BASE}${path}`, { headers, ...(body ? { method: 'POST', body: body() } : {}) })
  const before = cpuMs(pid)
  const dbBefore = await databaseCpuMs()
  const from = nowUs()
  const times: number[] = []
  const result = await new Promise<Result>((done, fail) => {
    const instance = autocannon(
      {
        url: `${BASE}${path}`,
        connections: CONNECTIONS,
        duration: DURATION,
        headers,
        ...(body
          ? { requests: [{ method: 'POST', path, headers, setupRequest: (r) => ({ ...r, body: body() }) }] }
          : {})
      },
      (err, answer) => (err ? fail(err) : done(answer))
    )
    instance.on('response', (_c: unknown, status: number, _b: number, ms: number) => {
      if (status === 200 || status === 201) times.push(ms)
    })
  })
  const used = cpuMs(pid) - before
  windows.push([from, nowUs()])
  const dbUsed = (await databaseCpuMs()) - dbBefore
  times.sort((a, b) => a - b)
  const pick = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} answers were not 2xx`)
  return {
    cpuUs: (used * 1000) / result.requests.total,
    dbUs: (dbUsed * 1000) / result.requests.total,
    rps: result.requests.average,
    p50: pick(0.5),
    p95: pick(0.95)
  }
}

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }
type Profile = { nodes: Node[]; startTime: number; samples: number[]; timeDeltas: number[] }

/** When the load ran, on the monotonic clock V8's profiles use (µs): start-up and warm-up are left out. */
const windows: [number, number][] = []
const nowUs = () => Number(process.hrtime.bigint() / 1000n)

/** The functions with the most self time in the profiles written to `dir`. */
function summarize(dir: string): void {
  const self = new Map<string, number>()
  let total = 0
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile
    const keyOf = new Map<number, string>()
    for (const node of profile.nodes) {
      const { functionName, url, lineNumber } = node.callFrame
      const where = url.replace(/^file:\/\//, '').replace(/^.*node_modules\//, '')
      keyOf.set(
        node.id,
        `${functionName || '(anonymous)'} ${where.split('/').slice(-3).join('/')}:${lineNumber + 1}`
      )
    }
    let at = profile.startTime
    profile.samples.forEach((id, i) => {
      at += profile.timeDeltas[i]
      if (!windows.some(([a, b]) => at >= a && at <= b)) return
      const key = keyOf.get(id)!
      self.set(key, (self.get(key) ?? 0) + 1)
      total++
    })
  }
  const busy = total - (self.get('(idle) :0') ?? 0)
  const byPackage = new Map<string, number>()
  for (const [key, hits] of self) {
    const where = key.split(' ').slice(1).join(' ')
    const pkg = key.startsWith('executeQuery ')
      ? 'SQL (better-sqlite3 / pg)'
      : key.startsWith('(idle)')
        ? ''
        : where.includes('server/') || where.includes('src/')
          ? 'this repository'
          : /^(@fastify\/)?[\w.-]+\//.test(where) && !where.startsWith('node:')
            ? where.split('/')[0]
            : 'node and V8'
    if (pkg) byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits)
  }
  console.log('  share of busy time by where it is spent:')
  for (const [pkg, hits] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${((100 * hits) / busy).toFixed(1).padStart(5)}%  ${pkg}`)
  console.log('  functions with the most self time (share of busy time):')
  const top = [...self]
    .filter(([k]) => !k.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
  for (const [key, hits] of top) console.log(`  ${((100 * hits) / busy).toFixed(1).padStart(5)}%  ${key}`)
}

async function main() {
  const filtered = CASES.filter((c) => c.name.toLowerCase().includes(ONLY))
  const middle = filtered.some((c) => c.path.includes('{middle}')) ? await feedMiddle() : ''
  const cases = filtered.map((c) => ({ ...c, path: c.path.replace('{middle}', middle) }))
  const results = new Map<string, Sample[]>()
  console.log(
    `${ENGINE}, ${CONNECTIONS} connections, ${DURATION} s per case; load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`
  )
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [r, root] of ROOTS.entries()) {
      const dir = PROFILE ? join(PROFILE, `root${r}-round${round}`) : undefined
      if (dir) mkdirSync(dir, { recursive: true })
      const server = await start(root, dir)
      try {
        const tokens = { viewer: await signIn(ACCOUNT), admin: await signIn(ADMIN) }
        for (const c of cases) {
          const token = c.admin ? tokens.admin : tokens.viewer
          const sample = await measure(
            server.pid!,
            c.path,
            token,
            c.ingest ? await ingestBodies() : undefined
          )
          const key = `${c.name} | ${r}`
          results.set(key, [...(results.get(key) ?? []), sample])
          console.log(
            `  round ${round} root ${r} ${c.name.padEnd(30)} ${sample.cpuUs.toFixed(0).padStart(6)} µs CPU/req${DATABASE_URL ? ` + ${sample.dbUs.toFixed(0)} µs PostgreSQL` : ''} ${Math.round(sample.rps).toString().padStart(6)} req/s p50 ${sample.p50.toFixed(1)} p95 ${sample.p95.toFixed(1)} ms`
          )
        }
      } finally {
        await stop(server)
      }
      if (dir) summarize(dir)
      windows.length = 0
    }
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]
  console.log(
    `\nMedians of ${ROUNDS} (load now ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`
  )
  ROOTS.forEach((root, r) => console.log(`  root ${r}: ${root}`))
  for (const [key, samples] of results)
    console.log(
      `  ${key.padEnd(36)} ${median(samples.map((s) => s.cpuUs))
        .toFixed(0)
        .padStart(
          6
        )} µs CPU/req${DATABASE_URL ? ` + ${median(samples.map((s) => s.dbUs)).toFixed(0)} µs PostgreSQL` : ''} ${Math.round(
        median(samples.map((s) => s.rps))
      )
        .toString()
        .padStart(
          6
        )} req/s p50 ${median(samples.map((s) => s.p50)).toFixed(1)} p95 ${median(samples.map((s) => s.p95)).toFixed(1)} ms`
    )
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
