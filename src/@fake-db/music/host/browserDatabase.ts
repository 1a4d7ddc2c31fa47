// Demo mode's database in the browser: SQLite compiled to WebAssembly, made by the server's SQLite migrations (bundled
// as text) and filled by the server's demo catalogue seed; saved after each write (host/savedDatabase.ts). One tab
// writes: the first to open the demo holds a Web Lock for as long as it is open, and the others only read.
import { seedCatalogue } from '../../../../server/db/demoCatalogue'
import { openWasmSqlite } from '../../../../server/db/engine/wasmSqliteOpen'
import { runMigrations, type MigrationTexts } from '../../../../server/db/migrate'
import type { MusicHost } from './musicHost'
import { loadSavedDatabase, saveDatabase } from './savedDatabase'

const MIGRATION_FILES = import.meta.glob<string>('../../../../server/db/migrations/sqlite/*.sql', {
  query: '?raw',
  import: 'default'
})

/** The SQLite migrations by name, as db/migrationFiles.ts reads them from the folder on the server. */
export async function bundledMigrations(): Promise<MigrationTexts> {
  const texts = await Promise.all(
    Object.entries(MIGRATION_FILES).map(async ([path, load]) => {
      const file = path.slice(path.lastIndexOf('/') + 1, -'.sql'.length)
      return [file, await load()] as const
    })
  )
  return Object.fromEntries(texts)
}

const WRITER_LOCK = 'vibeline-demo-music-writer'
export const OTHER_TAB_MESSAGE =
  'This demo is open in another tab, which keeps its changes: make them there, or close it and reload this page.'

/** Whether this page is the demo's writer: it takes the lock when free and keeps it until the page closes. */
function becomeWriter(): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return Promise.resolve(true)
  return new Promise((resolve) => {
    void locks.request(WRITER_LOCK, { ifAvailable: true }, (lock) => {
      resolve(lock !== null)
      return lock ? new Promise<never>(() => {}) : undefined
    })
  })
}

/** Marks the end of a step of the opening (performance measures `demo-db:<step>`, read by bench/demo-host.mjs). */
function stepDone(step: string, since: number): number {
  performance.measure(`demo-db:${step}`, { start: since })
  return performance.now()
}

export async function openBrowserHost(): Promise<MusicHost> {
  let at = performance.now()
  const [writer, saved] = await Promise.all([becomeWriter(), loadSavedDatabase()])
  at = stepDone('load-saved', at)
  const database = await openWasmSqlite(saved)
  at = stepDone('open', at)
  // A saved database made by an older build gets the migrations it lacks; a new one gets them all and the seed.
  await runMigrations(database.db, 'sqlite', bundledMigrations)
  at = stepDone('migrate', at)
  if (!saved) {
    await seedCatalogue(database.db, () => null)
    at = stepDone('seed', at)
    if (writer) await saveDatabase(database.image())
    stepDone('save', at)
  }
  return {
    db: database.db,
    written: async () => {
      if (writer) await saveDatabase(database.image())
    },
    readOnly: writer ? undefined : OTHER_TAB_MESSAGE
  }
}
