import { beforeEach, describe, expect, it } from 'vitest'
import type { MockRequest, MockResponse } from '../mock'
import type {
  AdminUser,
  Page,
  PlayHistory,
  Playlist,
  PlaylistSortField,
  PlaylistWithTracks,
  Track
} from '@/contracts/music'
import { resetMusicDb, TRACK_COUNT } from './data'
import { createTrack, deleteTrack, getTrack, listTracks, updateTrack } from './tracks'
import {
  addPlaylistTrack,
  createPlaylist,
  deletePlaylist,
  getPlaylist,
  listPlaylists,
  removePlaylistTrack,
  reorderPlaylist,
  updatePlaylist
} from './playlists'
import { listPlayHistories } from './playHistories'
import { createUser, deleteUser, listUsers } from './users'

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
      { error: 'filters must be a JSON object, for example {"keyword":"love"}.' }
    ])
    expect(
      listTracks(req('/admin/v2/tracks', { filters: JSON.stringify({ genre: 'polka' }) }))[1]
    ).toMatchObject({ error: 'Unknown genre.' })
    expect(
      listTracks(
        req('/admin/v2/tracks', {
          filters: JSON.stringify({ date_from: '2026-02-02', date_to: '2026-01-01' })
        })
      )[1]
    ).toMatchObject({
      error: 'date_from must not be after date_to.'
    })
    expect(listTracks(req('/admin/v2/tracks', { per_page: 500 }))[1]).toMatchObject({
      error: 'per_page must be between 1 and 100.'
    })
    expect(listTracks(req('/admin/v2/tracks', { sort_by: 'password' }))[0]).toBe(400)
  })

  it('finds one track by ?id= and by path, and 404s an unknown one', () => {
    expect(listTracks(req('/admin/v2/tracks', { id: 5 }))[1]).toMatchObject({ data: { id: 5 } })
    expect(getTrack(req('/admin/v2/tracks/7'))[1]).toMatchObject({ data: { id: 7 } })
    expect(getTrack(req('/admin/v2/tracks/9999'))).toEqual([404, { error: 'Track 9999 was not found.' }])
  })

  it('creates, updates and deletes a track, and later reads see it', () => {
    const [status, created] = createTrack({ ...req('/admin/v2/tracks'), method: 'post', body: validTrack })
    expect(status).toBe(201)
    const id = (created as { data: Track }).data.id
    expect(id).toBe(TRACK_COUNT + 1)
    updateTrack({ ...req(`/admin/v2/tracks/${id}`), method: 'put', body: { ...validTrack, title: 'Recut' } })
    expect(getTrack(req(`/admin/v2/tracks/${id}`))[1]).toMatchObject({ data: { title: 'Recut' } })
    expect(deleteTrack(req(`/admin/v2/tracks/${id}`))[0]).toBe(200)
    expect(getTrack(req(`/admin/v2/tracks/${id}`))[0]).toBe(404)
    expect(deleteTrack(req(`/admin/v2/tracks/${id}`))[0]).toBe(404)
  })

  it('rejects an invalid track with the message of the shared schema and stores nothing', () => {
    expect(createTrack({ ...req('/admin/v2/tracks'), body: { ...validTrack, title: ' ' } })).toEqual([
      400,
      expect.objectContaining({ error: 'Title is required.' })
    ])
    expect(
      createTrack({ ...req('/admin/v2/tracks'), body: { ...validTrack, duration: 0 } })[1]
    ).toMatchObject({
      error: 'Duration must be at least 1 second.'
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
    expect(listPlayHistories(req('/admin/v2/play_histories', { track_id: 'x' }))[0]).toBe(400)
    const all = listPlayHistories(req('/admin/v2/play_histories', {}))[1] as Page<PlayHistory>
    expect(all.page_meta.total).toBeGreaterThan(page.page_meta.total)
    expect(listPlayHistories(req('/admin/v2/play_histories', { track_id: 9999 }))[0]).toBe(404)
  })
})

