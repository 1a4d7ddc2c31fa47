// Where demo mode's music handlers find the server's services: a database (Kysely) and what to do after a write. In
// the browser that is SQLite compiled to WebAssembly, saved in IndexedDB (host/browserDatabase.ts), loaded the first
// time a music endpoint is called; tests give a database of their own (src/test/musicHost.ts).
import type { Kysely } from 'kysely'
import type { Dialect } from '../../../../server/db/engine/database'
import type { DB } from '../../../../server/db/schema'

export type MusicHost = {
  db: Kysely<DB>
  /** SQLite in the browser; a test may host the handlers on the API server's own database, whichever it is. */
  dialect: Dialect
  /** Called after each write that changed the database (the browser saves it). */
  written: () => Promise<void>
  /** Why this page may not write (the demo is open in another tab), when it may not. */
  readOnly?: string
}

let opening: Promise<MusicHost> | undefined

/** The host, opened on first use. */
export function musicHost(): Promise<MusicHost> {
  opening ??= import('./browserDatabase').then((m) => m.openBrowserHost())
  return opening
}

/** Puts a host in place (tests), or forgets it (undefined) so that the next call opens one again. */
export function setMusicHost(host: MusicHost | undefined): void {
  opening = host && Promise.resolve(host)
}
