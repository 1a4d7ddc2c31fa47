// PostgreSQL (TEST_DATABASE_URL) only: the server's own vacuuming of its busiest tables (autovacuum may be off).
// It vacuums a table whose dead rows are over the thresholds, leaves the others alone, empties the GIN pending
// lists, and stands aside while another process holds its lock. SQLite has no dead row versions to clear and no such task.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../test/harness'
import { maintainTables, startTableMaintenance, tablesToVacuum } from './maintenance'

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL

describe.skipIf(!url)('vacuuming the busiest tables on PostgreSQL', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ seed: { tracks: 300, users: 5, playlists: 1, histories: 50 } })
    const { db } = server.database
    await sql`vacuum (analyze) tracks`.execute(db)
  })
  afterAll(() => server?.close())

  const tracksStats = async () => {
    const { rows } = await sql<{ dead: number; vacuums: number }>`select n_dead_tup as dead,
        vacuum_count as vacuums from pg_stat_user_tables where relid = to_regclass('tracks')`.execute(
      server.database.db
    )
    return { dead: Number(rows[0].dead), vacuums: Number(rows[0].vacuums) }
  }
  /** Rewrites every track's duration `times` times, as an edit does, and waits until the statistics show it. */
  const churn = async (times: number) => {
    const { db } = server.database
    for (let i = 0; i < times; i++) await sql`update tracks set duration = duration + 1`.execute(db)
    // Each process hands its counts to the statistics within about a second of going idle.
    await vi.waitFor(async () => expect((await tracksStats()).dead).toBeGreaterThanOrEqual(300 * times), {
      timeout: 10_000,
      interval: 100
    })
  }

  it('vacuums a table once its dead rows exceed the share of its live rows, and clears them', async () => {
    const thresholds = { fraction: 0.5, rows: 100 }
    expect(await tablesToVacuum(server.database.db, thresholds)).not.toContain('tracks')
    await churn(2)
    const before = await tracksStats()
    expect(await tablesToVacuum(server.database.db, thresholds)).toContain('tracks')
    expect((await maintainTables(server.database.db, thresholds))?.vacuumed).toContain('tracks')
    const after = await tracksStats()
    expect(after.vacuums).toBe(before.vacuums + 1)
    expect(after.dead).toBeLessThan(before.dead)
    expect(await tablesToVacuum(server.database.db, thresholds)).not.toContain('tracks')
  })

  it('leaves a table alone while its dead rows are under the thresholds', async () => {
    await churn(1)
    const before = await tracksStats()
    const done = await maintainTables(server.database.db, { fraction: 0.5, rows: 10_000 })
    expect(done?.vacuumed).not.toContain('tracks')
    expect((await tracksStats()).vacuums).toBe(before.vacuums)
  })

  it('stands aside while another process holds the maintenance lock', async () => {
    const { db } = server.database
    await churn(1)
    const thresholds = { fraction: 0, rows: 0 }
    await db.connection().execute(async (other) => {
      await sql`select pg_advisory_lock(hashtextextended('vibeline:maintenance:' || current_schema(), 0))`.execute(
        other
      )
      try {
        expect(await maintainTables(db, thresholds)).toBeNull()
      } finally {
        await sql`select pg_advisory_unlock(hashtextextended('vibeline:maintenance:' || current_schema(), 0))`.execute(
          other
        )
      }
    })
    expect((await maintainTables(db, thresholds))?.vacuumed).toContain('tracks')
  })

  it("empties the words index's pending list on every look, with or without a vacuum", async () => {
    const { db } = server.database
    const never = { fraction: 100, rows: 1e9 }
    await maintainTables(db, never)
    // Every track's words get new entries in the pending list: duration is indexed, so the update is not HOT.
    await sql`update tracks set duration = duration + 1`.execute(db)
    const done = await maintainTables(db, never)
    expect(done?.vacuumed).toEqual([])
    expect(done?.ginPagesCleaned).toBeGreaterThan(0)
    expect((await maintainTables(db, never))?.ginPagesCleaned).toBe(0)
  })

  it('starts no vacuum once the server is stopping, and gives the lock back', async () => {
    const { db } = server.database
    await churn(1)
    const everything = { fraction: 0, rows: 0 }
    const stopping = new AbortController()
    stopping.abort()
    expect(await maintainTables(db, everything, stopping.signal)).toEqual({
      vacuumed: [],
      ginPagesCleaned: 0
    })
    expect((await maintainTables(db, everything))?.vacuumed).toContain('tracks')
  })

  it('runs by itself in the server, within its interval', async () => {
    await churn(2)
    const before = await tracksStats()
    const errors: unknown[] = []
    const stop = startTableMaintenance(server.database.db, 'postgres', 20, (err) => errors.push(err), {
      fraction: 0.5,
      rows: 100
    })
    try {
      await vi.waitFor(async () => expect((await tracksStats()).vacuums).toBeGreaterThan(before.vacuums), {
        timeout: 10_000,
        interval: 50
      })
    } finally {
      await stop()
    }
    expect(errors).toEqual([])
  })
})
