// `npx tsx bench/ingest-profile.ts [--batches 20] [--group 1] [--by-btree] [--other-writer] [--drop-indexes a,b]`
// (BENCH_DATA_DIR, default data/bench)
// Times each SQL statement of ingesting batches of 1,000 plays in one process, with batches built as
// bench/api.ts builds them, on the SQLite bench database (it WRITES plays: use a copy). `--group N` sends N
// batches at once, as N requests arriving together (each its own transaction). `--by-btree`
// (with PROFILE_PRAGMAS='wal_autocheckpoint = 0') reads the WAL frames the transactions wrote and names the table
// or index of each page: which b-trees the writes go to. `--other-writer` has a second connection commit a row before
// each transaction, as the server's other process does: SQLite then drops this connection's page cache.
// `--drop-indexes` drops those indexes of the copy for good before it starts: what ingestion would cost if the
// schema did without them (a bound for designs that keep them elsewhere or build them later). `--merge N` instead
// stores N plays, staged in a temporary table, in one transaction: what a background merge of staged plays into
// play_histories and its indexes would cost per play (with PROFILE_PRAGMAS='wal_autocheckpoint = 0').
// `--engine postgres` (DATABASE_URL, default the bench database vibeline_bench; it WRITES plays: use a copy) times
// each statement the same way, the fold after the batches, and prints EXPLAIN (ANALYZE, BUFFERS, WAL) of one batch's
// insert in a transaction rolled back: the time of each index, foreign key and trigger.
import Database from 'better-sqlite3'
import pg from 'pg'
import { sql } from 'kysely'
import { openSync, readSync, closeSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { openDatabase, type Db } from '../server/db/engine/database'
import { migrate } from '../server/db/migrationFiles'
import { foldPlays } from '../server/plays/fold'
import * as plays from '../server/plays/ingestService'
import type { ParsedPlay } from '../src/contracts/stats'
import { playMaker, type ReportedPlay } from './playBatches'

const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? Number(process.argv[index + 1]) : fallback
}
const BATCHES = arg('batches', 20)
const GROUP = arg('group', 1)
const BY_BTREE = process.argv.includes('--by-btree')
// Another connection commits between transactions, as the other server process does: this one's page cache is reset.
const OTHER_WRITER = process.argv.includes('--other-writer')
const MERGE = arg('merge', 0)
const DROP_INDEXES = process.argv.includes('--drop-indexes')
  ? process.argv[process.argv.indexOf('--drop-indexes') + 1].split(',').filter(Boolean)
  : []
const POSTGRES =
  process.argv.includes('--engine') && process.argv[process.argv.indexOf('--engine') + 1] === 'postgres'
const PAGE = 4096
const FRAME = PAGE + 24

/** The page number of every WAL frame from byte `from` to the end (each frame: a 24-byte header, then the page). */
function walPages(file: string, from: number): number[] {
  const fd = openSync(file, 'r')
  try {
    const pages: number[] = []
    const header = Buffer.alloc(24)
    const end = statSync(file).size
    // An empty WAL starts with its 32-byte header.
    for (let at = Math.max(from, 32); at + FRAME <= end; at += FRAME) {
      readSync(fd, header, 0, 24, at)
      pages.push(header.readUInt32BE(0))
    }
    return pages
  } finally {
    closeSync(fd)
  }
}

/** Frames per transaction by the b-tree (table or index) their page belongs to; dbstat walks only the named ones. */
function framesByBtree(sqlite: Database.Database, pages: number[], transactions: number) {
  const owner = new Map<number, string>()
  const names = sqlite
    .prepare(
      "select name from sqlite_schema where type in ('table', 'index') and rootpage > 0 and (tbl_name like 'play%' or tbl_name in ('tracks', 'users', 'meta', 'audit_log', 'sqlite_sequence'))"
    )
    .pluck()
    .all() as string[]
  const walk = sqlite.prepare('select pageno from dbstat where name = ?').pluck()
  for (const name of names) for (const page of walk.all(name) as number[]) owner.set(page, name)
  const counts = new Map<string, number>()
  for (const page of pages) {
    const name = owner.get(page) ?? '(free list or other)'
    counts.set(name, (counts.get(name) ?? 0) + 1)
  }
  console.log('WAL frames per transaction by b-tree:')
  for (const [name, n] of [...counts].sort((a, b) => b[1] - a[1]))
    console.log(`${(n / transactions).toFixed(0).padStart(8)}  ${name}`)
}

const times = new Map<string, { ms: number; calls: number }>()
function record(text: string, ms: number) {
  const key = text.replace(/\s+/g, ' ').slice(0, 70)
  const entry = times.get(key) ?? { ms: 0, calls: 0 }
  entry.ms += ms
  entry.calls++
  times.set(key, entry)
}
const timed =
  <A extends unknown[], R>(text: string, fn: (...args: A) => R) =>
  (...args: A): R => {
    const start = performance.now()
    try {
      return fn(...args)
    } finally {
      record(text, performance.now() - start)
    }
  }
