// A SQLite database of its own for a test, in a new temporary folder: openTempSqlite makes it, closeTempSqlite closes
// it and removes the folder (call it from afterEach or afterAll; it takes undefined, for a test that opened none).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase, sqliteFile, type Db, type DbOptions } from '../engine/database'

export type TempSqlite = { dir: string; file: string; database: Db }

export function openTempSqlite(name: string, options: Omit<DbOptions, 'dataDir'> = {}): TempSqlite {
  const dir = mkdtempSync(join(tmpdir(), `vibeline-${name}-`))
  const all = { ...options, dataDir: dir }
  return { dir, file: sqliteFile(all), database: openDatabase(all) }
}

export async function closeTempSqlite(temp: TempSqlite | undefined): Promise<void> {
  if (!temp) return
  try {
    await temp.database.close()
  } finally {
    rmSync(temp.dir, { recursive: true, force: true })
  }
}
