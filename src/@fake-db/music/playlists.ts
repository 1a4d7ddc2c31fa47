// Demo mode's /admin/v2/playlists, answering as server/routes/playlists.ts: the list contract, the ordered track
// list (add one, remove one, reorder all), the same validation and sentences.
import { CSV_FIELDS, csvText } from '@/contracts/csv'
import type MockAdapter from 'axios-mock-adapter'
import { z } from 'zod'
import {
  MUSIC_PATHS,
  PLAYLIST_MAX_TRACKS,
  PLAYLIST_MOSAIC,
  playlistInputSchema,
  playlistListQuery,
  playlistOrderSchema,
  playlistTrackAddSchema,
  type Playlist,
  type PlaylistListParams,
  type PlaylistWithTracks
} from '@/contracts/music'
import { containsText } from '@/contracts/keyword'
import { pageFromRows } from '@/contracts/list'
import type { MockRequest, MockResponse } from '../mock'
import { accounts } from '../auth/data'
import { authenticatedUserId } from '../auth/requireAuth'
import { recordFakeAudit } from './audit'
import { db, nextId } from './data'
import { withAudio } from './tracks'
import {
  bad,
  exact,
  invalid,
  listParams,
  notFound,
  pathId,
  registerRoutes,
  under,
  type FakeRoute
} from './request'

const path = MUSIC_PATHS.playlists
const trackIdInPath = z.coerce
  .number({ message: 'The track id must be a number' })
  .int('The track id must be a whole number')
  .positive('The track id must be a positive number')
  .max(2_147_483_647, 'The track id is too large')

type StoredPlaylist = (typeof db.playlists)[number]

/** A playlist as its audit rows show it (the server's row: no counts, no covers). */
function audited(p: StoredPlaylist): Record<string, unknown> {
  return { name: p.name, description: p.description, is_public: p.is_public, owner_id: p.owner_id }
}

const liveTrackIds = (p: StoredPlaylist) => p.track_ids.filter((id) => db.tracks.some((t) => t.id === id))

function playlistWithCount(p: StoredPlaylist): Playlist {
  const { track_ids: _ids, added_at: _added, ...rest } = p
  const live = liveTrackIds(p)
  const covers = live
    .slice(0, 64)
    .flatMap((id) => db.tracks.find((t) => t.id === id)?.cover_url ?? [])
    .slice(0, PLAYLIST_MOSAIC)
  return { ...rest, track_count: live.length, covers }
}

function playlistWithTracks(playlist: StoredPlaylist): PlaylistWithTracks {
  const tracks = playlist.track_ids.flatMap((tid) => {
    const track = db.tracks.find((t) => t.id === tid)
    const added_at = playlist.added_at?.[tid] ?? playlist.created_at
    return track ? [{ ...withAudio(track), added_at }] : []
  })
  return { ...playlistWithCount(playlist), tracks }
}

/** The playlists of the list params, in their order: names compare lower-cased, as the server's lower(name). */
export function selectPlaylists({ filters, sort_by, sort_dir }: PlaylistListParams): Playlist[] {
  const key = (p: Playlist): string | number =>
    sort_by === 'name' || sort_by === 'owner_name' ? p[sort_by].toLowerCase() : p[sort_by]
  const { keyword } = filters
  return db.playlists
    .filter((p) => !keyword || containsText(keyword, [p.name, p.description, p.owner_name]))
    .map(playlistWithCount)
    .sort((a, b) => {
      const x = key(a)
      const y = key(b)
      const order = x < y ? -1 : x > y ? 1 : a.id - b.id
      return sort_dir === 'asc' ? order : -order
    })
}

export function listPlaylists(req: MockRequest): MockResponse {
  const decoded = listParams(playlistListQuery, req)
  if (!decoded.ok) return decoded.response
  return [200, pageFromRows(selectPlaylists(decoded.params), decoded.params)]
}

