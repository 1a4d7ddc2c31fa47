// The server's SQLite migrations, bundled as text: demo mode's page has no folder to read them from, as the server's
// db/migrationFiles.ts does. Each file loads only when the migrations run (a saved, current database needs none).
import type { MigrationTexts } from '../../../../server/db/migrate'

const MIGRATION_FILES = import.meta.glob<string>('../../../../server/db/migrations/sqlite/*.sql', {
  query: '?raw',
  import: 'default'
})

const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.sql'.length)

/** The SQLite migrations by name, as db/migrationFiles.ts reads them from the folder on the server. */
export async function bundledMigrations(): Promise<MigrationTexts> {
  const texts = await Promise.all(
    Object.entries(MIGRATION_FILES).map(async ([path, load]) => [nameOf(path), await load()] as const)
  )
  return Object.fromEntries(texts)
}

/** The name of the last migration: a database that ran it is current. */
export const lastMigration = (): string | undefined => Object.keys(MIGRATION_FILES).map(nameOf).sort().at(-1)
