// Demo mode's /admin/v2/tracks, answering as server/catalog/tracksRoutes.ts: the same list contract, keyword tokenizer,
// validation and sentences.
import {
  AUDIO_MIME_TYPES,
  MAX_AUDIO_BYTES,
  MAX_COVER_BYTES,
  MUSIC_PATHS,
  trackInputSchema,
  trackListQuery,
  type Track,
  type TrackListParams
} from '@/contracts/music'
import { idSchema, pageFromRows } from '@/contracts/list'
import { matchesWordPrefixes } from '@/contracts/keyword'
import { CSV_FIELDS, csvText } from '@/contracts/csv'
import type MockAdapter from 'axios-mock-adapter'
import type { MockRequest, MockResponse } from '../mock'
import { demoAudioUrl } from './audio'
import { recordFakeAudit } from './audit'
import { trackRoutes as bulkRoutes } from './bulk'
import { coverFor, db, nextId } from './data'
import {
  exact,
  invalid,
  listParams,
  notFound,
  pathId,
  query,
  registerRoutes,
  under,
  type FakeRoute
} from './request'

const path = MUSIC_PATHS.tracks

export const withAudio = (track: Track): Track => ({
  ...track,
  audio_url: db.uploadedAudio.get(track.id) ?? demoAudioUrl(track.id)
})

/** The tracks of the list params, in their order: what the server's listTracks selects. */
export function selectTracks({ filters, sort_by, sort_dir }: TrackListParams): Track[] {
  const { keyword, genre, status, explicit, date_from, date_to } = filters
  const rows = db.tracks.filter((t) => {
    if (keyword && !matchesWordPrefixes(keyword, [t.title, t.artist, t.album])) return false
    if (genre && t.genre !== genre) return false
    if (status && t.status !== status) return false
    if (explicit !== undefined && t.explicit !== explicit) return false
    const added = t.created_at.slice(0, 10)
    if (date_from && added < date_from) return false
    if (date_to && added > date_to) return false
    return true
  })
  const direction = sort_dir === 'asc' ? 1 : -1
  // Codepoint order, as the databases compare text (a NULL release date sorts first, as on SQLite).
  return rows.sort((a, b) => {
    const x = a[sort_by] ?? ''
    const y = b[sort_by] ?? ''
    const order = x < y ? -1 : x > y ? 1 : a.id - b.id
    return order * direction
  })
}

/** A track as the audit log shows it (as server/catalog/trackRows.ts auditedTrack does). */
function audited(track: Track): Record<string, unknown> {
  const { id: _id, play_count: _plays, created_at: _created, audio_url: _audio, ...fields } = track
  return { ...fields }
}

export function listTracks(req: MockRequest): MockResponse {
  const q = query(req)
  if (q.id !== undefined && q.id !== '') {
    const id = idSchema.safeParse(q.id)
    if (!id.success) return invalid(id.error, 'query')
    return getTrack({ ...req, url: `${path}/${id.data}`, params: {} })
  }
  const decoded = listParams(trackListQuery, req)
  if (!decoded.ok) return decoded.response
  const page = pageFromRows(selectTracks(decoded.params), decoded.params)
  return [200, { ...page, data: page.data.map(withAudio) }]
}

function findTrack(req: MockRequest): Track | MockResponse {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  return db.tracks.find((t) => t.id === id.id) ?? notFound(`Track ${id.id}`)
}

export function getTrack(req: MockRequest): MockResponse {
  const track = findTrack(req)
  return Array.isArray(track) ? track : [200, { data: withAudio(track) }]
}

