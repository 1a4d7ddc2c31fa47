// The floating player's state and exactly the transitions of spec §4.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { loggedOut } from './authSlice'

export type Song = {
  id: number
  name: string
  singer: string
  cover: string
  /** Empty for a song restored from an earlier visit: the player asks for a fresh URL when it plays it. */
  musicSrc: string
  duration?: number
}

/** A place in the current song someone asked the player to go to (the track page's waveform); serial tells repeats apart. */
export type SeekRequest = { songId: number; seconds: number; serial: number }

export type PlayerState = { index: number; isPlaying: boolean; songs: Song[]; seek?: SeekRequest | null }

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
    /** Go to `seconds` in the current song and play (the player applies it, then reports seekDone). */
    seekRequested(state, action: PayloadAction<{ songId: number; seconds: number }>) {
      if (state.songs[state.index]?.id !== action.payload.songId) return
      state.seek = { ...action.payload, serial: (state.seek?.serial ?? 0) + 1 }
      state.isPlaying = true
    },
    seekDone(state, action: PayloadAction<number>) {
      if (state.seek?.serial === action.payload) state.seek = null
    },
    /** Destroying the player clears the list. */
    playerDestroyed(state) {
      state.songs = []
      state.index = 0
      state.isPlaying = false
    },
    /** The queue of an earlier visit comes back paused: nothing starts playing on its own after a reload. */
    queueRestored(state, action: PayloadAction<{ songs: Song[]; index: number }>) {
      const { songs, index } = action.payload
      state.songs = songs
      state.index = index >= 0 && index < songs.length ? index : 0
      state.isPlaying = false
    },
    /**
     * The listener removed or reordered songs in the player's own queue panel: the list follows, by song id, and the
     * index follows the song being played (-1 when the player does not say).
     */
    queueEdited(state, action: PayloadAction<{ ids: number[]; index: number }>) {
      const { ids, index } = action.payload
      const same = ids.length === state.songs.length && ids.every((id, i) => id === state.songs[i].id)
      if (!same) {
        const byId = new Map(state.songs.map((song) => [song.id, song]))
        state.songs = ids.flatMap((id) => {
          const song = byId.get(id)
          return song ? [song] : []
        })
      }
      if (index >= 0 && index < state.songs.length) state.index = index
      else if (state.index >= state.songs.length) state.index = Math.max(0, state.songs.length - 1)
      if (state.songs.length === 0) state.isPlaying = false
    }
  },
  extraReducers: (builder) => {
    // The next person to sign in at this browser starts with an empty player.
    builder.addCase(loggedOut, () => initialState)
  },
  selectors: {
    selectPlayer: (state) => state,
    selectSongs: (state) => state.songs,
    /** The id of the song being played; null while paused, after the last song ended, or with no queue. */
    selectNowPlayingId: (state) => (state.isPlaying ? (state.songs[state.index]?.id ?? null) : null)
  }
})

export const {
  songAdded,
  songsReplaced,
  indexChanged,
  played,
  paused,
  playerDestroyed,
  queueRestored,
  queueEdited,
  seekRequested,
  seekDone
} = playerSlice.actions
export const { selectPlayer, selectSongs, selectNowPlayingId } = playerSlice.selectors