// As on the server, the path is validated first, then the body, and only then is the playlist looked up.
const playlistId = (req: MockRequest) => pathId(req, path)
const byId = (id: number): StoredPlaylist | MockResponse =>
  db.playlists.find((p) => p.id === id) ?? notFound(`Playlist ${id}`)

export function getPlaylist(req: MockRequest): MockResponse {
  const id = playlistId(req)
  if (!id.ok) return id.response
  const playlist = byId(id.id)
  return Array.isArray(playlist) ? playlist : [200, { data: playlistWithTracks(playlist) }]
}

/** The demo's signed-in account owns what it creates, as the server's signed-in user does. */
function currentOwner(req: MockRequest): { owner_id: number; owner_name: string } {
  const id = authenticatedUserId(req)
  const account = accounts.find((a) => a.id === id) ?? accounts[0]
  return { owner_id: account.id, owner_name: account.fullName }
}

export function createPlaylist(req: MockRequest): MockResponse {
  const parsed = playlistInputSchema.safeParse(req.body)
  if (!parsed.success) return invalid(parsed.error)
  const playlist: StoredPlaylist = {
    id: nextId(db.playlists),
    ...parsed.data,
    ...currentOwner(req),
    track_ids: [],
    created_at: new Date().toISOString()
  }
  db.playlists.push(playlist)
  recordFakeAudit(req, {
    action: 'create',
    entity: 'playlist',
    entityId: playlist.id,
    after: audited(playlist)
  })
  return [201, { data: playlistWithTracks(playlist) }]
}

export function updatePlaylist(req: MockRequest): MockResponse {
  const id = playlistId(req)
  if (!id.ok) return id.response
  const parsed = playlistInputSchema.safeParse(req.body)
  if (!parsed.success) return invalid(parsed.error)
  const playlist = byId(id.id)
  if (Array.isArray(playlist)) return playlist
  const before = audited(playlist)
  Object.assign(playlist, parsed.data)
  recordFakeAudit(req, {
    action: 'update',
    entity: 'playlist',
    entityId: playlist.id,
    before,
    after: audited(playlist)
  })
  return [200, { data: playlistWithTracks(playlist) }]
}

export function deletePlaylist(req: MockRequest): MockResponse {
  const id = playlistId(req)
  if (!id.ok) return id.response
  const playlist = byId(id.id)
  if (Array.isArray(playlist)) return playlist
  db.playlists.splice(db.playlists.indexOf(playlist), 1)
  recordFakeAudit(req, {
    action: 'delete',
    entity: 'playlist',
    entityId: playlist.id,
    before: { ...audited(playlist), track_ids: liveTrackIds(playlist) }
  })
  return [200, { data: playlistWithTracks(playlist) }]
}

export function addPlaylistTrack(req: MockRequest): MockResponse {
  const id = playlistId(req)
  if (!id.ok) return id.response
  const parsed = playlistTrackAddSchema.safeParse(req.body)
  if (!parsed.success) return invalid(parsed.error)
  const playlist = byId(id.id)
  if (Array.isArray(playlist)) return playlist
  const { track_id, position } = parsed.data
  if (!db.tracks.some((t) => t.id === track_id)) return notFound(`Track ${track_id}`)
  const ids = liveTrackIds(playlist)
  if (ids.includes(track_id)) return [409, { error: 'This track is already in the playlist.' }]
  if (ids.length >= PLAYLIST_MAX_TRACKS)
    return [409, { error: `A playlist holds at most ${PLAYLIST_MAX_TRACKS} tracks.` }]
  if (position !== undefined && position > ids.length)
    return bad(`Position must be at most ${ids.length}, the number of tracks.`)
  const at = position ?? ids.length
  playlist.track_ids = [...ids.slice(0, at), track_id, ...ids.slice(at)]
  playlist.added_at = { ...playlist.added_at, [track_id]: new Date().toISOString() }
  recordFakeAudit(req, {
    action: 'playlist_tracks_add',
    entity: 'playlist',
    entityId: playlist.id,
    before: { track_ids: ids },
    after: { track_ids: playlist.track_ids }
  })
  return [201, { data: playlistWithTracks(playlist) }]
}

