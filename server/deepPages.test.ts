// Pages deep in the list (read from its far end past the middle) and pages of a common keyword (with an estimated
// total) must be the ORDER BY … OFFSET answer exactly.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Track } from '../src/contracts/music'
import { seedBig } from './db/seed'
import { collectedPage, pageFromDay, pageOf, trackWhere, tracksWithPlays } from './catalog/tracksRepository'
import { startTestServer, type TestServer } from './test/harness'

/** A sort column of the track list, qualified for tracksWithPlays. */
const sortRef = <C extends string>(column: C) =>
  column === 'play_count'
    ? ('track_play_counts.play_count' as const)
    : (`tracks.${column}` as `tracks.${Exclude<C, 'play_count'>}`)

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: { tracks: 5, users: 3, playlists: 1, histories: 10 } })
  await seedBig(server.database.db, server.config.mediaDir, 2600)
}, 120_000)
afterAll(() => server?.close())

const page = async (query: Record<string, string>) =>
  (await server.as('viewer', { method: 'GET', url: '/admin/v2/tracks', query })).json()

async function expectedIds(
  column: 'created_at' | 'play_count',
  dir: 'asc' | 'desc',
  offset: number,
  limit: number
) {
  const rows = await tracksWithPlays(server.database.db)
    .select('id')
    .orderBy(sortRef(column), dir)
    .orderBy('id', dir)
    .limit(limit)
    .offset(offset)
    .execute()
  return rows.map((r) => r.id)
}

describe('deep pages', () => {
  it.each([
    ['created_at', 'desc', 151, 10],
    ['created_at', 'asc', 101, 20],
    ['play_count', 'desc', 27, 100],
    ['play_count', 'asc', 260, 10]
  ] as const)(
    'sorted by %s %s, page %i of %i rows, equal the OFFSET answer',
    async (column, dir, pageNo, perPage) => {
      const body = await page({
        sort_by: column,
        sort_dir: dir,
        page: String(pageNo),
        per_page: String(perPage)
      })
      expect(body.page_meta.total).toBe(2605)
      expect(body.data.map((t: Track) => t.id)).toEqual(
        await expectedIds(column, dir, (pageNo - 1) * perPage, perPage)
      )
    }
  )

  it('a page past the end is empty but keeps the total', async () => {
    const body = await page({ page: '3000', per_page: '10' })
    expect(body.data).toEqual([])
    expect(body.page_meta.total).toBe(2605)
  })

  it('a new track shifts deep pages at once', async () => {
    const before = await page({ page: '200', per_page: '10' })
    const created = await server.as('editor', {
      method: 'POST',
      url: '/admin/v2/tracks',
      payload: { title: 'Brand New', artist: 'Fresh Band', genre: 'pop', duration: 100 }
    })
    expect(created.statusCode).toBe(201)
    const after = await page({ page: '200', per_page: '10' })
    expect(after.page_meta.total).toBe(before.page_meta.total + 1)
    expect(after.data[1].id).toBe(before.data[0].id)
  })
})

describe('a deep page sorted by date added, started from its day (catalog/dayPosition.ts)', () => {
  const cases = [
    [{}, 'desc'],
    [{}, 'asc'],
    [{ genre: 'rock' }, 'desc'],
    [{ status: 'published' }, 'asc'],
    [{ genre: 'pop', status: 'draft' }, 'desc']
  ] as const
  it.each(cases)('with filters %j, %s, equals the OFFSET answer at every depth', async (filters, dir) => {
    const { db, dialect } = server.database
    const where = trackWhere(dialect, filters)
    const all = await db
      .selectFrom('tracks')
      .select('id')
      .where(where)
      .orderBy('created_at', dir)
      .orderBy('id', dir)
      .execute()
    expect(all.length).toBeGreaterThan(20)
    const params = { filters, sort_by: 'created_at', sort_dir: dir, page: 1, per_page: 7 } as const
    for (const offset of [0, 1, 13, Math.floor(all.length / 3), Math.floor(all.length / 2), all.length - 3]) {
      const rows = await pageFromDay(db, where, params, offset)
      expect(rows.map((r) => r.id)).toEqual(all.slice(offset, offset + 7).map((r) => r.id))
    }
    expect(await pageFromDay(db, where, params, all.length)).toEqual([])
  })
})

