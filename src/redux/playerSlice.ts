// The floating player's state and exactly the transitions of spec §4.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export type Song = {
  id: number
  name: string
  singer: string
  cover: string
  musicSrc: string
  duration?: number
}

export type PlayerState = { index: number; isPlaying: boolean; songs: Song[] }

const initialState: PlayerState = { index: 0, isPlaying: false, songs: [] }

export const playerSlice = createSlice({
  name: 'player',
  initialState,
  reducers: {
    /** Adding a song replaces the list with that one song and starts playing. */
    songAdded(state, action: PayloadAction<Song>) {
      state.songs = [action.payload]
      state.index = 0
      state.isPlaying = true
    },
    /** Play all: the list becomes these songs, from the first. */
    songsReplaced(state, action: PayloadAction<Song[]>) {
      state.songs = action.payload
      state.index = 0
      state.isPlaying = action.payload.length > 0
    },
    /** Changing the index sets it and plays. */
    indexChanged(state, action: PayloadAction<number>) {
      // The player reports -1 or stale indexes while it swaps lists; those are not a change of song.
      if (action.payload < 0 || action.payload >= state.songs.length) return
      state.index = action.payload
      state.isPlaying = true
    },
    played(state) {
      state.isPlaying = true
    },
    paused(state) {
      state.isPlaying = false
    },
    /** Destroying the player clears the list. */
    playerDestroyed(state) {
      state.songs = []
      state.index = 0
      state.isPlaying = false
    }
  },
  selectors: {
    selectPlayer: (state) => state,
    selectSongs: (state) => state.songs
  }
})

export const { songAdded, songsReplaced, indexChanged, played, paused, playerDestroyed } = playerSlice.actions
export const { selectPlayer, selectSongs } = playerSlice.selectors
