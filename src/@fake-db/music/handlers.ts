// The music API of demo mode: the same paths, filters, envelope and validation as the API server (DESIGN.md §4).
import type MockAdapter from 'axios-mock-adapter'
import type { z } from 'zod'
import {
  AUDIO_MIME_TYPES,
  MAX_AUDIO_BYTES,
  MUSIC_PATHS,
  pageQuerySchema,
  PLAYLIST_MAX_TRACKS,
  playlistFiltersSchema,
  playlistInputSchema,
  playlistOrderSchema,
  playlistSortSchema,
  playlistTrackAddSchema,
  trackFiltersSchema,
  trackInputSchema,
  trackSortSchema,
  userFiltersSchema,
  userInputSchema,
  type AdminUser,
  type Page,
  type Playlist,
  type PlaylistInputParsed,
  type PlaylistSortField,
  type PlaylistWithTracks,
  type Track
} from '@/contracts/music'
import { on, type MockRequest, type MockResponse } from '../mock'
import { accounts } from '../auth/data'
import { authenticatedUserId } from '../auth/requireAuth'
import { demoAudioUrl } from './audio'
import { coverFor, db, historyOf, nextId } from './data'
import { registerStats } from './stats'

const bad = (error: string, details?: unknown): MockResponse => [
  400,
  details ? { error, details } : { error }
]
const notFound = (what: string): MockResponse => [404, { error: `${what} was not found.` }]

function invalid(error: z.ZodError): MockResponse {
  const first = error.issues[0]
  return bad(
    first?.message ?? 'The request is not valid.',
    error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
  )
}

/** Query parameters from the axios params and from a query string in the URL alike. */
function query(req: MockRequest): Record<string, unknown> {
  const [, search = ''] = req.url.split('?')
  return { ...Object.fromEntries(new URLSearchParams(search)), ...req.params }
}

function idFromPath(req: MockRequest): number | null {
  const match = /\/(\d+)(?:\?.*)?$/.exec(req.url)
  return match ? Number(match[1]) : null
}

function parseFilters<S extends z.ZodType>(
  raw: unknown,
  schema: S
): { ok: true; value: z.output<S> } | { ok: false; response: MockResponse } {
  let value: unknown = raw ?? {}
  if (typeof raw === 'string') {
    if (raw.trim() === '') value = {}
    else {
      try {
        value = JSON.parse(raw)
      } catch {
        return { ok: false, response: bad('filters must be a JSON object.') }
      }
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, response: bad('filters must be a JSON object.') }
  }
  // Empty strings mean "no filter", as a cleared input sends them.
  const cleaned = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== null))
  const parsed = schema.safeParse(cleaned)
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, response: invalid(parsed.error) }
}

function paginate<T>(
  rows: T[],
  q: Record<string, unknown>
): { ok: true; page: Page<T> } | { ok: false; response: MockResponse } {
  const parsed = pageQuerySchema.safeParse({ page: q.page ?? undefined, per_page: q.per_page ?? undefined })
  if (!parsed.success) return { ok: false, response: invalid(parsed.error) }
  const { page, per_page } = parsed.data
  const start = (page - 1) * per_page
  return {
    ok: true,
    page: { data: rows.slice(start, start + per_page), page_meta: { total: rows.length, page, per_page } }
  }
}

const withAudio = (track: Track): Track => ({
  ...track,
  audio_url: db.uploadedAudio.get(track.id) ?? demoAudioUrl(track.id)
})

const contains = (needle: string, ...fields: string[]) => fields.some((f) => f.toLowerCase().includes(needle))

