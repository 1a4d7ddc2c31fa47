// `[DATABASE_URL=…] BENCH_DATA_DIR=… PENDING=200000 [CHUNK=n] npx tsx bench/fold-profile.ts` times the play fold
// (plays/fold.ts) on a bench database (SQLite by default, PostgreSQL with DATABASE_URL). With PENDING it appends that
// many pending rows drawn as the ingest bench draws its plays (bench/playBatches.ts: a few hits, a long tail, one
// row per play, today), folds them chunk by chunk as the server does, then appends the same rows negated and folds
// those too, so the database's numbers end where they began. Without PENDING it folds the backlog an ingest run
// left, for at most SECONDS (300). Prints rows/s, each chunk's transaction time (SQLite holds its write lock that
// long: what a batch of plays may wait) and, on PostgreSQL, the time of each statement, summed.
import Database from 'better-sqlite3'
import pg from 'pg'
import { sql } from 'kysely'
import { resolve } from 'node:path'
import { openDatabase } from '../server/db/engine/database'
import { migrate } from '../server/db/migrationFiles'
import { foldChunkSize, foldOnce } from '../server/plays/fold'
import { playMaker } from './playBatches'

const times = new Map<string, { ms: number; calls: number }>()
const query = pg.Client.prototype.query
pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text
  const answer = (query as (...args: unknown[]) => unknown).call(this, config, ...rest)
  if (!text || !(answer instanceof Promise)) return answer
  const start = performance.now()
  return answer.finally(() => timed(text.replace(/\s+/g, ' ').slice(0, 70), start))
} as typeof pg.Client.prototype.query

function timed(key: string, start: number): void {
  const e = times.get(key) ?? { ms: 0, calls: 0 }
  e.ms += performance.now() - start
  e.calls++
  times.set(key, e)
}

// SQLite: each statement's all and run (better-sqlite3 runs them synchronously).
const statementPrototype = Object.getPrototypeOf(new Database(':memory:').prepare('select 1')) as Record<
  'all' | 'run',
  (...args: unknown[]) => unknown
> & { source: string }
for (const method of ['all', 'run'] as const) {
  const original = statementPrototype[method]
  statementPrototype[method] = function (this: { source: string }, ...args: unknown[]) {
    const start = performance.now()
    try {
      return original.apply(this, args)
    } finally {
      timed(this.source.replace(/\s+/g, ' ').slice(0, 70), start)
    }
  }
}

const database = openDatabase({
  dataDir: resolve(process.env.BENCH_DATA_DIR ?? 'data/bench'),
  databaseUrl: process.env.DATABASE_URL
})
const { db } = database
await migrate(db, database.dialect)
const chunk = Number(process.env.CHUNK ?? foldChunkSize(db))
const pending = Number(process.env.PENDING ?? 0)
// The same start for every run (autovacuum is off on this project's machines; the server vacuums these itself).
if (database.dialect === 'postgres')
  for (const table of ['tracks', 'play_pending', 'play_daily_tracks', 'play_daily_listeners'])
    await sql`vacuum analyze ${sql.table(table)}`.execute(db)
const deadline = performance.now() + Number(process.env.SECONDS ?? 300) * 1000

type Row = { day: string; track_id: number; user_id: number; plays: number }

async function append(rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('play_pending')
      .values(rows.slice(i, i + 1000))
      .execute()
}

/** Folds until nothing is pending (or the deadline); prints the rate and the chunks' transaction times. */
async function fold(label: string): Promise<void> {
  times.clear()
  const chunkMs: number[] = []
  const cpu = process.cpuUsage()
  const started = performance.now()
  let rows = 0
  for (;;) {
    const start = performance.now()
    const folded = await foldOnce(db, chunk)
    if (folded === 0 || performance.now() > deadline) break
    chunkMs.push(performance.now() - start)
    rows += folded
  }
  const ms = performance.now() - started
  const c = process.cpuUsage(cpu)
  chunkMs.sort((a, b) => a - b)
  const at = (p: number) => chunkMs[Math.min(chunkMs.length - 1, Math.floor(p * chunkMs.length))]?.toFixed(0)
  console.log(
    `${label}: ${rows.toLocaleString('en')} rows in ${chunkMs.length} chunks of ${chunk} in ${ms.toFixed(0)} ms, ` +
      `${Math.round((rows / ms) * 1000).toLocaleString('en')} rows/s; a chunk p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, ` +
      `max ${at(1)} ms; node CPU ${((c.user + c.system) / 1000).toFixed(0)} ms`
  )
  for (const [k, v] of [...times].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12))
    console.log(v.ms.toFixed(0).padStart(8), `${v.calls}×`.padStart(6), k)
}

if (pending > 0) {
  const maxTrack = Number(
    (
      await db
        .selectFrom('tracks')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirstOrThrow()
    ).m
  )
  const users = (await db.selectFrom('users').select('id').orderBy('id', 'desc').limit(50_000).execute()).map(
    (u) => u.id
  )
  const next = playMaker(maxTrack, users, 'fold-profile')
  const day = new Date().toISOString().slice(0, 10)
  const rows = Array.from({ length: pending }, () => {
    const play = next()
    return { day, track_id: play.track_id, user_id: play.user_id, plays: 1 }
  })
  const left = await db
    .selectFrom('play_pending')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  if (Number(left.n) > 0)
    await fold(`the ${Number(left.n).toLocaleString('en')} rows pending before (not timed)`)
  await append(rows)
  await fold('plays added')
  await append(rows.map((r) => ({ ...r, plays: -1 })))
  await fold('the same taken off')
} else await fold('the backlog')
database.sqlite?.pragma('wal_checkpoint(truncate)')
await database.close()
