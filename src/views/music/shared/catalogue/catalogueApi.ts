// The catalogue calls several music screens share (issue 36): artist and release look-ups for the pickers, creating
// an artist from a typed name, and the field a refusal names.
import { http, isAxiosError } from '@/auth/http'
import {
  artistListQuery,
  CATALOGUE_PATHS,
  releaseListQuery,
  type Artist,
  type Release,
  type ReleaseWithTracks
} from '@/contracts/catalogue'
import { encodeListQuery, type One, type Page } from '@/contracts/list'

/** How many suggestions a picker asks for. */
export const PICKER_SIZE = 8

export type Namesake = { id: number; name: string }
export type SavedArtist = Artist & { namesakes: Namesake[] }

export async function searchArtists(keyword: string, signal?: AbortSignal): Promise<Artist[]> {
  const params = { ...artistListQuery.defaults, per_page: PICKER_SIZE, filters: { keyword } }
  const response = await http.get<Page<Artist>>(CATALOGUE_PATHS.artists, {
    params: encodeListQuery(artistListQuery, 'http', params),
    signal
  })
  return response.data.data
}

export async function searchReleases(keyword: string, signal?: AbortSignal): Promise<Release[]> {
  const params = { ...releaseListQuery.defaults, per_page: PICKER_SIZE, filters: { keyword } }
  const response = await http.get<Page<Release>>(CATALOGUE_PATHS.releases, {
    params: encodeListQuery(releaseListQuery, 'http', params),
    signal
  })
  return response.data.data
}

/** The "create new" of a picker: an artist with just a name. */
export async function createArtistNamed(name: string): Promise<SavedArtist> {
  const response = await http.post<One<SavedArtist>>(CATALOGUE_PATHS.artists, { name })
  return response.data.data
}

export type FieldError = { path: string; message: string; track_id?: number; release_id?: number }

/**
 * The fields a refused request names (`details[].path`), each with a sentence to show under it: the answer's own
 * sentence when it names one field (it says which track or release holds a duplicate), else each detail's.
 */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!isAxiosError(error)) return []
  const body = error.response?.data as
    { error?: string; details?: { path?: unknown; message?: unknown }[] } | undefined
  const details = (body?.details ?? []).filter(
    (d): d is FieldError => typeof d.path === 'string' && typeof d.message === 'string'
  )
  if (details.length === 1 && body?.error) return [{ ...details[0], message: body.error }]
  return details
}

/** What a catalogue write thunk rejects with: the sentence for the form, and the fields it names. */
export type WriteRefusal = { message: string; fields: FieldError[] }

/** One release with its tracklist (the track form's release, its next free position). */
export async function fetchReleaseWithTracks(id: number, signal?: AbortSignal): Promise<ReleaseWithTracks> {
  return (await http.get<One<ReleaseWithTracks>>(`${CATALOGUE_PATHS.releases}/${id}`, { signal })).data.data
}
