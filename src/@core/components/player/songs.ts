// Tracks become the player's songs here, so every screen that plays something builds them the same way.
import type { Track } from '@/contracts/music'
import type { Song } from '@/redux/playerSlice'
import { placeholderCover } from './placeholderCover'

export function trackToSong(track: Track): Song {
  return {
    id: track.id,
    name: track.title,
    singer: track.artist,
    cover: track.cover_url || placeholderCover(track.title),
    musicSrc: track.audio_url ?? '',
    duration: track.duration
  }
}

/** Only tracks with audio can be played. */
export const isPlayable = (track: Track): boolean => Boolean(track.audio_url)
