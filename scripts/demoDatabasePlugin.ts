// Demo mode's database file, made when the demo is built: the server's SQLite migrations and demo mode's seed
// (src/@fake-db/music/host/demoSeed.ts: the demo accounts and npm start's catalogue) run in Node on the same SQLite WebAssembly build the browser runs, and the bytes ship
// as an asset that `virtual:demo-database` names. A first visit then downloads the file instead of migrating and
// seeding in the page (seconds of WebAssembly before its code is optimised). Under `vite` (dev) the module names
// nothing, and the page migrates and seeds for itself.
import { fileURLToPath } from 'node:url'
import { runnerImport, type Plugin } from 'vite'

const ID = 'virtual:demo-database'
const RESOLVED = `\0${ID}`

/** The seeded database's bytes: migrated and filled exactly as the browser would do it (demoDatabaseImage.ts). */
export async function seededDemoDatabase(): Promise<Uint8Array> {
  const { module } = await runnerImport<{ demoDatabaseImage: Uint8Array }>(
    fileURLToPath(new URL('./demoDatabaseImage.ts', import.meta.url))
  )
  return module.demoDatabaseImage
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
