// The WAL checkpointing thread: with automatic checkpoints off, committed pages reach the database file only
// through it.
import { statSync } from 'node:fs'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startCheckpointer } from './checkpointer'
import type { Db } from '../db/engine/database'
import { closeTempSqlite, openTempSqlite, type TempSqlite } from '../db/test/tempSqlite'

let temp: TempSqlite | undefined
afterEach(async () => {
  await closeTempSqlite(temp)
  temp = undefined
})

/** A database whose commits never checkpoint the WAL themselves, as the server's with its checkpointer. */
function open() {
  temp = openTempSqlite('checkpoint', { autoCheckpoint: false })
  return temp
}

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
    const { database, file } = open()
    expect(database.sqlite!.pragma('wal_autocheckpoint', { simple: true })).toBe(0)
    write(database)
    // Nothing else copies the WAL: the file holds none of the 5 MB until the thread runs.
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
    const { database, file } = open()
    write(database)
    const wal = `${file}-wal`
    expect(statSync(wal).size).toBeGreaterThan(4_000_000)
    const errors: string[] = []
    const stop = startCheckpointer(file, (message) => errors.push(message), {
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

  it('never takes the write lock while a reader keeps the WAL from being copied in full', async () => {
    const { database, file } = open()
    write(database)
    // A reader still on an older snapshot: no checkpoint can copy the pages committed after it began. (After a huge
    // bulk edit, the pages committed while a checkpoint copied the edit's are the same: much left to copy.)
    const reader = new Database(file)
    const writer = new Database(file)
    // A writer that never waits: each refusal of the write lock is seen, not absorbed by a busy timeout.
    writer.pragma('busy_timeout = 0')
    const wal = `${file}-wal`
    const stop = startCheckpointer(file, () => undefined, { intervalMs: 1, maxWalPages: 100 })
    try {
      reader.exec('begin')
      reader.prepare('select count(*) from blobs').get()
      const insert = database.sqlite!.prepare('insert into blobs (body) values (?)')
      for (let i = 0; i < 200; i++) insert.run('y'.repeat(4000))
      // The thread is at work: it has copied the pages the reader's snapshot allows into the database file.
      await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(4_000_000), {
        timeout: 5000,
        interval: 5
      })
      // The WAL stays past its limit while the reader is there, and the thread keeps trying (every millisecond); a
      // thread that emptied it now would hold the write lock until the reader left. Every commit gets the lock at
      // its first asking, while the thread ticks between them.
      const refused: number[] = []
      for (let i = 0; i < 300; i++) {
        try {
          writer.exec('begin immediate')
          writer.prepare("insert into blobs (body) values ('z')").run()
          writer.exec('commit')
        } catch (err) {
          if ((err as { code?: string }).code !== 'SQLITE_BUSY') throw err
          refused.push(i)
        }
        await new Promise((resolve) => setImmediate(resolve))
      }
      expect(refused).toEqual([])
      expect(statSync(wal).size).toBeGreaterThan(0)
      // Once the reader is done, the WAL is emptied all the same.
      reader.exec('commit')
      await vi.waitFor(() => expect(statSync(wal).size).toBe(0), { timeout: 5000, interval: 20 })
    } finally {
      await stop()
      reader.close()
      writer.close()
    }
  })

  it('leaves automatic checkpoints on by default', () => {
    temp = openTempSqlite('checkpoint')
    const { database } = temp
    expect(database.sqlite!.pragma('wal_autocheckpoint', { simple: true })).toBe(1000)
  })
})
