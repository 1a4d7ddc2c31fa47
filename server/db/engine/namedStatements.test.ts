// PostgreSQL (TEST_DATABASE_URL) only: reads go as named prepared statements, parsed once per connection, and are
// planned for each run's values; reads marked GENERIC_PLAN are planned once per connection.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../test/harness'
import { GENERIC_PLAN } from './database'

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL

describe.skipIf(!url)('named statements on PostgreSQL', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ seed: { tracks: 30 } })
  })
  afterAll(() => server?.close())

  it('keeps a read parsed on its connection and answers each run with its own values', async () => {
    await server.database.db.connection().execute(async (db) => {
      const titles = (genre: string) =>
        db.selectFrom('tracks').select('genre').where('genre', '=', genre).limit(1).execute()
      const genres = (await db.selectFrom('tracks').select('genre').distinct().execute()).map((r) => r.genre)
      for (const genre of genres) expect(await titles(genre)).toEqual([{ genre }])
      expect(await titles('no-such-genre')).toEqual([])
      const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        db
      )
      expect(prepared.rows.map((r) => r.statement)).toContain(
        db.selectFrom('tracks').select('genre').where('genre', '=', 'x').limit(1).compile().sql
      )
      // A write is parsed each time, as before.
      await db.updateTable('tracks').set({ explicit: 0 }).where('id', '=', -1).execute()
      const after = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)
      expect(after.rows.some((r) => r.statement.startsWith('update'))).toBe(false)
      const mode = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(db)
      expect(mode.rows[0].plan_cache_mode).toBe('force_custom_plan')
    })
  })

  it('plans a marked read once per connection and still answers each run with its own values', async () => {
    const { db } = server.database
    const genres = (await db.selectFrom('tracks').select('genre').distinct().execute()).map((r) => r.genre)
    // One connection throughout: it takes the pool of its first statement, a marked one.
    await db.connection().execute(async (db) => {
      const genre = (value: string) =>
        sql<{ genre: string; mode: string }>`select ${sql.raw(GENERIC_PLAN)} genre,
          current_setting('plan_cache_mode') as mode from tracks where genre = ${value} limit 1`.execute(db)
      for (const value of [...genres, ...genres])
        expect((await genre(value)).rows).toEqual([{ genre: value, mode: 'force_generic_plan' }])
      expect((await genre('no-such-genre')).rows).toEqual([])
      const plans = await sql<{
        generic_plans: number
        custom_plans: number
      }>`select generic_plans, custom_plans
        from pg_prepared_statements where statement like ${`%${GENERIC_PLAN}%genre = $1%`}`.execute(db)
      expect(plans.rows).toEqual([{ generic_plans: 2 * genres.length + 1, custom_plans: 0 }])
    })
    // Unmarked reads keep planning for their values.
    const mode = await sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode`.execute(
      server.database.db
    )
    expect(mode.rows).toEqual([{ mode: 'force_custom_plan' }])
  })

  it("runs a marked read inside a transaction on the transaction's connection", async () => {
    const undone = server.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('tracks').set({ genre: 'uncommitted' }).where('id', '=', 1).execute()
      const seen = await sql<{ n: number }>`select ${sql.raw(GENERIC_PLAN)} count(*) as n from tracks
        where genre = ${'uncommitted'}`.execute(trx)
      expect(seen.rows).toEqual([{ n: 1 }])
      throw new Error('undo')
    })
    await expect(undone).rejects.toThrow('undo')
  })
})
