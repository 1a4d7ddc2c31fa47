import { beforeEach, describe, expect, it } from 'vitest'
import type { MockRequest } from '../mock'
import type { AdminUser, Page, PlayHistory, Playlist, Track } from '@/contracts/music'
import { resetMusicDb, TRACK_COUNT } from './data'
import {
  createTrack,
  createUser,
  deleteTrack,
  deleteUser,
  getPlaylist,
  getTrack,
  listPlayHistories,
  listPlaylists,
  listTracks,
  listUsers,
  updateTrack
} from './handlers'

const req = (url: string, params: Record<string, unknown> = {}, body?: unknown): MockRequest => ({
  url,
  method: 'get',
  params,
  body,
  headers: {}
})
const validTrack = {
  title: 'Fresh Cut',
  artist: 'Demo Band',
  album: '',
  genre: 'pop',
  duration: 8,
  status: 'draft'
}

beforeEach(() => resetMusicDb())

describe('tracks', () => {
  it('pages the sample catalogue with the envelope of the API server', () => {
    const [status, body] = listTracks(req('/admin/v2/tracks', { page: 2, per_page: 25 }))
    const page = body as Page<Track>
    expect(status).toBe(200)
    expect(page.data).toHaveLength(25)
    expect(page.page_meta).toEqual({ total: TRACK_COUNT, page: 2, per_page: 25 })
    expect(page.data[0].audio_url).toMatch(/^(blob:|data:audio\/wav)/)
  })

  it('filters by keyword, genre and date range together', () => {
    const all = (listTracks(req('/admin/v2/tracks', { per_page: 100 }))[1] as Page<Track>).data
    const sample = all[3]
    const word = sample.artist.split(' ')[0].toLowerCase()
    const day = sample.created_at.slice(0, 10)
    const filters = JSON.stringify({ keyword: word, genre: sample.genre, date_from: day, date_to: day })
    const page = listTracks(req('/admin/v2/tracks', { filters, per_page: 100 }))[1] as Page<Track>
    expect(page.data.map((t) => t.id)).toContain(sample.id)
    for (const t of page.data) {
      expect(`${t.title} ${t.artist} ${t.album}`.toLowerCase()).toContain(word)
      expect(t.genre).toBe(sample.genre)
      expect(t.created_at.slice(0, 10)).toBe(day)
    }
  })

  it('sorts by a column in either direction', () => {
    const page = listTracks(
      req('/admin/v2/tracks', { sort_by: 'play_count', sort_dir: 'asc', per_page: 100 })
    )[1] as Page<Track>
    const counts = page.data.map((t) => t.play_count)
    expect(counts).toEqual([...counts].sort((a, b) => a - b))
  })

  it('answers 400 with one sentence for bad filters, pages and sorts', () => {
    expect(listTracks(req('/admin/v2/tracks', { filters: '{oops' }))).toEqual([
      400,
      { error: 'filters must be a JSON object.' }
    ])
    expect(
      listTracks(req('/admin/v2/tracks', { filters: JSON.stringify({ genre: 'polka' }) }))[1]
    ).toMatchObject({ error: 'Unknown genre' })
    expect(
      listTracks(
        req('/admin/v2/tracks', {
          filters: JSON.stringify({ date_from: '2026-02-02', date_to: '2026-01-01' })
        })
      )[1]
    ).toMatchObject({
      error: 'date_from must not be after date_to'
    })
    expect(listTracks(req('/admin/v2/tracks', { per_page: 500 }))[1]).toMatchObject({
      error: 'per_page must be between 1 and 100'
    })
    expect(listTracks(req('/admin/v2/tracks', { sort_by: 'password' }))[0]).toBe(400)
  })

  it('finds one track by ?id= and by path, and 404s an unknown one', () => {
    expect(listTracks(req('/admin/v2/tracks', { id: 5 }))[1]).toMatchObject({ data: { id: 5 } })
    expect(getTrack(req('/admin/v2/tracks/7'))[1]).toMatchObject({ data: { id: 7 } })
    expect(getTrack(req('/admin/v2/tracks/9999'))).toEqual([404, { error: 'The track was not found.' }])
  })

  it('creates, updates and deletes a track, and later reads see it', () => {
    const [status, created] = createTrack({ ...req('/admin/v2/tracks'), method: 'post', body: validTrack })
    expect(status).toBe(201)
    const id = (created as { data: Track }).data.id
    expect(id).toBe(TRACK_COUNT + 1)
    updateTrack({ ...req(`/admin/v2/tracks/${id}`), method: 'put', body: { ...validTrack, title: 'Recut' } })
    expect(getTrack(req(`/admin/v2/tracks/${id}`))[1]).toMatchObject({ data: { title: 'Recut' } })
    expect(deleteTrack(req(`/admin/v2/tracks/${id}`))[0]).toBe(204)
    expect(getTrack(req(`/admin/v2/tracks/${id}`))[0]).toBe(404)
    expect(deleteTrack(req(`/admin/v2/tracks/${id}`))[0]).toBe(404)
  })

  it('rejects an invalid track with the message of the shared schema and stores nothing', () => {
    expect(createTrack({ ...req('/admin/v2/tracks'), body: { ...validTrack, title: ' ' } })).toEqual([
      400,
      expect.objectContaining({ error: 'Title is required' })
    ])
    expect(
      createTrack({ ...req('/admin/v2/tracks'), body: { ...validTrack, duration: 0 } })[1]
    ).toMatchObject({
      error: 'Duration must be at least 1 second'
    })
    expect((listTracks(req('/admin/v2/tracks'))[1] as Page<Track>).page_meta.total).toBe(TRACK_COUNT)
  })

  it('accepts a multipart upload and refuses a file that is not audio', () => {
    const form = new FormData()
    for (const [k, v] of Object.entries(validTrack)) form.append(k, String(v))
    form.append('audio', new File(['RIFF'], 'a.wav', { type: 'audio/wav' }))
    const [status, body] = createTrack({ ...req('/admin/v2/tracks'), body: form })
    expect(status).toBe(201)
    expect((body as { data: Track }).data).toMatchObject({ mime_type: 'audio/wav', size: 4 })
    const text = new FormData()
    for (const [k, v] of Object.entries(validTrack)) text.append(k, String(v))
    text.append('audio', new File(['hello'], 'a.txt', { type: 'text/plain' }))
    expect(createTrack({ ...req('/admin/v2/tracks'), body: text })[0]).toBe(415)
  })
})

