// The track count tables of migration 0008 (kept by triggers) equal a recount of the tracks after random writes of
// every kind, single-row and many rows in one plain statement, and the track list's totals for genre and date
// filters equal a direct count. Writes that change a track's genre or delete tracks go through writeTracks, the owner
// of the plays that follow a track (docs/derived-numbers.md), as every writer must.
import { sql, type Transaction } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GENRES } from '../src/contracts/music'
import { pick, seededRandom } from '../src/lib/random'
import { writeTracks, type TrackWrite } from './catalog/trackPlays'
import { countTracks, rebuildTrackCounts } from './catalog/trackCounts'
import type { DB } from './db/schema'
import { trackWhere } from './catalog/tracksRepository'
import { startTestServer, type TestServer } from './test/harness'
import { countsAndRecount, expectCountsEqualRecount } from './test/recount'

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

/** Runs `write` of the tracks `ids` names as a track write (catalog/trackPlays.ts), in a transaction. */
function trackWrite(ids: number[], what: TrackWrite, write: (trx: Transaction<DB>) => Promise<unknown>) {
  const { db, dialect } = server.database
  const chosen = sql`select id from tracks where id in (${sql.join(ids)})`
  return db.transaction().execute((trx) => writeTracks(trx, dialect, chosen, what, () => write(trx)))
}

async function randomWrites(rounds: number) {
  const db = server.database.db
  // In id order: PostgreSQL returns rows in their physical order otherwise, and the draws below would vary.
  const ids = async () =>
    (await db.selectFrom('tracks').select('id').orderBy('id').execute()).map((t) => t.id)
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
      const set =
        change < 0.33
          ? { genre: pick(random, GENRES) }
          : change < 0.66
            ? { status: random() < 0.5 ? 'published' : 'draft' }
            : { created_at: stamp(), genre: pick(random, GENRES) }
      await trackWrite([id], { kind: 'update', fields: Object.keys(set) }, (trx) =>
        trx.updateTable('tracks').set(set).where('id', '=', id).execute()
      )
    } else if (roll < 0.7) {
      // One statement over many rows, as a bulk edit does.
      const chosen = (await ids()).filter(() => random() < 0.2)
      const set = random() < 0.5 ? { genre: pick(random, GENRES) } : { status: 'draft' }
      if (chosen.length > 0)
        await trackWrite(chosen, { kind: 'update', fields: Object.keys(set) }, (trx) =>
          trx.updateTable('tracks').set(set).where('id', 'in', chosen).execute()
        )
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
        await trackWrite(chosen, { kind: 'delete' }, (trx) =>
          trx.deleteFrom('tracks').where('id', 'in', chosen).execute()
        )
    }
  }
}

describe('track count tables', () => {
  it('hold the demo catalogue after the migration', async () => {
    await expectCountsEqualRecount(server.database)
    const [kept] = (await countsAndRecount(server.database)).days
    expect(kept.length).toBeGreaterThan(0)
  })

  it('equal a recount after random inserts, updates (single and bulk) and deletes', async () => {
    await randomWrites(150)
    await expectCountsEqualRecount(server.database)
  })

  it('stay right when a transaction that wrote tracks rolls back', async () => {
    const db = server.database.db
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('tracks').set({ genre: 'jazz', status: 'draft' }).execute()
        throw new Error('roll back')
      })
    ).rejects.toThrow('roll back')
    await expectCountsEqualRecount(server.database)
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

  it('count the tracks on the first and last day of a band, not those just outside it', async () => {
    const { db } = server.database
    const band = { genre: GENRES[2], date_from: '2023-11-17', date_to: '2024-01-03' }
    // Tracks at the band's edges, whatever the random writes before left: the hour before it, its first and last
    // hours, the hour after it.
    await db
      .insertInto('tracks')
      .values(
        [
          '2023-11-16T23:30:00.000Z',
          '2023-11-17T00:30:00.000Z',
          '2024-01-03T23:30:00.000Z',
          '2024-01-04T00:30:00.000Z'
        ].map((created) => ({
          title: 'Banded',
          artist: 'Tester',
          album: '',
          explicit: 0,
          genre: GENRES[2],
          duration: 100,
          status: 'published',
          created_at: created,
          updated_at: created
        }))
      )
      .execute()
    const tracks = await countTracks(db, band)
    expect(tracks).toBe(await directCount(band))
    expect(tracks).toBeGreaterThan(0)
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
    await expectCountsEqualRecount(server.database)
  })
})