export function listTracks(req: MockRequest): MockResponse {
  const q = query(req)
  if (q.id !== undefined && q.id !== '')
    return getTrack({ ...req, url: `${MUSIC_PATHS.tracks}/${String(q.id)}` })
  const filters = parseFilters(q.filters, trackFiltersSchema)
  if (!filters.ok) return filters.response
  const sort = trackSortSchema.safeParse({
    sort_by: q.sort_by || undefined,
    sort_dir: q.sort_dir || undefined
  })
  if (!sort.success) return invalid(sort.error)
  const { keyword, genre, date_from, date_to } = filters.value
  const needle = keyword?.toLowerCase()
  const rows = db.tracks.filter((t) => {
    if (needle && !contains(needle, t.title, t.artist, t.album)) return false
    if (genre && t.genre !== genre) return false
    const added = t.created_at.slice(0, 10)
    if (date_from && added < date_from) return false
    if (date_to && added > date_to) return false
    return true
  })
  const { sort_by, sort_dir } = sort.data
  const direction = sort_dir === 'asc' ? 1 : -1
  rows.sort((a, b) => {
    const x = a[sort_by] ?? ''
    const y = b[sort_by] ?? ''
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))
    return (order || a.id - b.id) * direction
  })
  const page = paginate(rows, q)
  if (!page.ok) return page.response
  return [200, { ...page.page, data: page.page.data.map(withAudio) }]
}

export function getTrack(req: MockRequest): MockResponse {
  const id = idFromPath(req)
  const track = db.tracks.find((t) => t.id === id)
  return track ? [200, { data: withAudio(track) }] : notFound('The track')
}

/** The track body: JSON, or the text fields and the `audio` file of a multipart upload. */
function readTrackBody(body: unknown): { fields: Record<string, unknown>; audio: File | null } {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const fields: Record<string, unknown> = {}
    let audio: File | null = null
    body.forEach((value, key) => {
      if (key === 'audio') audio = typeof value === 'string' ? null : (value as File)
      else fields[key] = value
    })
    return { fields, audio }
  }
  return {
    fields: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {},
    audio: null
  }
}

function checkAudio(audio: File): MockResponse | null {
  if (audio.size > MAX_AUDIO_BYTES) return [413, { error: 'The audio file is larger than 50 MB.' }]
  if (!(AUDIO_MIME_TYPES as readonly string[]).includes(audio.type)) {
    return [415, { error: 'This file type is not supported. Upload MP3, AAC, OGG, WAV, FLAC or WebM audio.' }]
  }
  return null
}

function attachAudio(id: number, audio: File): Partial<Track> {
  if (typeof URL.createObjectURL === 'function') db.uploadedAudio.set(id, URL.createObjectURL(audio))
  return { mime_type: audio.type, size: audio.size }
}

export function createTrack(req: MockRequest): MockResponse {
  const { fields, audio } = readTrackBody(req.body)
  const parsed = trackInputSchema.safeParse(fields)
  if (!parsed.success) return invalid(parsed.error)
  if (audio) {
    const problem = checkAudio(audio)
    if (problem) return problem
  }
  const now = new Date().toISOString()
  const id = nextId(db.tracks)
  const input = parsed.data
  const track: Track = {
    id,
    title: input.title,
    artist: input.artist,
    album: input.album,
    genre: input.genre,
    duration: input.duration,
    release_date: input.release_date ?? null,
    cover_url: input.cover_url || coverFor(input.title, id),
    audio_url: null,
    mime_type: null,
    size: null,
    status: input.status,
    explicit: input.explicit,
    play_count: 0,
    created_at: now,
    updated_at: now,
    ...(audio ? attachAudio(id, audio) : {})
  }
  db.tracks.push(track)
  return [201, { data: withAudio(track) }]
}

export function updateTrack(req: MockRequest): MockResponse {
  const id = idFromPath(req)
  const track = db.tracks.find((t) => t.id === id)
  if (!track) return notFound('The track')
  const { fields, audio } = readTrackBody(req.body)
  const parsed = trackInputSchema.safeParse(fields)
  if (!parsed.success) return invalid(parsed.error)
  if (audio) {
    const problem = checkAudio(audio)
    if (problem) return problem
  }
  const input = parsed.data
  Object.assign(track, {
    ...input,
    release_date: input.release_date ?? null,
    cover_url: input.cover_url || track.cover_url,
    updated_at: new Date().toISOString(),
    ...(audio ? attachAudio(track.id, audio) : {})
  })
  return [200, { data: withAudio(track) }]
}

export function deleteTrack(req: MockRequest): MockResponse {
  const id = idFromPath(req)
  const index = db.tracks.findIndex((t) => t.id === id)
  if (index < 0) return notFound('The track')
  db.tracks.splice(index, 1)
  for (const playlist of db.playlists) playlist.track_ids = playlist.track_ids.filter((t) => t !== id)
  db.histories.delete(id as number)
  return [204]
}

