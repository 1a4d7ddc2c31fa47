// Many requests at once on one row, on SQLite and (with TEST_DATABASE_URL) PostgreSQL: never a 500, exactly one
// winner where only one can win, and a final state that one of the requests alone would have left.
import { readdirSync } from 'node:fs'
import { PassThrough } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { synthesizeTune } from './media/wav'
import { startTestServer, type TestServer } from './test/harness'
import { multipart } from './test/multipart'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    seed: { tracks: 60, users: 4, playlists: 2, histories: 20 },
    config: { allowRegistration: true }
  })
  for (const role of ['admin', 'editor'] as const) await server.token(role)
})
afterAll(() => server?.close())

const T = '/admin/v2/tracks'
const U = '/admin/v2/users'
const P = '/admin/v2/playlists'

/** How many answers had each status: { 201: 1, 409: 49 }. */
function statuses(answers: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const a of answers) counts[a.statusCode] = (counts[a.statusCode] ?? 0) + 1
  return counts
}

const newPerson = (n: number, email: string, username = `person-${n}`) => ({
  full_name: `Person ${n}`,
  username,
  email,
  role: 'viewer'
})

async function trackIds(count: number): Promise<number[]> {
  const res = await server.as('editor', { method: 'GET', url: T, query: { per_page: '100' } })
  return res
    .json()
    .data.slice(0, count)
    .map((t: { id: number }) => t.id)
}

async function newPlaylist(name: string, tracks: number[] = []): Promise<number> {
  const id = (await server.as('editor', { method: 'POST', url: P, payload: { name } })).json().data.id
  for (const track_id of tracks)
    await server.as('editor', { method: 'POST', url: `${P}/${id}/tracks`, payload: { track_id } })
  return id
}

const playlistTracks = async (id: number): Promise<number[]> =>
  (await server.as('editor', { method: 'GET', url: `${P}/${id}` }))
    .json()
    .data.tracks.map((t: { id: number }) => t.id)

describe('parallel creation of the same account', () => {
  it('50 creates with one e-mail (in any case): one 201, the rest 409, one row', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, n) =>
        server.as('admin', {
          method: 'POST',
          url: U,
          payload: newPerson(n, n % 2 ? 'Same.Person@test.vibeline' : 'same.person@TEST.vibeline')
        })
      )
    )
    expect(statuses(answers)).toEqual({ 201: 1, 409: 49 })
    for (const a of answers.filter((r) => r.statusCode === 409))
      expect(a.json().error).toBe('This email is already in use.')
    const rows = await server.database.db
      .selectFrom('users')
      .select('email')
      .where('email', '=', 'same.person@test.vibeline')
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('usernames that differ only in case: one is stored, the other is a 409', async () => {
    const answers = await Promise.all(
      ['xSAME', 'xsame', 'XSame', 'xsAME'].map((username, n) =>
        server.as('admin', { method: 'POST', url: U, payload: newPerson(n, `x${n}@test.vibeline`, username) })
      )
    )
    expect(statuses(answers)).toEqual({ 201: 1, 409: 3 })
    for (const a of answers.filter((r) => r.statusCode === 409))
      expect(a.json().error).toBe('This username is already in use.')
    const rows = await server.database.db
      .selectFrom('users')
      .select('username')
      .where((eb) => eb(eb.fn('lower', ['username']), '=', 'xsame'))
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('20 registrations with one e-mail: one 200, the rest 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        server.app.inject({
          method: 'POST',
          url: '/jwt/register',
          payload: { username: `joiner${n}`, email: 'joiner@test.vibeline', password: 'long-enough-1' }
        })
      )
    )
    expect(statuses(answers)).toEqual({ 200: 1, 409: 19 })
  })

  it('renaming two accounts to one username at once: one wins, the other is a 409', async () => {
    const a = (
      await server.as('admin', {
        method: 'POST',
        url: U,
        payload: newPerson(1, 'ra@test.vibeline', 'rename-a')
      })
    ).json().data
    const b = (
      await server.as('admin', {
        method: 'POST',
        url: U,
        payload: newPerson(2, 'rb@test.vibeline', 'rename-b')
      })
    ).json().data
    const answers = await Promise.all(
      [a, b].map((u, n) =>
        server.as('admin', {
          method: 'PUT',
          url: `${U}/${u.id}`,
          payload: { ...newPerson(n, u.email, n ? 'Taken-Name' : 'taken-name') }
        })
      )
    )
    expect(statuses(answers)).toEqual({ 200: 1, 409: 1 })
  })
})