describe('a page read by its ids first (pageOf), or collected, counted and sorted (collectedPage)', () => {
  it.each([
    ['play_count', 'desc', {}],
    ['title', 'asc', {}],
    ['release_date', 'desc', { genre: 'rock' }],
    ['duration', 'asc', { status: 'draft' }]
  ] as const)('sorted by %s %s with filters %j, equals the OFFSET answer', async (column, dir, filters) => {
    const { db, dialect } = server.database
    const where = trackWhere(dialect, filters)
    const all = await tracksWithPlays(db)
      .select('id')
      .where(where)
      .orderBy(sortRef(column), dir)
      .orderBy('id', dir)
      .execute()
    const params = { filters, sort_by: column, sort_dir: dir, page: 1, per_page: 9 } as const
    for (const offset of [0, 5, Math.floor(all.length / 2) - 4, all.length - 2]) {
      const expected = all.slice(offset, offset + 9).map((r) => r.id)
      for (const total of [undefined, all.length]) {
        const idsFirst = await pageOf(db, where, params, offset, total, { idsFirstFrom: 0 })
        expect(idsFirst.map((r) => r.id)).toEqual(expected)
      }
      for (const throughIndex of [false, true]) {
        const collected = await collectedPage(db, dialect, where, params, offset, throughIndex)
        if (all.length > 1000) expect(collected).toBeUndefined()
        else {
          expect(collected?.rows.map((r) => r.id)).toEqual(expected)
          expect(collected?.total).toBe(all.length)
        }
      }
    }
  })
})

