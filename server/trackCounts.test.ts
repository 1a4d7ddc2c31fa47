// The track count tables of migration 0007 (kept by triggers) equal a recount of the tracks after random writes of
// every kind, single-row and bulk, and the track list's totals for genre and date filters equal a direct count.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GENRES } from '../src/contracts/music'
import { pick, seededRandom } from '../src/lib/random'
import { countTracks, rebuildTrackCounts, trackBand } from './db/trackCounts'
import { trackWhere } from './db/tracks'
import { startTestServer, type TestServer } from './test/harness'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ seed: { tracks: 60, users: 4, playlists: 1, histories: 50 } })
})
afterAll(() => server?.close())

const random = seededRandom(17)
// A few months over a year boundary, so that ranges cover whole months and partial ones.
const DAYS = Array.from({ length: 120 }, (_, i) =>
  new Date(Date.UTC(2023, 10, 1) + i * 86_400_000).toISOString().slice(0, 10)
)
const stamp = () => `${pick(random, DAYS)}T${String(Math.floor(random() * 24)).padStart(2, '0')}:30:00.000Z`

async function tables() {
  const db = server.database.db
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await query.execute(db)).rows as Record<string, unknown>[])
      .map((r) => Object.values(r).map(String).join('|'))
      .sort()
  return {
    days: [
      await rows(sql`select day, genre, tracks, published from track_count_days where tracks <> 0`),
      await rows(sql`select substr(created_at, 1, 10) as day, genre, count(*) as tracks,
        sum(case when status = 'published' then 1 else 0 end) as published
        from tracks group by substr(created_at, 1, 10), genre`)
    ],
    months: [
      await rows(sql`select month, genre, tracks, published from track_count_months where tracks <> 0`),
      await rows(sql`select substr(created_at, 1, 7) as month, genre, count(*) as tracks,
        sum(case when status = 'published' then 1 else 0 end) as published
        from tracks group by substr(created_at, 1, 7), genre`)
    ]
  }
}

/** Tracks whose id lies outside the id bounds of their day's or month's row (migration 0013): there must be none. */
async function tracksOutsideBounds() {
  const { rows } = await sql<{ id: number }>`select t.id from tracks t
    join track_count_days d on d.day = substr(t.created_at, 1, 10) and d.genre = t.genre
    join track_count_months m on m.month = substr(t.created_at, 1, 7) and m.genre = t.genre
    where not (t.id between d.min_id and d.max_id) or not (t.id between m.min_id and m.max_id)
      or d.min_id is null or m.min_id is null`.execute(server.database.db)
  return rows.map((r) => r.id)
}

async function expectCountsEqualRecount() {
  for (const [name, [kept, recount]] of Object.entries(await tables())) expect(kept, name).toEqual(recount)
  expect(await tracksOutsideBounds()).toEqual([])
}

