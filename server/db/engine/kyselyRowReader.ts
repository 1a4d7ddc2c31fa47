// Rows as arrays of their selected columns read through Kysely: PostgreSQL's reader, and demo mode's in the browser
// (rowReader.ts opens a second connection with Node's SQLite driver, which the browser has not).
import type { Kysely } from 'kysely'
import type { DB } from '../schema'
import type { RowReader } from './rowReader'

export function kyselyRowReader(db: Kysely<DB>): RowReader {
  return {
    async rows(query, columns) {
      const result = await db.executeQuery<Record<string, unknown>>(query)
      return result.rows.map((row) => columns.map((column) => row[column]))
    },
    close() {}
  }
}
