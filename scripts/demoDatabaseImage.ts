// The seeded demo database's bytes, made while this module is evaluated. demoDatabasePlugin.ts evaluates it through
// Vite's module runner rather than importing it: the config bundle would otherwise take in the server's migrations
// and demo mode's seed, whose extensionless imports Vite warns about on every load of the config (each test run).
import { openWasmSqlite } from '../server/db/engine/wasmSqliteOpen'
import { migrate } from '../server/db/migrationFiles'
import { seedDemoHost } from '../src/@fake-db/music/host/demoSeed'

/** Migrated and filled exactly as the browser would do it. */
async function seededImage(): Promise<Uint8Array> {
  const database = await openWasmSqlite()
  try {
    await migrate(database.db, 'sqlite')
    await seedDemoHost(database.db)
    return database.image()
  } finally {
    await database.close()
  }
}

export const demoDatabaseImage = await seededImage()
