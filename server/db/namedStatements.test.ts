// PostgreSQL (TEST_DATABASE_URL) only: reads go as named prepared statements, parsed once per connection, and are
// planned for each run's values.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test/harness'

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
})