describe('playlist sort and changes (the API server’s contract)', () => {
  const ids = (page: unknown) => (page as Page<Playlist>).data.map((p) => p.id)
  const send = (method: string, url: string, body?: unknown): MockRequest => ({
    ...req(url),
    method,
    body
  })
  const tracksOf = (response: unknown) =>
    (response as { data: PlaylistWithTracks }).data.tracks.map((t) => t.id)

  it('lists newest first by default and sorts by name, owner, track count and date both ways', () => {
    const all = (listPlaylists(req('/admin/v2/playlists', { per_page: 100 }))[1] as Page<Playlist>).data
    const dates = all.map((p) => p.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
    const keys: Record<PlaylistSortField, (p: Playlist) => string | number> = {
      name: (p) => p.name.toLowerCase(),
      owner_name: (p) => p.owner_name.toLowerCase(),
      track_count: (p) => p.track_count,
      created_at: (p) => p.created_at
    }
    for (const [field, key] of Object.entries(keys))
      for (const dir of ['asc', 'desc'] as const) {
        const [, page] = listPlaylists(
          req('/admin/v2/playlists', { per_page: 100, sort_by: field, sort_dir: dir })
        )
        const expected = [...all].sort((a, b) => {
          const order = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id
          return dir === 'asc' ? order : -order
        })
        expect(ids(page)).toEqual(expected.map((p) => p.id))
      }
    expect(listPlaylists(req('/admin/v2/playlists', { sort_by: 'colour' }))[0]).toBe(400)
    expect(listPlaylists(req('/admin/v2/playlists', { sort_dir: 'up' }))[0]).toBe(400)
  })

  it('finds a playlist by its owner’s name, as the server does', () => {
    const all = (listPlaylists(req('/admin/v2/playlists', { per_page: 100 }))[1] as Page<Playlist>).data
    const owner = all[0].owner_name
    const [, page] = listPlaylists(
      req('/admin/v2/playlists', { per_page: 100, filters: JSON.stringify({ keyword: owner.toUpperCase() }) })
    )
    expect(ids(page)).toContain(all[0].id)
  })

  it('creates, renames, adds, reorders, removes and deletes', () => {
    const [status, created] = createPlaylist(
      send('post', '/admin/v2/playlists', { name: ' Demo Mix ', description: 'x', is_public: false })
    )
    expect(status).toBe(201)
    const made = (created as { data: PlaylistWithTracks }).data
    expect(made).toMatchObject({ name: 'Demo Mix', is_public: false, track_count: 0, tracks: [] })
    const first = (listPlaylists(req('/admin/v2/playlists'))[1] as Page<Playlist>).data[0]
    expect(first.id).toBe(made.id)

    const url = `/admin/v2/playlists/${made.id}`
    expect(updatePlaylist(send('put', url, { name: 'Renamed' }))[1]).toMatchObject({
      data: { name: 'Renamed', description: '', is_public: true }
    })
    expect(tracksOf(addPlaylistTrack(send('post', `${url}/tracks`, { track_id: 5 }))[1])).toEqual([5])
    expect(tracksOf(addPlaylistTrack(send('post', `${url}/tracks`, { track_id: 7 }))[1])).toEqual([5, 7])
    expect(
      tracksOf(addPlaylistTrack(send('post', `${url}/tracks`, { track_id: 9, position: 0 }))[1])
    ).toEqual([9, 5, 7])
    expect(tracksOf(reorderPlaylist(send('put', `${url}/tracks`, { track_ids: [7, 9, 5] }))[1])).toEqual([
      7, 9, 5
    ])
    expect(tracksOf(removePlaylistTrack(send('delete', `${url}/tracks/9`))[1])).toEqual([7, 5])
    expect(deletePlaylist(send('delete', url))[0]).toBe(200)
    expect(getPlaylist(req(url))[0]).toBe(404)
  })

  it('answers bad input like the server and changes nothing', () => {
    const url = '/admin/v2/playlists/2'
    const before = JSON.stringify(getPlaylist(req(url))[1])
    const cases: [MockResponse, number, RegExp][] = [
      [createPlaylist(send('post', '/admin/v2/playlists', { name: '' })), 400, /Name is required/],
      [
        createPlaylist(send('post', '/admin/v2/playlists', { name: 'x', description: 'y'.repeat(501) })),
        400,
        /at most 500/
      ],
      [
        createPlaylist(send('post', '/admin/v2/playlists', { name: 'x', is_public: 'no' })),
        400,
        /true or false/
      ],
      [
        updatePlaylist(send('put', '/admin/v2/playlists/999', { name: 'x' })),
        404,
        /Playlist 999 was not found/
      ],
      [updatePlaylist(send('put', url, { name: 7 })), 400, /Name must be text/],
      [deletePlaylist(send('delete', '/admin/v2/playlists/999')), 404, /was not found/],
      [
        addPlaylistTrack(send('post', `${url}/tracks`, { track_id: 99999 })),
        404,
        /Track 99999 was not found/
      ],
      [
        addPlaylistTrack(send('post', `${url}/tracks`, { track_id: 'one' })),
        400,
        /track_id must be a number/
      ],
      [removePlaylistTrack(send('delete', `${url}/tracks/99999`)), 404, /was not found/],
      [reorderPlaylist(send('put', `${url}/tracks`, { track_ids: [] })), 409, /exactly once/],
      [reorderPlaylist(send('put', `${url}/tracks`, { track_ids: 'x' })), 400, /list of track ids/]
    ]
    for (const [[status, body], expected, message] of cases) {
      expect(status).toBe(expected)
      expect((body as { error: string }).error).toMatch(message)
    }
    const inList = (getPlaylist(req(url))[1] as { data: PlaylistWithTracks }).data.tracks[0].id
    expect(addPlaylistTrack(send('post', `${url}/tracks`, { track_id: inList }))[0]).toBe(409)
    expect(JSON.stringify(getPlaylist(req(url))[1])).toBe(before)
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
    ).toMatchObject({ error: 'Unknown role.' })
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
      error: 'Enter a valid email address.'
    })
    const id = (body as { data: AdminUser }).data.id
    expect(deleteUser(req(`/admin/v2/users/${id}`))[0]).toBe(200)
    expect(deleteUser(req(`/admin/v2/users/${id}`))[0]).toBe(404)
  })
})
