// A database migrated from nothing, for the schema snapshot (scripts/db-snapshot.ts, db/schemaSnapshot.test.ts) and
// the upgrade test: a temporary SQLite file, or a new schema of the PostgreSQL database at `url`.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Db } from '../engine/database'
import { migrate } from '../migrationFiles'
import { describeSchema } from '../schemaSnapshot'
import type { Engine } from '../sqlStatements'
import { closeTempSqlite, openTempSqlite } from './tempSqlite'

export type Scratch = { database: Db; schema?: string; close: () => Promise<void> }

/** An empty database: a temporary SQLite file, or a new PostgreSQL schema (pg_trgm made in public if missing). */
export async function openScratch(engine: Engine, url?: string): Promise<Scratch> {
  if (engine === 'sqlite') {
    const temp = openTempSqlite('schema')
    return { database: temp.database, close: () => closeTempSqlite(temp) }
  }
  if (!url) throw new Error('PostgreSQL needs a database URL')
  const schema = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`create schema ${schema}`)
    await admin.query('create extension if not exists pg_trgm with schema public').catch(() => undefined)
  } finally {
    await admin.end()
  }
  const database = openDatabase({ dataDir: '', databaseUrl: url, databaseSchema: schema })
  return {
    database,
    schema,
    close: async () => {
      await database.close()
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`drop schema if exists ${schema} cascade`)
      } finally {
        await client.end()
      }
    }
  }
}

/** The schema of a database migrated from nothing. */
export async function freshSchema(engine: Engine, url?: string): Promise<string> {
  const scratch = await openScratch(engine, url)
  try {
    await migrate(scratch.database.db, engine, scratch.schema)
    return await describeSchema(scratch.database.db, engine, scratch.schema)
  } finally {
    await scratch.close()
  }
}
