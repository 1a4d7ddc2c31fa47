// Bulk edits and deletes of tracks and their undo, and single-track writes, each keep every derived number through
// its one owner (docs/derived-numbers.md): the triggers on tracks for the count tables, the track writes
// (catalog/trackPlays.ts) for the plays that follow a track. After each one, every table equals a recount from the
// raw rows, on both engines.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BULK_PATHS } from '../src/contracts/bulk'
import { GENRES } from '../src/contracts/music'
import { pick, seededRandom } from '../src/lib/random'
import { writeTracks } from './catalog/trackPlays'
import { inTransaction } from './db/engine/transaction'
import { startTestServer, type TestServer } from './test/harness'
import { expectCountsEqualRecount } from './test/recount'

let server: TestServer

/** The suites below on a fresh server of their own, with these settings. */
function onServer(config: Record<string, unknown>) {
  beforeAll(async () => {
    server = await startTestServer({ seed: { tracks: 40, users: 10, playlists: 2, histories: 600 }, config })
  })
  afterAll(() => server?.close())
  countSuites()
}

describe('bulk writes', () => onServer({}))

const expectRecount = (when?: string) => expectCountsEqualRecount(server.database, when)

async function bulk(path: string, payload?: object) {
  const res = await server.as('admin', { method: payload ? 'PATCH' : 'POST', url: path, payload })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
const edit = (payload: object) => bulk(BULK_PATHS.tracks, payload)
const undo = (id: number) => bulk(BULK_PATHS.tracksUndo(id))
async function bulkDelete(payload: object) {
  const res = await server.as('admin', { method: 'POST', url: BULK_PATHS.tracksDelete, payload })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

const trackIds = async () =>
  (await server.database.db.selectFrom('tracks').select('id').orderBy('id').execute()).map((t) => t.id)

/** Tracks with plays on the most days, busiest first. */
async function playedTracks(n: number) {
  const rows = await server.database.db
    .selectFrom('play_daily_tracks')
    .select(['track_id', (eb) => eb.fn.countAll<number>().as('days')])
    .groupBy('track_id')
    .orderBy('days', 'desc')
    .orderBy('track_id')
    .limit(n)
    .execute()
  return rows.map((r) => r.track_id)
}

const artistPlays = async (artist: string) =>
  Number(
    (
      await server.database.db
        .selectFrom('play_daily_artists')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('plays'), eb.lit(0)).as('n'))
        .where('artist', '=', artist)
        .executeTakeFirstOrThrow()
    ).n
  )

