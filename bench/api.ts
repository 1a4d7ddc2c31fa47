// `npm run bench:api [-- --runs 3 --duration 10 --connections 4]`
// Builds (or reuses) a 1,000,000-track SQLite database under data/bench, starts the server on it and measures
// the track list API with autocannon on loopback. Prints p50/p95/p99 latency and requests per second per case.
// Set DATABASE_URL to measure on PostgreSQL instead: an empty database is migrated and seeded the same way (the
// seed ends with VACUUM ANALYZE), e.g. `createdb -h 127.0.0.1 -U postgres vibeline_bench` then
// `DATABASE_URL=postgres://postgres@127.0.0.1:5432/vibeline_bench BENCH_DATA_DIR=data/bench-pg npm run bench:api`.
// On PostgreSQL a keyword with many matches answers the planner's estimate as its total (page_meta.total_estimated).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import autocannon from 'autocannon'
import { openDatabase } from '../server/db/database'
import { migrate } from '../server/db/migrations'
import { createAccount } from '../server/db/seed'

const TRACKS = 1_000_000
const DATA_DIR = resolve(process.env.BENCH_DATA_DIR ?? 'data/bench')
const PORT = Number(process.env.BENCH_PORT ?? 3999)
const BASE = `http://127.0.0.1:${PORT}`
const ACCOUNT = { email: 'bench@vibeline.local', password: 'bench-password-1', role: 'viewer' as const }

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? Number(process.argv[index + 1]) : fallback
}

async function prepare(): Promise<{ mostPlayed: number }> {
  mkdirSync(DATA_DIR, { recursive: true })
  const url = process.env.DATABASE_URL
  let database = openDatabase({ dataDir: DATA_DIR, databaseUrl: url })
  await migrate(database.db, database.dialect)
  const count = async () =>
    Number(
      (
        await database.db
          .selectFrom('tracks')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n
    )
  const have = await count()
  if (have < TRACKS) {
    await database.close()
    console.log(
      `Building the benchmark database (${have.toLocaleString('en')} tracks so far; this takes a few minutes)…`
    )
    const seeded = spawnSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'server/seed-cli.ts', '--tracks', String(TRACKS - have)],
      {
        stdio: 'inherit',
        env: { ...process.env, DATA_DIR }
      }
    )
    if (seeded.status !== 0) throw new Error('Seeding the benchmark database failed')
    database = openDatabase({ dataDir: DATA_DIR, databaseUrl: url })
  }
  await createAccount(database.db, ACCOUNT)
  const top = await database.db
    .selectFrom('play_histories')
    .select(['track_id', (eb) => eb.fn.countAll<number>().as('plays')])
    .groupBy('track_id')
    .orderBy('plays', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow()
  console.log(
    `Database (${url ? 'PostgreSQL' : 'SQLite'}): ${(await count()).toLocaleString('en')} tracks; the most played track is ${top.track_id} (${top.plays} plays).`
  )
  await database.close()
  return { mostPlayed: top.track_id }
}

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/start.ts'], {
    env: {
      ...process.env,
      DATA_DIR,
      PORT: String(PORT),
      SKIP_BUILD: '1',
      STATIC_DIR: '',
      SEED: '0',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'unused-bench-admin'
    },
    stdio: ['ignore', 'ignore', 'inherit']
  })
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/health`)).ok) return child
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill()
  throw new Error('The server did not start')
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

type Result = { p50: number; p95: number; p99: number; rps: number; errors: number }

function measure(path: string, token: string, duration: number, connections: number): Promise<Result> {
  return new Promise((resolvePromise, reject) => {
    const times: number[] = []
    let errors = 0
    const instance = autocannon(
      { url: `${BASE}${path}`, connections, duration, headers: { authorization: `Bearer ${token}` } },
      (err, result) => {
        if (err) return reject(err)
        times.sort((a, b) => a - b)
        if (times.length === 0) return reject(new Error(`${path}: no successful response (${errors} errors)`))
        resolvePromise({
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          rps: result.requests.average,
          errors: errors + result.errors + result.non2xx
        })
      }
    )
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      if (status === 200) times.push(responseTime)
      else errors++
    })
  })
}

async function main() {
  const runs = arg('runs', 1)
  const duration = arg('duration', 10)
  const connections = arg('connections', 4)
  const { mostPlayed } = await prepare()
  const server = await startServer()
  try {
    const login = await fetch(`${BASE}/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ACCOUNT.email, password: ACCOUNT.password })
    })
    // Access tokens last 10 minutes by default; one token per run is plenty.
    const token = (await login.json()).accessToken as string
    const q = (filters: object) => encodeURIComponent(JSON.stringify(filters))
    const cases: [string, string][] = [
      ['first page', '/admin/v2/tracks?page=1&per_page=20'],
      ['keyword filter', `/admin/v2/tracks?page=1&per_page=20&filters=${q({ keyword: 'midnight' })}`],
      [
        'genre + date range',
        `/admin/v2/tracks?page=1&per_page=20&filters=${q({ genre: 'jazz', date_from: '2023-01-01', date_to: '2023-06-30' })}`
      ],
      ['page 50,000 (per_page 20)', '/admin/v2/tracks?page=50000&per_page=20'],
      ['plays of the most played track', `/admin/v2/play_histories?track_id=${mostPlayed}&page=1&per_page=20`]
    ]
    const all = new Map<string, Result[]>()
    for (let run = 1; run <= runs; run++) {
      console.log(`\nRun ${run}/${runs}: ${duration} s per case, ${connections} connections`)
      for (const [name, path] of cases) {
        // Warm-up, one request at a time: caches, prepared statements, the deep-page anchors.
        for (let i = 0; i < 5; i++)
          await fetch(`${BASE}${path}`, { headers: { authorization: `Bearer ${token}` } })
        const result = await measure(path, token, duration, connections)
        all.set(name, [...(all.get(name) ?? []), result])
        console.log(
          `  ${name.padEnd(32)} p50 ${result.p50.toFixed(1).padStart(6)} ms   p95 ${result.p95.toFixed(1).padStart(6)} ms   p99 ${result.p99.toFixed(1).padStart(6)} ms   ${Math.round(result.rps).toString().padStart(6)} req/s${result.errors ? `   ${result.errors} errors` : ''}`
        )
      }
    }
    if (runs > 1) {
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
      console.log(`\nMedians of ${runs} runs`)
      for (const [name, results] of all) {
        console.log(
          `  ${name.padEnd(32)} p50 ${median(results.map((r) => r.p50))
            .toFixed(1)
            .padStart(6)} ms   p95 ${median(results.map((r) => r.p95))
            .toFixed(1)
            .padStart(6)} ms   p99 ${median(results.map((r) => r.p99))
            .toFixed(1)
            .padStart(6)} ms   ${Math.round(median(results.map((r) => r.rps)))
            .toString()
            .padStart(6)} req/s`
        )
      }
    }
  } finally {
    server.kill('SIGTERM')
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
