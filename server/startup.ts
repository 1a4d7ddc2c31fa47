// The work a fresh start does once for the whole service: migrate, create the first administrator, seed the demo
// catalogue. It runs under the database's start-up lock, so that instances started together do it one at a time.
import type { ServerConfig } from './config'
import type { Db } from './db/engine/database'
import { migrate } from './db/migrationFiles'
import { MediaStore } from './media/store'
import { sweepMedia } from './media/sweep'
import {
  createAccount,
  ensureAdmin,
  isSeeded,
  seedDemo,
  type SeedAccount,
  type SeedOptions,
  type SeedResult
} from './db/seed'

export type StartupOptions = {
  mediaDir: string
  adminEmail: string
  adminPassword?: string
  /** Accounts to create or reset (seed CLI). */
  accounts?: SeedAccount[]
  /** Seed the demo catalogue when it was never seeded; false skips it. */
  seed?: SeedOptions | false
}

export type StartupReport = {
  /** The administrator who signs in: just created (with the generated password, if any) or the one there was. */
  admin: { created: boolean; email: string; generatedPassword?: string }
  seeded?: SeedResult & { ms: number }
}

export function prepareDatabase(database: Db, options: StartupOptions): Promise<StartupReport> {
  return database.exclusive(async () => {
    await migrate(database.db, database.dialect)
    const admin = await ensureAdmin(database.db, options.adminEmail, options.adminPassword)
    for (const account of options.accounts ?? []) await createAccount(database.db, account)
    if (options.seed === false || (await isSeeded(database.db))) return { admin }
    const started = Date.now()
    const result = await seedDemo(database.db, options.mediaDir, options.seed ?? {})
    return { admin, seeded: { ...result, ms: Date.now() - started } }
  })
}

/**
 * Removes uploads cut off by a crash and files whose row never committed (server/media/sweep.ts), saying what went.
 * Files younger than `graceSeconds` (MEDIA_SWEEP_GRACE, at least 600 s) stay: the uploads in flight of a server
 * already running on the folder.
 */
export async function sweepStrayMedia(
  config: ServerConfig,
  database: Db,
  log: (line: string) => void,
  graceSeconds = config.mediaSweepGraceSeconds
): Promise<void> {
  const media = new MediaStore(config.mediaDir, config.secret, config.audioUrlTtl)
  try {
    const result = await sweepMedia(database.db, media, { graceMs: graceSeconds * 1000, log })
    if (result.removed.length > 0)
      log(`Media sweep: removed ${result.removed.length} stray file(s), ${result.bytes} bytes.`)
  } catch (err) {
    log(`The media sweep failed: ${err instanceof Error ? err.message : String(err)}`)
  }
}
