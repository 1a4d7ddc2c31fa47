// Playing a track from a point (the waveform's click): the floating player seeks if the track is its current song,
// otherwise it starts the track there (a media fragment, as a restored song resumes: the browser seeks while loading).
import { useCallback } from 'react'
import type { Track } from '@/contracts/music'
import { trackToSong } from '@/@core/components/player/songs'
import { withStartTime } from '@/@core/components/player/usePlaybackMemory'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { seekRequested, selectPlayer, songAdded } from '@/redux/playerSlice'

export function usePlayFrom(track: Track): (seconds: number) => void {
  const dispatch = useAppDispatch()
  const { songs, index } = useAppSelector(selectPlayer)
  const currentId = songs[index]?.id
  return useCallback(
    (seconds: number) => {
      const at = Math.max(0, seconds)
      if (currentId === track.id) {
        dispatch(seekRequested({ songId: track.id, seconds: at }))
        return
      }
      const song = trackToSong(track)
      if (!song.musicSrc) return
      dispatch(songAdded({ ...song, musicSrc: at > 0 ? withStartTime(song.musicSrc, at) : song.musicSrc }))
    },
    [dispatch, currentId, track]
  )
}