describe('parallel deletes of one row', () => {
  it('a track: one 200, the others 404, and the track is gone', async () => {
    const [id] = (await trackIds(60)).slice(-1)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => server.as('editor', { method: 'DELETE', url: `${T}/${id}` }))
    )
    expect(statuses(answers)).toEqual({ 200: 1, 404: 7 })
    expect((await server.as('editor', { method: 'GET', url: `${T}/${id}` })).statusCode).toBe(404)
  })

  it('a playlist and a user: one 200 each, the others 404', async () => {
    const playlist = await newPlaylist('Gone soon')
    const user = (
      await server.as('admin', {
        method: 'POST',
        url: U,
        payload: newPerson(9, 'gone@test.vibeline', 'gone')
      })
    ).json().data
    const [playlists, users] = await Promise.all([
      Promise.all(
        Array.from({ length: 6 }, () => server.as('editor', { method: 'DELETE', url: `${P}/${playlist}` }))
      ),
      Promise.all(
        Array.from({ length: 6 }, () => server.as('admin', { method: 'DELETE', url: `${U}/${user.id}` }))
      )
    ])
    expect(statuses(playlists)).toEqual({ 200: 1, 404: 5 })
    expect(statuses(users)).toEqual({ 200: 1, 404: 5 })
  })
})

describe('parallel edits of one playlist', () => {
  it('20 reorders at once: all succeed one after the other, the last order stands whole', async () => {
    const tracks = await trackIds(12)
    const id = await newPlaylist('Reordered', tracks)
    const orders = Array.from({ length: 20 }, (_, n) => [...tracks.slice(n % 12), ...tracks.slice(0, n % 12)])
    const answers = await Promise.all(
      orders.map((track_ids) =>
        server.as('editor', { method: 'PUT', url: `${P}/${id}/tracks`, payload: { track_ids } })
      )
    )
    expect(statuses(answers)).toEqual({ 200: 20 })
    const final = await playlistTracks(id)
    expect(orders.map((o) => o.join())).toContain(final.join())
  })

  it('50 adds at position 0 at once: every track once, positions without gaps', async () => {
    const tracks = await trackIds(50)
    const id = await newPlaylist('Crowded start')
    const answers = await Promise.all(
      tracks.map((track_id) =>
        server.as('editor', { method: 'POST', url: `${P}/${id}/tracks`, payload: { track_id, position: 0 } })
      )
    )
    expect(statuses(answers)).toEqual({ 201: 50 })
    const final = await playlistTracks(id)
    expect([...final].sort((a, b) => a - b)).toEqual([...tracks].sort((a, b) => a - b))
    const positions = await server.database.db
      .selectFrom('playlist_tracks')
      .select('position')
      .where('playlist_id', '=', id)
      .orderBy('position')
      .execute()
    expect(positions.map((p) => p.position)).toEqual(tracks.map((_, n) => n))
  })

  it('the same track added twice at once: one 201, one 409', async () => {
    const [track_id] = await trackIds(1)
    const id = await newPlaylist('Twice')
    const answers = await Promise.all(
      [0, 1].map(() =>
        server.as('editor', { method: 'POST', url: `${P}/${id}/tracks`, payload: { track_id } })
      )
    )
    expect(statuses(answers)).toEqual({ 201: 1, 409: 1 })
    expect(answers.find((a) => a.statusCode === 409)!.json().error).toBe(
      'This track is already in the playlist.'
    )
    expect(await playlistTracks(id)).toEqual([track_id])
  })

  it('adds, removals and reorders mixed at once never answer 500 and leave a consistent list', async () => {
    const tracks = await trackIds(30)
    const id = await newPlaylist('Busy', tracks.slice(0, 10))
    const work = [
      ...tracks.slice(10, 30).map((track_id, n) =>
        server.as('editor', {
          method: 'POST',
          url: `${P}/${id}/tracks`,
          payload: { track_id, position: n % 5 }
        })
      ),
      ...tracks
        .slice(0, 5)
        .map((t) => server.as('editor', { method: 'DELETE', url: `${P}/${id}/tracks/${t}` })),
      ...Array.from({ length: 5 }, () =>
        server.as('editor', {
          method: 'PUT',
          url: `${P}/${id}/tracks`,
          payload: { track_ids: tracks.slice(0, 10) }
        })
      )
    ]
    const answers = await Promise.all(work)
    // A reorder that no longer lists the playlist's tracks exactly is refused (409), never half applied.
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([])
    expect(answers.every((a) => [200, 201, 409].includes(a.statusCode))).toBe(true)
    const final = await playlistTracks(id)
    expect(new Set(final).size).toBe(final.length)
    const expected = [...tracks.slice(5, 30)].sort((a, b) => a - b)
    expect([...final].sort((a, b) => a - b)).toEqual(expected)
    const positions = await server.database.db
      .selectFrom('playlist_tracks')
      .select('position')
      .where('playlist_id', '=', id)
      .orderBy('position')
      .execute()
    expect(positions.map((p) => p.position)).toEqual(final.map((_, n) => n))
  })
})

