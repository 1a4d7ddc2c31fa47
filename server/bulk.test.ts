// Bulk edit, bulk delete and their undo (issue 15 §1), on SQLite and (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BULK_PATHS } from '../src/contracts/bulk'
import type { AdminUser, Track } from '../src/contracts/music'
import { foldPlays } from './plays/fold'
import { startTestServer, type Role, type TestServer } from './test/harness'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ seed: { tracks: 40, users: 8, playlists: 3, histories: 400 } })
})
afterAll(async () => server?.close())

const call = (
  role: Role,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown
) => server.as(role, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) })

const allTracks = async (): Promise<Track[]> => {
  const rows = await server.database.db.selectFrom('tracks').select('id').orderBy('id').execute()
  const out: Track[] = []
  for (const { id } of rows)
    out.push(withoutSignature((await call('admin', 'GET', `/admin/v2/tracks/${id}`)).json().data))
  return out
}
/**
 * A track as stored: its audio_url carries a signature whose expiry is rounded to the minute, so two reads either
 * side of a minute's turn differ there and nowhere else.
 */
const withoutSignature = (track: Track): Track => ({
  ...track,
  audio_url: track.audio_url?.split('?')[0] ?? null
})
const byId = async () => new Map((await allTracks()).map((t) => [t.id, t]))

