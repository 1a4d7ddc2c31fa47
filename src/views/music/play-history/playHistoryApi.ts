// The play-history calls of spec §7, and the track they belong to.
import { http } from '@/auth/http'
import { encodeListQuery, MAX_PER_PAGE, type One, type Page } from '@/contracts/list'
import { MUSIC_PATHS, playHistoryListQuery, type PlayHistory, type Track } from '@/contracts/music'

export type PlayHistoryParams = { track_id: number; page: number; per_page: number }

export async function fetchPlayHistoryPage(
  params: PlayHistoryParams,
  signal?: AbortSignal
): Promise<Page<PlayHistory>> {
  const { track_id, page, per_page } = params
  const query = encodeListQuery(playHistoryListQuery, 'http', {
    ...playHistoryListQuery.defaults,
    page,
    per_page
  })
  const response = await http.get<Page<PlayHistory>>(MUSIC_PATHS.playHistories, {
    params: { ...query, track_id },
    signal
  })
  return response.data
}

export async function fetchHistoryTrack(id: number, signal?: AbortSignal): Promise<Track> {
  const response = await http.get<One<Track>>(MUSIC_PATHS.tracks, { params: { id }, signal })
  return response.data.data
}

/** The plays since `sinceIso`, newest first, read page by page (at most `maxPages`). */
export async function fetchRecentPlays(
  trackId: number,
  sinceIso: string,
  signal?: AbortSignal,
  maxPages = 10
): Promise<PlayHistory[]> {
  const plays: PlayHistory[] = []
  for (let page = 1; page <= maxPages; page++) {
    const { data, page_meta } = await fetchPlayHistoryPage(
      { track_id: trackId, page, per_page: MAX_PER_PAGE },
      signal
    )
    for (const play of data) {
      if (play.played_at < sinceIso) return plays
      plays.push(play)
    }
    if (page * page_meta.per_page >= page_meta.total) break
  }
  return plays
}
