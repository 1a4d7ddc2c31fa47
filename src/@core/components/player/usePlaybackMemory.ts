// Remembers how far into the current song the listener is, and takes a queue restored after a reload back to that
// place, paused: a player that mounts paused holds such a queue, since a song chosen on a page always starts playing.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ReactJkMusicPlayerAudioInfo } from 'react-jinke-music-player'
import { readPlayback, writePlayback, type Playback } from '@/redux/playerPersistence'
import type { Song } from '@/redux/playerSlice'
import { fetchAudioUrl } from './playerApi'

/** Seconds of listening between two saves of the position (the library reports it about four times a second). */
const SAVE_EVERY = 1

/** Where to resume a restored song: its saved place, unless that is (nearly) its end. */
export function resumeTime(
  saved: Playback | null,
  songId: number | undefined,
  duration: number
): number | null {
  if (!saved || saved.songId !== songId || saved.seconds <= 0) return null
  if (Number.isFinite(duration) && duration > 0 && saved.seconds >= duration - 1) return null
  return saved.seconds
}

/**
 * The audio URL with a media fragment that starts it at `seconds`. The browser seeks while it loads, before the
 * library hears "canplay"; a seek after that made the library start playing (it autoplays on every later canplay).
 */
export function withStartTime(url: string, seconds: number): string {
  return `${url.split('#')[0]}#t=${Math.floor(seconds * 10) / 10}`
}

export function usePlaybackMemory(options: { userId: number | null; isPlaying: boolean; songs: Song[] }): {
  autoPlay: boolean
  /** Fresh audio URLs for restored songs; the restored current song's starts where the listener left it. */
  resolveAudioUrl: (trackId: number) => Promise<string>
  rememberPlace: (info: ReactJkMusicPlayerAudioInfo, always?: boolean) => void
} {
  const { userId, isPlaying, songs } = options
  // Held off until the listener presses play (or chooses a song), so a restored queue waits, paused.
  const [holdAutoPlay, setHoldAutoPlay] = useState(!isPlaying)
  if (holdAutoPlay && isPlaying) setHoldAutoPlay(false)

  const [resumeFrom] = useState(() => (!isPlaying && userId !== null ? readPlayback(userId) : null))
  const resumePending = useRef(resumeFrom !== null)
  const songsRef = useRef(songs)
  const lastSaved = useRef<Playback | null>(null)

  useEffect(() => {
    songsRef.current = songs
  }, [songs])

  const resolveAudioUrl = useCallback(
    async (trackId: number) => {
      const url = await fetchAudioUrl(trackId)
      if (!resumePending.current) return url
      // The first song the restored player loads ends the restore, whichever it is.
      resumePending.current = false
      const duration = songsRef.current.find((song) => song.id === trackId)?.duration ?? Number.NaN
      const at = resumeTime(resumeFrom, trackId, duration)
      return at === null ? url : withStartTime(url, at)
    },
    [resumeFrom]
  )

  const rememberPlace = useCallback(
    (info: ReactJkMusicPlayerAudioInfo, always = false) => {
      // Until the restored song is loaded at its place, what the player reports is not a new place.
      if (userId === null || resumePending.current) return
      const songId: unknown = info.id
      const seconds = info.currentTime
      if (typeof songId !== 'number' || !Number.isFinite(seconds)) return
      const last = lastSaved.current
      if (!always && last?.songId === songId && Math.abs(seconds - last.seconds) < SAVE_EVERY) return
      lastSaved.current = { songId, seconds }
      writePlayback(userId, lastSaved.current)
    },
    [userId]
  )

  return { autoPlay: !holdAutoPlay, resolveAudioUrl, rememberPlace }
}