describe('bulk edit of tracks', () => {
  it('changes only the sent fields of the chosen ids, answers the count, and undo restores exactly', async () => {
    const before = await byId()
    const ids = [...before.keys()].slice(0, 12)
    // A mixed field stays as it was: the album is not sent, and each track keeps its own.
    const res = await call('editor', 'PATCH', BULK_PATHS.tracks, {
      ids,
      changes: { genre: 'jazz', explicit: true }
    })
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    const expected = ids.filter((id) => before.get(id)!.genre !== 'jazz' || !before.get(id)!.explicit).length
    expect(data.changed).toBe(expected)
    expect(data.undo_id).toEqual(expect.any(Number))
    const after = await byId()
    for (const id of ids) {
      expect(after.get(id)).toMatchObject({ genre: 'jazz', explicit: true, album: before.get(id)!.album })
      expect(after.get(id)!.title).toBe(before.get(id)!.title)
    }
    for (const [id, track] of before) if (!ids.includes(id)) expect(after.get(id)).toEqual(track)

    const undo = await call('editor', 'POST', BULK_PATHS.tracksUndo(data.undo_id))
    expect(undo.statusCode).toBe(200)
    expect(undo.json().data).toEqual({ restored: expected, skipped: 0, skipped_ids: [] })
    expect(await byId()).toEqual(before)
    // Twice is refused.
    expect((await call('editor', 'POST', BULK_PATHS.tracksUndo(data.undo_id))).statusCode).toBe(409)
  })

  it('sets a flag to false as well as to true, for every track matching a filter', async () => {
    const { db } = server.database
    const genre = (await db.selectFrom('tracks').select('genre').orderBy('id').executeTakeFirstOrThrow())
      .genre
    const inGenre = () =>
      db.selectFrom('tracks').select(['id', 'explicit']).where('genre', '=', genre).execute()
    for (const explicit of [true, false]) {
      const res = await call('editor', 'PATCH', BULK_PATHS.tracks, {
        filters: { genre },
        changes: { explicit }
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data.changed).toBeGreaterThan(0)
      expect((await inGenre()).every((t) => Boolean(t.explicit) === explicit)).toBe(true)
    }
  })

  it('selects by the list filters exactly as the list does', async () => {
    const listed = await call(
      'admin',
      'GET',
      '/admin/v2/tracks?per_page=100&filters=' + encodeURIComponent('{"genre":"rock"}')
    )
    const rock = listed.json().data as Track[]
    const res = await call('admin', 'PATCH', BULK_PATHS.tracks, {
      filters: { genre: 'rock' },
      changes: { status: 'published', album: 'Rock Album' }
    })
    expect(res.statusCode).toBe(200)
    const changed = rock.filter((t) => t.status !== 'published' || t.album !== 'Rock Album').length
    expect(res.json().data.changed).toBe(changed)
    const after = await byId()
    for (const t of rock) expect(after.get(t.id)).toMatchObject({ status: 'published', album: 'Rock Album' })
    // A bad filter is the list's own 400, and nothing changes.
    const snap = await server.snapshot()
    const bad = await call('admin', 'PATCH', BULK_PATHS.tracks, {
      filters: { genre: 'Polka!' },
      changes: { status: 'draft' }
    })
    expect(bad.statusCode).toBe(400)
    expect(await server.snapshot()).toBe(snap)
  })

  it('keeps for the undo only the fields the edit changes, with each track’s updated_at', async () => {
    const before = await byId()
    const ids = [...before.keys()].slice(26, 30)
    const res = await call('admin', 'PATCH', BULK_PATHS.tracks, { ids, changes: { album: 'Slim Copy' } })
    expect(res.statusCode, res.body).toBe(200)
    const { undo_id } = res.json().data
    const { db } = server.database
    const saved = await db
      .selectFrom('bulk_track_edits')
      .selectAll()
      .where('operation_id', '=', undo_id)
      .orderBy('track_id')
      .execute()
    const stored = await db.selectFrom('tracks').select(['id', 'updated_at']).where('id', 'in', ids).execute()
    expect(saved).toEqual(
      ids.map((id) => ({
        operation_id: undo_id,
        track_id: id,
        genre: null,
        status: null,
        explicit: null,
        artist: null,
        album: before.get(id)!.album,
        release_date: null,
        updated_at: expect.any(String)
      }))
    )
    expect(saved.map((r) => r.updated_at)).not.toEqual(stored.map((r) => r.updated_at))
    const whole = await db
      .selectFrom('bulk_track_rows')
      .select('track_id')
      .where('operation_id', '=', undo_id)
      .execute()
    expect(whole).toEqual([])
    const undo = await call('admin', 'POST', BULK_PATHS.tracksUndo(undo_id))
    expect(undo.json().data).toEqual({ restored: ids.length, skipped: 0, skipped_ids: [] })
    const after = await byId()
    for (const id of ids) expect(after.get(id)).toEqual(before.get(id))
  })

  it('undo restores a release date that the edit cleared', async () => {
    const before = await byId()
    const ids = [...before.keys()].filter((id) => before.get(id)!.release_date !== null).slice(0, 4)
    expect(ids.length).toBeGreaterThan(0)
    const res = await call('admin', 'PATCH', BULK_PATHS.tracks, { ids, changes: { release_date: null } })
    expect(res.json().data.changed).toBe(ids.length)
    const undo = await call('admin', 'POST', BULK_PATHS.tracksUndo(res.json().data.undo_id))
    expect(undo.json().data).toEqual({ restored: ids.length, skipped: 0, skipped_ids: [] })
    const after = await byId()
    for (const id of ids) expect(after.get(id)).toEqual(before.get(id))
  })

  it('undo leaves a track changed since alone and reports it', async () => {
    const before = await byId()
    const ids = [...before.keys()].slice(20, 25)
    const res = await call('admin', 'PATCH', BULK_PATHS.tracks, { ids, changes: { artist: 'Bulk Artist' } })
    const { undo_id } = res.json().data
    const touched = before.get(ids[0])!
    // Someone edits one of them afterwards (and the clock moves on, so its updated_at differs).
    await new Promise((r) => setTimeout(r, 5))
    const put = await call('admin', 'PUT', `/admin/v2/tracks/${touched.id}`, {
      title: 'Edited Since',
      artist: 'Someone Else',
      album: touched.album,
      genre: touched.genre,
      duration: touched.duration,
      status: touched.status,
      explicit: touched.explicit
    })
    expect(put.statusCode).toBe(200)
    const undo = await call('admin', 'POST', BULK_PATHS.tracksUndo(undo_id))
    expect(undo.json().data).toEqual({ restored: 4, skipped: 1, skipped_ids: [touched.id] })
    const after = await byId()
    expect(after.get(touched.id)).toMatchObject({ title: 'Edited Since', artist: 'Someone Else' })
    for (const id of ids.slice(1)) expect(after.get(id)).toEqual(before.get(id))
  })

  it('a viewer gets 403 and nothing changes; bad changes are 400', async () => {
    for (const role of ['viewer', 'editor', 'admin'] as const) await server.token(role)
    const snap = await server.snapshot()
    const ids = [1, 2, 3]
    expect(
      (await call('viewer', 'PATCH', BULK_PATHS.tracks, { ids, changes: { genre: 'pop' } })).statusCode
    ).toBe(403)
    expect((await call('viewer', 'POST', BULK_PATHS.tracksDelete, { ids })).statusCode).toBe(403)
    expect(
      (await call('viewer', 'PATCH', BULK_PATHS.users, { ids, changes: { status: 'inactive' } })).statusCode
    ).toBe(403)
    expect(
      (await call('editor', 'PATCH', BULK_PATHS.users, { ids, changes: { status: 'inactive' } })).statusCode
    ).toBe(403)
    for (const body of [
      { ids, changes: {} },
      { ids, changes: { title: 'x' } },
      { changes: { genre: 'pop' } },
      { ids, filters: {}, changes: { genre: 'pop' } },
      { ids: [], changes: { genre: 'pop' } },
      { ids, changes: { release_date: '2024-02-30' } }
    ])
      expect((await call('admin', 'PATCH', BULK_PATHS.tracks, body)).statusCode).toBe(400)
    expect(await server.snapshot()).toBe(snap)
  })
})

describe('bulk delete of tracks', () => {
  it('deletes the chosen tracks with their playlist places and plays, and undo puts all of it back', async () => {
    const { db } = server.database
    const placed = await db.selectFrom('playlist_tracks').select('track_id').execute()
    const played = await db.selectFrom('play_histories').select('track_id').execute()
    const ids = [...new Set([placed[0].track_id, played[0].track_id, played[1].track_id])]
    const snap = await server.snapshot()
    const stats = (await call('admin', 'GET', '/admin/v2/stats')).body
    const res = await call('editor', 'POST', BULK_PATHS.tracksDelete, { ids })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.changed).toBe(ids.length)
    for (const id of ids) expect((await call('admin', 'GET', `/admin/v2/tracks/${id}`)).statusCode).toBe(404)
    expect(await db.selectFrom('play_histories').select('id').where('track_id', 'in', ids).execute()).toEqual(
      []
    )
    const undo = await call('editor', 'POST', BULK_PATHS.tracksUndo(res.json().data.undo_id))
    expect(undo.statusCode).toBe(200)
    expect(undo.json().data).toEqual({ restored: ids.length, skipped: 0, skipped_ids: [] })
    // The restored tracks count their plays again through the play-count fold, like any stored play.
    await foldPlays(db)
    expect((await server.snapshot()).split('\n')).toEqual(snap.split('\n'))
    expect((await call('admin', 'GET', '/admin/v2/stats')).body).toBe(stats)
  })
})

