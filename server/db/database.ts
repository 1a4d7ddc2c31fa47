// Opens the database: SQLite (WAL, foreign keys, busy timeout) by default, PostgreSQL when a URL is given.
import Database from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { join } from 'node:path'
import type { DB } from './schema'

export type Dialect = 'sqlite' | 'postgres'
export type Db = { db: Kysely<DB>; dialect: Dialect; sqlite?: Database.Database; close: () => Promise<void> }

export type DbOptions = { dataDir: string; databaseUrl?: string; databaseSchema?: string; file?: string }

export function openDatabase(options: DbOptions): Db {
  if (options.databaseUrl) {
    // COUNT(*) and other bigints come back as strings by default; our counts fit in a JS number.
    pg.types.setTypeParser(20, (value) => Number(value))
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.databaseSchema ? { options: `-c search_path=${options.databaseSchema},public` } : {})
    })
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
    return { db, dialect: 'postgres', close: () => db.destroy() }
  }
  const sqlite = new Database(options.file ?? join(options.dataDir, 'vibeline.db'))
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('cache_size = -65536')
  sqlite.pragma('mmap_size = 268435456')
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) })
  return { db, dialect: 'sqlite', sqlite, close: () => db.destroy() }
}
