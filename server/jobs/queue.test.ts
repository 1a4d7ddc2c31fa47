// The job queue's contract, held by the implementation of the engine under test: the SQLite table queue by default,
// pg-boss when TEST_DATABASE_URL names a PostgreSQL database.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase, type Db } from '../db/engine/database'
import { migrate } from '../db/migrationFiles'
import { closeTempSqlite, openTempSqlite, type TempSqlite } from '../db/test/tempSqlite'
import type { Job, JobQueue } from './queue'
import { PgBossQueue } from './queuePgBoss'
import { SqliteQueue } from './queueSqlite'

const url = process.env.TEST_DATABASE_URL || undefined
const engine = url ? 'postgres' : 'sqlite'
const wait = { timeout: 30_000, interval: 20 }

let temp: TempSqlite | undefined
let database: Db
const schema = `queue_${randomBytes(5).toString('hex')}`
const opened: JobQueue[] = []
const extraDbs: Db[] = []
const errors: unknown[] = []

/** A queue as a server instance has one: on PostgreSQL a pg-boss of its own connections, on SQLite one more connection. */
function newQueue(): JobQueue {
  let queue: JobQueue
  if (url) {
    queue = new PgBossQueue({
      connectionString: url,
      schema,
      pollSeconds: 0.5,
      onError: (e) => errors.push(e)
    })
  } else {
    const db = opened.length === 0 ? database : openDatabase({ dataDir: temp!.dir })
    if (db !== database) extraDbs.push(db)
    queue = new SqliteQueue(db.db, { pollMs: 20, onError: (e) => errors.push(e) })
  }
  opened.push(queue)
  return queue
}

beforeAll(async () => {
  if (url) {
    database = openDatabase({ dataDir: '/nonexistent', databaseUrl: url })
  } else {
    temp = openTempSqlite('queue')
    database = temp.database
    await migrate(database.db, 'sqlite')
  }
})

afterEach(async () => {
  for (const queue of opened.splice(0)) await queue.stop()
  for (const db of extraDbs.splice(0)) await db.close()
  expect(errors).toEqual([])
})

afterAll(async () => {
  if (url) {
    await database.close()
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(`drop schema if exists ${schema} cascade`)
    await client.end()
  } else await closeTempSqlite(temp)
})

/** Records the jobs a handler ran, by their payload's n. */
function recorder() {
  const runs: Job<{ n: number }>[] = []
  return { runs, handler: async (job: Job<{ n: number }>) => void runs.push(job) }
}

describe(`the job queue (${engine})`, () => {
  it('works a sent job once, with its payload, on its first attempt', async () => {
    const queue = newQueue()
    const { runs, handler } = recorder()
    await queue.work('test-once', handler)
    expect(await queue.send('test-once', { n: 7 })).toEqual(expect.any(String))
    await vi.waitFor(() => expect(runs).toHaveLength(1), wait)
    expect(runs[0]).toMatchObject({ name: 'test-once', data: { n: 7 }, attempt: 1 })
  })

  it('retries a job that throws, counting its attempts, until it succeeds', async () => {
    const queue = newQueue()
    const attempts: number[] = []
    await queue.work<{ n: number }>('test-retry', async (job) => {
      attempts.push(job.attempt)
      if (job.attempt < 3) throw new Error('not yet')
    })
    await queue.send('test-retry', { n: 1 }, { retryLimit: 5, retryDelaySeconds: 0, retryBackoff: true })
    await vi.waitFor(() => expect(attempts).toEqual([1, 2, 3]), wait)
  })

  it('keeps a job sent in a transaction that rolls back out of the queue, and one that commits in it', async () => {
    const queue = newQueue()
    // Ensures the queue exists (pg-boss creates it on first use) before the transaction sends to it.
    await queue.send('test-trx', { n: 0 })
    await database.db
      .transaction()
      .execute(async (trx) => {
        await queue.send('test-trx', { n: 1 }, { trx })
        throw new Error('roll back')
      })
      .catch(() => undefined)
    await database.db.transaction().execute((trx) => queue.send('test-trx', { n: 2 }, { trx }))
    const { runs, handler } = recorder()
    await queue.work('test-trx', handler)
    // Jobs are taken oldest first: had the rolled-back job been kept, it would run before the committed one.
    await vi.waitFor(() => expect(runs.map((r) => r.data.n)).toEqual([0, 2]), wait)
  })

  it('drops a send with the singleton key of a job that still waits', async () => {
    const queue = newQueue()
    expect(await queue.send('test-single', { n: 1 }, { singletonKey: 'k' })).toEqual(expect.any(String))
    expect(await queue.send('test-single', { n: 2 }, { singletonKey: 'k' })).toBeNull()
    expect(await queue.send('test-single', { n: 3 }, { singletonKey: 'other' })).toEqual(expect.any(String))
    const { runs, handler } = recorder()
    await queue.work('test-single', handler)
    await vi.waitFor(() => expect(runs.map((r) => r.data.n).sort()).toEqual([1, 3]), wait)
  })

  it('keeps jobs across a restart: sent before a stop, worked by the next instance', async () => {
    const before = newQueue()
    await before.send('test-restart', { n: 1 })
    await before.send('test-restart', { n: 2 }, { retryLimit: 1 })
    await before.stop()
    const after = newQueue()
    const { runs, handler } = recorder()
    await after.work('test-restart', handler)
    await vi.waitFor(() => expect(runs.map((r) => r.data.n).sort()).toEqual([1, 2]), wait)
  })

  it('runs each job once when two instances work the same queue', async () => {
    const counts = new Map<number, number>()
    const handler = async (job: Job<{ n: number }>) => {
      counts.set(job.data.n, (counts.get(job.data.n) ?? 0) + 1)
    }
    const [first, second] = [newQueue(), newQueue()]
    await first.work('test-two', handler)
    await second.work('test-two', handler)
    for (let n = 0; n < 12; n++) await (n % 2 ? first : second).send('test-two', { n })
    await vi.waitFor(() => expect(counts.size).toBe(12), wait)
    // Stopping waits for the runs in progress: a job taken twice would have run by then.
    await first.stop()
    await second.stop()
    expect([...counts.values()].every((c) => c === 1)).toBe(true)
  })
})