type StoredPlaylist = (typeof db.playlists)[number]

function playlistWithCount(p: StoredPlaylist): Playlist {
  const { track_ids, ...rest } = p
  const ids = track_ids.filter((id) => db.tracks.some((t) => t.id === id))
  return { ...rest, track_count: ids.length }
}

function playlistWithTracks(playlist: StoredPlaylist): PlaylistWithTracks {
  const tracks = playlist.track_ids.flatMap((tid) => {
    const track = db.tracks.find((t) => t.id === tid)
    return track ? [withAudio(track)] : []
  })
  return { ...playlistWithCount(playlist), tracks }
}

/** Names sort case-insensitively in code-point order, as the server's lower(name) does; ties by id. */
function comparePlaylists(sortBy: PlaylistSortField, sortDir: 'asc' | 'desc') {
  const key = (p: Playlist): string | number =>
    sortBy === 'name' || sortBy === 'owner_name' ? p[sortBy].toLowerCase() : p[sortBy]
  return (a: Playlist, b: Playlist) => {
    const x = key(a)
    const y = key(b)
    const order = x < y ? -1 : x > y ? 1 : a.id - b.id
    return sortDir === 'asc' ? order : -order
  }
}

export function listPlaylists(req: MockRequest): MockResponse {
  const q = query(req)
  const filters = parseFilters(q.filters, playlistFiltersSchema)
  if (!filters.ok) return filters.response
  const sort = playlistSortSchema.safeParse({
    sort_by: q.sort_by || undefined,
    sort_dir: q.sort_dir || undefined
  })
  if (!sort.success) return invalid(sort.error)
  const needle = filters.value.keyword?.toLowerCase()
  const rows = db.playlists
    .filter((p) => !needle || contains(needle, p.name, p.description, p.owner_name))
    .map(playlistWithCount)
    .sort(comparePlaylists(sort.data.sort_by, sort.data.sort_dir))
  const page = paginate(rows, q)
  return page.ok ? [200, page.page] : page.response
}

/** The playlist of /admin/v2/playlists/:id[/tracks[/:trackId]] (or ?id=), or its 404. */
function findPlaylist(req: MockRequest): StoredPlaylist | MockResponse {
  const q = query(req)
  const match = /\/playlists\/(\d+)/.exec(req.url)
  const id = match ? Number(match[1]) : q.id !== undefined && q.id !== '' ? Number(q.id) : null
  const playlist = db.playlists.find((p) => p.id === id)
  return playlist ?? [404, { error: `Playlist ${String(id ?? q.id)} was not found.` }]
}

export function getPlaylist(req: MockRequest): MockResponse {
  const playlist = findPlaylist(req)
  if (Array.isArray(playlist)) return playlist
  return [200, { data: playlistWithTracks(playlist) }]
}

function playlistBody(req: MockRequest): z.ZodSafeParseResult<PlaylistInputParsed> {
  return playlistInputSchema.safeParse(req.body)
}

/** The demo's signed-in account owns what it creates, as the server's signed-in user does. */
function currentOwner(req: MockRequest): { owner_id: number; owner_name: string } {
  const id = authenticatedUserId(req)
  const account = accounts.find((a) => a.id === id) ?? accounts[0]
  return { owner_id: account.id, owner_name: account.fullName }
}

export function createPlaylist(req: MockRequest): MockResponse {
  const parsed = playlistBody(req)
  if (!parsed.success) return invalid(parsed.error)
  const playlist: StoredPlaylist = {
    id: nextId(db.playlists),
    ...parsed.data,
    ...currentOwner(req),
    track_ids: [],
    created_at: new Date().toISOString()
  }
  db.playlists.push(playlist)
  return [201, { data: playlistWithTracks(playlist) }]
}

export function updatePlaylist(req: MockRequest): MockResponse {
  const playlist = findPlaylist(req)
  if (Array.isArray(playlist)) return playlist
  const parsed = playlistBody(req)
  if (!parsed.success) return invalid(parsed.error)
  Object.assign(playlist, parsed.data)
  return [200, { data: playlistWithTracks(playlist) }]
}

