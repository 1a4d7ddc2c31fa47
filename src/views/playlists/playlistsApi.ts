// The playlists calls of spec §7 on the one HTTP client.
import { http } from '@/auth/http'
import { MUSIC_PATHS, type One, type Page, type Playlist, type PlaylistWithTracks } from '@/contracts/music'

export type PlaylistListParams = { keyword: string; page: number; per_page: number }

export async function fetchPlaylistPage(
  params: PlaylistListParams,
  signal?: AbortSignal
): Promise<Page<Playlist>> {
  const { keyword, ...rest } = params
  const filters = keyword ? { keyword } : {}
  const response = await http.get<Page<Playlist>>(MUSIC_PATHS.playlists, {
    params: { filters: JSON.stringify(filters), ...rest },
    signal
  })
  return response.data
}

export async function fetchPlaylistById(id: number, signal?: AbortSignal): Promise<PlaylistWithTracks> {
  const response = await http.get<One<PlaylistWithTracks>>(`${MUSIC_PATHS.playlists}/${id}`, { signal })
  return response.data.data
}