async function directCount(filters: {
  genre?: (typeof GENRES)[number]
  date_from?: string
  date_to?: string
}) {
  const { db, dialect } = server.database
  const row = await db
    .selectFrom('tracks')
    .where(trackWhere(dialect, filters))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

async function randomWrites(rounds: number) {
  const db = server.database.db
  const ids = async () => (await db.selectFrom('tracks').select('id').execute()).map((t) => t.id)
  for (let round = 0; round < rounds; round++) {
    const roll = random()
    if (roll < 0.3) {
      const created = stamp()
      await db
        .insertInto('tracks')
        .values(
          Array.from({ length: 1 + Math.floor(random() * 4) }, () => ({
            title: 'Counted',
            artist: 'Tester',
            album: '',
            explicit: 0,
            play_count: 0,
            genre: pick(random, GENRES),
            duration: 100,
            status: random() < 0.5 ? 'published' : 'draft',
            created_at: created,
            updated_at: created
          }))
        )
        .execute()
    } else if (roll < 0.55) {
      const id = pick(random, await ids())
      const change = random()
      await db
        .updateTable('tracks')
        .set(
          change < 0.33
            ? { genre: pick(random, GENRES) }
            : change < 0.66
              ? { status: random() < 0.5 ? 'published' : 'draft' }
              : { created_at: stamp(), genre: pick(random, GENRES) }
        )
        .where('id', '=', id)
        .execute()
    } else if (roll < 0.7) {
      // One statement over many rows, as a bulk edit does.
      const chosen = (await ids()).filter(() => random() < 0.2)
      if (chosen.length > 0)
        await db
          .updateTable('tracks')
          .set(random() < 0.5 ? { genre: pick(random, GENRES) } : { status: 'draft' })
          .where('id', 'in', chosen)
          .execute()
    } else if (roll < 0.8) {
      // Changes that leave every counted field as it was.
      await db
        .updateTable('tracks')
        .set((eb) => ({ title: 'Renamed', duration: eb('duration', '+', 1) }))
        .where('id', '=', pick(random, await ids()))
        .execute()
    } else {
      const all = await ids()
      const chosen = all.filter(() => random() < 0.05)
      if (chosen.length > 0 && all.length - chosen.length > 20)
        await db.deleteFrom('tracks').where('id', 'in', chosen).execute()
    }
  }
}

describe('track count tables', () => {
  it('hold the demo catalogue after the migration', async () => {
    await expectCountsEqualRecount()
    const [kept] = (await tables()).days
    expect(kept.length).toBeGreaterThan(0)
  })

  it('equal a recount after random inserts, updates (single and bulk) and deletes', async () => {
    await randomWrites(150)
    await expectCountsEqualRecount()
  })

  it('stay right when a transaction that wrote tracks rolls back', async () => {
    const db = server.database.db
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('tracks').set({ genre: 'jazz', status: 'draft' }).execute()
        throw new Error('roll back')
      })
    ).rejects.toThrow('roll back')
    await expectCountsEqualRecount()
  })

  it('give the same totals as a direct count for genres and date ranges', async () => {
    const ranges: [string | undefined, string | undefined][] = [
      [undefined, undefined],
      ['2023-11-05', undefined],
      [undefined, '2024-01-10'],
      ['2023-11-05', '2023-11-20'],
      ['2023-11-01', '2023-11-30'],
      ['2023-11-30', '2023-12-01'],
      ['2023-11-17', '2024-02-03'],
      ['2023-12-01', '2024-01-31'],
      ['2024-06-01', '2024-07-01']
    ]
    for (const [date_from, date_to] of ranges)
      for (const genre of [undefined, ...GENRES.slice(0, 4)]) {
        const filters = { genre, date_from, date_to }
        expect(await countTracks(server.database.db, filters), JSON.stringify(filters)).toBe(
          await directCount(filters)
        )
      }
  })

  it('bound the ids of every band of days: a window that holds each of its tracks', async () => {
    const { db, dialect } = server.database
    const band = { genre: GENRES[2], date_from: '2023-11-17', date_to: '2024-01-03' }
    const { tracks, lo, hi } = await trackBand(db, band)
    const ids = (await db.selectFrom('tracks').select('id').where(trackWhere(dialect, band)).execute()).map(
      (r) => r.id
    )
    expect(tracks).toBe(ids.length)
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) {
      expect(id).toBeGreaterThanOrEqual(lo!)
      expect(id).toBeLessThanOrEqual(hi!)
    }
  })

  it('are what the track list reports as its total', async () => {
    const filters = { genre: GENRES[1], date_from: '2023-11-10', date_to: '2024-01-20' }
    const response = await server.as('viewer', {
      method: 'GET',
      url: `/admin/v2/tracks?page=1&per_page=5&filters=${encodeURIComponent(JSON.stringify(filters))}`
    })
    expect(response.statusCode).toBe(200)
    const meta = response.json().page_meta
    expect(meta.total).toBe(await directCount(filters))
    expect(meta.total).toBeGreaterThan(0)
    expect(meta.total_estimated).toBeUndefined()
  })

  it('are rebuilt from the tracks by a recount', async () => {
    const db = server.database.db
    await sql`update track_count_days set tracks = tracks + 5`.execute(db)
    await rebuildTrackCounts(db)
    await expectCountsEqualRecount()
  })
})