/** The track body: JSON, or the text fields and the `audio` file of a multipart upload. */
function readTrackBody(
  body: unknown
): { fields: Record<string, unknown>; audio: File | null; cover?: File | null } | MockResponse {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const fields: Record<string, unknown> = {}
    let audio: File | null = null
    let cover: File | null = null
    body.forEach((value, key) => {
      if (key === 'audio') audio = typeof value === 'string' ? null : (value as File)
      else if (key === 'cover') cover = typeof value === 'string' ? null : (value as File)
      else fields[key] = value
    })
    if (typeof fields.explicit === 'string')
      fields.explicit = fields.explicit === 'true' || fields.explicit === '1'
    return { fields: emptyAsUnset(fields), audio, cover }
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return [400, { error: 'The body must be a JSON object of track fields.' }]
  return { fields: emptyAsUnset({ ...(body as Record<string, unknown>) }), audio: null }
}

/** As the server reads a body: empty dates and covers are none; a missing title or artist reads as empty. */
function emptyAsUnset(fields: Record<string, unknown>): Record<string, unknown> {
  for (const key of ['release_date', 'cover_url']) if (fields[key] === '') fields[key] = null
  for (const key of ['title', 'artist']) if (fields[key] === undefined) fields[key] = ''
  return fields
}

function checkAudio(audio: File): MockResponse | null {
  if (audio.size > MAX_AUDIO_BYTES) return [413, { error: 'The audio file is larger than 50 MB.' }]
  if (!(AUDIO_MIME_TYPES as readonly string[]).includes(audio.type)) {
    return [
      415,
      { error: `The file must be audio (MP3, M4A, AAC, OGG, WAV, FLAC or WebM), not ${audio.type}.` }
    ]
  }
  return null
}

/** The browser checked the cover's content before sending it; demo mode checks its declared type and size. */
function checkCover(cover: File): MockResponse | null {
  if (cover.size > MAX_COVER_BYTES) return [413, { error: 'The cover image is larger than 5 MB.' }]
  if (!['image/jpeg', 'image/png', 'image/webp'].includes(cover.type))
    return [415, { error: 'The cover must be a JPEG, PNG or WebP image.' }]
  return null
}

/** Demo mode keeps an uploaded cover as a blob: URL of this page (the server stores the file). */
const coverOfFile = (cover: File | null | undefined) =>
  cover && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(cover) : null

function attachAudio(id: number, audio: File): Partial<Track> {
  if (typeof URL.createObjectURL === 'function') db.uploadedAudio.set(id, URL.createObjectURL(audio))
  return { mime_type: audio.type, size: audio.size }
}

function readTrack(req: MockRequest) {
  const body = readTrackBody(req.body)
  if (Array.isArray(body)) return { ok: false as const, response: body }
  const parsed = trackInputSchema.safeParse(body.fields)
  if (!parsed.success) return { ok: false as const, response: invalid(parsed.error) }
  if (body.audio) {
    const problem = checkAudio(body.audio)
    if (problem) return { ok: false as const, response: problem }
  }
  if (body.cover) {
    const problem = checkCover(body.cover)
    if (problem) return { ok: false as const, response: problem }
  }
  return { ok: true as const, input: parsed.data, audio: body.audio, cover: coverOfFile(body.cover) }
}

