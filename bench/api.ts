// `npm run bench:api [-- --engine sqlite|postgres --runs 3 --duration 10 --connections 4 --suite tracks|stats|ingest|search|catalogue|feed|all
//   --case <words> --warmup 1]`
// Builds (or reuses) a database of 1,000,000 tracks and 10,000,000 plays, starts the server on it (one process per
// core, as `npm start`) and measures the API with autocannon on loopback. Prints p50/p95/p99 latency and requests per
// second per case, and the medians over the runs. Suites: `tracks` (the track list, the default), `stats` (the
// music overview's endpoints), `ingest` (POST /admin/v2/play_histories, batches of 1,000 plays; it adds plays to
// the database), `search` (the navbar's GET /admin/v2/search), `catalogue` (the artist and release lists and an
// artist page, issue 36) and `feed` (the catalogue feed /catalog/v1 read in keyset pages, issue 37). `--case` keeps only the cases whose name contains the words. `--plays N` changes how many plays
// the database is built with, `--tracks N` how many tracks (default 1,000,000): a smaller database (in its own
// BENCH_DATA_DIR / DATABASE_URL) is enough for a keyset page, whose cost hardly depends on the table's size.
// `--engine sqlite` (the default) uses data/bench (BENCH_DATA_DIR). `--engine postgres` uses DATABASE_URL, or
// postgres://postgres@127.0.0.1:5432/vibeline_bench, and data/bench-pg for the media: create the empty database
// first (`createdb -h 127.0.0.1 -U postgres vibeline_bench`); it is migrated and seeded the same way (the seed ends
// with VACUUM ANALYZE).
// A keyword with many matches answers an estimated total (page_meta.total_estimated), its page exact.
// `--warmup S` (default 1) loads each case for S seconds at the same concurrency before its first measured run, and
// throws those answers away: a server just started compiles its hot paths and fills its page cache during the
// first second or so, which otherwise lands in the first run's p95 (search "midnight": 16.5 ms in run 1, 9.0 and
// 8.0 in runs 2 and 3 of the same server). `--warmup 0` measures the cold start.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { loadavg } from 'node:os'
import { resolve } from 'node:path'
import autocannon from 'autocannon'
import { openDatabase } from '../server/db/engine/database'
import { migrate } from '../server/db/migrationFiles'
import { createAccount } from '../server/db/seed'
import { encodeCursor } from '../server/feed/feedService'
import { playMaker } from './playBatches'
import { benchServerEnv, waitForHealth } from './serverUp'

const INGEST_BATCH = 1000
const ENGINE = textArg('engine', 'sqlite')
if (ENGINE !== 'sqlite' && ENGINE !== 'postgres') throw new Error('--engine is sqlite or postgres')
if (ENGINE === 'postgres') process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/vibeline_bench'
// SQLite never reads a DATABASE_URL left in the environment.
else delete process.env.DATABASE_URL
const DATA_DIR = resolve(
  process.env.BENCH_DATA_DIR ?? (ENGINE === 'postgres' ? 'data/bench-pg' : 'data/bench')
)
const PORT = Number(process.env.BENCH_PORT ?? 3999)
const BASE = `http://127.0.0.1:${PORT}`
const ACCOUNT = { email: 'bench@vibeline.local', password: 'bench-password-1', role: 'viewer' as const }
// Reporting plays takes an administrator.
const INGEST_ACCOUNT = {
  email: 'bench-admin@vibeline.local',
  password: 'bench-password-2',
  role: 'admin' as const
}

const TRACKS = arg('tracks', 1_000_000)

function textArg(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback
}

