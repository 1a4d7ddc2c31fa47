// PostgreSQL (TEST_DATABASE_URL) only: a connection that the server drops while a transaction holds it (a restart,
// pg_terminate_backend) fails that transaction, without an unhandled 'error' event ending the process, and the pool
// serves the next query on a new connection.
import { sql } from 'kysely'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { expectConsole } from '../../test/setup'
import { openDatabase } from './database'

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL

describe.skipIf(!url)('a PostgreSQL connection dropped while in use', () => {
  it('fails its transaction, says so, and the next query runs on a new connection', async () => {
    expectConsole('warn', /PostgreSQL dropped a connection in use/)
    const database = openDatabase({ dataDir: '', databaseUrl: url })
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    try {
      let held = 0
      const transaction = database.db.transaction().execute(async (trx) => {
        held = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0].pid
        await admin.query('select pg_terminate_backend($1)', [held])
        await sql`select 1`.execute(trx)
      })
      await expect(transaction).rejects.toThrow()
      const next = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)
      expect(next.rows[0].pid).not.toBe(held)
    } finally {
      await admin.end()
      await database.close()
    }
  })
})
