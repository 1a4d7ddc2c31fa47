// Demo mode's /admin/v2/playlists on the server's playlists service (server/playlists/service.ts), as
// server/playlists/routes.ts answers it: the list contract, one playlist with its tracks in order, create, update,
// delete, and the ordered track list (add one, remove one, reorder all).
import type MockAdapter from 'axios-mock-adapter'
import { CSV_FIELDS } from '@/contracts/csv'
import { pageEnvelope, rowIdSchema } from '@/contracts/list'
import {
  MUSIC_PATHS,
  playlistInputSchema,
  playlistListQuery,
  playlistOrderSchema,
  playlistTrackAddSchema
} from '@/contracts/music'
import { PlaylistsService } from '../../../../server/playlists/service'
import { csvChunks, keysetChunks } from '../../../../server/export/chunks'
import { authenticatedUserId } from '../../auth/requireAuth'
import type { MockRequest, MockResponse } from '../../mock'
import { exact, listParams, pathId, registerRoutes, under, type FakeRoute } from '../request'
import { demoTrack } from './demoMedia'
import { bodyOf, csvAnswer, hosted, originOf } from './hosted'

const path = MUSIC_PATHS.playlists
const trackIdSchema = rowIdSchema('The track id')

const withPlaylists = (
  write: boolean,
  handle: (playlists: PlaylistsService, req: MockRequest) => Promise<MockResponse>
) => hosted(write, (host, req) => handle(new PlaylistsService(host.db, host.dialect, demoTrack), req))

const listPlaylists = withPlaylists(false, async (playlists, req) => {
  const decoded = listParams(playlistListQuery, req)
  if (!decoded.ok) return decoded.response
  const { rows, total } = await playlists.page(decoded.params)
  return [200, pageEnvelope(rows, decoded.params, total)]
})

const exportPlaylists = withPlaylists(false, async (playlists, req) => {
  const decoded = listParams(playlistListQuery, req)
  if (!decoded.ok) return decoded.response
  return csvAnswer(csvChunks(CSV_FIELDS.playlists, keysetChunks(playlists.exportChunk(decoded.params))))
})

const getPlaylist = withPlaylists(false, async (playlists, req) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  return [200, { data: await playlists.full(id.id) }]
})

const createPlaylist = withPlaylists(true, async (playlists, req) => {
  const body = bodyOf(playlistInputSchema, req)
  if (!body.ok) return body.response
  // The guard let only a signed-in user through: the owner is who asks, as on the server.
  const owner = authenticatedUserId(req)!
  return [201, { data: await playlists.create(body.body, owner, originOf(req)) }]
})

const updatePlaylist = withPlaylists(true, async (playlists, req) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  const body = bodyOf(playlistInputSchema, req)
  if (!body.ok) return body.response
  return [200, { data: await playlists.update(id.id, body.body, originOf(req)) }]
})

const deletePlaylist = withPlaylists(true, async (playlists, req) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  return [200, { data: await playlists.remove(id.id, originOf(req)) }]
})

const addTrack = withPlaylists(true, async (playlists, req) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  const body = bodyOf(playlistTrackAddSchema, req)
  if (!body.ok) return body.response
  const { track_id, position } = body.body
  return [201, { data: await playlists.addTrack(id.id, track_id, position, originOf(req)) }]
})

const removeTrack = withPlaylists(true, async (playlists, req) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  const trackId = pathId(req, `${path}/${id.id}/tracks`, trackIdSchema)
  if (!trackId.ok) return trackId.response
  return [200, { data: await playlists.removeTrack(id.id, trackId.id, originOf(req)) }]
})

const reorder = withPlaylists(true, async (playlists, req) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  const body = bodyOf(playlistOrderSchema, req)
  if (!body.ok) return body.response
  return [200, { data: await playlists.reorder(id.id, body.body.track_ids, originOf(req)) }]
})

const tracksOf = '[^/?]+\\/tracks'

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
  { method: 'post', path: under(path, tracksOf), action: 'update', subject: 'Playlist', handler: addTrack },
  { method: 'put', path: under(path, tracksOf), action: 'update', subject: 'Playlist', handler: reorder },
  {
    method: 'delete',
    path: under(path, `${tracksOf}\\/[^/?]+`),
    action: 'update',
    subject: 'Playlist',
    handler: removeTrack
  }
]

export function register(mock: MockAdapter): void {
  registerRoutes(mock, routes)
}
