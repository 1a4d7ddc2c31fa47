// The releases calls of issue 36 on the one HTTP client: list, one with its tracklist, create, update, delete and
// the tracklist's order.
import { http } from '@/auth/http'
import {
  CATALOGUE_PATHS,
  releaseListQuery,
  type Release,
  type ReleaseInputParsed,
  type ReleaseListParams,
  type ReleaseWithTracks,
  type TracklistOrder
} from '@/contracts/catalogue'
import { encodeListQuery, type One, type Page } from '@/contracts/list'

const PATH = CATALOGUE_PATHS.releases

export async function fetchReleaseList(
  params: ReleaseListParams,
  signal?: AbortSignal
): Promise<Page<Release>> {
  const response = await http.get<Page<Release>>(PATH, {
    params: encodeListQuery(releaseListQuery, 'http', params),
    signal
  })
  return response.data
}

export async function fetchReleaseById(id: number, signal?: AbortSignal): Promise<ReleaseWithTracks> {
  return (await http.get<One<ReleaseWithTracks>>(`${PATH}/${id}`, { signal })).data.data
}

export async function saveRelease(
  id: number | undefined,
  input: ReleaseInputParsed
): Promise<ReleaseWithTracks> {
  const response =
    id === undefined
      ? await http.post<One<ReleaseWithTracks>>(PATH, input)
      : await http.put<One<ReleaseWithTracks>>(`${PATH}/${id}`, input)
  return response.data.data
}

export async function deleteReleaseById(id: number): Promise<void> {
  await http.delete(`${PATH}/${id}`)
}

export async function reorderReleaseTracks(id: number, order: TracklistOrder): Promise<ReleaseWithTracks> {
  return (await http.put<One<ReleaseWithTracks>>(`${PATH}/${id}/tracks`, order)).data.data
}