function arg(name: string, fallback: number): number {
  const value = Number(textArg(name, String(fallback)))
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`)
  return value
}

async function prepare(plays: number): Promise<{
  mostPlayed: number
  maxTrack: number
  userIds: number[]
  topArtist: number
  feedMiddle: number
  isrc: string | null
}> {
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
  const countPlays = async () =>
    Number(
      (
        await database.db
          .selectFrom('play_histories')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n
    )
  const havePlays = await countPlays()
  if (havePlays < plays * 0.95) {
    await database.close()
    console.log(`Adding ${(plays - havePlays).toLocaleString('en')} plays (this takes a few minutes)…`)
    const seeded = spawnSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'server/seed-cli.ts', '--plays', String(plays - havePlays)],
      { stdio: 'inherit', env: { ...process.env, DATA_DIR } }
    )
    if (seeded.status !== 0) throw new Error('Seeding the plays failed')
    database = openDatabase({ dataDir: DATA_DIR, databaseUrl: url })
  }
  await createAccount(database.db, ACCOUNT)
  await createAccount(database.db, INGEST_ACCOUNT)
  // From the daily roll-ups: grouping ten million raw plays would take a while.
  const top = await database.db
    .selectFrom('play_daily_tracks')
    .select(['track_id', (eb) => eb.fn.sum<number>('plays').as('plays')])
    .groupBy('track_id')
    .orderBy('plays', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow()
  console.log(
    `Database (${url ? 'PostgreSQL' : 'SQLite'}): ${(await count()).toLocaleString('en')} tracks, ${(await countPlays()).toLocaleString('en')} plays; the most played track is ${top.track_id} (${top.plays} plays).`
  )
  const maxTrack = Number(
    (
      await database.db
        .selectFrom('tracks')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirstOrThrow()
    ).m
  )
  const userIds = (
    await database.db.selectFrom('users').select('id').orderBy('id', 'desc').limit(50_000).execute()
  ).map((u) => u.id)
  // The artist page of the most played track's main artist: the releases and top tracks of a busy artist.
  const artist = await database.db
    .selectFrom('track_artists')
    .select('artist_id')
    .where('track_id', '=', top.track_id)
    .where('role', '=', 'main')
    .executeTakeFirst()
  // The feed (issue 37): a position half way through its change log, and the ISRC of the most played track.
  const log = await database.db
    .selectFrom('catalog_changes')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirstOrThrow()
  const link = await database.db
    .selectFrom('track_links')
    .select('isrc')
    .where('track_id', '=', top.track_id)
    .executeTakeFirst()
  await database.close()
  return {
    mostPlayed: top.track_id,
    maxTrack,
    userIds,
    topArtist: artist?.artist_id ?? 1,
    feedMiddle: Math.floor(Number(log.last ?? 0) / 2),
    isrc: link?.isrc ?? null
  }
}

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/start.ts'], {
    env: benchServerEnv(DATA_DIR, PORT),
    stdio: ['ignore', 'ignore', 'inherit']
  })
  // A loaded machine takes tens of seconds to start two processes through tsx.
  await waitForHealth(BASE, child, 120_000)
  return child
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

// rps counts every answer, errors too; okPerSecond only the successful ones (the plays actually stored).
type Result = { p50: number; p95: number; p99: number; rps: number; okPerSecond: number; errors: number }

type Case = { name: string; path: string; token: string; body?: () => string }

function measure({ path, token, body }: Case, duration: number, connections: number): Promise<Result> {
  return new Promise((resolvePromise, reject) => {
    const times: number[] = []
    let errors = 0
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const instance = autocannon(
      body
        ? {
            url: `${BASE}${path}`,
            connections,
            duration,
            headers,
            // Every request a new batch, as the streaming service would send.
            requests: [
              { method: 'POST', path, headers, setupRequest: (request) => ({ ...request, body: body() }) }
            ]
          }
        : { url: `${BASE}${path}`, connections, duration, headers: { authorization: `Bearer ${token}` } },
      (err, result) => {
        if (err) return reject(err)
        times.sort((a, b) => a - b)
        // Nothing answered in time (a loaded machine): report the case as failed rather than stop the bench.
        if (times.length === 0)
          return resolvePromise({
            p50: NaN,
            p95: NaN,
            p99: NaN,
            rps: 0,
            okPerSecond: 0,
            errors: errors + result.errors + result.non2xx
          })
        resolvePromise({
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          rps: result.requests.average,
          okPerSecond: times.length / duration,
          errors: errors + result.errors + result.non2xx
        })
      }
    )
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      if (status === 200 || status === 201) times.push(responseTime)
      else errors++
    })
  })
}

async function signIn(account: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${BASE}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password })
  })
  // Access tokens last 10 minutes by default; one token per run is plenty.
  return (await login.json()).accessToken as string
}

async function main() {
  const runs = arg('runs', 1)
  const duration = arg('duration', 10)
  const connections = arg('connections', 4)
  const warmup = arg('warmup', 1)
  const suite = textArg('suite', 'tracks')
  const only = textArg('case', '').toLowerCase()
  if (!['tracks', 'stats', 'ingest', 'search', 'catalogue', 'feed', 'all'].includes(suite))
    throw new Error('--suite is tracks, stats, ingest, search, catalogue, feed or all')
  const { mostPlayed, maxTrack, userIds, topArtist, feedMiddle, isrc } = await prepare(
    arg('plays', 10_000_000)
  )
  const server = await startServer()
  try {
    const all = new Map<string, Result[]>()
    for (let run = 1; run <= runs; run++) {
      const token = await signIn(ACCOUNT)
      const adminToken = await signIn(INGEST_ACCOUNT)
      const q = (filters: object) => encodeURIComponent(JSON.stringify(filters))
      const get = (name: string, path: string): Case => ({ name, path, token })
      const cases: Case[] = []
      if (suite === 'tracks' || suite === 'all')
        cases.push(
          get('first page', '/admin/v2/tracks?page=1&per_page=20'),
          get('keyword filter', `/admin/v2/tracks?page=1&per_page=20&filters=${q({ keyword: 'midnight' })}`),
          get(
            'genre + date range',
            `/admin/v2/tracks?page=1&per_page=20&filters=${q({ genre: 'jazz', date_from: '2023-01-01', date_to: '2023-06-30' })}`
          ),
          get(
            'keyword + genre + date range',
            `/admin/v2/tracks?page=1&per_page=20&filters=${q({ keyword: 'midnight', genre: 'jazz', date_from: '2023-01-01', date_to: '2023-06-30' })}`
          ),
          get('page 50,000 (per_page 20)', '/admin/v2/tracks?page=50000&per_page=20'),
          get('sort by plays', '/admin/v2/tracks?page=1&per_page=20&sort_by=play_count&sort_dir=desc'),
          get('sort by duration', '/admin/v2/tracks?page=1&per_page=20&sort_by=duration&sort_dir=asc'),
          get('sort by title', '/admin/v2/tracks?page=1&per_page=20&sort_by=title&sort_dir=asc'),
          get('sort by artist', '/admin/v2/tracks?page=1&per_page=20&sort_by=artist&sort_dir=desc'),
          get(
            'sort by release date',
            '/admin/v2/tracks?page=1&per_page=20&sort_by=release_date&sort_dir=desc'
          ),
          get('oldest first', '/admin/v2/tracks?page=1&per_page=20&sort_by=created_at&sort_dir=asc'),
          get('page 25,000 (the middle)', '/admin/v2/tracks?page=25000&per_page=20'),
          get(
            'page 25,000 sorted by plays',
            '/admin/v2/tracks?page=25000&per_page=20&sort_by=play_count&sort_dir=desc'
          ),
          get(
            'plays of the most played track',
            `/admin/v2/play_histories?track_id=${mostPlayed}&page=1&per_page=20`
          )
        )
      if (suite === 'search' || suite === 'all') {
        // The navbar search: 4 tracks (most played first), 4 playlists, and 4 users for the administrator.
        const search = (name: string, text: string, as = token): Case => ({
          name,
          path: `/admin/v2/search?q=${encodeURIComponent(text)}`,
          token: as
        })
        cases.push(
          search('search: "midnight" (viewer)', 'midnight'),
          search('search: "mi" (viewer)', 'mi'),
          search('search: "love" (admin, users too)', 'love', adminToken),
          search('search: "mi" (admin, users too)', 'mi', adminToken),
          search('search: "zzqx" no match (admin)', 'zzqx', adminToken)
        )
      }
      if (suite === 'stats' || suite === 'all') {
        const day = (daysAgo: number) =>
          new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
        const custom = `from=${day(200)}&to=${day(20)}`
        cases.push(
          get('stats: catalogue', '/admin/v2/stats/catalogue'),
          get('stats: plays per day, 90 d', '/admin/v2/stats/plays-per-day?days=90'),
          get('stats: listeners per day, 90 d', '/admin/v2/stats/listeners-per-day?days=90'),
          get('stats: new users per day, 90 d', '/admin/v2/stats/new-users-per-day?days=90'),
          get('stats: genres, 90 d', '/admin/v2/stats/genres?days=90'),
          get('stats: top tracks, 7 d', '/admin/v2/stats/top-tracks?days=7'),
          get('stats: top tracks, 30 d', '/admin/v2/stats/top-tracks?days=30'),
          get('stats: top tracks, 90 d', '/admin/v2/stats/top-tracks?days=90'),
          get('stats: top tracks, 181 d custom', `/admin/v2/stats/top-tracks?${custom}`),
          get('stats: top artists, 30 d', '/admin/v2/stats/top-artists?days=30'),
          get('stats: top artists, 90 d', '/admin/v2/stats/top-artists?days=90')
        )
      }
      if (suite === 'catalogue' || suite === 'all') {
        // Issue 36: the artist and release lists (first page, keyword, a filter, a sort) and the artist page.
        cases.push(
          get('artists: first page', '/admin/v2/artists?page=1&per_page=20'),
          get('artists: keyword', `/admin/v2/artists?page=1&per_page=20&filters=${q({ keyword: 'the' })}`),
          get('artists: country', `/admin/v2/artists?page=1&per_page=20&filters=${q({ country: 'GB' })}`),
          get('artists: newest', '/admin/v2/artists?page=1&per_page=20&sort_by=created_at&sort_dir=desc'),
          get('releases: first page', '/admin/v2/releases?page=1&per_page=20'),
          // The start of two of the seed's title words (lunar, lucky): about 3,700 releases, so a capped count.
          get('releases: keyword', `/admin/v2/releases?page=1&per_page=20&filters=${q({ keyword: 'lu' })}`),
          get('releases: singles', `/admin/v2/releases?page=1&per_page=20&filters=${q({ type: 'single' })}`),
          get('releases: by title', '/admin/v2/releases?page=1&per_page=20&sort_by=title&sort_dir=asc'),
          get('artist page', `/admin/v2/artists/${topArtist}/page`)
        )
      }
      if (suite === 'feed' || suite === 'all') {
        // Issue 37: the streaming back end reads the feed in keyset pages (from the start, and on from a cursor half
        // way through the log) and asks whether a track plays in a country. A person who reads releases may read it.
        cases.push(
          get('feed: from the start, 100', '/catalog/v1/changes?limit=100'),
          get('feed: from the middle, 100', `/catalog/v1/changes?limit=100&since=${encodeCursor(feedMiddle)}`)
        )
        if (isrc) cases.push(get('feed: a track by ISRC in DE', `/catalog/v1/tracks/${isrc}?country=DE`))
      }
      if (suite === 'ingest' || suite === 'all') {
        const play = playMaker(maxTrack, userIds, `bench-${process.pid}-${run}`)
        const batch = () => JSON.stringify({ plays: Array.from({ length: INGEST_BATCH }, play) })
        cases.push({
          name: `ingest: ${INGEST_BATCH} plays per request`,
          path: '/admin/v2/play_histories',
          token: adminToken,
          body: batch
        })
      }
      console.log(
        `\nRun ${run}/${runs} (${ENGINE}): ${duration} s per case, ${connections} connections, load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`
      )
      for (const c of cases.filter((c) => c.name.toLowerCase().includes(only))) {
        // Warm-up, one request at a time: caches, prepared statements, the deep-page anchors.
        let total = ''
        for (let i = 0; i < 5; i++) {
          const response = await fetch(`${BASE}${c.path}`, {
            method: c.body ? 'POST' : 'GET',
            headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
            ...(c.body ? { body: c.body() } : {})
          })
          const answer = (await response.json()) as {
            page_meta?: { total?: number; total_estimated?: boolean }
          }
          const meta = answer.page_meta
          if (meta?.total !== undefined)
            total = `   total ${meta.total_estimated ? 'about ' : ''}${meta.total.toLocaleString('en')}`
        }
        if (run === 1 && warmup > 0) await measure(c, warmup, connections)
        const result = await measure(c, duration, connections)
        all.set(c.name, [...(all.get(c.name) ?? []), result])
        const perSecond = c.body
          ? `   ${Math.round(result.okPerSecond * INGEST_BATCH).toLocaleString('en')} plays/s stored`
          : ''
        console.log(
          `  ${c.name.padEnd(36)} p50 ${result.p50.toFixed(1).padStart(6)} ms   p95 ${result.p95.toFixed(1).padStart(6)} ms   p99 ${result.p99.toFixed(1).padStart(6)} ms   ${Math.round(result.rps).toString().padStart(6)} req/s${perSecond}${result.errors ? `   ${result.errors} errors` : ''}${total}`
        )
      }
    }
    if (runs > 1) {
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
      console.log(
        `\nMedians of ${runs} runs (${ENGINE}, ${connections} connections; load average now ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')})`
      )
      for (const [name, results] of all) {
        const rps = median(results.map((r) => r.rps))
        const perSecond = name.startsWith('ingest')
          ? `   ${Math.round(median(results.map((r) => r.okPerSecond)) * INGEST_BATCH).toLocaleString('en')} plays/s stored`
          : ''
        console.log(
          `  ${name.padEnd(36)} p50 ${median(results.map((r) => r.p50))
            .toFixed(1)
            .padStart(6)} ms   p95 ${median(results.map((r) => r.p95))
            .toFixed(1)
            .padStart(6)} ms   p99 ${median(results.map((r) => r.p99))
            .toFixed(1)
            .padStart(6)} ms   ${Math.round(rps).toString().padStart(6)} req/s${perSecond}`
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
