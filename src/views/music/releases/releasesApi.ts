// The releases calls of issue 36 on the one HTTP client: list, one with its tracklist, create, update, delete and
// the tracklist's order; and issue 37's lifecycle, readiness and availability of a release and of its tracks.
import { http } from '@/auth/http'
import type { Availability } from '@/contracts/availability'
import type { Readiness } from '@/contracts/readiness'
import {
  LIFECYCLE_PATHS,
  type ReleaseLifecycle,
  type ScheduleInput,
  type TrackStanding
} from '@/contracts/releaseLifecycle'
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

export type LifecycleMove = 'submit' | 'withdraw' | 'schedule' | 'take-down' | 'reinstate'

export async function fetchReleaseLifecycle(id: number, signal?: AbortSignal): Promise<ReleaseLifecycle> {
  return (await http.get<One<ReleaseLifecycle>>(LIFECYCLE_PATHS.lifecycle(id), { signal })).data.data
}

export async function fetchReleaseReadiness(id: number, signal?: AbortSignal): Promise<Readiness> {
  return (await http.get<One<Readiness>>(LIFECYCLE_PATHS.readiness(id), { signal })).data.data
}

/** One lifecycle move: schedule sends { release_at, time_zone }, take-down { reason }, the others nothing. */
export async function moveRelease(
  id: number,
  move: LifecycleMove,
  body?: ScheduleInput | { reason: string }
): Promise<ReleaseLifecycle> {
  return (await http.post<One<ReleaseLifecycle>>(LIFECYCLE_PATHS.transition(id, move), body ?? {})).data.data
}

export async function saveReleaseAvailability(
  id: number,
  availability: Availability
): Promise<ReleaseLifecycle> {
  return (await http.put<One<ReleaseLifecycle>>(LIFECYCLE_PATHS.availability(id), availability)).data.data
}

export async function fetchTrackStanding(trackId: number, signal?: AbortSignal): Promise<TrackStanding> {
  return (await http.get<One<TrackStanding>>(LIFECYCLE_PATHS.trackAvailability(trackId), { signal })).data
    .data
}

/** Takes one track down on its own (a reason is required) or reinstates it (administrators). */
export async function moveTrack(
  trackId: number,
  move: 'take-down' | 'reinstate',
  reason?: string
): Promise<TrackStanding> {
  return (
    await http.post<One<TrackStanding>>(
      LIFECYCLE_PATHS.trackTransition(trackId, move),
      move === 'take-down' ? { reason } : {}
    )
  ).data.data
}

/** A track's own availability within its release's; null: it follows its release. */
export async function saveTrackAvailability(
  trackId: number,
  availability: Availability | null
): Promise<TrackStanding> {
  return (await http.put<One<TrackStanding>>(LIFECYCLE_PATHS.trackAvailability(trackId), { availability }))
    .data.data
}
