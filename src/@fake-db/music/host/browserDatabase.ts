// Demo mode's database in the browser: SQLite compiled to WebAssembly, made by the server's SQLite migrations (bundled
// as text) and filled by the demo seed (host/demoSeed.ts: npm start's catalogue (at build time, else in the page); saved after each write
// (host/savedDatabase.ts). One tab writes: the first to open the demo holds a Web Lock for as long as it is open, and the others only read.
import { sql, type Kysely } from 'kysely'
import { loadWasmSqlite, openWasmSqlite } from '../../../../server/db/engine/wasmSqliteOpen'
import { runMigrations } from '../../../../server/db/migrate'
import type { DB } from '../../../../server/db/schema'
import type { MusicHost } from './musicHost'
import { bundledMigrations, lastMigration } from './bundledMigrations'
import { seedDemoHost } from './demoSeed'
import { loadSavedDatabase, saveDatabase } from './savedDatabase'

/** The demo database the build made, or undefined under the dev server. */
async function builtDatabase(): Promise<Uint8Array | undefined> {
  const { default: url } = await import('virtual:demo-database')
  if (!url) return undefined
  const response = await fetch(url)
  if (!response.ok) throw new Error(`The demo database did not load: HTTP ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
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

/** Whether the database has run every bundled migration (the usual case: then the Migrator is not even loaded). */
async function isCurrent(db: Kysely<DB>): Promise<boolean> {
  const ran = await sql<{ name: string }>`select max(name) as name from kysely_migration`
    .execute(db)
    .catch(() => undefined)
  return ran?.rows[0]?.name === lastMigration()
}

export async function openBrowserHost(): Promise<MusicHost> {
  let at = performance.now()
  // The WebAssembly module, the saved database and the built one load side by side.
  const wasm = loadWasmSqlite()
  const [writer, saved] = await Promise.all([becomeWriter(), loadSavedDatabase()])
  // A first visit starts from the database the build made (scripts/demoDatabasePlugin.ts), when there is one.
  const seeded = saved ? undefined : await builtDatabase()
  await wasm
  at = stepDone('load', at)
  const database = await openWasmSqlite(saved ?? seeded)
  at = stepDone('open', at)
  // A saved database made by an older build gets the migrations it lacks; an empty one (dev) gets them all.
  if (!(await isCurrent(database.db))) await runMigrations(database.db, 'sqlite', bundledMigrations)
  at = stepDone('migrate', at)
  if (!saved && !seeded) {
    await seedDemoHost(database.db)
    stepDone('seed', at)
  }
  // Nothing is saved until the first write: until then the built (or seeded) database is the demo's.
  return {
    db: database.db,
    dialect: 'sqlite',
    written: async () => {
      if (writer) await saveDatabase(database.image())
    },
    readOnly: writer ? undefined : OTHER_TAB_MESSAGE
  }
}
