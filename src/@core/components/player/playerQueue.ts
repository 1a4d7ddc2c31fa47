// The songs handed to the player library, and what it reports back about its own queue panel.
import { useCallback, useRef, useState } from 'react'
import type { ReactJkMusicPlayerAudioListProps } from 'react-jinke-music-player'
import { useAppDispatch } from '@/redux/hooks'
import { queueEdited, type Song } from '@/redux/playerSlice'
import { fetchAudioUrl } from './playerApi'

export type AudioList = ReactJkMusicPlayerAudioListProps

/** The library's key for each song of its list. */
const PLAYER_KEY = '__PLAYER_KEY__'

/** A song restored from an earlier visit has no audio URL: the library calls the function when it plays it. */
export function toAudioLists(
  songs: readonly Song[],
  fetchUrl: (trackId: number) => Promise<string> = fetchAudioUrl
): AudioList[] {
  return songs.map((song) => ({ ...song, musicSrc: song.musicSrc || (() => fetchUrl(song.id)) }))
}

export const sameSongIds = (songs: readonly { id: number }[], ids: readonly number[]): boolean =>
  songs.length === ids.length && songs.every((song, i) => song.id === ids[i])

/** The library's report of its list (after a song was removed or moved) as the slice's queueEdited payload. */
export function editedQueue(playId: string, lists: readonly AudioList[]): { ids: number[]; index: number } {
  const ids = lists.map((item) => item.id as unknown).filter((id): id is number => typeof id === 'number')
  const index = playId ? lists.findIndex((item) => item[PLAYER_KEY] === playId) : -1
  return { ids, index }
}

/**
 * The list for the player's `audioLists`. An edit made in the library's own queue panel reaches the store, and comes
 * back here as new songs; handing those back as a new list would make the library start the queue over, so the list
 * it already shows is kept.
 */
export function usePlayerAudioLists(
  songs: Song[],
  resolveUrl: (trackId: number) => Promise<string> = fetchAudioUrl
): {
  audioLists: AudioList[]
  onAudioListsChange: (playId: string, lists: AudioList[]) => void
} {
  const dispatch = useAppDispatch()
  const libraryIds = useRef<number[]>(songs.map((song) => song.id))
  const [given, setGiven] = useState(() => ({ songs, audioLists: toAudioLists(songs, resolveUrl) }))
  let current = given
  if (given.songs !== songs) {
    const ownEdit = sameSongIds(songs, libraryIds.current)
    current = { songs, audioLists: ownEdit ? given.audioLists : toAudioLists(songs, resolveUrl) }
    setGiven(current)
  }

  const onAudioListsChange = useCallback(
    (playId: string, lists: AudioList[]) => {
      const edit = editedQueue(playId, lists)
      libraryIds.current = edit.ids
      dispatch(queueEdited(edit))
    },
    [dispatch]
  )
  return { audioLists: current.audioLists, onAudioListsChange }
}
