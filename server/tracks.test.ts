import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Track } from '../src/contracts/music'
import { synthesizeTune } from './media/wav'
import { startTestServer, type TestServer } from './test/harness'
import { multipart } from './test/multipart'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const list = (query: Record<string, string | number>, role: 'admin' | 'editor' | 'viewer' = 'viewer') =>
  server.as(role, {
    method: 'GET',
    url: '/admin/v2/tracks',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]))
  })

describe('track list', () => {
  it('answers a page envelope, newest first by default', async () => {
    const res = await list({ page: 1, per_page: 7 })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.page_meta).toEqual({ total: 30, page: 1, per_page: 7 })
    expect(body.data).toHaveLength(7)
    const dates = body.data.map((t: Track) => t.created_at)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(body.data[0].audio_url).toMatch(/^\/media\/audio\/demo-\d{4}\.wav\?expires=\d+&signature=/)
  })

  it('pages do not overlap and cover the whole list', async () => {
    const ids = new Set<number>()
    for (let page = 1; page <= 4; page++)
      for (const t of (await list({ page, per_page: 8 })).json().data) ids.add(t.id)
    expect(ids.size).toBe(30)
    expect((await list({ page: 5, per_page: 8 })).json().data).toEqual([])
  })

  it('filters by keyword over title, artist and album (word prefixes, any case)', async () => {
    const all: Track[] = (await list({ per_page: 100 })).json().data
    const sample = all[3]
    const word = sample.artist.split(' ')[0]
    const prefix = word.slice(0, 3).toUpperCase()
    const res = await list({ per_page: 100, filters: JSON.stringify({ keyword: prefix }) })
    const found: Track[] = res.json().data
    expect(found.map((t) => t.id)).toContain(sample.id)
    const expected = all.filter((t) =>
      `${t.title} ${t.artist} ${t.album}`
        .split(/\s+/)
        .some((w) => w.toLowerCase().startsWith(prefix.toLowerCase()))
    )
    expect(found.map((t) => t.id).sort()).toEqual(expected.map((t) => t.id).sort())
    expect(res.json().page_meta.total).toBe(expected.length)
  })

  it('matches the start of words, not the middle, on every engine', async () => {
    const created = await server.as('editor', {
      method: 'POST',
      url: '/admin/v2/tracks',
      payload: { title: 'Qwyxo Moonlight', artist: 'Zephyr Quill', genre: 'jazz', duration: 90 }
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().data.id
    const ids = async (keyword: string) =>
      (await list({ per_page: 100, filters: JSON.stringify({ keyword }) }))
        .json()
        .data.map((t: Track) => t.id)
    expect(await ids('moon qwy')).toContain(id)
    expect(await ids('QUILL')).toContain(id)
    expect(await ids('light')).not.toContain(id)
    expect(await ids('wyxo')).not.toContain(id)
    // A prefix two indexed words share finds both; a longer one only its own.
    const other = await server.as('editor', {
      method: 'POST',
      url: '/admin/v2/tracks',
      payload: { title: 'Qwyxolite Harbour', artist: 'Zephyr Quillon', genre: 'jazz', duration: 90 }
    })
    const otherId = other.json().data.id
    expect((await ids('qwyx')).sort()).toEqual([id, otherId].sort())
    expect(await ids('quillo')).toEqual([otherId])
    expect((await ids('quill')).sort()).toEqual([id, otherId].sort())
    for (const gone of [id, otherId])
      await server.as('editor', { method: 'DELETE', url: `/admin/v2/tracks/${gone}` })
    expect(await ids('qwyxo')).toEqual([])
  })

  it('filters by genre and by a date-added range (both ends included)', async () => {
    const all: Track[] = (await list({ per_page: 100 })).json().data
    const genre = all[0].genre
    const byGenre: Track[] = (await list({ per_page: 100, filters: JSON.stringify({ genre }) })).json().data
    expect(byGenre.length).toBe(all.filter((t) => t.genre === genre).length)
    const days = all.map((t) => t.created_at.slice(0, 10)).sort()
    const [from, to] = [days[5], days[20]]
    const ranged: Track[] = (
      await list({ per_page: 100, filters: JSON.stringify({ date_from: from, date_to: to }) })
    ).json().data
    expect(ranged.length).toBe(days.filter((d) => d >= from && d <= to).length)
  })

  it('sorts by a chosen column', async () => {
    const titles = (await list({ per_page: 100, sort_by: 'title', sort_dir: 'asc' }))
      .json()
      .data.map((t: Track) => t.title)
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it('answers one track by ?id= and by /:id', async () => {
    const first: Track = (await list({ per_page: 1 })).json().data[0]
    expect((await list({ id: first.id })).json().data.id).toBe(first.id)
    const res = await server.as('viewer', { method: 'GET', url: `/admin/v2/tracks/${first.id}` })
    expect(res.json().data.title).toBe(first.title)
  })
})

describe('track writes', () => {
  const body = {
    title: 'New Song',
    artist: 'Test Band',
    album: 'Demo',
    genre: 'jazz',
    duration: 201,
    status: 'published',
    release_date: '2024-05-01'
  }

  it('an editor creates, updates and deletes a track; the list sees each change', async () => {
    const created = await server.as('editor', { method: 'POST', url: '/admin/v2/tracks', payload: body })
    expect(created.statusCode).toBe(201)
    const track: Track = created.json().data
    expect(track).toMatchObject({ ...body, explicit: false, audio_url: null, play_count: 0 })
    expect((await list({ filters: JSON.stringify({ keyword: 'new song' }) })).json().data[0].id).toBe(
      track.id
    )

    const updated = await server.as('editor', {
      method: 'PUT',
      url: `/admin/v2/tracks/${track.id}`,
      payload: { ...body, title: 'Renamed Song', explicit: true }
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().data).toMatchObject({ title: 'Renamed Song', explicit: true })
    expect((await list({ filters: JSON.stringify({ keyword: 'renamed' }) })).json().page_meta.total).toBe(1)

    const deleted = await server.as('editor', { method: 'DELETE', url: `/admin/v2/tracks/${track.id}` })
    expect(deleted.statusCode).toBe(200)
    expect(
      (await server.as('viewer', { method: 'GET', url: `/admin/v2/tracks/${track.id}` })).statusCode
    ).toBe(404)
  })

  it('a viewer may read but not write (403), whatever the client claims', async () => {
    const res = await server.as('viewer', { method: 'POST', url: '/admin/v2/tracks', payload: body })
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toMatch(/viewer/)
  })

  it('uploads a WAV: tags fill the empty fields, the file streams back with Range', async () => {
    const wav = synthesizeTune(4242, 3)
    const form = multipart(
      { title: 'Uploaded Tune', artist: 'Upload Artist', genre: 'ambient' },
      { name: 'tune.wav', type: 'audio/wav', data: wav }
    )
    const res = await server.as('editor', { method: 'POST', url: '/admin/v2/tracks', ...form })
    expect(res.statusCode).toBe(201)
    const track: Track = res.json().data
    expect(track).toMatchObject({
      title: 'Uploaded Tune',
      duration: 3,
      mime_type: 'audio/wav',
      size: wav.length
    })

    const audio = await server.app.inject({
      method: 'GET',
      url: track.audio_url!,
      headers: { range: 'bytes=0-99' }
    })
    expect(audio.statusCode).toBe(206)
    expect(audio.headers['content-range']).toBe(`bytes 0-99/${wav.length}`)
    expect(audio.headers['accept-ranges']).toBe('bytes')
    expect(audio.rawPayload.equals(wav.subarray(0, 100))).toBe(true)

    const whole = await server.app.inject({ method: 'GET', url: track.audio_url! })
    expect(whole.statusCode).toBe(200)
    expect(whole.rawPayload.length).toBe(wav.length)

    const tail = await server.app.inject({
      method: 'GET',
      url: track.audio_url!,
      headers: { range: 'bytes=-10' }
    })
    expect(tail.rawPayload.equals(wav.subarray(wav.length - 10))).toBe(true)

    const outside = await server.app.inject({
      method: 'GET',
      url: track.audio_url!,
      headers: { range: `bytes=${wav.length}-` }
    })
    expect(outside.statusCode).toBe(416)
    expect(outside.headers['content-range']).toBe(`bytes */${wav.length}`)

    // Deleting the track removes its file.
    await server.as('editor', { method: 'DELETE', url: `/admin/v2/tracks/${track.id}` })
    const { readdirSync } = await import('node:fs')
    expect(readdirSync(server.config.mediaDir).some((f) => track.audio_url!.includes(f))).toBe(false)
  })

  it('an untagged file without a title is named after the file; a missing artist is asked for', async () => {
    const wav = synthesizeTune(77, 2)
    const file = { name: '03_morning-tune.wav', type: 'audio/wav', data: wav }
    const res = await server.as('editor', {
      method: 'POST',
      url: '/admin/v2/tracks',
      ...multipart({ artist: 'Someone', genre: 'pop' }, file)
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toMatchObject({ title: 'morning tune', duration: 2 })
    const noArtist = await server.as('editor', {
      method: 'POST',
      url: '/admin/v2/tracks',
      ...multipart({ genre: 'pop' }, file)
    })
    expect(noArtist.statusCode).toBe(400)
    expect(noArtist.json().error).toBe('Artist is required.')
  })

  it('refuses forged and expired audio links with 403', async () => {
    const track: Track = (await list({ per_page: 1 })).json().data[0]
    const url = track.audio_url!
    const forged = url.replace(/signature=./, (m) => m.slice(0, -1) + (m.endsWith('A') ? 'B' : 'A'))
    expect((await server.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403)
    const otherFile = url.replace(/demo-\d{4}/, 'demo-0001')
    if (otherFile !== url)
      expect((await server.app.inject({ method: 'GET', url: otherFile })).statusCode).toBe(403)
    const { MediaStore } = await import('./media/store')
    const past = new MediaStore(server.config.mediaDir, server.config.secret, 60).signedUrl(
      url.split('/')[3].split('?')[0],
      Date.now() - 3600_000
    )
    const expired = await server.app.inject({ method: 'GET', url: past })
    expect(expired.statusCode).toBe(403)
    expect(expired.json().error).toMatch(/expired/)
  })

  it('deleting a track also deletes its play history', async () => {
    const played = await server.database.db
      .selectFrom('play_histories')
      .select('track_id')
      .limit(1)
      .executeTakeFirstOrThrow()
    const before = (
      await server.as('viewer', {
        method: 'GET',
        url: '/admin/v2/play_histories',
        query: { track_id: String(played.track_id) }
      })
    ).json()
    expect(before.page_meta.total).toBeGreaterThan(0)
    expect(
      (await server.as('admin', { method: 'DELETE', url: `/admin/v2/tracks/${played.track_id}` })).statusCode
    ).toBe(200)
    const left = await server.database.db
      .selectFrom('play_histories')
      .select('id')
      .where('track_id', '=', played.track_id)
      .execute()
    expect(left).toEqual([])
  })
})
