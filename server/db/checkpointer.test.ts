// The WAL checkpointing thread: with automatic checkpoints off, committed pages reach the database file only
// through it.
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startCheckpointer } from './checkpointer'
import { openDatabase, sqliteFile, type Db } from './database'

let dir: string | undefined
let database: Db | undefined
afterEach(async () => {
  await database?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
  database = dir = undefined
})

/** Commits about 5 MB: past the 1,000 pages at which a commit would checkpoint by itself. */
function write(db: Db) {
  db.sqlite!.exec('create table blobs (id integer primary key, body text)')
  const insert = db.sqlite!.prepare('insert into blobs (body) values (?)')
  db.sqlite!.transaction(() => {
    for (let i = 0; i < 1200; i++) insert.run('x'.repeat(4000))
  })()
}

describe('startCheckpointer', () => {
  it('copies the WAL into the database file, which commits no longer do without it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'vibeline-checkpoint-'))
    const options = { dataDir: dir, autoCheckpoint: false }
    database = openDatabase(options)
    expect(database.sqlite!.pragma('wal_autocheckpoint', { simple: true })).toBe(0)
    write(database)
    const file = sqliteFile(options)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(statSync(file).size).toBeLessThan(100_000)
    const errors: string[] = []
    const stop = startCheckpointer(file, (message) => errors.push(message), { intervalMs: 20 })
    try {
      await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(4_000_000), {
        timeout: 5000,
        interval: 20
      })
    } finally {
      await stop()
    }
    expect(errors).toEqual([])
  })

  it('empties a WAL grown past its limit', async () => {
    dir = mkdtempSync(join(tmpdir(), 'vibeline-checkpoint-'))
    const options = { dataDir: dir, autoCheckpoint: false }
    database = openDatabase(options)
    write(database)
    const wal = `${sqliteFile(options)}-wal`
    expect(statSync(wal).size).toBeGreaterThan(4_000_000)
    const errors: string[] = []
    const stop = startCheckpointer(sqliteFile(options), (message) => errors.push(message), {
      intervalMs: 20,
      maxWalPages: 100
    })
    try {
      await vi.waitFor(() => expect(statSync(wal).size).toBe(0), { timeout: 5000, interval: 20 })
    } finally {
      await stop()
    }
    expect(errors).toEqual([])
  })

  it('leaves automatic checkpoints on by default', () => {
    dir = mkdtempSync(join(tmpdir(), 'vibeline-checkpoint-'))
    database = openDatabase({ dataDir: dir })
    expect(database.sqlite!.pragma('wal_autocheckpoint', { simple: true })).toBe(1000)
  })
})
