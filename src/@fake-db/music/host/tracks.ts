// Demo mode's /admin/v2/tracks on the server's own tracks service (server/catalog/tracksService.ts), as
// server/catalog/tracksRoutes.ts answers it: the same list decoder, sign-in and CASL guard (FakeRoute), service,
// rows-to-track encoding, envelope and error sentences. Only the transport differs: an axios mock adapter handler.
import { pageEnvelope, idSchema } from '@/contracts/list'
import { MUSIC_PATHS, trackListQuery, type Track } from '@/contracts/music'
import type { AuditOrigin } from '../../../../server/audit/record'
import { toTrack } from '../../../../server/catalog/trackRows'
import type { TrackRow } from '../../../../server/catalog/tracksRepository'
import { TrackFilesService } from '../../../../server/catalog/trackFilesService'
import { TracksService } from '../../../../server/catalog/tracksService'
import { HttpError } from '../../../../server/httpError'
import { authenticatedUserId } from '../../auth/requireAuth'
import type { MockHandler, MockRequest, MockResponse } from '../../mock'
import { demoAudioUrl } from '../audio'
import { exact, invalid, listParams, pathId, query, under, type FakeRoute } from '../request'
import { demoMedia } from './demoMedia'
import { musicHost, type MusicHost } from './musicHost'

const path = MUSIC_PATHS.tracks

/** Audio in demo mode is synthesized in the page (music/audio.ts), one melody per track id. */
const demoTrack = (row: TrackRow): Track => toTrack(row, { signedUrl: () => demoAudioUrl(row.id) })

/** Who asks, as the audit log records it (the server's request carries the same). */
const originOf = (req: MockRequest): AuditOrigin => {
  const id = authenticatedUserId(req)
  return { user: id === null ? null : { id } }
}

/** The server's error handler's envelope for a service's refusal. */
function answerOf(error: unknown): MockResponse {
  if (!(error instanceof HttpError)) throw error
  return [
    error.statusCode,
    error.details ? { error: error.message, details: error.details } : { error: error.message }
  ]
}

/** A handler with the host's service; writes are refused in a tab that is not the demo's writer, and saved after. */
function withTracks(
  write: boolean,
  handle: (tracks: TracksService, req: MockRequest, host: MusicHost) => Promise<MockResponse>
): MockHandler {
  return async (req) => {
    const host = await musicHost()
    if (write && host.readOnly) return [409, { error: host.readOnly }]
    try {
      const answer = await handle(new TracksService(host.db, 'sqlite'), req, host)
      if (write && answer[0] < 300) await host.written()
      return answer
    } catch (error) {
      return answerOf(error)
    }
  }
}

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

export const getTrack = withTracks(false, async (tracks, req) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  return [200, { data: demoTrack(await tracks.find(id.id)) }]
})

export const updateTrack = withTracks(true, async (tracks, req, host) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  const body = req.body
  if (body === null || typeof body !== 'object' || Array.isArray(body) || body instanceof FormData)
    return [400, { error: 'The body must be a JSON object of track fields.' }]
  await tracks.find(id.id)
  const files = new TrackFilesService(host.db, tracks, demoMedia)
  const row = await files.update(originOf(req), id.id, { fields: { ...(body as Record<string, unknown>) } })
  return [200, { data: demoTrack(row) }]
})

export const deleteTrack = withTracks(true, async (tracks, req) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  const row = await tracks.remove(originOf(req), id.id)
  return [200, { data: { ...demoTrack(row), audio_url: null } }]
})

export const routes: FakeRoute[] = [
  { method: 'get', path: exact(path), action: 'read', subject: 'Track', handler: listTracks },
  { method: 'get', path: under(path), action: 'read', subject: 'Track', handler: getTrack },
  { method: 'put', path: under(path), action: 'update', subject: 'Track', handler: updateTrack },
  { method: 'delete', path: under(path), action: 'delete', subject: 'Track', handler: deleteTrack }
]