export function removePlaylistTrack(req: MockRequest): MockResponse {
  const id = playlistId(req)
  if (!id.ok) return id.response
  const trackId = pathId(req, `${path}/${req.url.slice(path.length + 1).split('/')[0]}/tracks`, trackIdInPath)
  if (!trackId.ok) return trackId.response
  const playlist = byId(id.id)
  if (Array.isArray(playlist)) return playlist
  if (!playlist.track_ids.includes(trackId.id))
    return notFound(`Track ${trackId.id} in playlist ${playlist.id}`)
  const before = liveTrackIds(playlist)
  playlist.track_ids = playlist.track_ids.filter((t) => t !== trackId.id)
  recordFakeAudit(req, {
    action: 'playlist_tracks_remove',
    entity: 'playlist',
    entityId: playlist.id,
    before: { track_ids: before },
    after: { track_ids: liveTrackIds(playlist) }
  })
  return [200, { data: playlistWithTracks(playlist) }]
}

export function reorderPlaylist(req: MockRequest): MockResponse {
  const id = playlistId(req)
  if (!id.ok) return id.response
  const parsed = playlistOrderSchema.safeParse(req.body)
  if (!parsed.success) return invalid(parsed.error)
  const playlist = byId(id.id)
  if (Array.isArray(playlist)) return playlist
  const { track_ids } = parsed.data
  const ids = liveTrackIds(playlist)
  const given = new Set(track_ids)
  if (given.size !== track_ids.length) return bad('track_ids lists a track more than once.')
  if (given.size !== ids.length || ids.some((t) => !given.has(t))) {
    return [
      409,
      {
        error:
          'track_ids must list every track of the playlist exactly once; reload the playlist and try again.'
      }
    ]
  }
  playlist.track_ids = [...track_ids]
  recordFakeAudit(req, {
    action: 'playlist_tracks_reorder',
    entity: 'playlist',
    entityId: playlist.id,
    before: { track_ids: ids },
    after: { track_ids }
  })
  return [200, { data: playlistWithTracks(playlist) }]
}

/** GET …/export: the list's rows for its query as a CSV file, made here in the browser. */
export function exportPlaylists(req: MockRequest): MockResponse {
  const decoded = listParams(playlistListQuery, req)
  if (!decoded.ok) return decoded.response
  return [200, csvText(CSV_FIELDS.playlists, selectPlaylists(decoded.params))]
}

export const routes: FakeRoute[] = [
  {
    method: 'get',
    path: exact(`${path}/export`),
    action: 'read',
    subject: 'Playlist',
    handler: exportPlaylists
  },
  { method: 'get', path: exact(path), action: 'read', subject: 'Playlist', handler: listPlaylists },
  { method: 'get', path: under(path), action: 'read', subject: 'Playlist', handler: getPlaylist },
  { method: 'post', path: exact(path), action: 'create', subject: 'Playlist', handler: createPlaylist },
  { method: 'put', path: under(path), action: 'update', subject: 'Playlist', handler: updatePlaylist },
  { method: 'delete', path: under(path), action: 'delete', subject: 'Playlist', handler: deletePlaylist },
  {
    method: 'post',
    path: under(path, '[^/?]+\\/tracks'),
    action: 'update',
    subject: 'Playlist',
    handler: addPlaylistTrack
  },
  {
    method: 'put',
    path: under(path, '[^/?]+\\/tracks'),
    action: 'update',
    subject: 'Playlist',
    handler: reorderPlaylist
  },
  {
    method: 'delete',
    path: under(path, '[^/?]+\\/tracks\\/[^/?]+'),
    action: 'update',
    subject: 'Playlist',
    handler: removePlaylistTrack
  }
]

export function register(mock: MockAdapter): void {
  registerRoutes(mock, routes)
}