describe('playlists and play histories', () => {
  it('filters playlists by keyword and returns one with its tracks', () => {
    const page = listPlaylists(
      req('/admin/v2/playlists', { filters: JSON.stringify({ keyword: 'focus' }) })
    )[1] as Page<Playlist>
    expect(page.data.map((p) => p.name).sort()).toEqual(['Deep Focus', 'Focus Flow'])
    const [, one] = getPlaylist(req(`/admin/v2/playlists/${page.data[0].id}`))
    const playlist = (one as { data: Playlist & { tracks: Track[] } }).data
    expect(playlist.tracks).toHaveLength(playlist.track_count)
    expect(getPlaylist(req('/admin/v2/playlists/999'))[0]).toBe(404)
  })

  it('lists a track’s plays newest first, paginated, consistent with its play count', () => {
    const track = (getTrack(req('/admin/v2/tracks/3'))[1] as { data: Track }).data
    const page = listPlayHistories(
      req('/admin/v2/play_histories', { track_id: 3, per_page: 5 })
    )[1] as Page<PlayHistory>
    expect(page.page_meta.total).toBe(track.play_count)
    const times = page.data.map((p) => p.played_at)
    expect(times).toEqual([...times].sort().reverse())
    expect(listPlayHistories(req('/admin/v2/play_histories', {}))[0]).toBe(400)
    expect(listPlayHistories(req('/admin/v2/play_histories', { track_id: 9999 }))[0]).toBe(404)
  })
})

describe('users', () => {
  it('filters by keyword, role and status', () => {
    const page = listUsers(
      req('/admin/v2/users', { filters: JSON.stringify({ role: 'viewer', status: 'active' }), per_page: 100 })
    )[1] as Page<AdminUser>
    expect(page.data.length).toBeGreaterThan(0)
    expect(page.data.every((u) => u.role === 'viewer' && u.status === 'active')).toBe(true)
    expect(
      listUsers(req('/admin/v2/users', { filters: JSON.stringify({ role: 'owner' }) }))[1]
    ).toMatchObject({ error: 'Unknown role' })
  })

  it('creates a valid user, refuses a taken username with 409, deletes and 404s', () => {
    const input = {
      full_name: 'New Person',
      username: 'new.person',
      email: 'new@vibeline.app',
      role: 'viewer'
    }
    const [status, body] = createUser({ ...req('/admin/v2/users'), body: input })
    expect(status).toBe(201)
    expect(
      createUser({ ...req('/admin/v2/users'), body: { ...input, email: 'other@vibeline.app' } })
    ).toEqual([409, { error: 'This username is already in use.' }])
    expect(createUser({ ...req('/admin/v2/users'), body: { ...input, email: 'nope' } })[1]).toMatchObject({
      error: 'Enter a valid email address'
    })
    const id = (body as { data: AdminUser }).data.id
    expect(deleteUser(req(`/admin/v2/users/${id}`))[0]).toBe(204)
    expect(deleteUser(req(`/admin/v2/users/${id}`))[0]).toBe(404)
  })
})
