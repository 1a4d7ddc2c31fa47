// The artists calls of issue 36 on the one HTTP client: list, page, create, update, delete, merge and its undo.
import { http } from '@/auth/http'
import {
  artistListQuery,
  CATALOGUE_PATHS,
  type Artist,
  type ArtistInputParsed,
  type ArtistListParams,
  type ArtistMergeResult,
  type ArtistPage
} from '@/contracts/catalogue'
import { encodeListQuery, type One, type Page } from '@/contracts/list'
import type { SavedArtist } from '../shared/catalogue/catalogueApi'

const PATH = CATALOGUE_PATHS.artists

export async function fetchArtistList(params: ArtistListParams, signal?: AbortSignal): Promise<Page<Artist>> {
  const response = await http.get<Page<Artist>>(PATH, {
    params: encodeListQuery(artistListQuery, 'http', params),
    signal
  })
  return response.data
}

export async function fetchArtistOverview(id: number, signal?: AbortSignal): Promise<ArtistPage> {
  return (await http.get<One<ArtistPage>>(`${PATH}/${id}/page`, { signal })).data.data
}

/** Creates (no id) or replaces an artist; the answer names other artists of the same name. */
export async function saveArtist(id: number | undefined, input: ArtistInputParsed): Promise<SavedArtist> {
  const response =
    id === undefined
      ? await http.post<One<SavedArtist>>(PATH, input)
      : await http.put<One<SavedArtist>>(`${PATH}/${id}`, input)
  return response.data.data
}

export async function deleteArtistById(id: number): Promise<void> {
  await http.delete(`${PATH}/${id}`)
}

export async function mergeArtists(from: number, into: number): Promise<ArtistMergeResult> {
  return (await http.post<One<ArtistMergeResult>>(`${PATH}/merge`, { from, into })).data.data
}

export async function undoArtistMerge(undoId: number): Promise<void> {
  await http.post(`${PATH}/merge/${undoId}/undo`)
}
