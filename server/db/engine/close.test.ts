// PostgreSQL (TEST_DATABASE_URL) only: a database's close() resolves once its connections have closed their sockets.
// A pool's end() resolves as soon as it has asked them to close; a test file's database dropped WITH (FORCE) right
// after close() then reached connections still closing, and each printed "PostgreSQL dropped an idle connection:
// terminating connection due to administrator command" (issue 41).
import { sql } from 'kysely'
import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GENERIC_PLAN, openDatabase } from './database'

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL

type Socketed = { connection: { stream: { destroyed: boolean } } }

describe.skipIf(!url)('closing a PostgreSQL database', () => {
  afterEach(() => vi.restoreAllMocks())

  it('resolves once every connection of both pools has closed its socket', async () => {
    const connect = vi.spyOn(pg.Client.prototype, 'connect')
    const database = openDatabase({ dataDir: '', databaseUrl: url })
    // Connections of both pools (a marked read takes the generic plans' pool), some at the same time.
    await Promise.all(Array.from({ length: 3 }, () => sql`select pg_sleep(0.05)`.execute(database.db)))
    await sql`select ${sql.raw(GENERIC_PLAN)} 1`.execute(database.db)
    await database.close()
    const clients = connect.mock.contexts as unknown as Socketed[]
    expect(clients.length).toBeGreaterThanOrEqual(3)
    expect(clients.filter((client) => !client.connection.stream.destroyed).length).toBe(0)
  })

  it('resolves at once when it never connected', async () => {
    const database = openDatabase({ dataDir: '', databaseUrl: url })
    await expect(database.close()).resolves.toBeUndefined()
  })
})