export function deletePlaylist(req: MockRequest): MockResponse {
  const playlist = findPlaylist(req)
  if (Array.isArray(playlist)) return playlist
  db.playlists.splice(db.playlists.indexOf(playlist), 1)
  return [200, { data: playlistWithTracks(playlist) }]
}

export function addPlaylistTrack(req: MockRequest): MockResponse {
  const playlist = findPlaylist(req)
  if (Array.isArray(playlist)) return playlist
  const parsed = playlistTrackAddSchema.safeParse(req.body)
  if (!parsed.success) return invalid(parsed.error)
  const { track_id, position } = parsed.data
  if (!db.tracks.some((t) => t.id === track_id)) return [404, { error: `Track ${track_id} was not found.` }]
  const ids = playlist.track_ids.filter((id) => db.tracks.some((t) => t.id === id))
  if (ids.includes(track_id)) return [409, { error: 'This track is already in the playlist.' }]
  if (ids.length >= PLAYLIST_MAX_TRACKS)
    return [409, { error: `A playlist holds at most ${PLAYLIST_MAX_TRACKS} tracks.` }]
  if (position !== undefined && position > ids.length)
    return bad(`Position must be at most ${ids.length}, the number of tracks.`)
  const at = position ?? ids.length
  playlist.track_ids = [...ids.slice(0, at), track_id, ...ids.slice(at)]
  return [201, { data: playlistWithTracks(playlist) }]
}

export function removePlaylistTrack(req: MockRequest): MockResponse {
  const playlist = findPlaylist(req)
  if (Array.isArray(playlist)) return playlist
  const match = /\/tracks\/([^/?]+)/.exec(req.url)
  const trackId = Number(match?.[1])
  if (!Number.isInteger(trackId) || trackId < 1) return bad('The track id must be a number.')
  if (!playlist.track_ids.includes(trackId))
    return [404, { error: `Track ${trackId} in playlist ${playlist.id} was not found.` }]
  playlist.track_ids = playlist.track_ids.filter((id) => id !== trackId)
  return [200, { data: playlistWithTracks(playlist) }]
}

export function reorderPlaylist(req: MockRequest): MockResponse {
  const playlist = findPlaylist(req)
  if (Array.isArray(playlist)) return playlist
  const parsed = playlistOrderSchema.safeParse(req.body)
  if (!parsed.success) return invalid(parsed.error)
  const { track_ids } = parsed.data
  const ids = playlist.track_ids.filter((id) => db.tracks.some((t) => t.id === id))
  const given = new Set(track_ids)
  if (given.size !== track_ids.length) return bad('track_ids lists a track more than once.')
  if (given.size !== ids.length || ids.some((id) => !given.has(id))) {
    return [
      409,
      {
        error:
          'track_ids must list every track of the playlist exactly once; reload the playlist and try again.'
      }
    ]
  }
  playlist.track_ids = [...track_ids]
  return [200, { data: playlistWithTracks(playlist) }]
}

export function listPlayHistories(req: MockRequest): MockResponse {
  const q = query(req)
  const trackId = Number(q.track_id)
  if (q.track_id === undefined || q.track_id === '' || !Number.isInteger(trackId) || trackId < 1) {
    return bad('track_id must be a positive whole number.')
  }
  const track = db.tracks.find((t) => t.id === trackId)
  if (!track) return notFound('The track')
  const page = paginate(historyOf(track), q)
  return page.ok ? [200, page.page] : page.response
}

export function listUsers(req: MockRequest): MockResponse {
  const q = query(req)
  if (q.id !== undefined && q.id !== '')
    return getUser({ ...req, url: `${MUSIC_PATHS.users}/${String(q.id)}` })
  const filters = parseFilters(q.filters, userFiltersSchema)
  if (!filters.ok) return filters.response
  const { keyword, role, status } = filters.value
  const needle = keyword?.toLowerCase()
  const rows = db.users.filter(
    (u) =>
      (!needle || contains(needle, u.full_name, u.username, u.email)) &&
      (!role || u.role === role) &&
      (!status || u.status === status)
  )
  const page = paginate(rows, q)
  return page.ok ? [200, page.page] : page.response
}

export function getUser(req: MockRequest): MockResponse {
  const id = idFromPath(req)
  const user = db.users.find((u) => u.id === id)
  return user ? [200, { data: user }] : notFound('The user')
}

