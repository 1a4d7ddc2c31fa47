// Demo mode's /admin/v2/tracks on the server's own tracks service (server/catalog/tracksService.ts), as
// server/catalog/tracksRoutes.ts answers it: the same list decoder, sign-in and CASL guard (FakeRoute), service,
// rows-to-track encoding, envelope and error sentences. Only the transport differs: an axios mock adapter handler.
import type MockAdapter from 'axios-mock-adapter'
import { CSV_FIELDS } from '@/contracts/csv'
import { pageEnvelope, idSchema } from '@/contracts/list'
import { audioHashesBodySchema, MUSIC_PATHS, trackListQuery } from '@/contracts/music'
import { exportTracks } from '../../../../server/catalog/tracksRepository'
import { TrackFilesService } from '../../../../server/catalog/trackFilesService'
import { TracksService } from '../../../../server/catalog/tracksService'
import { kyselyRowReader } from '../../../../server/db/engine/kyselyRowReader'
import { csvValueChunks } from '../../../../server/export/chunks'
import type { MockRequest, MockResponse } from '../../mock'
import { exact, invalid, listParams, pathId, query, registerRoutes, under, type FakeRoute } from '../request'
import { routes as bulkRoutes } from './bulk'
import { trackCatalogueRoutes } from './catalogue'
import { demoMedia, demoTrack, isDrawnCover } from './demoMedia'
import { csvAnswer, hosted, originOf } from './hosted'
import type { MusicHost } from './musicHost'

const path = MUSIC_PATHS.tracks

/** A hosted handler with the host's tracks service. */
const withTracks = (
  write: boolean,
  handle: (tracks: TracksService, req: MockRequest, host: MusicHost) => Promise<MockResponse>
) => hosted(write, (host, req) => handle(new TracksService(host.db, host.dialect), req, host))

export const listTracks = withTracks(false, async (tracks, req) => {
  const q = query(req)
  if (q.id !== undefined && q.id !== '') {
    const id = idSchema.safeParse(q.id)
    if (!id.success) return invalid(id.error, 'query')
    return [200, { data: demoTrack(await tracks.find(id.data)) }]
  }
  const decoded = listParams(trackListQuery, req)
  if (!decoded.ok) return decoded.response
  const { rows, total, estimated } = await tracks.list(decoded.params)
  return [200, pageEnvelope(rows.map(demoTrack), decoded.params, total, estimated)]
})

/** GET …/export: the list's rows for its query as CSV, read in the server's keyset chunks. */
export const exportTrackList = withTracks(false, async (_tracks, req, host) => {
  const decoded = listParams(trackListQuery, req)
  if (!decoded.ok) return decoded.response
  const rows = exportTracks(
    host.db,
    host.dialect,
    kyselyRowReader(host.db),
    CSV_FIELDS.tracks,
    decoded.params
  )
  return csvAnswer(csvValueChunks(CSV_FIELDS.tracks, rows))
})

export const getTrack = withTracks(false, async (tracks, req) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  return [200, { data: demoTrack(await tracks.find(id.id)) }]
})

/** A JSON body of track fields, as the server reads one (a multipart upload is not hosted here yet). */
function jsonFields(body: unknown): Record<string, unknown> | MockResponse {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || body instanceof FormData)
    return [400, { error: 'The body must be a JSON object of track fields.' }]
  return { ...(body as Record<string, unknown>) }
}

export const createTrack = withTracks(true, async (tracks, req, host) => {
  const fields = jsonFields(req.body)
  if (Array.isArray(fields)) return fields
  const row = await new TrackFilesService(host.db, tracks, demoMedia).create(originOf(req), { fields })
  return [201, { data: demoTrack(row) }]
})

export const knownHashes = withTracks(false, async (tracks, req) => {
  const parsed = audioHashesBodySchema.safeParse(req.body)
  if (!parsed.success) return invalid(parsed.error)
  const hashes = [...new Set(parsed.data.hashes)]
  return [200, { data: hashes.length === 0 ? [] : await tracks.knownHashes(hashes) }]
})

export const updateTrack = withTracks(true, async (tracks, req, host) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  const fields = jsonFields(req.body)
  if (Array.isArray(fields)) return fields
  const stored = await tracks.find(id.id)
  // The form cannot send a drawn demo cover back (it shows it as a data: URL), so it sends none: the cover stays, as
  // the server keeps the /media/covers/<n>.svg the same form sends it in server mode.
  if (!fields.cover_url && isDrawnCover(stored.cover_url)) fields.cover_url = stored.cover_url
  const row = await new TrackFilesService(host.db, tracks, demoMedia).update(originOf(req), id.id, { fields })
  return [200, { data: demoTrack(row) }]
})

export const deleteTrack = withTracks(true, async (tracks, req) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  const row = await tracks.remove(originOf(req), id.id)
  return [200, { data: { ...demoTrack(row), audio_url: null } }]
})

export const routes: FakeRoute[] = [
  { method: 'post', path: exact(`${path}/hashes`), action: 'create', subject: 'Track', handler: knownHashes },
  { method: 'post', path: exact(path), action: 'create', subject: 'Track', handler: createTrack },
  {
    method: 'get',
    path: exact(`${path}/export`),
    action: 'read',
    subject: 'Track',
    handler: exportTrackList
  },
  { method: 'get', path: exact(path), action: 'read', subject: 'Track', handler: listTracks },
  { method: 'get', path: under(path), action: 'read', subject: 'Track', handler: getTrack },
  { method: 'put', path: under(path), action: 'update', subject: 'Track', handler: updateTrack },
  { method: 'delete', path: under(path), action: 'delete', subject: 'Track', handler: deleteTrack }
]

export function register(mock: MockAdapter): void {
  registerRoutes(mock, [...bulkRoutes, ...trackCatalogueRoutes, ...routes])
}
