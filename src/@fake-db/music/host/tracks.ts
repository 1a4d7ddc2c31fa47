// Demo mode's /admin/v2/tracks on the server's own tracks service (server/catalog/tracksService.ts), as
// server/catalog/tracksRoutes.ts answers it: the same list decoder, sign-in and CASL guard (FakeRoute), service,
// rows-to-track encoding, envelope and error sentences. Only the transport differs: an axios mock adapter handler.
import type MockAdapter from 'axios-mock-adapter'
import { CSV_FIELDS } from '@/contracts/csv'
import { pageEnvelope, idSchema } from '@/contracts/list'
import {
  AUDIO_MIME_TYPES,
  audioHashesBodySchema,
  MAX_AUDIO_BYTES,
  MAX_COVER_BYTES,
  MUSIC_PATHS,
  trackListQuery
} from '@/contracts/music'
import { exportTracks } from '../../../../server/catalog/tracksRepository'
import { TrackFilesService, type TrackBody } from '../../../../server/catalog/trackFilesService'
import { assertNoNul } from '../../../../server/http/noNul'
import { HttpError } from '../../../../server/httpError'
import { TracksService } from '../../../../server/catalog/tracksService'
import type { TrackRow } from '../../../../server/catalog/tracksRepository'
import { kyselyRowReader } from '../../../../server/db/engine/kyselyRowReader'
import { csvValueChunks } from '../../../../server/export/chunks'
import type { MockRequest, MockResponse } from '../../mock'
import { exact, invalid, listParams, pathId, query, registerRoutes, under, type FakeRoute } from '../request'
import { routes as bulkRoutes } from './bulk'
import { analyseUpload, audioRoutes } from './audio'
import { trackCatalogueRoutes } from './catalogue'
import { trackLifecycleRoutes } from './lifecycle'
import { demoFiles, stageFile } from './demoFiles'
import { demoTrack, demoTracks, isDrawnCover } from './demoMedia'
import { csvAnswer, hosted, originOf } from './hosted'
import type { MusicHost } from './musicHost'

const path = MUSIC_PATHS.tracks

/** A hosted handler with the host's tracks service. */
/** One track as the server's track routes answer it, with its analysis fields. */
const demoTrackOf = async (host: MusicHost, row: TrackRow) => (await demoTracks(host.db, [row]))[0]

const withTracks = (
  write: boolean,
  handle: (tracks: TracksService, req: MockRequest, host: MusicHost) => Promise<MockResponse>
) => hosted(write, (host, req) => handle(new TracksService(host.db, host.dialect), req, host))

export const listTracks = withTracks(false, async (tracks, req, host) => {
  const q = query(req)
  if (q.id !== undefined && q.id !== '') {
    const id = idSchema.safeParse(q.id)
    if (!id.success) return invalid(id.error, 'query')
    return [200, { data: await demoTrackOf(host, await tracks.find(id.data)) }]
  }
  const decoded = listParams(trackListQuery, req)
  if (!decoded.ok) return decoded.response
  const { rows, total, estimated } = await tracks.list(decoded.params)
  return [200, pageEnvelope(await demoTracks(host.db, rows), decoded.params, total, estimated)]
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

export const getTrack = withTracks(false, async (tracks, req, host) => {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  return [200, { data: await demoTrackOf(host, await tracks.find(id.id)) }]
})

/**
 * The track body as server/catalog/tracksRoutes.ts reads it: a JSON object of fields, or multipart fields with the
 * audio file (staged, its type and size checked as the route checks them) and a cover image.
 */
async function readBody(body: unknown): Promise<TrackBody> {
  if (!(typeof FormData !== 'undefined' && body instanceof FormData)) {
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw new HttpError(400, 'The body must be a JSON object of track fields.')
    return { fields: { ...(body as Record<string, unknown>) } }
  }
  const fields: Record<string, unknown> = {}
  const files: Record<'audio' | 'cover', File[]> = { audio: [], cover: [] }
  body.forEach((value, key) => {
    if (typeof value === 'string') {
      assertNoNul({ [key]: value })
      fields[key] = value
    } else files[key === 'cover' ? 'cover' : 'audio'].push(value)
  })
  if (files.audio.length > 1 || files.cover.length > 1)
    throw new HttpError(413, 'Upload one audio file and at most one cover image at a time.')
  const [audio] = files.audio
  const [cover] = files.cover
  let coverBytes: Uint8Array | undefined
  if (cover) {
    if (cover.size > MAX_COVER_BYTES)
      throw new HttpError(413, `The cover image is larger than ${MAX_COVER_BYTES / 1024 / 1024} MB.`)
    coverBytes = new Uint8Array(await cover.arrayBuffer())
  }
  if (!audio) return { fields, cover: coverBytes }
  const declared = audio.type || 'application/octet-stream'
  if (!(AUDIO_MIME_TYPES as readonly string[]).includes(declared) && declared !== 'application/octet-stream')
    throw new HttpError(
      415,
      `The file must be audio (MP3, M4A, AAC, OGG, WAV, FLAC or WebM), not ${declared}.`
    )
  if (audio.size > MAX_AUDIO_BYTES)
    throw new HttpError(413, `The audio file is larger than ${Math.round(MAX_AUDIO_BYTES / 1024 / 1024)} MB.`)
  return { fields, upload: await stageFile(audio), cover: coverBytes }
}

export const createTrack = withTracks(true, async (tracks, req, host) => {
  const body = await readBody(req.body)
  const row = await new TrackFilesService(host.db, tracks, demoFiles).create(originOf(req), body)
  // The upload answers at once; its analysis runs in the page after (server: the job queue).
  if (body.upload) await analyseUpload(row.id)
  return [201, { data: await demoTrackOf(host, row) }]
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
  const body = await readBody(req.body)
  const { fields } = body
  const stored = await tracks.find(id.id)
  // The form cannot send a drawn demo cover back (it shows it as a data: URL), so it sends none: the cover stays, as
  // the server keeps the /media/covers/<n>.svg the same form sends it in server mode.
  if (!fields.cover_url && isDrawnCover(stored.cover_url)) fields.cover_url = stored.cover_url
  const row = await new TrackFilesService(host.db, tracks, demoFiles).update(originOf(req), id.id, body)
  if (body.upload) await analyseUpload(row.id)
  return [200, { data: await demoTrackOf(host, row) }]
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
  registerRoutes(mock, [
    ...audioRoutes,
    ...bulkRoutes,
    ...trackCatalogueRoutes,
    ...trackLifecycleRoutes,
    ...routes
  ])
}