const prepare = Database.prototype.prepare
Database.prototype.prepare = function (this: Database.Database, text: string) {
  const statement = prepare.call(this, text) as Database.Statement
  statement.run = timed(text, statement.run.bind(statement)) as typeof statement.run
  statement.all = timed(text, statement.all.bind(statement)) as typeof statement.all
  return statement
} as typeof Database.prototype.prepare

// PostgreSQL: every statement a client sends, timed from send to answer.
const query = pg.Client.prototype.query
pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text
  const answer = (query as (...args: unknown[]) => unknown).call(this, config, ...rest)
  if (!text || !(answer instanceof Promise)) return answer
  const start = performance.now()
  return answer.finally(() => record(text, performance.now() - start))
} as typeof pg.Client.prototype.query

/** The group arrives at once (each batch its own transaction). */
const ingestPlayGroup = (ingester: plays.PlayIngester, group: ParsedPlay[][]) =>
  Promise.all(group.map((batch) => ingester.ingest(batch)))

/** Stores `count` plays, staged in a temporary table first, in one transaction; prints its time and WAL pages. */
function profileMerge(sqlite: Database.Database, count: number, play: () => ReportedPlay) {
  sqlite.exec(`create temp table staged_plays (track_id integer, user_id integer, played_at text,
    seconds_played integer, device text, country text, event_id text)`)
  const stage = sqlite.prepare('insert into staged_plays values (?, ?, ?, ?, ?, ?, ?)')
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++) {
      const p = play()
      stage.run(p.track_id, p.user_id, p.played_at, p.duration_played, 'web', '', p.event_id)
    }
  })()
  const wal = `${sqlite.name}-wal`
  const walBefore = statSync(wal).size
  const cpuBefore = process.cpuUsage()
  const start = performance.now()
  sqlite.transaction(() =>
    sqlite.exec(`insert into play_histories (track_id, user_id, played_at, seconds_played, device, country, event_id)
      select * from staged_plays order by track_id, played_at`)
  )()
  const wall = performance.now() - start
  const cpu = process.cpuUsage(cpuBefore)
  console.log(
    `${count.toLocaleString('en')} plays in one transaction: ${wall.toFixed(0)} ms (${((wall * 1000) / count).toFixed(1)} ms per 1,000 plays), CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms, ${Math.round((statSync(wal).size - walBefore) / FRAME).toLocaleString('en')} WAL pages`
  )
}

function printTimes(batches: number) {
  const rows = [...times].sort((a, b) => b[1].ms - a[1].ms)
  for (const [text, { ms, calls }] of rows)
    console.log(`${(ms / batches).toFixed(2).padStart(8)}  ${String(calls).padStart(5)}×  ${text}`)
}

/** PostgreSQL: BATCHES batches, GROUP at a time (each its own transaction, as concurrent requests), then the fold. */
async function profilePostgres(database: Db, batch: () => ParsedPlay[]) {
  const { db } = database
  const ingester = new plays.PlayIngester(db, database.dialect)
  await ingester.ingest(batch())
  await foldPlays(db)
  // One batch's insert, explained and undone: its time per index, foreign key and trigger, and the WAL it writes.
  await db
    .transaction()
    .execute(async (trx) => {
      const rows = batch()
      const { rows: plan } = await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers, wal, costs off)
        insert into play_histories (track_id, user_id, played_at, seconds_played, device, country, event_id)
        select * from unnest(${rows.map((p) => p.track_id)}::int[], ${rows.map((p) => p.user_id)}::int[],
          ${rows.map((p) => p.played_at)}::text[], ${rows.map((p) => p.duration_played)}::int[],
          ${rows.map((p) => p.device)}::text[], ${rows.map((p) => p.country)}::text[],
          ${rows.map((p) => p.event_id ?? null)}::text[])
        on conflict (event_id) do nothing`.execute(trx)
      console.log(plan.map((row) => row['QUERY PLAN']).join('\n'))
      throw new Rollback()
    })
    .catch((err) => {
      if (!(err instanceof Rollback)) throw err
    })
  times.clear()
  const walls: number[] = []
  const cpuBefore = process.cpuUsage()
  const start = performance.now()
  for (let i = 0; i < BATCHES; i += GROUP) {
    const group = Array.from({ length: Math.min(GROUP, BATCHES - i) }, batch)
    const began = performance.now()
    await Promise.all(group.map((plays) => ingester.ingest(plays)))
    walls.push(performance.now() - began)
  }
  const elapsed = performance.now() - start
  const cpu = process.cpuUsage(cpuBefore)
  console.log(`${BATCHES} batches of 1,000 plays, ${GROUP} at once; ms per batch (summed over connections):`)
  printTimes(BATCHES)
  walls.sort((a, b) => a - b)
  console.log(
    `wall per group: median ${walls[Math.floor(walls.length / 2)].toFixed(1)} ms; ${Math.round((BATCHES * 1000) / (elapsed / 1000))} plays/s; this process's CPU per 1,000 plays ${((cpu.user + cpu.system) / 1000 / BATCHES).toFixed(1)} ms`
  )
  times.clear()
  const foldStart = performance.now()
  const folded = await foldPlays(db)
  console.log(
    `fold of ${folded.toLocaleString('en')} pending rows: ${(performance.now() - foldStart).toFixed(0)} ms`
  )
  printTimes(1)
}

