// Demo mode's database file, made when the demo is built: the server's SQLite migrations and demo mode's seed
// (src/@fake-db/music/host/demoSeed.ts: the demo accounts and npm start's catalogue) run in Node on the same SQLite WebAssembly build the browser runs, and the bytes ship
// as an asset that `virtual:demo-database` names. A first visit then downloads the file instead of migrating and
// seeding in the page (seconds of WebAssembly before its code is optimised). Under `vite` (dev) the module names
// nothing, and the page migrates and seeds for itself.
import type { Plugin } from 'vite'

const ID = 'virtual:demo-database'
const RESOLVED = `\0${ID}`

/** The seeded database's bytes: migrated and filled exactly as the browser would do it. */
export async function seededDemoDatabase(): Promise<Uint8Array> {
  const { openWasmSqlite } = await import('../server/db/engine/wasmSqliteOpen.ts')
  const { migrate } = await import('../server/db/migrationFiles.ts')
  const { seedDemoHost } = await import('../src/@fake-db/music/host/demoSeed.ts')
  const database = await openWasmSqlite()
  try {
    await migrate(database.db, 'sqlite')
    await seedDemoHost(database.db)
    return database.image()
  } finally {
    await database.close()
  }
}

export function demoDatabase(): Plugin {
  let building = false
  return {
    name: 'vibeline-demo-database',
    configResolved(config) {
      building = config.command === 'build'
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined
      if (!building) return 'export default null'
      const reference = this.emitFile({
        type: 'asset',
        name: 'demo-database.sqlite',
        source: await seededDemoDatabase()
      })
      return `export default import.meta.ROLLUP_FILE_URL_${reference}`
    }
  }
}
