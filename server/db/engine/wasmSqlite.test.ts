// The WebAssembly SQLite dialect (demo mode's engine) in Node: the server's migrations and its tracks service on it.
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { decodeListQuery } from '../../../src/contracts/list'
import { trackListQuery } from '../../../src/contracts/music'
import { TracksService } from '../../catalog/tracksService'
import { seedCatalogue } from '../demoCatalogue'
import { migrate } from '../migrationFiles'
import { openWasmSqlite, type WasmSqlite } from './wasmSqliteOpen'

const origin = { user: null, id: 'test' }
const NOW = '2026-01-02T03:04:05.000Z'
const track = (title: string, artist = 'Ada Rivera') => ({
  title,
  artist,
  album: '',
  genre: 'pop',
  duration: 100,
  release_date: null,
  cover_url: null,
  audio_key: null,
  mime_type: null,
  size: null,
  status: 'published',
  explicit: 0,
  created_at: NOW,
  updated_at: NOW
})

function listParams(query: Record<string, unknown> = {}) {
  const decoded = decodeListQuery(trackListQuery, 'http', query)
  if (!decoded.ok) throw new Error('bad list query')
  return decoded.params
}

let wasm: WasmSqlite
let tracks: TracksService
beforeEach(async () => {
  wasm = await openWasmSqlite()
  await migrate(wasm.db, 'sqlite')
  tracks = new TracksService(wasm.db, 'sqlite')
})
afterEach(() => wasm.close())

describe('the WebAssembly SQLite dialect', () => {
  it('runs every SQLite migration, full-text search included', async () => {
    const tables = await wasm.db.introspection.getTables()
    const names = tables.map((t) => t.name)
    expect(names).toEqual(expect.arrayContaining(['tracks', 'playlists', 'audit_log']))
    const fts = await sql<{ name: string }>`select name from sqlite_master where sql like '%fts5%'`.execute(
      wasm.db
    )
    expect(fts.rows.length).toBeGreaterThan(0)
  })

  it('creates, lists by keyword, updates and deletes through the server’s tracks service', async () => {
    const first = await tracks.create(origin, track('Midnight Harbor'))
    await tracks.create(origin, track('Golden Road', 'Velvet Static'))
    expect(first.id).toBe(1)

    const found = await tracks.list(listParams({ filters: JSON.stringify({ keyword: 'harb' }) }))
    expect(found.rows.map((t) => t.title)).toEqual(['Midnight Harbor'])
    expect(found.total).toBe(1)

    const updated = await tracks.update(origin, first.id, { title: 'Morning Harbor' }, false)
    expect(updated?.row.title).toBe('Morning Harbor')
    expect((await tracks.find(first.id)).title).toBe('Morning Harbor')

    await tracks.remove(origin, first.id)
    await expect(tracks.find(first.id)).rejects.toMatchObject({ statusCode: 404 })
    const audit = await wasm.db.selectFrom('audit_log').select('action').orderBy('id').execute()
    expect(audit.map((a) => a.action)).toEqual(['create', 'create', 'update', 'delete'])
  })

  it('answers affected rows and insert ids of statements without RETURNING', async () => {
    const inserted = await wasm.db.insertInto('tracks').values(track('One')).executeTakeFirst()
    expect(inserted.insertId).toBe(1n)
    const updated = await wasm.db.updateTable('tracks').set({ album: 'A' }).executeTakeFirst()
    expect(updated.numUpdatedRows).toBe(1n)
  })

  it('runs parallel transactions one after the other on its one connection, and rolls a failed one back', async () => {
    await Promise.all(Array.from({ length: 5 }, (_, i) => tracks.create(origin, track(`Song ${i}`))))
    await expect(
      wasm.db.transaction().execute(async (trx) => {
        await trx.insertInto('tracks').values(track('Gone')).execute()
        throw new Error('abandoned')
      })
    ).rejects.toThrow('abandoned')
    const titles = (await tracks.list(listParams({ per_page: 50 }))).rows.map((t) => t.title)
    expect(titles.sort()).toEqual(['Song 0', 'Song 1', 'Song 2', 'Song 3', 'Song 4'])
  })

  it('saves the whole database as bytes and opens it again', async () => {
    await tracks.create(origin, track('Kept'))
    const saved = wasm.image()
    const reopened = await openWasmSqlite(saved)
    try {
      const again = new TracksService(reopened.db, 'sqlite')
      expect((await again.find(1)).title).toBe('Kept')
      await again.create(origin, track('Later'))
      expect((await again.list(listParams())).total).toBe(2)
    } finally {
      await reopened.close()
    }
  })
})

describe('the demo catalogue on WebAssembly SQLite', () => {
  it('is seeded by the same code as npm start’s, without audio files', async () => {
    const result = await seedCatalogue(wasm.db, () => null, { now: new Date(NOW) })
    expect(result).toMatchObject({ tracks: 200, users: 50, playlists: 24, histories: 5000, audioBytes: 0 })
    const page = await tracks.list(listParams({ per_page: 10 }))
    expect(page.total).toBe(200)
    expect(page.rows[0]).toMatchObject({ audio_key: expect.stringMatching(/^demo-\d{4}\.wav$/), size: null })
    const played = await wasm.db
      .selectFrom('track_play_counts')
      .select((eb) => eb.fn.sum<number>('play_count').as('plays'))
      .executeTakeFirstOrThrow()
    expect(Number(played.plays)).toBe(5000)
  })
})
