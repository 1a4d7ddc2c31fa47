// Plays coming in: POST /admin/v2/play_histories validates a batch as one unit, skips repeated event ids, and keeps
// the daily roll-ups equal to a recount of the raw plays, also after deletes and track edits.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seededRandom as prng } from '../src/lib/random'
import { BULK_PATHS } from '../src/contracts/bulk'
import type { PlayBatchResult } from '../src/contracts/stats'
import { writeTracks } from './catalog/trackPlays'
import { foldPlays } from './plays/fold'
import { PlayIngester } from './plays/ingestService'
import { startTestServer, type TestServer } from './test/harness'
import { countsAndRecount, expectCountsEqualRecount } from './test/recount'

let server: TestServer
let trackIds: number[] = []
let userIds: number[] = []

beforeAll(async () => {
  server = await startTestServer({ seed: { tracks: 12, users: 8, playlists: 1, histories: 200 } })
  const { db } = server.database
  trackIds = (await db.selectFrom('tracks').select('id').orderBy('id').execute()).map((t) => t.id)
  userIds = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id)
})
afterAll(() => server?.close())

const P = '/admin/v2/play_histories'
const post = (payload: unknown, role: 'admin' | 'editor' | 'viewer' | null = 'admin') =>
  server.as(role, { method: 'POST', url: P, payload: payload as string })
