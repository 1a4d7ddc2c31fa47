// The one call the player makes itself: a fresh audio URL for a song restored from an earlier visit. The server's
// URLs are signed for an hour and the demo's are object URLs that end with the page, so neither can be stored.
import { http } from '@/auth/http'
import type { One } from '@/contracts/list'
import { MUSIC_PATHS, type Track } from '@/contracts/music'

export async function fetchAudioUrl(trackId: number): Promise<string> {
  const response = await http.get<One<Track>>(MUSIC_PATHS.tracks, { params: { id: trackId } })
  const url = response.data.data.audio_url
  // The player treats a rejection as a song that cannot load and moves on to the next one.
  if (!url) throw new Error(`Track ${trackId} has no audio any more`)
  return url
}
