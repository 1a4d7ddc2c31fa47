// The tracks calls of spec §7 on the one HTTP client.
import { http } from '@/auth/http'
import { requestUrl, takeFirstAnswer } from '@/firstPaint/firstRequest'
import { BULK_PATHS, type BulkResult, type TrackBulkChanges, type UndoResult } from '@/contracts/bulk'
import {
  CATALOGUE_PATHS,
  TAG_LINKS_PATHS,
  type TagLinksInputParsed,
  type TagLinksPlan,
  type TrackCatalogue,
  type TrackCatalogueInputParsed
} from '@/contracts/catalogue'
import { encodeListQuery, type One, type Page } from '@/contracts/list'
import {
  MUSIC_PATHS,
  trackListQuery,
  type Track,
  type TrackInput,
  type TrackListParams
} from '@/contracts/music'

/** The URL of a page of tracks, as index.html's first paint writes the first page's (vite.config.ts). */
export const trackPageUrl = (params: TrackListParams) =>
  requestUrl(MUSIC_PATHS.tracks, encodeListQuery(trackListQuery, 'http', params))

export async function fetchTrackPage(params: TrackListParams, signal?: AbortSignal): Promise<Page<Track>> {
  const early = (await takeFirstAnswer(trackPageUrl(params))) as Page<Track> | null
  if (early) return early
  const response = await http.get<Page<Track>>(MUSIC_PATHS.tracks, {
    params: encodeListQuery(trackListQuery, 'http', params),
    signal
  })
  return response.data
}

export async function fetchTrackById(id: number, signal?: AbortSignal): Promise<Track> {
  const response = await http.get<One<Track>>(MUSIC_PATHS.tracks, { params: { id }, signal })
  return response.data.data
}

/** JSON without a file; multipart with the audio in `audio`, the cover image in `cover` and the fields beside them. */
function trackBody(input: TrackInput, audio: File | null, cover: File | null): FormData | TrackInput {
  if (!audio && !cover) return input
  const form = new FormData()
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === '') continue
    // A multipart field is text: send a false flag by leaving it out.
    if (typeof value === 'boolean') {
      if (value) form.append(key, 'true')
      continue
    }
    form.append(key, String(value))
  }
  if (audio) form.append('audio', audio, audio.name)
  if (cover) form.append('cover', cover, cover.name)
  return form
}

export type SaveTrack = { id?: number; input: TrackInput; audio: File | null; cover?: File | null }

export async function saveTrack(
  { id, input, audio, cover = null }: SaveTrack,
  onProgress?: (percent: number) => void
): Promise<Track> {
  const body = trackBody(input, audio, cover)
  const config = {
    onUploadProgress: (event: { loaded: number; total?: number }) => {
      if (event.total) onProgress?.(Math.round((event.loaded / event.total) * 100))
    }
  }
  const response =
    id === undefined
      ? await http.post<One<Track>>(MUSIC_PATHS.tracks, body, config)
      : await http.put<One<Track>>(`${MUSIC_PATHS.tracks}/${id}`, body, config)
  return response.data.data
}

export async function deleteTrackById(id: number): Promise<void> {
  await http.delete(`${MUSIC_PATHS.tracks}/${id}`)
}

/** Which tracks a bulk action names: ids chosen on screen, or every track matching the list's filters. */
export type BulkTarget = { ids: number[] } | { filters: TrackListParams['filters'] }

export async function bulkEditTracks(target: BulkTarget, changes: TrackBulkChanges): Promise<BulkResult> {
  const response = await http.patch<One<BulkResult>>(BULK_PATHS.tracks, { ...target, changes })
  return response.data.data
}

export async function bulkDeleteTracks(target: BulkTarget): Promise<BulkResult> {
  const response = await http.post<One<BulkResult>>(BULK_PATHS.tracksDelete, target)
  return response.data.data
}

export async function undoTrackBulk(id: number): Promise<UndoResult> {
  const response = await http.post<One<UndoResult>>(BULK_PATHS.tracksUndo(id))
  return response.data.data
}

export type KnownHash = { hash: string; track: { id: number; title: string; artist: string } }

/** Which of these audio hashes the catalogue already holds (the bulk upload's review marks them). */
export async function fetchKnownHashes(hashes: string[]): Promise<KnownHash[]> {
  if (hashes.length === 0) return []
  const response = await http.post<{ data: KnownHash[] }>(`${MUSIC_PATHS.tracks}/hashes`, { hashes })
  return response.data.data
}

/** A track's place in the catalogue: release and position, ISRC, version, artists with roles, credits (issue 36). */
export async function fetchTrackCatalogue(id: number, signal?: AbortSignal): Promise<TrackCatalogue> {
  return (await http.get<One<TrackCatalogue>>(CATALOGUE_PATHS.trackCatalogue(id), { signal })).data.data
}

export async function saveTrackCatalogue(
  id: number,
  input: TrackCatalogueInputParsed
): Promise<TrackCatalogue> {
  return (await http.put<One<TrackCatalogue>>(CATALOGUE_PATHS.trackCatalogue(id), input)).data.data
}

/** What an uploaded file's tags would link or create in the catalogue, written nowhere (the review step). */
export async function planTagLinks(input: TagLinksInputParsed, signal?: AbortSignal): Promise<TagLinksPlan> {
  return (await http.post<One<TagLinksPlan>>(TAG_LINKS_PATHS.plan, input, { signal })).data.data
}

/** Links a track as its file's tags (as reviewed) say, creating the artists and release the catalogue lacks. */
export async function applyTagLinks(id: number, input: TagLinksInputParsed): Promise<TrackCatalogue> {
  return (await http.put<One<TrackCatalogue>>(TAG_LINKS_PATHS.apply(id), input)).data.data
}