export function createTrack(req: MockRequest): MockResponse {
  const read = readTrack(req)
  if (!read.ok) return read.response
  const { input, audio, cover } = read
  const now = new Date().toISOString()
  const id = nextId(db.tracks)
  const track: Track = {
    id,
    title: input.title,
    artist: input.artist,
    album: input.album,
    genre: input.genre,
    duration: input.duration,
    release_date: input.release_date ?? null,
    // Demo tracks without a cover get a drawn one; the server leaves them without.
    cover_url: cover ?? (input.cover_url || coverFor(input.title, id)),
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
  recordFakeAudit(req, { action: 'create', entity: 'track', entityId: id, after: audited(track) })
  return [201, { data: withAudio(track) }]
}

export function updateTrack(req: MockRequest): MockResponse {
  const track = findTrack(req)
  if (Array.isArray(track)) return track
  const read = readTrack(req)
  if (!read.ok) return read.response
  const { input, audio, cover } = read
  const before = audited(track)
  Object.assign(track, {
    ...input,
    release_date: input.release_date ?? null,
    // The track form leaves a drawn demo cover out (it is a data: URL): keep it.
    cover_url: cover ?? (input.cover_url || track.cover_url),
    updated_at: new Date().toISOString(),
    ...(audio ? attachAudio(track.id, audio) : {})
  })
  recordFakeAudit(req, {
    action: 'update',
    entity: 'track',
    entityId: track.id,
    before,
    after: audited(track)
  })
  return [200, { data: withAudio(track) }]
}

export function deleteTrack(req: MockRequest): MockResponse {
  const track = findTrack(req)
  if (Array.isArray(track)) return track
  db.tracks.splice(db.tracks.indexOf(track), 1)
  for (const playlist of db.playlists) playlist.track_ids = playlist.track_ids.filter((t) => t !== track.id)
  db.histories.delete(track.id)
  recordFakeAudit(req, { action: 'delete', entity: 'track', entityId: track.id, before: audited(track) })
  return [200, { data: { ...withAudio(track), audio_url: null } }]
}

/** GET …/export: the list's rows for its query as a CSV file, made here in the browser. */
export function exportTracks(req: MockRequest): MockResponse {
  const decoded = listParams(trackListQuery, req)
  if (!decoded.ok) return decoded.response
  return [200, csvText(CSV_FIELDS.tracks, selectTracks(decoded.params).map(withAudio))]
}

/** SHA-256 (hex) of each audio file uploaded in this demo session, to the track holding it. */
const audioHashes = new Map<string, number>()

async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer())
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

const duplicateOf = (hash: string, exceptId?: number) => {
  const id = audioHashes.get(hash)
  return id === undefined || id === exceptId ? undefined : db.tracks.find((t) => t.id === id)
}

/** POST with an audio file: an exact duplicate of an uploaded file is refused with 409, as on the server. */
async function createTrackOnce(req: MockRequest): Promise<MockResponse> {
  const audio = req.body instanceof FormData ? req.body.get('audio') : null
  const hash = audio && typeof audio !== 'string' ? await sha256Hex(audio) : undefined
  const original = hash ? duplicateOf(hash) : undefined
  if (original)
    return [
      409,
      {
        error: `This audio file is already in the catalogue as track ${original.id}, “${original.title}” by ${original.artist}.`,
        details: [{ path: 'audio', message: 'Duplicate audio', track_id: original.id }]
      }
    ]
  const answer = createTrack(req)
  if (hash && answer[0] === 201) audioHashes.set(hash, (answer[1] as { data: Track }).data.id)
  return answer
}

/** POST …/hashes: which of these audio hashes the demo catalogue holds. */
export function knownHashes(req: MockRequest): MockResponse {
  const hashes = (req.body as { hashes?: unknown } | null)?.hashes
  if (!Array.isArray(hashes) || hashes.some((h) => typeof h !== 'string' || !/^[0-9a-f]{64}$/.test(h)))
    return [400, { error: 'hashes: A hash is 64 lower-case hexadecimal characters.' }]
  const data = [...new Set(hashes as string[])].flatMap((hash) => {
    const track = duplicateOf(hash)
    return track ? [{ hash, track: { id: track.id, title: track.title, artist: track.artist } }] : []
  })
  return [200, { data }]
}

export const routes: FakeRoute[] = [
  { method: 'post', path: exact(`${path}/hashes`), action: 'create', subject: 'Track', handler: knownHashes },
  { method: 'get', path: exact(`${path}/export`), action: 'read', subject: 'Track', handler: exportTracks },
  { method: 'get', path: exact(path), action: 'read', subject: 'Track', handler: listTracks },
  { method: 'get', path: under(path), action: 'read', subject: 'Track', handler: getTrack },
  { method: 'post', path: exact(path), action: 'create', subject: 'Track', handler: createTrackOnce },
  { method: 'put', path: under(path), action: 'update', subject: 'Track', handler: updateTrack },
  { method: 'delete', path: under(path), action: 'delete', subject: 'Track', handler: deleteTrack }
]

export function register(mock: MockAdapter): void {
  registerRoutes(mock, [...bulkRoutes, ...routes])
}
