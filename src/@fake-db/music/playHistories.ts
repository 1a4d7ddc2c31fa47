// Demo mode's /admin/v2/play_histories, answering as server/plays/routes.ts: the plays of one track (or of
// every track), newest first; and the batches of plays the streaming service reports (POST).
import type MockAdapter from 'axios-mock-adapter'
import {
  MUSIC_PATHS,
  playHistoryListQuery,
  trackIdQuery,
  type PlayHistory,
  type PlayHistoryListParams
} from '@/contracts/music'
import { parsePlayBatch } from '@/contracts/stats'
import { pageFromRows } from '@/contracts/list'
import { CSV_FIELDS, csvText } from '@/contracts/csv'
import type { MockRequest, MockResponse } from '../mock'
import { db, DEMO_NOW, historyOf } from './data'
import { exact, invalid, listParams, notFound, query, registerRoutes, type FakeRoute } from './request'

const newestFirst = (a: PlayHistory, b: PlayHistory) =>
  a.played_at < b.played_at ? 1 : a.played_at > b.played_at ? -1 : b.id - a.id

/** The plays of the request's query in the list's order, or the answer that refuses the query. */
function selectPlays(
  req: MockRequest
): { ok: true; plays: PlayHistory[]; params: PlayHistoryListParams } | { ok: false; response: MockResponse } {
  const refuse = (response: MockResponse) => ({ ok: false as const, response })
  const raw = query(req).track_id
  const trackId = raw === undefined || raw === '' ? undefined : trackIdQuery.safeParse(raw)
  if (trackId && !trackId.success) return refuse(invalid(trackId.error, 'query'))
  const decoded = listParams(playHistoryListQuery, req)
  if (!decoded.ok) return decoded
  let plays: PlayHistory[]
  if (trackId) {
    const track = db.tracks.find((t) => t.id === trackId.data)
    if (!track) return refuse(notFound(`Track ${trackId.data}`))
    plays = historyOf(track)
  } else plays = db.tracks.flatMap((t) => historyOf(t))
  const ordered = [...plays].sort(newestFirst)
  if (decoded.params.sort_dir === 'asc') ordered.reverse()
  return { ok: true, plays: ordered, params: decoded.params }
}

export function listPlayHistories(req: MockRequest): MockResponse {
  const selected = selectPlays(req)
  if (!selected.ok) return selected.response
  return [200, pageFromRows(selected.plays, selected.params)]
}

/** GET …/export: the same plays as a CSV file, made here in the browser. */
export function exportPlayHistories(req: MockRequest): MockResponse {
  const selected = selectPlays(req)
  if (!selected.ok) return selected.response
  return [200, csvText(CSV_FIELDS.plays, selected.plays)]
}

/** Event ids already counted (demo mode keeps them for the session). */
const seenEvents = new Set<string>()

/** POST: a batch of plays, validated as one unit; a repeated event_id is counted once. */
export function ingestPlays(req: MockRequest): MockResponse {
  const parsed = parsePlayBatch(req.body, new Date(DEMO_NOW))
  if (!parsed.ok) return [400, { error: parsed.error, details: parsed.details }]
  for (const [index, play] of parsed.plays.entries()) {
    if (!db.tracks.some((t) => t.id === play.track_id))
      return [400, { error: `Play at index ${index}: there is no track ${play.track_id}.` }]
    if (!db.users.some((u) => u.id === play.user_id))
      return [400, { error: `Play at index ${index}: there is no user ${play.user_id}.` }]
  }
  let stored = 0
  for (const play of parsed.plays) {
    if (play.event_id !== undefined) {
      if (seenEvents.has(play.event_id)) continue
      seenEvents.add(play.event_id)
    }
    const track = db.tracks.find((t) => t.id === play.track_id)!
    const user = db.users.find((u) => u.id === play.user_id)!
    const history = historyOf(track)
    history.push({
      id: history.reduce((max, p) => Math.max(max, p.id), track.id * 1000) + 1,
      track_id: track.id,
      user_id: user.id,
      user_name: user.full_name,
      played_at: play.played_at,
      seconds_played: play.duration_played,
      device: play.device,
      country: play.country
    })
    history.sort((a, b) => (a.played_at < b.played_at ? 1 : a.played_at > b.played_at ? -1 : b.id - a.id))
    track.play_count++
    stored++
  }
  const result = { received: parsed.plays.length, stored, duplicates: parsed.plays.length - stored }
  return [stored > 0 ? 201 : 200, { data: result }]
}

/** Forgets the event ids seen (tests). */
export function resetPlayEvents(): void {
  seenEvents.clear()
}

export const routes: FakeRoute[] = [
  {
    method: 'get',
    path: exact(`${MUSIC_PATHS.playHistories}/export`),
    action: 'read',
    subject: 'PlayHistory',
    handler: exportPlayHistories
  },
  {
    method: 'get',
    path: exact(MUSIC_PATHS.playHistories),
    action: 'read',
    subject: 'PlayHistory',
    handler: listPlayHistories
  },
  {
    method: 'post',
    path: exact(MUSIC_PATHS.playHistories),
    action: 'create',
    subject: 'PlayHistory',
    handler: ingestPlays
  }
]

export function register(mock: MockAdapter): void {
  registerRoutes(mock, routes)
}