describe('a keyword that matches most tracks', () => {
  // The most common first letter of a word: its prefix search matches over a thousand of the 2,600 tracks, so its
  // total is an estimate.
  let keyword = ''
  beforeAll(async () => {
    const rows = await server.database.db.selectFrom('tracks').select(['title', 'artist', 'album']).execute()
    const counts = new Map<string, number>()
    for (const r of rows) {
      const letters = new Set(
        `${r.title} ${r.artist} ${r.album}`.toLowerCase().match(/(?<![\p{L}\p{N}])[a-z]/gu) ?? []
      )
      for (const letter of letters) counts.set(letter, (counts.get(letter) ?? 0) + 1)
    }
    keyword = [...counts].sort((a, b) => b[1] - a[1])[0][0]
    expect(counts.get(keyword)).toBeGreaterThan(1000)
  })

  async function expected(dir: 'asc' | 'desc', offset: number, limit: number) {
    const { db, dialect } = server.database
    const rows = await db
      .selectFrom('tracks')
      .where(trackWhere(dialect, { keyword }))
      .select('id')
      .orderBy('created_at', dir)
      .orderBy('id', dir)
      .limit(limit)
      .offset(offset)
      .execute()
    return rows.map((r) => r.id)
  }

  const pageOf = (dir: 'asc' | 'desc', pageNo: number, perPage: number) =>
    page({
      sort_by: 'created_at',
      sort_dir: dir,
      page: String(pageNo),
      per_page: String(perPage),
      filters: JSON.stringify({ keyword })
    })

  it.each([
    ['desc', 1, 20],
    ['desc', 3, 50],
    ['asc', 1, 20],
    ['asc', 40, 20]
  ] as const)(
    'sorted by date %s, page %i of %i rows, equal the ORDER BY answer',
    async (dir, pageNo, perPage) => {
      const body = await pageOf(dir, pageNo, perPage)
      expect(body.data.map((t: Track) => t.id)).toEqual(await expected(dir, (pageNo - 1) * perPage, perPage))
    }
  )

  it('answers the exact total, or a close estimate flagged as one', async () => {
    const { db, dialect } = server.database
    if (dialect === 'postgres') await sql`analyze tracks`.execute(db)
    const exact = (await expected('desc', 0, 100_000)).length
    const body = await pageOf('desc', 2, 20)
    expect(body.data.map((t: Track) => t.id)).toEqual(await expected('desc', 20, 20))
    // A keyword with more than a thousand matches answers an estimate (SQLite: from its newest matches;
    // PostgreSQL: when the planner expects that many); the page stays exact.
    if (exact > 1000 && dialect === 'sqlite') expect(body.page_meta.total_estimated).toBe(true)
    if (body.page_meta.total_estimated) {
      expect(body.page_meta.total).toBeGreaterThan(exact / 2)
      expect(body.page_meta.total).toBeLessThan(exact * 2)
    } else expect(body.page_meta).toEqual({ total: exact, page: 2, per_page: 20 })
  })

  it('stays exact when a track was stamped out of insertion order', async () => {
    const { db } = server.database
    const [oldest] = await expected('asc', 0, 1)
    const [newest] = await expected('desc', 0, 1)
    const newestAt = (
      await db.selectFrom('tracks').select('created_at').where('id', '=', newest).executeTakeFirstOrThrow()
    ).created_at
    // The oldest match now claims a later date than any other track, though its rowid is among the smallest.
    const later = new Date(Date.parse(newestAt) + 60_000).toISOString()
    await db.updateTable('tracks').set({ created_at: later }).where('id', '=', oldest).execute()
    for (const dir of ['desc', 'asc'] as const) {
      const body = await pageOf(dir, 1, 20)
      expect(body.data.map((t: Track) => t.id)).toEqual(await expected(dir, 0, 20))
    }
    expect((await pageOf('desc', 1, 20)).data[0].id).toBe(oldest)
  })

  it('with a genre and dates too, answers the exact page and a total close to the count', async () => {
    const { db, dialect } = server.database
    const [first, last] = await Promise.all(
      (['asc', 'desc'] as const).map(async (dir) =>
        (
          await db
            .selectFrom('tracks')
            .select('created_at')
            .orderBy('created_at', dir)
            .limit(1)
            .executeTakeFirstOrThrow()
        ).created_at.slice(0, 10)
      )
    )
    const filters = { keyword, genre: 'rock' as const, date_from: first, date_to: last }
    for (const dir of ['desc', 'asc'] as const) {
      const rows = await db
        .selectFrom('tracks')
        .where(trackWhere(dialect, filters))
        .select('id')
        .orderBy('created_at', dir)
        .orderBy('id', dir)
        .execute()
      const body = await page({
        sort_by: 'created_at',
        sort_dir: dir,
        page: '2',
        per_page: '10',
        filters: JSON.stringify(filters)
      })
      expect(body.data.map((t: Track) => t.id)).toEqual(rows.slice(10, 20).map((r) => r.id))
      if (body.page_meta.total_estimated) {
        expect(body.page_meta.total).toBeGreaterThan(rows.length / 2)
        expect(body.page_meta.total).toBeLessThan(rows.length * 2)
      } else expect(body.page_meta.total).toBe(rows.length)
    }
  })
})