class Rollback extends Error {}

async function main() {
  const database = openDatabase({
    dataDir: resolve(process.env.BENCH_DATA_DIR ?? 'data/bench'),
    databaseUrl: POSTGRES
      ? process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/vibeline_bench'
      : undefined
  })
  const { db } = database
  await migrate(db, database.dialect)
  const ingester = new plays.PlayIngester(db, database.dialect)
  // Experiments: PROFILE_PRAGMAS='wal_autocheckpoint = 0; cache_size = -262144'
  for (const pragma of (process.env.PROFILE_PRAGMAS ?? '').split(';').filter((p) => p.trim()))
    database.sqlite?.pragma(pragma.trim())
  for (const name of DROP_INDEXES) database.sqlite?.exec(`drop index if exists "${name.replace(/"/g, '')}"`)
  const maxTrack = Number(
    (
      await db
        .selectFrom('tracks')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirstOrThrow()
    ).m
  )
  const userIds = (
    await db.selectFrom('users').select('id').orderBy('id', 'desc').limit(50_000).execute()
  ).map((u) => u.id)
  const play = playMaker(maxTrack, userIds, `profile-${process.pid}`)
  const batch = (): ParsedPlay[] =>
    Array.from({ length: 1000 }, () => ({ ...play(), device: 'web', country: '' }))
  if (POSTGRES) {
    await profilePostgres(database, batch)
    return database.close()
  }
  // The WAL starts empty: a WAL that a checkpoint had copied is written again from its start, without growing.
  database.sqlite?.pragma('wal_checkpoint(TRUNCATE)')
  if (MERGE > 0) {
    profileMerge(database.sqlite!, MERGE, play)
    return database.close()
  }
  // Warm-up: caches and prepared statements.
  await ingestPlayGroup(ingester, [batch()])
  times.clear()
  const wal = resolve(process.env.BENCH_DATA_DIR ?? 'data/bench', 'vibeline.db-wal')
  const walBefore = statSync(wal).size
  const walls: number[] = []
  const other = OTHER_WRITER ? new Database(database.sqlite!.name) : undefined
  // Its commits never checkpoint: that work is not the ingest's.
  other?.pragma('wal_autocheckpoint = 0')
  const otherWrite = other?.prepare(
    "insert into meta (key, value) values ('profile_other_writer', ?) on conflict (key) do update set value = excluded.value"
  )
  // CPU time of this process, steadier than the wall clock on a machine that others share.
  const cpuBefore = process.cpuUsage()
  for (let i = 0; i < BATCHES; i += GROUP) {
    const group = Array.from({ length: Math.min(GROUP, BATCHES - i) }, batch)
    otherWrite?.run(String(i))
    const start = performance.now()
    await ingestPlayGroup(ingester, group)
    walls.push(performance.now() - start)
  }
  const cpu = process.cpuUsage(cpuBefore)
  other?.close()
  console.log(`${BATCHES} batches of 1,000 plays, ${GROUP} at once; ms per batch:`)
  printTimes(BATCHES)
  walls.sort((a, b) => a - b)
  const median = walls[Math.floor(walls.length / 2)]
  console.log(
    `wall per group: median ${median.toFixed(1)} ms (${((GROUP * 1000) / (median / 1000)).toFixed(0)} plays/s in one process)`
  )
  console.log(
    `CPU per 1,000 plays: ${((cpu.user + cpu.system) / 1000 / BATCHES).toFixed(1)} ms (user ${(cpu.user / 1000 / BATCHES).toFixed(1)}, system ${(cpu.system / 1000 / BATCHES).toFixed(1)})`
  )
  // With wal_autocheckpoint = 0 the WAL only grows: its frames are the pages each transaction wrote.
  const frames = (statSync(wal).size - walBefore) / FRAME
  console.log(`WAL grew by ${Math.round(frames / BATCHES)} pages per batch`)
  if (BY_BTREE) framesByBtree(database.sqlite!, walPages(wal, walBefore), BATCHES)
  times.clear()
  const foldStart = performance.now()
  const foldCpu = process.cpuUsage()
  const walBeforeFold = statSync(wal).size
  const folded = await foldPlays(db)
  const { user, system } = process.cpuUsage(foldCpu)
  console.log(
    `fold of ${folded.toLocaleString('en')} pending rows: ${(performance.now() - foldStart).toFixed(0)} ms, CPU ${((user + system) / 1000).toFixed(0)} ms, ${Math.round((statSync(wal).size - walBeforeFold) / FRAME)} WAL pages; ms in all:`
  )
  printTimes(1)
  await database.close()
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