const play = (extra: Record<string, unknown> = {}) => ({
  track_id: trackIds[0],
  user_id: userIds[0],
  played_at: '2025-03-10T12:00:00Z',
  duration_played: 42,
  ...extra
})
const count = async () =>
  Number(
    (
      await server.database.db
        .selectFrom('play_histories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n
  )

const rollupsAndRecount = () => countsAndRecount(server.database)
const expectRollupsEqualRecount = () => expectCountsEqualRecount(server.database)

describe('POST /admin/v2/play_histories', () => {
  it('stores a batch and answers what it stored', async () => {
    const before = await count()
    const res = await post({ plays: [play(), play({ user_id: userIds[1], device: 'ios', country: 'SE' })] })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toEqual({ data: { received: 2, stored: 2, duplicates: 0 } })
    expect(await count()).toBe(before + 2)
    const stored = await server.database.db
      .selectFrom('play_histories')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
    expect(stored).toMatchObject({
      track_id: trackIds[0],
      user_id: userIds[1],
      played_at: '2025-03-10T12:00:00.000Z',
      seconds_played: 42,
      device: 'ios',
      country: 'SE'
    })
  })

  it.each([
    [
      () => ({ plays: [play(), play(), play({ track_id: 'x' })] }),
      'Play at index 2: track_id must be a number.'
    ],
    [() => ({ plays: [play(), play({ played_at: undefined })] }), 'Play at index 1: played_at is required.'],
    [
      () => ({ plays: [play({ played_at: '2025-13-01T00:00:00Z' })] }),
      'Play at index 0: played_at must be a date and time such as 2025-01-31T20:15:00Z.'
    ],
    [
      () => ({ plays: [play(), play({ played_at: '2999-01-01T00:00:00Z' })] }),
      'Play at index 1: played_at is in the future.'
    ],
    [
      () => ({ plays: [play({ duration_played: -1 })] }),
      'Play at index 0: duration_played must be 0 or more.'
    ],
    [
      () => ({ plays: [play({ duration_played: 1.5 })] }),
      'Play at index 0: duration_played must be a whole number of seconds.'
    ],
    [
      () => ({ plays: [play({ device: 'toaster' })] }),
      'Play at index 0: device must be one of web, ios, android, desktop, speaker.'
    ],
    [() => ({ plays: [play({ volume: 3 })] }), 'Play at index 0: unknown field volume.'],
    [() => ({ plays: [play(), 'hello'] }), 'Play at index 1: a play must be an object.'],
    [() => ({ plays: [play(), play({ track_id: 999_999 })] }), 'Play at index 1: there is no track 999999.'],
    [() => ({ plays: [play({ user_id: 999_999 })] }), 'Play at index 0: there is no user 999999.'],
    [() => ({ plays: [] }), 'plays must hold at least one play.'],
    [() => ({ plays: Array.from({ length: 1001 }, () => play()) }), 'A batch holds at most 1000 plays.'],
    [() => [play()], 'Send the plays as { "plays": [ … ] }.'],
    [() => ({ plays: [play()], extra: 1 }), 'Send the plays as { "plays": [ … ] }.'],
    [() => ({ plays: 'all of them' }), 'plays must be a list of plays.']
  ] as [() => unknown, string][])('rejects a bad batch as a whole: %#', async (payload, message) => {
    // Plays stored by earlier tests are folded into the play counts first (rollupsAndRecount), then the snapshot.
    const rollups = await rollupsAndRecount()
    const before = await server.snapshot()
    const res = await post(payload())
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(message)
    expect(await server.snapshot()).toBe(before)
    expect(await rollupsAndRecount()).toEqual(rollups)
  })

  it('counts the same event_id once, in a retried batch and within one batch', async () => {
    const before = await count()
    const batch = { plays: [play({ event_id: 'evt-1' }), play({ event_id: 'evt-2' }), play()] }
    expect((await post(batch)).json().data).toEqual({ received: 3, stored: 3, duplicates: 0 })
    const retried = await post(batch)
    // The play without an event_id cannot be recognised, so it is stored again.
    expect(retried.statusCode).toBe(201)
    expect(retried.json().data).toEqual({ received: 3, stored: 1, duplicates: 2 })
    const again = await post({ plays: [play({ event_id: 'evt-1' })] })
    expect(again.statusCode).toBe(200)
    expect(again.json().data).toEqual({ received: 1, stored: 0, duplicates: 1 })
    const twice = await post({ plays: [play({ event_id: 'evt-3' }), play({ event_id: 'evt-3' })] })
    expect(twice.json().data).toEqual({ received: 2, stored: 1, duplicates: 1 })
    expect(await count()).toBe(before + 5)
    await expectRollupsEqualRecount()
  })

  it('may be used by an administrator only', async () => {
    const before = await count()
    expect((await post({ plays: [play()] }, null)).statusCode).toBe(401)
    for (const role of ['viewer', 'editor'] as const) {
      const res = await post({ plays: [play()] }, role)
      expect(res.statusCode).toBe(403)
      expect(res.json().error).toMatch(/may not create play histories/)
    }
    expect(await count()).toBe(before)
  })
})

describe('daily roll-ups', () => {
  it('equal a recount from the raw plays after many batches over many days', async () => {
    const random = prng(7)
    const start = Date.parse('2025-01-01T00:00:00Z')
    for (let b = 0; b < 3; b++) {
      const plays = Array.from({ length: 700 }, () => ({
        track_id: trackIds[Math.floor(random() * random() * trackIds.length)],
        user_id: userIds[Math.floor(random() * userIds.length)],
        played_at: new Date(start + Math.floor(random() * 40 * 86_400_000)).toISOString(),
        duration_played: Math.floor(random() * 300)
      }))
      expect((await post({ plays })).statusCode).toBe(201)
    }
    await expectRollupsEqualRecount()
  })

  it('follow a track that changes genre or artist, status or length', async () => {
    const db = server.database.db
    const [played] = await db
      .selectFrom('play_daily_tracks')
      .select('track_id')
      .orderBy('plays', 'desc')
      .limit(1)
      .execute()
    const track = await db
      .selectFrom('tracks')
      .selectAll()
      .where('id', '=', played.track_id)
      .executeTakeFirstOrThrow()
    const res = await server.as('editor', {
      method: 'PUT',
      url: `/admin/v2/tracks/${track.id}`,
      payload: {
        title: track.title,
        artist: 'Someone Else Entirely',
        genre: track.genre === 'blues' ? 'folk' : 'blues',
        duration: track.duration + 10,
        status: track.status === 'published' ? 'draft' : 'published'
      }
    })
    expect(res.statusCode, res.body).toBe(200)
    await expectRollupsEqualRecount()
  })

  it('follow a track that changes genre and artist, then is deleted, with plays folded and plays pending', async () => {
    const db = server.database.db
    await foldPlays(db)
    const track = await db
      .selectFrom('tracks')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
    const at = (day: number) => `2025-04-0${day}T10:00:00Z`
    const playsOn = (day: number, track_id = track.id) =>
      userIds.slice(0, 3).map((user_id) => play({ track_id, user_id, played_at: at(day) }))
    // Their listeners play another track too: their (day, listener) rows and the days stay when the track goes.
    const [{ id: other }] = await db.selectFrom('tracks').select('id').orderBy('id').limit(1).execute()
    expect((await post({ plays: [...playsOn(1), ...playsOn(2), ...playsOn(3, other)] })).statusCode).toBe(201)
    await foldPlays(db)
    // Pending when the track moves: the fold counts them under the genre and artist it has then.
    expect((await post({ plays: [...playsOn(2), ...playsOn(3)] })).statusCode).toBe(201)
    const res = await server.as('editor', {
      method: 'PUT',
      url: `/admin/v2/tracks/${track.id}`,
      payload: {
        title: track.title,
        artist: 'Moved While Pending',
        genre: track.genre === 'jazz' ? 'folk' : 'jazz',
        duration: track.duration,
        status: track.status
      }
    })
    expect(res.statusCode, res.body).toBe(200)
    await expectRollupsEqualRecount()
    // Pending again when it goes: its folded plays leave the roll-ups, its pending ones are dropped.
    expect((await post({ plays: playsOn(3) })).statusCode).toBe(201)
    expect(
      (await server.as('admin', { method: 'DELETE', url: `/admin/v2/tracks/${track.id}` })).statusCode
    ).toBe(200)
    expect(
      await db.selectFrom('play_pending').select('id').where('track_id', '=', track.id).execute()
    ).toEqual([])
    await expectRollupsEqualRecount()
  })

  it('lose the plays of a deleted track and of a deleted user', async () => {
    const db = server.database.db
    const [busiest] = await db
      .selectFrom('play_daily_tracks')
      .select(['track_id', (eb) => eb.fn.sum<number>('plays').as('n')])
      .groupBy('track_id')
      .orderBy('n', 'desc')
      .limit(1)
      .execute()
    expect(
      (await server.as('admin', { method: 'DELETE', url: `/admin/v2/tracks/${busiest.track_id}` })).statusCode
    ).toBe(200)
    await expectRollupsEqualRecount()
    const [listener] = await db
      .selectFrom('play_daily_listeners')
      .innerJoin('users', 'users.id', 'play_daily_listeners.user_id')
      .select('user_id')
      .where('users.password_hash', 'is', null)
      .limit(1)
      .execute()
    expect(
      (await server.as('admin', { method: 'DELETE', url: `/admin/v2/users/${listener.user_id}` })).statusCode
    ).toBe(200)
    await expectRollupsEqualRecount()
  })

  it('never store a play for a track being deleted: the batch waits for the delete, then names the track', async () => {
    const { db, dialect } = server.database
    const [{ id: track }] = await db
      .selectFrom('tracks')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .execute()
    let commit!: () => void
    const held = new Promise<void>((resolve) => (commit = resolve))
    let deleting!: () => void
    const started = new Promise<void>((resolve) => (deleting = resolve))
    const deleted = db.transaction().execute((trx) =>
      writeTracks(trx, dialect, sql`select cast(${track} as integer)`, { kind: 'delete' }, async () => {
        await trx.deleteFrom('tracks').where('id', '=', track).execute()
        deleting()
        await held
      })
    )
    await started
    const answer = post({ plays: [play({ track_id: track, event_id: 'during-delete' })] })
    // PostgreSQL: the batch is stopped at the lock that the delete holds (plays/trackPlaysLock.ts), not by a key.
    if (dialect === 'postgres')
      await vi.waitFor(async () => {
        const { rows } = await sql<{ n: number }>`select count(*) as n from pg_locks
          where locktype = 'advisory' and not granted
            and ((classid::bigint << 32) | objid::bigint)
              = hashtextextended('vibeline:plays-follow-tracks:' || current_schema(), 0)`.execute(db)
        expect(Number(rows[0].n)).toBe(1)
      })
    commit()
    await deleted
    const res = await answer
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json().error).toBe(`Play at index 0: there is no track ${track}.`)
    const left = await db.selectFrom('play_histories').select('id').where('track_id', '=', track).execute()
    expect(left).toEqual([])
    await expectRollupsEqualRecount()
  })

  it('lose every play of a deleted user, folded into the play counts or not yet, and only theirs', async () => {
    const { db } = server.database
    const listeners = await db
      .selectFrom('users')
      .select('id')
      .where('password_hash', 'is', null)
      .orderBy('id', 'desc')
      .limit(2)
      .execute()
    const [leaving, staying] = listeners.map((u) => u.id)
    // Earlier tests deleted some tracks.
    const shared = (await db.selectFrom('tracks').select('id').orderBy('id').limit(4).execute()).map(
      (t) => t.id
    )
    const at = (day: number, hour: number) =>
      new Date(Date.parse('2025-03-01T00:00:00Z') + day * 86_400_000 + hour * 3_600_000).toISOString()
    // Both listen to the same tracks on the same days: their (day, track) rows must stay with the other's plays.
    const plays = (user_id: number, hour = 0) =>
      shared.flatMap((track_id, i) =>
        [0, 1, 2].map((day) => ({ track_id, user_id, played_at: at(day, hour + i), duration_played: 60 }))
      )
    const first = await post({ plays: [...plays(leaving), ...plays(staying)] })
    expect(first.statusCode, first.body).toBe(201)
    await foldPlays(db)
    // Not folded yet when the user goes.
    expect((await post({ plays: plays(leaving, 10) })).statusCode).toBe(201)

    const res = await server.as('admin', { method: 'DELETE', url: `/admin/v2/users/${leaving}` })
    expect(res.statusCode, res.body).toBe(200)
    expect(
      await db.selectFrom('play_histories').select('id').where('user_id', '=', leaving).execute()
    ).toEqual([])
    await foldPlays(db)
    expect(
      await db.selectFrom('play_daily_listeners').select('day').where('user_id', '=', leaving).execute()
    ).toEqual([])
    await expectRollupsEqualRecount()
  })

  it('lose a single deleted play, and its listener when it was their only play that day', async () => {
    const db = server.database.db
    const [track] = await db.selectFrom('tracks').select('id').limit(1).execute()
    const [user] = await db.selectFrom('users').select('id').limit(1).execute()
    const res = await post({
      plays: [play({ played_at: '2024-07-04T10:00:00Z', track_id: track.id, user_id: user.id })]
    })
    expect(res.statusCode).toBe(201)
    // The day's numbers follow once the batch is folded in (plays/fold.ts), and again once the play is gone.
    expect(await db.selectFrom('play_daily').select('day').where('day', '=', '2024-07-04').execute()).toEqual(
      []
    )
    await foldPlays(db)
    expect(
      await db
        .selectFrom('play_daily')
        .select(['plays', 'listeners'])
        .where('day', '=', '2024-07-04')
        .executeTakeFirst()
    ).toEqual({ plays: 1, listeners: 1 })
    await db.deleteFrom('play_histories').where('played_at', '=', '2024-07-04T10:00:00.000Z').execute()
    await foldPlays(db)
    expect(
      await db
        .selectFrom('play_daily')
        .select(['plays', 'listeners'])
        .where('day', '=', '2024-07-04')
        .executeTakeFirst()
    ).toEqual({ plays: 0, listeners: 0 })
    await expectRollupsEqualRecount()
  })

  it("give the play history's totals, equal to a count of the raw plays", async () => {
    const db = server.database.db
    const counted = await db
      .selectFrom('play_histories')
      .select(['track_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('track_id')
      .orderBy('n', 'desc')
      .execute()
    expect(counted.length).toBeGreaterThan(1)
    for (const { track_id, n } of [counted[0], counted[counted.length - 1]]) {
      const res = await server.as('viewer', {
        method: 'GET',
        url: `/admin/v2/play_histories?track_id=${track_id}&page=1&per_page=5`
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().page_meta.total).toBe(Number(n))
    }
    const all = await server.as('viewer', {
      method: 'GET',
      url: '/admin/v2/play_histories?page=1&per_page=5'
    })
    expect(all.json().page_meta.total).toBe(await count())
    const unplayed = await db
      .selectFrom('tracks')
      .select('id')
      .where('id', 'not in', (eb) => eb.selectFrom('play_histories').select('track_id'))
      .executeTakeFirst()
    if (unplayed) {
      const res = await server.as('viewer', {
        method: 'GET',
        url: `/admin/v2/play_histories?track_id=${unplayed.id}&page=1&per_page=5`
      })
      expect(res.json()).toMatchObject({ data: [], page_meta: { total: 0 } })
    }
  })
})

describe('batches arriving together', () => {
  it('are each stored in a transaction of its own and answered alone, a bad one rejected without the others', async () => {
    const { db, dialect } = server.database
    const tracks = (await db.selectFrom('tracks').select('id').execute()).map((t) => t.id)
    const users = (await db.selectFrom('users').select('id').execute()).map((u) => u.id)
    const ingester = new PlayIngester(db, dialect)
    const transactions = vi.spyOn(db, 'transaction')
    const before = await count()
    const batch = (n: number, prefix: string) =>
      Array.from({ length: n }, (_, i) => ({
        track_id: tracks[i % tracks.length],
        user_id: users[i % users.length],
        played_at: '2025-05-0' + (1 + (i % 3)) + 'T08:00:00.000Z',
        duration_played: 60,
        device: 'web' as const,
        country: '',
        event_id: `${prefix}-${i}`
      }))
    const bad = batch(3, 'group-bad').map((p, i) => (i === 1 ? { ...p, track_id: 987_654 } : p))
    const answers = await Promise.allSettled([
      ingester.ingest(batch(5, 'group-a')),
      ingester.ingest(bad),
      ingester.ingest(batch(4, 'group-b')),
      // Repeats two event ids of the first batch of its own group.
      ingester.ingest(batch(2, 'group-a'))
    ])
    expect(transactions).toHaveBeenCalledTimes(4)
    transactions.mockRestore()
    expect(answers[1]).toMatchObject({
      status: 'rejected',
      reason: { statusCode: 400, message: 'Play at index 1: there is no track 987654.' }
    })
    expect(answers[2]).toEqual({ status: 'fulfilled', value: { received: 4, stored: 4, duplicates: 0 } })
    if (dialect === 'sqlite') {
      // One writer at a time, in the order they came: the repeats are the second batch's.
      expect(answers[0]).toEqual({ status: 'fulfilled', value: { received: 5, stored: 5, duplicates: 0 } })
      expect(answers[3]).toEqual({ status: 'fulfilled', value: { received: 2, stored: 0, duplicates: 2 } })
    } else {
      // PostgreSQL runs the four at once: whichever of the two inserted an event id first stored it.
      const [a, b] = [answers[0], answers[3]].map(
        (answer) => (answer as PromiseFulfilledResult<PlayBatchResult>).value
      )
      expect(a.stored + b.stored).toBe(5)
      expect(a.duplicates + b.duplicates).toBe(2)
    }
    expect(await count()).toBe(before + 9)
    await expectRollupsEqualRecount()
  })
})

describe("the tracks' play counts", () => {
  const playCount = async (id: number) =>
    (
      await server.database.db
        .selectFrom('track_play_counts')
        .select('play_count')
        .where('track_id', '=', id)
        .executeTakeFirstOrThrow()
    ).play_count
  const newestPlayOf = async (trackId: number) =>
    (
      await server.database.db
        .selectFrom('play_histories')
        .select('id')
        .where('track_id', '=', trackId)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id

  it('count stored plays once folded, and lose deleted plays whether folded yet or not', async () => {
    const { db } = server.database
    await foldPlays(db)
    const [{ id: track }] = await db
      .selectFrom('tracks')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .execute()
    const users = await db.selectFrom('users').select('id').limit(3).execute()
    const before = await playCount(track)
    const plays = users.map(({ id: user_id }) => play({ track_id: track, user_id }))
    expect((await post({ plays })).statusCode).toBe(201)
    // Both engines count them in the background, not in the batch's transaction.
    expect(await playCount(track)).toBe(before)
    await db
      .deleteFrom('play_histories')
      .where('id', '=', await newestPlayOf(track))
      .execute()
    await foldPlays(db)
    expect(await playCount(track)).toBe(before + 2)
    await db
      .deleteFrom('play_histories')
      .where('id', '=', await newestPlayOf(track))
      .execute()
    // A deleted play, too, reaches the count through the fold.
    expect(await playCount(track)).toBe(before + 2)
    expect(await foldPlays(db)).toBe(1)
    expect(await playCount(track)).toBe(before + 1)
    expect(await foldPlays(db)).toBe(0)
    await expectRollupsEqualRecount()
  })

  it('fold in chunks, in as many transactions as needed, to the recount', async () => {
    const { db } = server.database
    await foldPlays(db)
    const random = prng(11)
    // Earlier tests deleted some tracks and users.
    const tracks = (await db.selectFrom('tracks').select('id').execute()).map((t) => t.id)
    const users = (await db.selectFrom('users').select('id').execute()).map((u) => u.id)
    const plays = Array.from({ length: 60 }, () =>
      play({
        track_id: tracks[Math.floor(random() * tracks.length)],
        user_id: users[Math.floor(random() * users.length)]
      })
    )
    expect((await post({ plays })).statusCode).toBe(201)
    // One pending row per day, track and listener of the batch, folded seven at a time.
    expect(await foldPlays(db, 7)).toBe(new Set(plays.map((p) => `${p.track_id}|${p.user_id}`)).size)
    await expectRollupsEqualRecount()
  })

  it('lose a play deleted before it was folded, also from a track whose folded count is 0', async () => {
    const { db } = server.database
    await foldPlays(db)
    const [{ id: track }] = await db
      .insertInto('tracks')
      .values({
        title: 'Unplayed',
        artist: 'Nobody',
        album: '',
        genre: 'pop',
        duration: 100,
        release_date: '2024-01-01',
        status: 'published',
        explicit: 0,
        created_at: '2024-01-01T00:00:00.000Z',
        updated_at: '2024-01-01T00:00:00.000Z'
      })
      .returning('id')
      .execute()
    const users = await db.selectFrom('users').select('id').limit(2).execute()
    const plays = users.map(({ id: user_id }) => play({ track_id: track, user_id }))
    expect((await post({ plays })).statusCode).toBe(201)
    await db
      .deleteFrom('play_histories')
      .where('id', '=', await newestPlayOf(track))
      .execute()
    await foldPlays(db)
    expect(await playCount(track)).toBe(1)
    await expectRollupsEqualRecount()
  })

  it('are folded exactly once by folds running at once', async () => {
    const { db } = server.database
    await foldPlays(db)
    const random = prng(23)
    const tracks = (await db.selectFrom('tracks').select('id').execute()).map((t) => t.id)
    const users = (await db.selectFrom('users').select('id').execute()).map((u) => u.id)
    for (let batch = 0; batch < 4; batch++) {
      const plays = Array.from({ length: 25 }, () =>
        play({
          track_id: tracks[Math.floor(random() * tracks.length)],
          user_id: users[Math.floor(random() * users.length)]
        })
      )
      expect((await post({ plays })).statusCode).toBe(201)
    }
    await Promise.all([foldPlays(db, 3), foldPlays(db, 5)])
    await expectRollupsEqualRecount()
  })

  it('come back right after a bulk delete of tracks with plays not folded yet, and its undo', async () => {
    const { db } = server.database
    // Earlier tests deleted some tracks and users.
    const [{ id: track }] = await db.selectFrom('tracks').select('id').orderBy('id').limit(1).execute()
    const users = await db.selectFrom('users').select('id').limit(4).execute()
    const plays = users.map(({ id: user_id }) => play({ track_id: track, user_id }))
    expect((await post({ plays })).statusCode).toBe(201)
    const deleted = await server.as('admin', {
      method: 'POST',
      url: BULK_PATHS.tracksDelete,
      payload: { ids: [track] }
    })
    expect(deleted.statusCode, deleted.body).toBe(200)
    const undo = await server.as('admin', {
      method: 'POST',
      url: BULK_PATHS.tracksUndo(deleted.json().data.undo_id)
    })
    expect(undo.statusCode, undo.body).toBe(200)
    await expectRollupsEqualRecount()
  })

  it('are folded by the server itself, within its interval', async () => {
    const folding = await startTestServer({
      seed: { tracks: 3, users: 2, playlists: 1, histories: 10 },
      config: { playCountFoldMs: 20 }
    })
    try {
      const { db } = folding.database
      const [track] = await db
        .selectFrom('track_play_counts')
        .select(['track_id as id', 'play_count'])
        .limit(1)
        .execute()
      const [user] = await db.selectFrom('users').select('id').limit(1).execute()
      const res = await folding.as('admin', {
        method: 'POST',
        url: P,
        payload: { plays: [play({ track_id: track.id, user_id: user.id })] }
      })
      expect(res.statusCode).toBe(201)
      await vi.waitFor(
        async () => {
          const now = await db
            .selectFrom('track_play_counts')
            .select('play_count')
            .where('track_id', '=', track.id)
            .executeTakeFirstOrThrow()
          expect(now.play_count).toBe(track.play_count + 1)
        },
        { timeout: 5000, interval: 20 }
      )
    } finally {
      await folding.close()
    }
  })
})
