// The playlists calls of spec §7 on the one HTTP client, and the track search of the "add tracks" picker.
import { http } from '@/auth/http'
import { encodeListQuery, type One, type Page } from '@/contracts/list'
import {
  MUSIC_PATHS,
  playlistListQuery,
  trackListQuery,
  type Playlist,
  type PlaylistInputParsed,
  type PlaylistListParams,
  type PlaylistWithTracks,
  type Track
} from '@/contracts/music'

export async function fetchPlaylistPage(
  params: PlaylistListParams,
  signal?: AbortSignal
): Promise<Page<Playlist>> {
  const response = await http.get<Page<Playlist>>(MUSIC_PATHS.playlists, {
    params: encodeListQuery(playlistListQuery, 'http', params),
    signal
  })
  return response.data
}

export async function fetchPlaylistById(id: number, signal?: AbortSignal): Promise<PlaylistWithTracks> {
  const response = await http.get<One<PlaylistWithTracks>>(`${MUSIC_PATHS.playlists}/${id}`, { signal })
  return response.data.data
}

/** Creates (no id) or updates a playlist's name, description and public flag. */
export async function savePlaylist(
  id: number | undefined,
  input: PlaylistInputParsed
): Promise<PlaylistWithTracks> {
  const response =
    id === undefined
      ? await http.post<One<PlaylistWithTracks>>(MUSIC_PATHS.playlists, input)
      : await http.put<One<PlaylistWithTracks>>(`${MUSIC_PATHS.playlists}/${id}`, input)
  return response.data.data
}

export async function deletePlaylistById(id: number): Promise<void> {
  await http.delete(`${MUSIC_PATHS.playlists}/${id}`)
}

export async function addTrackToPlaylist(id: number, trackId: number): Promise<PlaylistWithTracks> {
  const response = await http.post<One<PlaylistWithTracks>>(`${MUSIC_PATHS.playlists}/${id}/tracks`, {
    track_id: trackId
  })
  return response.data.data
}

export async function removeTrackFromPlaylist(id: number, trackId: number): Promise<PlaylistWithTracks> {
  const response = await http.delete<One<PlaylistWithTracks>>(
    `${MUSIC_PATHS.playlists}/${id}/tracks/${trackId}`
  )
  return response.data.data
}

export async function reorderPlaylistTracks(id: number, trackIds: number[]): Promise<PlaylistWithTracks> {
  const response = await http.put<One<PlaylistWithTracks>>(`${MUSIC_PATHS.playlists}/${id}/tracks`, {
    track_ids: trackIds
  })
  return response.data.data
}

/** One page of tracks matching a keyword (title, artist, album), for the picker. */
export async function searchTracks(keyword: string, signal?: AbortSignal): Promise<Page<Track>> {
  const params = { ...trackListQuery.defaults, filters: { keyword } }
  const response = await http.get<Page<Track>>(MUSIC_PATHS.tracks, {
    params: encodeListQuery(trackListQuery, 'http', params),
    signal
  })
  return response.data
}
