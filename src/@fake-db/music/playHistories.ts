// Demo mode's /admin/v2/play_histories, answering as server/routes/playHistories.ts: the plays of one track (or of
// every track), newest first.
import type MockAdapter from 'axios-mock-adapter'
import { MUSIC_PATHS, playHistoryListQuery, trackIdQuery, type PlayHistory } from '@/contracts/music'
import { pageFromRows } from '@/contracts/list'
import type { MockRequest, MockResponse } from '../mock'
import { db, historyOf } from './data'
import { exact, invalid, listParams, notFound, query, registerRoutes, type FakeRoute } from './request'

const newestFirst = (a: PlayHistory, b: PlayHistory) =>
  a.played_at < b.played_at ? 1 : a.played_at > b.played_at ? -1 : b.id - a.id

export function listPlayHistories(req: MockRequest): MockResponse {
  const raw = query(req).track_id
  const trackId = raw === undefined || raw === '' ? undefined : trackIdQuery.safeParse(raw)
  if (trackId && !trackId.success) return invalid(trackId.error, 'query')
  const decoded = listParams(playHistoryListQuery, req)
  if (!decoded.ok) return decoded.response
  let plays: PlayHistory[]
  if (trackId) {
    const track = db.tracks.find((t) => t.id === trackId.data)
    if (!track) return notFound(`Track ${trackId.data}`)
    plays = historyOf(track)
  } else plays = db.tracks.flatMap((t) => historyOf(t))
  const ordered = [...plays].sort(newestFirst)
  if (decoded.params.sort_dir === 'asc') ordered.reverse()
  return [200, pageFromRows(ordered, decoded.params)]
}

export const routes: FakeRoute[] = [
  {
    method: 'get',
    path: exact(MUSIC_PATHS.playHistories),
    action: 'read',
    subject: 'PlayHistory',
    handler: listPlayHistories
  }
]

export function register(mock: MockAdapter): void {
  registerRoutes(mock, routes)
}