describe('bulk role and status of users', () => {
  it('changes the others, leaves your own account alone, and undo restores', async () => {
    const list = (await call('admin', 'GET', '/admin/v2/users?per_page=100')).json().data as AdminUser[]
    const me = list.find((u) => u.email === 'admin@test.vibeline')!
    const ids = list
      .slice(0, 5)
      .map((u) => u.id)
      .concat(me.id)
    const before = new Map(list.map((u) => [u.id, u]))
    const res = await call('admin', 'PATCH', BULK_PATHS.users, {
      ids: [...new Set(ids)],
      changes: { status: 'inactive' }
    })
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data.skipped).toEqual([me.id])
    const others = [...new Set(ids)].filter((id) => id !== me.id)
    expect(data.changed).toBe(others.filter((id) => before.get(id)!.status !== 'inactive').length)
    const after = (await call('admin', 'GET', '/admin/v2/users?per_page=100')).json().data as AdminUser[]
    for (const u of after) {
      if (others.includes(u.id)) expect(u.status).toBe('inactive')
      else expect(u).toEqual(before.get(u.id))
    }
    const undo = await call('admin', 'POST', BULK_PATHS.usersUndo(data.undo_id))
    expect(undo.json().data.restored).toBe(data.changed)
    const back = (await call('admin', 'GET', '/admin/v2/users?per_page=100')).json().data as AdminUser[]
    for (const u of back) expect(u.status).toBe(before.get(u.id)!.status)
  })
})

describe('the audit rows of bulk changes', () => {
  const lastAudit = async () =>
    server.database.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()

  it('a bulk edit keeps each track’s previous value and the new one; its undo says what it restored', async () => {
    const before = await byId()
    const ids = [...before.keys()].slice(20, 24).filter((id) => before.get(id)!.genre !== 'blues')
    // The admin: the users test above signed the editor out (a bulk status change ends the changed users' sessions).
    const res = await call('admin', 'PATCH', BULK_PATHS.tracks, { ids, changes: { genre: 'blues' } })
    expect(res.statusCode, res.body).toBe(200)
    const { data } = res.json()
    const edit = await lastAudit()
    expect(edit).toMatchObject({ action: 'bulk_update', entity: 'track', entity_id: String(data.undo_id) })
    expect(JSON.parse(edit.before!)).toEqual({
      tracks: ids.length,
      ...Object.fromEntries(ids.map((id) => [`#${id}`, { genre: before.get(id)!.genre }]))
    })
    expect(JSON.parse(edit.after!)).toEqual({ tracks: ids.length, genre: 'blues' })

    await call('admin', 'POST', BULK_PATHS.tracksUndo(data.undo_id))
    const undo = await lastAudit()
    expect(undo).toMatchObject({ action: 'undo', entity: 'track', entity_id: String(data.undo_id) })
    expect(JSON.parse(undo.before!)).toEqual({ tracks: ids.length, genre: 'blues' })
    expect(JSON.parse(undo.after!)).toEqual({
      undone: 'bulk_update',
      restored: ids.length,
      skipped: 0,
      skipped_ids: []
    })
  })

  it('a bulk role change keeps each user’s previous role', async () => {
    const list = (await call('admin', 'GET', '/admin/v2/users?per_page=100')).json().data as AdminUser[]
    // Not the test's own accounts: their roles are what the other tests sign in with.
    const targets = list.filter((u) => u.role !== 'editor' && !u.email.endsWith('@test.vibeline')).slice(0, 2)
    const res = await call('admin', 'PATCH', BULK_PATHS.users, {
      ids: targets.map((u) => u.id),
      changes: { role: 'editor' }
    })
    expect(res.json().data.changed).toBe(targets.length)
    const row = await lastAudit()
    expect(JSON.parse(row.before!)).toEqual({
      users: targets.length,
      ...Object.fromEntries(targets.map((u) => [`#${u.id}`, { role: u.role }]))
    })
    expect(JSON.parse(row.after!)).toEqual({ users: targets.length, role: 'editor' })
    await call('admin', 'POST', BULK_PATHS.usersUndo(res.json().data.undo_id))
  })
})