describe('a keyword within a genre and a range of dates', () => {
  // About a year of one genre: a band of a few dozen tracks, whose matches are counted exactly on every engine.
  const genre = 'rock' as const
  let band: { keyword: string; genre: typeof genre; date_from: string; date_to: string }
  beforeAll(async () => {
    const { db } = server.database
    const days = (
      await db
        .selectFrom('tracks')
        .select('created_at')
        .where('genre', '=', genre)
        .orderBy('created_at')
        .execute()
    ).map((r) => r.created_at.slice(0, 10))
    const [date_from, date_to] = [days[Math.floor(days.length * 0.3)], days[Math.floor(days.length * 0.5)]]
    // The commonest first letter of a word among the band's tracks.
    const texts = await db
      .selectFrom('tracks')
      .select(['title', 'artist', 'album'])
      .where(trackWhere(server.database.dialect, { genre, date_from, date_to }))
      .execute()
    const counts = new Map<string, number>()
    for (const r of texts)
      for (const letter of new Set(`${r.title} ${r.artist} ${r.album}`.toLowerCase().match(/\b[a-z]/g) ?? []))
        counts.set(letter, (counts.get(letter) ?? 0) + 1)
    band = { keyword: [...counts].sort((a, b) => b[1] - a[1])[0][0], genre, date_from, date_to }
  })

  async function expected(
    filters: object,
    column: 'created_at' | 'play_count' | 'title',
    dir: 'asc' | 'desc'
  ): Promise<number[]> {
    const { db, dialect } = server.database
    const rows = await tracksWithPlays(db)
      .where(trackWhere(dialect, filters))
      .select('id')
      .orderBy(sortRef(column), dir)
      .orderBy('id', dir)
      .execute()
    return rows.map((r) => r.id)
  }

  const pageOf = (filters: object, column: string, dir: string, pageNo: number, perPage: number) =>
    page({
      sort_by: column,
      sort_dir: dir,
      page: String(pageNo),
      per_page: String(perPage),
      filters: JSON.stringify(filters)
    })

  it.each([
    ['created_at', 'desc', 1, 10],
    ['created_at', 'asc', 2, 10],
    ['play_count', 'desc', 1, 5],
    ['title', 'asc', 2, 5]
  ] as const)(
    'sorted by %s %s, page %i of %i rows: the ORDER BY page and the exact total',
    async (column, dir, pageNo, perPage) => {
      const all = await expected(band, column, dir)
      expect(all.length).toBeGreaterThan(10)
      const body = await pageOf(band, column, dir, pageNo, perPage)
      expect(body.data.map((t: Track) => t.id)).toEqual(all.slice((pageNo - 1) * perPage, pageNo * perPage))
      expect(body.page_meta).toEqual({ total: all.length, page: pageNo, per_page: perPage })
    }
  )

  it('with a status and the explicit flag too, and past the last page, keeps the exact total', async () => {
    for (const filters of [
      { ...band, status: 'published' },
      { ...band, explicit: false }
    ]) {
      const all = await expected(filters, 'created_at', 'desc')
      const body = await pageOf(filters, 'created_at', 'desc', 1, 10)
      expect(body.data.map((t: Track) => t.id)).toEqual(all.slice(0, 10))
      expect(body.page_meta.total).toBe(all.length)
      expect(body.page_meta.total_estimated).toBeUndefined()
    }
    const all = await expected(band, 'created_at', 'desc')
    const past = await pageOf(band, 'created_at', 'desc', 50, 10)
    expect(past.data).toEqual([])
    expect(past.page_meta.total).toBe(all.length)
  })

  it('finds a track moved into the band whose id lies far outside it', async () => {
    const { db } = server.database
    const newest = await db
      .selectFrom('tracks')
      .select(['id', 'title'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
    const word = newest.title.split(' ')[0]
    const filters = { ...band, keyword: word }
    expect(await expected(filters, 'created_at', 'desc')).not.toContain(newest.id)
    await db
      .updateTable('tracks')
      .set({ genre, created_at: `${band.date_from}T12:00:00.000Z` })
      .where('id', '=', newest.id)
      .execute()
    const all = await expected(filters, 'created_at', 'desc')
    expect(all).toContain(newest.id)
    const body = await pageOf(filters, 'created_at', 'desc', 1, 100)
    expect(body.data.map((t: Track) => t.id)).toEqual(all)
    expect(body.page_meta.total).toBe(all.length)
  })
})