describe('parallel uploads for one track', () => {
  const mediaFiles = () => readdirSync(server.config.mediaDir).sort()
  const upload = (id: number, seed: number) =>
    server.as('editor', {
      method: 'PUT',
      url: `${T}/${id}`,
      ...multipart(
        { title: `Take ${seed}`, artist: 'Band', genre: 'rock' },
        { name: `take-${seed}.wav`, type: 'audio/wav', data: synthesizeTune(seed, 1) }
      )
    })

  it('ten PUTs each with a new file leave exactly the file the track names, nothing else', async () => {
    const id = (
      await server.as('editor', {
        method: 'POST',
        url: T,
        ...multipart(
          { title: 'Many takes', artist: 'Band', genre: 'rock' },
          { name: 'first.wav', type: 'audio/wav', data: synthesizeTune(100, 1) }
        )
      })
    ).json().data.id
    const filesBefore = mediaFiles()
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => upload(id, 200 + n)))
    expect(statuses(answers)).toEqual({ 200: 10 })
    const row = await server.database.db
      .selectFrom('tracks')
      .select('audio_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const after = mediaFiles()
    const added = after.filter((f) => !filesBefore.includes(f))
    const removed = filesBefore.filter((f) => !after.includes(f))
    // The first file was replaced and released; of the ten new files only the one the row names is left.
    expect(added).toEqual([row.audio_key])
    expect(removed).toHaveLength(1)
    expect(after.filter((f) => f.startsWith('.upload-'))).toEqual([])
  })

  it('a DELETE during a slow PUT leaves neither the old nor the new file behind', async () => {
    const created = (
      await server.as('editor', {
        method: 'POST',
        url: T,
        ...multipart(
          { title: 'Deleted meanwhile', artist: 'Band', genre: 'rock' },
          { name: 'old.wav', type: 'audio/wav', data: synthesizeTune(300, 1) }
        )
      })
    ).json().data
    const oldKey = created.audio_url.split('/').pop().split('?')[0]
    const filesBefore = mediaFiles()
    const { payload, headers } = multipart(
      { title: 'New take', artist: 'Band', genre: 'rock' },
      { name: 'new.wav', type: 'audio/wav', data: synthesizeTune(301, 2) }
    )
    const body = new PassThrough()
    const put = server.as('editor', {
      method: 'PUT',
      url: `${T}/${created.id}`,
      headers: { ...headers, 'content-length': String(payload.length) },
      payload: body
    })
    // Half of the upload arrives; the server starts writing it to a temporary file.
    body.write(payload.subarray(0, payload.length - 100))
    await expect
      .poll(() => mediaFiles().some((f) => f.startsWith('.upload-')), { timeout: 10_000 })
      .toBe(true)
    const deleted = await server.as('editor', { method: 'DELETE', url: `${T}/${created.id}` })
    expect(deleted.statusCode).toBe(200)
    body.end(payload.subarray(payload.length - 100))
    expect((await put).statusCode).toBe(404)
    const after = mediaFiles()
    expect(after).not.toContain(oldKey)
    expect(after.filter((f) => !filesBefore.includes(f))).toEqual([])
  })
})
