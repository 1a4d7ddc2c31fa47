// The migrations as Node finds them: the .sql files of server/db/migrations/<engine>/, read when the server starts.
// The compiled server (scripts/server-build.mjs) has a copy of that folder beside its bundle, which is where this
// module's code then runs from: in both cases the folder is `migrations/` next to the running module.
import { readdir, readFile } from 'node:fs/promises'
import type { Kysely } from 'kysely'
import { runMigrations, type MigrationTexts } from './migrate'
import type { Engine } from './sqlStatements'

export const MIGRATIONS_FOLDER = new URL('migrations/', import.meta.url)

/** The migration files of an engine, by name. */
export async function readMigrationFiles(engine: Engine): Promise<MigrationTexts> {
  const folder = new URL(`${engine}/`, MIGRATIONS_FOLDER)
  const files = (await readdir(folder)).filter((file) => file.endsWith('.sql')).sort()
  const texts = await Promise.all(files.map((file) => readFile(new URL(file, folder), 'utf8')))
  return Object.fromEntries(files.map((file, i) => [file.slice(0, -'.sql'.length), texts[i]]))
}

/** Brings the database up to the last migration file (db/migrate.ts). */
export function migrate(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  engine: Engine,
  schema?: string
): Promise<void> {
  return runMigrations(db, engine, readMigrationFiles, schema)
}