function conflict(input: { username: string; email: string }, exceptId?: number): MockResponse | null {
  const others = db.users.filter((u) => u.id !== exceptId)
  if (others.some((u) => u.username.toLowerCase() === input.username.toLowerCase())) {
    return [409, { error: 'This username is already in use.' }]
  }
  if (others.some((u) => u.email.toLowerCase() === input.email.toLowerCase())) {
    return [409, { error: 'This email is already in use.' }]
  }
  return null
}

export function createUser(req: MockRequest): MockResponse {
  const parsed = userInputSchema.safeParse(req.body ?? {})
  if (!parsed.success) return invalid(parsed.error)
  const taken = conflict(parsed.data)
  if (taken) return taken
  const { password: _password, ...input } = parsed.data
  const user: AdminUser = {
    ...input,
    id: nextId(db.users),
    avatar: null,
    created_at: new Date().toISOString(),
    last_active_at: null
  }
  db.users.push(user)
  return [201, { data: user }]
}

export function updateUser(req: MockRequest): MockResponse {
  const id = idFromPath(req)
  const user = db.users.find((u) => u.id === id)
  if (!user) return notFound('The user')
  const parsed = userInputSchema.safeParse(req.body ?? {})
  if (!parsed.success) return invalid(parsed.error)
  const taken = conflict(parsed.data, user.id)
  if (taken) return taken
  const { password: _password, ...input } = parsed.data
  Object.assign(user, input)
  return [200, { data: user }]
}

export function deleteUser(req: MockRequest): MockResponse {
  const id = idFromPath(req)
  const index = db.users.findIndex((u) => u.id === id)
  if (index < 0) return notFound('The user')
  db.users.splice(index, 1)
  return [204]
}

const exact = (path: string) => new RegExp(`^${path.replace(/\//g, '\\/')}(\\?.*)?$`)
const byId = (path: string) => new RegExp(`^${path.replace(/\//g, '\\/')}\\/\\d+(\\?.*)?$`)

const playlistTracks = new RegExp(`^${MUSIC_PATHS.playlists.replace(/\//g, '\\/')}\\/\\d+\\/tracks(\\?.*)?$`)
const playlistTrack = new RegExp(
  `^${MUSIC_PATHS.playlists.replace(/\//g, '\\/')}\\/\\d+\\/tracks\\/[^/?]+(\\?.*)?$`
)

export function register(mock: MockAdapter): void {
  on(mock, 'get', exact(MUSIC_PATHS.tracks), listTracks)
  on(mock, 'get', byId(MUSIC_PATHS.tracks), getTrack)
  on(mock, 'post', exact(MUSIC_PATHS.tracks), createTrack)
  on(mock, 'put', byId(MUSIC_PATHS.tracks), updateTrack)
  on(mock, 'delete', byId(MUSIC_PATHS.tracks), deleteTrack)
  on(mock, 'get', exact(MUSIC_PATHS.playlists), (req) =>
    query(req).id ? getPlaylist(req) : listPlaylists(req)
  )
  on(mock, 'get', byId(MUSIC_PATHS.playlists), getPlaylist)
  on(mock, 'post', exact(MUSIC_PATHS.playlists), createPlaylist)
  on(mock, 'put', byId(MUSIC_PATHS.playlists), updatePlaylist)
  on(mock, 'delete', byId(MUSIC_PATHS.playlists), deletePlaylist)
  on(mock, 'post', playlistTracks, addPlaylistTrack)
  on(mock, 'put', playlistTracks, reorderPlaylist)
  on(mock, 'delete', playlistTrack, removePlaylistTrack)
  on(mock, 'get', exact(MUSIC_PATHS.playHistories), listPlayHistories)
  on(mock, 'get', exact(MUSIC_PATHS.users), listUsers)
  on(mock, 'get', byId(MUSIC_PATHS.users), getUser)
  on(mock, 'post', exact(MUSIC_PATHS.users), createUser)
  on(mock, 'put', byId(MUSIC_PATHS.users), updateUser)
  on(mock, 'delete', byId(MUSIC_PATHS.users), deleteUser)
  registerStats(mock)
}
