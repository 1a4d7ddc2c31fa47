// Opens a database of SQLite compiled to WebAssembly, in memory, empty or from the bytes of a saved one, with Kysely
// over it (engine/wasmSqlite.ts). The same code runs in the browser (demo mode) and in Node (its tests): the package's
// own entry points choose the build for each.
import { Kysely } from 'kysely'
import type { DB } from '../schema'
import { WasmSqliteDialect, type WasmDatabase } from './wasmSqlite'

type Sqlite3 = Awaited<ReturnType<(typeof import('@sqlite.org/sqlite-wasm'))['default']>>

export type WasmSqlite = {
  db: Kysely<DB>
  /** The whole database file, to save it (IndexedDB) and open it again later. */
  image(): Uint8Array
  close(): Promise<void>
}

const OPFS_UNAVAILABLE = 'Ignoring inability to install OPFS'

/**
 * The library's settings, read once when it starts. Its OPFS storage, which it tries to set up at start, needs a
 * cross-origin isolated page: demo mode keeps the database in memory and saves it to IndexedDB itself, so the
 * warning that OPFS could not be set up says nothing (and would be a console problem of every demo page).
 */
function configure(): void {
  ;(globalThis as { sqlite3ApiConfig?: object }).sqlite3ApiConfig = {
    warn: (...args: unknown[]) => {
      if (!String(args[0]).startsWith(OPFS_UNAVAILABLE)) console.warn(...args)
    }
  }
}

let loading: Promise<Sqlite3> | undefined
/** The WebAssembly module, compiled once per page (or test worker); call early to load it alongside other work. */
export function loadWasmSqlite(): Promise<Sqlite3> {
  loading ??= import('@sqlite.org/sqlite-wasm').then(async (module) => {
    configure()
    return module.default()
  })
  return loading
}

export async function openWasmSqlite(saved?: Uint8Array): Promise<WasmSqlite> {
  const sqlite3 = await loadWasmSqlite()
  const sqlite = new sqlite3.oo1.DB(':memory:', 'c')
  if (saved) restore(sqlite3, sqlite, saved)
  const db = new Kysely<DB>({ dialect: new WasmSqliteDialect(sqlite as unknown as WasmDatabase) })
  return {
    db,
    image: () => sqlite3.capi.sqlite3_js_db_export(sqlite),
    close: async () => {
      await db.destroy()
      sqlite.close()
    }
  }
}

/** Replaces the empty database with saved bytes; SQLite owns (and frees) the copy it is given. */
function restore(sqlite3: Sqlite3, sqlite: InstanceType<Sqlite3['oo1']['DB']>, saved: Uint8Array): void {
  const { capi, wasm } = sqlite3
  const bytes = wasm.allocFromTypedArray(saved)
  const rc = capi.sqlite3_deserialize(
    sqlite,
    'main',
    bytes,
    saved.byteLength,
    saved.byteLength,
    capi.SQLITE_DESERIALIZE_FREEONCLOSE | capi.SQLITE_DESERIALIZE_RESIZEABLE
  )
  sqlite.checkRc(rc)
}