const playsOf = async (ids: number[]) =>
  Number(
    (
      await server.database.db
        .selectFrom('play_histories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('track_id', 'in', ids)
        .executeTakeFirstOrThrow()
    ).n
  )

function countSuites() {
  describe('the counts and roll-ups of bulk writes', () => {
    it('start equal to a recount', async () => {
      await expectRecount()
    })

    it('follow a bulk edit by ids of genre, artist and status, and its undo', async () => {
      const ids = [...(await playedTracks(6)), ...(await trackIds()).slice(-3)]
      const plays = await playsOf(ids)
      expect(plays).toBeGreaterThan(0)
      const done = await edit({ ids, changes: { genre: 'jazz', artist: 'Bulk Artist', status: 'draft' } })
      expect(done.changed).toBe(ids.length)
      // The plays moved to the new artist: not only equal to a recount, but moved.
      expect(await artistPlays('Bulk Artist')).toBe(plays)
      await expectRecount('after the edit')
      expect((await undo(done.undo_id)).restored).toBe(ids.length)
      expect(await artistPlays('Bulk Artist')).toBe(0)
      await expectRecount('after the undo')
    })

    it('follow a bulk edit by filter, and its undo', async () => {
      const { db } = server.database
      const [{ genre }] = await db
        .selectFrom('tracks')
        .select(['genre', (eb) => eb.fn.countAll<number>().as('n')])
        .where('genre', '<>', 'blues')
        .groupBy('genre')
        .orderBy('n', 'desc')
        .limit(1)
        .execute()
      const byGenre = await edit({ filters: { genre }, changes: { genre: 'blues', status: 'published' } })
      expect(byGenre.changed).toBeGreaterThan(1)
      await expectRecount('after the edit by genre')
      const byStatus = await edit({ filters: { status: 'published' }, changes: { artist: 'Everyone' } })
      expect(byStatus.changed).toBeGreaterThan(1)
      await expectRecount('after the edit by status')
      await undo(byStatus.undo_id)
      await expectRecount('after undoing the edit by status')
      await undo(byGenre.undo_id)
      await expectRecount('after undoing the edit by genre')
    })

    /** Changes a track's artist and genre through the API, as another administrator would. */
    const editThroughApi = async (id: number) => {
      const track = (await server.as('admin', { method: 'GET', url: `/admin/v2/tracks/${id}` })).json().data
      const put = await server.as('admin', {
        method: 'PUT',
        url: `/admin/v2/tracks/${id}`,
        payload: {
          title: track.title,
          artist: 'Solo Act',
          genre: 'pop',
          duration: track.duration,
          status: track.status
        }
      })
      expect(put.statusCode, put.body).toBe(200)
    }

    it('follow an undo that leaves alone a track changed since', async () => {
      const ids = await playedTracks(4)
      const done = await edit({ ids, changes: { genre: 'folk', artist: 'Folk Band' } })
      await editThroughApi(ids[0])
      const undone = await undo(done.undo_id)
      expect(undone).toMatchObject({ restored: ids.length - 1, skipped: 1, skipped_ids: [ids[0]] })
      await expectRecount()
    })

    it('follow an undo that restores exactly, and leaves alone a track changed since even with its stamp kept', async () => {
      const { db } = server.database
      const ids = (await playedTracks(5)).sort((a, b) => a - b)
      const kept = [
        'title',
        'artist',
        'album',
        'genre',
        'status',
        'explicit',
        'release_date',
        'duration',
        'updated_at'
      ] as const
      const rows = async () =>
        new Map(
          (
            await db
              .selectFrom('tracks')
              .select(['id', ...kept])
              .where('id', 'in', ids)
              .execute()
          ).map((r) => [r.id, r])
        )
      const before = await rows()
      const changes = {
        genre: 'metal',
        status: 'draft',
        artist: 'Exact Artist',
        explicit: true,
        album: 'Exact Album',
        release_date: '2001-02-03'
      }
      const done = await edit({ ids, changes })
      expect(done.changed).toBe(ids.length)
      // One is edited through the API since; another's genre by a plain statement that keeps the bulk edit's
      // updated_at.
      await editThroughApi(ids[0])
      await inTransaction(db, (trx) =>
        writeTracks(
          trx,
          server.database.dialect,
          sql`select cast(${ids[1]} as integer)`,
          { kind: 'update', fields: ['genre'] },
          () => trx.updateTable('tracks').set({ genre: 'ambient' }).where('id', '=', ids[1]).execute()
        )
      )
      const undone = await undo(done.undo_id)
      expect(undone).toEqual({ restored: ids.length - 2, skipped: 2, skipped_ids: [ids[0], ids[1]] })
      const after = await rows()
      for (const id of ids.slice(2)) expect(after.get(id)).toEqual(before.get(id))
      expect(after.get(ids[0])).toMatchObject({ artist: 'Solo Act', genre: 'pop' })
      expect(after.get(ids[1])).toMatchObject({
        artist: 'Exact Artist',
        genre: 'ambient',
        album: 'Exact Album'
      })
      await expectRecount()
    })

    it('follow a bulk delete by ids and by filter, and their undo', async () => {
      const ids = await playedTracks(3)
      const plays = await playsOf(ids)
      expect(plays).toBeGreaterThan(0)
      const byIds = await bulkDelete({ ids })
      expect(byIds.changed).toBe(ids.length)
      expect(await playsOf(ids)).toBe(0)
      await expectRecount('after the delete by ids')
      const byFilter = await bulkDelete({ filters: { genre: 'folk' } })
      await expectRecount('after the delete by genre')
      expect((await undo(byIds.undo_id)).restored).toBe(ids.length)
      expect(await playsOf(ids)).toBe(plays)
      await expectRecount('after undoing the delete by ids')
      if (byFilter.undo_id) await undo(byFilter.undo_id)
      await expectRecount('after undoing the delete by genre')
    })

    it('follow a bulk edit of fields no count follows', async () => {
      const ids = (await trackIds()).slice(0, 5)
      const done = await edit({
        ids,
        changes: { explicit: true, album: 'Counted Nowhere', release_date: '2020-02-02' }
      })
      expect(done.changed).toBeGreaterThan(0)
      await expectRecount()
      await undo(done.undo_id)
      await expectRecount()
    })
  })

  describe('the per-row triggers', () => {
    const dayCount = async (day: string, genre: string) =>
      Number(
        (
          await server.database.db
            .selectFrom('track_count_days')
            .select('tracks')
            .where('day', '=', day)
            .where('genre', '=', genre)
            .executeTakeFirst()
        )?.tracks ?? 0
      )

    it('still move the counts of a single-track edit after bulk writes', async () => {
      const done = await edit({ ids: await playedTracks(2), changes: { genre: 'rock' } })
      await undo(done.undo_id)
      const [id] = await playedTracks(1)
      const track = (await server.as('admin', { method: 'GET', url: `/admin/v2/tracks/${id}` })).json().data
      const { created_at } = await server.database.db
        .selectFrom('tracks')
        .select('created_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      const day = created_at.slice(0, 10)
      const genre = track.genre === 'latin' ? 'metal' : 'latin'
      const [oldBefore, newBefore] = [await dayCount(day, track.genre), await dayCount(day, genre)]
      const put = await server.as('editor', {
        method: 'PUT',
        url: `/admin/v2/tracks/${id}`,
        payload: {
          title: track.title,
          artist: 'Single Edit',
          genre,
          duration: track.duration,
          status: track.status
        }
      })
      expect(put.statusCode, put.body).toBe(200)
      expect(await dayCount(day, track.genre)).toBe(oldBefore - 1)
      expect(await dayCount(day, genre)).toBe(newBefore + 1)
      expect(await artistPlays('Single Edit')).toBe(await playsOf([id]))
      await expectRecount()
    })

    it('follow track writes of plain statements through writeTracks, also after one that failed', async () => {
      const { db, dialect } = server.database
      const ids = await playedTracks(3)
      const chosen = sql`select id from tracks where id in (${sql.join(ids)})`
      await expect(
        inTransaction(db, async (trx) => {
          await writeTracks(trx, dialect, chosen, { kind: 'update', fields: ['genre'] }, () =>
            trx.updateTable('tracks').set({ genre: 'metal' }).where('id', 'in', ids).execute()
          )
          throw new Error('roll back')
        })
      ).rejects.toThrow('roll back')
      await expectRecount('after the rollback')
      await inTransaction(db, (trx) =>
        writeTracks(trx, dialect, chosen, { kind: 'update', fields: ['genre', 'artist'] }, () =>
          trx
            .updateTable('tracks')
            .set({ genre: 'metal', artist: 'Plain SQL' })
            .where('id', 'in', ids)
            .execute()
        )
      )
      expect(await artistPlays('Plain SQL')).toBe(await playsOf(ids))
      await inTransaction(db, (trx) =>
        writeTracks(trx, dialect, sql`select cast(${ids[0]} as integer)`, { kind: 'delete' }, () =>
          trx.deleteFrom('tracks').where('id', '=', ids[0]).execute()
        )
      )
      await expectRecount('after plain statements')
    })
  })

  describe('random bulk writes mixed with single ones', () => {
    it('end every step equal to a recount', async () => {
      const random = seededRandom(15)
      const undoable: number[] = []
      for (let step = 0; step < 30; step++) {
        const ids = (await trackIds()).filter(() => random() < 0.3)
        const roll = random()
        const selection =
          random() < 0.5 && ids.length > 0 ? { ids } : { filters: { genre: pick(random, GENRES) } }
        let what: string
        if (roll < 0.4) {
          const changes: Record<string, unknown> = {}
          if (random() < 0.6) changes.genre = pick(random, GENRES)
          if (random() < 0.4) changes.status = random() < 0.5 ? 'published' : 'draft'
          if (random() < 0.4) changes.artist = pick(random, ['Alpha', 'Beta', 'Gamma'])
          if (Object.keys(changes).length === 0) changes.explicit = random() < 0.5
          const done = await edit({ ...selection, changes })
          if (done.undo_id) undoable.push(done.undo_id)
          what = `edit ${JSON.stringify(changes)}`
        } else if (roll < 0.55) {
          const done = await bulkDelete(selection)
          if (done.undo_id) undoable.push(done.undo_id)
          what = 'delete'
        } else if (roll < 0.8 && undoable.length > 0) {
          const id = undoable.splice(Math.floor(random() * undoable.length), 1)[0]
          await undo(id)
          what = `undo ${id}`
        } else {
          const [id] = ids.length > 0 ? ids : await trackIds()
          const track = (await server.as('admin', { method: 'GET', url: `/admin/v2/tracks/${id}` })).json()
            .data
          const put = await server.as('admin', {
            method: 'PUT',
            url: `/admin/v2/tracks/${id}`,
            payload: {
              title: track.title,
              artist: pick(random, ['Alpha', 'Delta']),
              genre: pick(random, GENRES),
              duration: track.duration + 1,
              status: track.status
            }
          })
          expect(put.statusCode, put.body).toBe(200)
          what = 'single edit'
        }
        await expectRecount(`step ${step}: ${what}`)
      }
    })
  })
}

describe('a large bulk edit', () => {
  let big: TestServer
  beforeAll(async () => {
    big = await startTestServer({ seed: { tracks: 20, users: 6, playlists: 1, histories: 50 } })
    const { db } = big.database
    const day = (i: number) => new Date(Date.UTC(2024, 0, 1) + (i % 400) * 86_400_000).toISOString()
    await db.transaction().execute(async (trx) => {
      for (let at = 0; at < 4000; at += 500)
        await trx
          .insertInto('tracks')
          .values(
            Array.from({ length: 500 }, (_, j) => ({
              title: `Large ${at + j}`,
              artist: `Large Artist ${(at + j) % 37}`,
              album: '',
              genre: GENRES[(at + j) % 5],
              duration: 100 + ((at + j) % 50),
              status: (at + j) % 3 === 0 ? 'draft' : 'published',
              explicit: 0,
              created_at: day(at + j),
              updated_at: day(at + j)
            }))
          )
          .execute()
    })
    const tracks = (
      await db.selectFrom('tracks').select('id').where('title', 'like', 'Large %').execute()
    ).map((t) => t.id)
    const users = (await db.selectFrom('users').select('id').execute()).map((u) => u.id)
    const random = seededRandom(33)
    for (let batch = 0; batch < 6; batch++) {
      const plays = Array.from({ length: 1000 }, () => ({
        track_id: pick(random, tracks),
        user_id: pick(random, users),
        played_at: new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 60) * 86_400_000).toISOString(),
        duration_played: 30
      }))
      const res = await big.as('admin', {
        method: 'POST',
        url: '/admin/v2/play_histories',
        payload: { plays }
      })
      expect(res.statusCode, res.body).toBe(201)
    }
  }, 120_000)
  afterAll(() => big?.close())

  const call = async (method: 'PATCH' | 'POST', url: string, payload?: object) => {
    const res = await big.as('admin', { method, url, payload })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data
  }

  it('of thousands of tracks, its delete and their undo each end equal to a recount', async () => {
    const filters = { keyword: 'Large' }
    const edited = await call('PATCH', BULK_PATHS.tracks, {
      filters,
      changes: { genre: 'jazz', artist: 'Big Move' }
    })
    expect(edited.changed).toBeGreaterThan(3000)
    await expectCountsEqualRecount(big.database, 'after a genre and artist change of thousands of tracks')
    const deleted = await call('POST', BULK_PATHS.tracksDelete, { filters: { genre: 'jazz' } })
    expect(deleted.changed).toBeGreaterThan(3000)
    await expectCountsEqualRecount(big.database, 'after deleting them')
    await call('POST', BULK_PATHS.tracksUndo(deleted.undo_id))
    await expectCountsEqualRecount(big.database, 'after undoing the delete')
    await call('POST', BULK_PATHS.tracksUndo(edited.undo_id))
    await expectCountsEqualRecount(big.database, 'after undoing the edit')
  }, 120_000)
})
