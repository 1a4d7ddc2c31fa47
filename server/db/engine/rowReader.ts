// Rows as arrays of their selected columns, for exports that walk a whole table. On SQLite they are read on a
// read-only connection of their own that does not memory-map the file: through the main connection's map, every
// page an export of a million tracks read would stay in the server's resident memory (hundreds of MB), and rows as
// arrays cost a fraction of the objects Kysely builds. Each call reads one chunk to its end at once, so no statement
// stays open between chunks. PostgreSQL reads through Kysely's pool.
import Database from 'better-sqlite3'
import type { CompiledQuery } from 'kysely'

export { kyselyRowReader } from './kyselyRowReader'

export type RowReader = {
  /** The rows of a query, each the array of the named columns in that order. */
  rows(query: CompiledQuery, columns: readonly string[]): Promise<unknown[][]>
  close(): void
}

/** Distinct SQL texts whose prepared statement is kept. */
const STATEMENTS_KEPT = 200
/**
 * The reader's page cache (KiB), about SQLite's default: an export reads each page once, so a bigger one would only
 * keep pages it is done with.
 */
const READER_CACHE_KIB = 2048

/** Opens the connection on first use, so a process that never exports never opens it. */
export function sqliteRowReader(file: string, busyTimeoutMs: number): RowReader {
  let connection: Database.Database | undefined
  const statements = new Map<string, Database.Statement>()
  const open = () => {
    if (!connection) {
      connection = new Database(file, { readonly: true, fileMustExist: true })
      connection.pragma(`busy_timeout = ${busyTimeoutMs}`)
      connection.pragma('mmap_size = 0')
      connection.pragma(`cache_size = -${READER_CACHE_KIB}`)
    }
    return connection
  }
  return {
    async rows(query) {
      let statement = statements.get(query.sql)
      if (!statement) {
        if (statements.size >= STATEMENTS_KEPT) statements.clear()
        statement = open().prepare(query.sql).raw(true)
        statements.set(query.sql, statement)
      }
      return statement.all(...(query.parameters as unknown[])) as unknown[][]
    },
    close() {
      statements.clear()
      connection?.close()
      connection = undefined
    }
  }
}
