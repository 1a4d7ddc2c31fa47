// Remembers how far into the current song the listener is, and takes a queue restored after a reload back to that
// place, paused: a player that mounts paused holds such a queue, since a song chosen on a page always starts playing.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ReactJkMusicPlayerAudioInfo, ReactJkMusicPlayerInstance } from 'react-jinke-music-player'
import { readPlayback, writePlayback, type Playback } from '@/redux/playerPersistence'

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

export function usePlaybackMemory(options: {
  userId: number | null
  isPlaying: boolean
  currentSongId: number | undefined
}): {
  autoPlay: boolean
  getAudioInstance: (audio: ReactJkMusicPlayerInstance) => void
  rememberPlace: (info: ReactJkMusicPlayerAudioInfo, always?: boolean) => void
} {
  const { userId, isPlaying, currentSongId } = options
  // Held off until the listener presses play (or chooses a song), so a restored queue waits, paused.
  const [holdAutoPlay, setHoldAutoPlay] = useState(!isPlaying)
  if (holdAutoPlay && isPlaying) setHoldAutoPlay(false)

  const [resumeFrom] = useState(() => (!isPlaying && userId !== null ? readPlayback(userId) : null))
  const resumePending = useRef(resumeFrom !== null)
  const audioRef = useRef<HTMLAudioElement | null>(null)
  const songIdRef = useRef(currentSongId)
  const lastSaved = useRef<Playback | null>(null)

  useEffect(() => {
    songIdRef.current = currentSongId
  }, [currentSongId])

  const getAudioInstance = useCallback((audio: ReactJkMusicPlayerInstance) => {
    audioRef.current = audio
  }, [])

  useEffect(() => {
    const audio = audioRef.current
    if (!audio || !resumePending.current) return
    const onLoaded = () => {
      resumePending.current = false
      const at = resumeTime(resumeFrom, songIdRef.current, audio.duration)
      if (at !== null) audio.currentTime = at
    }
    audio.addEventListener('loadedmetadata', onLoaded, { once: true })
    return () => audio.removeEventListener('loadedmetadata', onLoaded)
  }, [resumeFrom])

  const rememberPlace = useCallback(
    (info: ReactJkMusicPlayerAudioInfo, always = false) => {
      // Until the restored song has been taken back to its place, the player reports 0 s: that is not a new place.
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

  return { autoPlay: !holdAutoPlay, getAudioInstance, rememberPlace }
}
