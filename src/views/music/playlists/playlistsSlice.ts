// The playlist list of spec §3 (data, total, params, loading) and the open playlist with its tracks; saving or
// deleting reloads the list with the current params, track edits replace the open playlist with the server's.
import { createSlice, original, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { errorMessage } from '@/auth/http'
import {
  playlistListQuery,
  type Playlist,
  type PlaylistInputParsed,
  type PlaylistListParams,
  type PlaylistWithTracks
} from '@/contracts/music'
import { createAppAsyncThunk } from '@/redux/hooks'
import { rootReducer } from '@/redux/rootReducer'
import {
  addTrackToPlaylist,
  deletePlaylistById,
  fetchPlaylistById,
  fetchPlaylistPage,
  removeTrackFromPlaylist,
  reorderPlaylistTracks,
  savePlaylist
} from './playlistsApi'

export const DEFAULT_PLAYLIST_PARAMS: PlaylistListParams = playlistListQuery.defaults

export type PlaylistsState = {
  data: Playlist[]
  total: number
  params: PlaylistListParams
  loading: boolean
  error: string | null
  selected: PlaylistWithTracks | null
  selectedLoading: boolean
  selectedError: string | null
}

const initialState: PlaylistsState = {
  data: [],
  total: 0,
  params: DEFAULT_PLAYLIST_PARAMS,
  loading: false,
  error: null,
  selected: null,
  selectedLoading: false,
  selectedError: null
}

export const fetchPlaylists = createAppAsyncThunk(
  'playlists/fetchPlaylists',
  async (params: PlaylistListParams, { signal, rejectWithValue }) => {
    try {
      return await fetchPlaylistPage(params, signal)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const fetchPlaylist = createAppAsyncThunk(
  'playlists/fetchPlaylist',
  async (id: number, { signal, rejectWithValue }) => {
    try {
      return await fetchPlaylistById(id, signal)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const savePlaylistThunk = createAppAsyncThunk(
  'playlists/savePlaylist',
  async (arg: { id?: number; input: PlaylistInputParsed }, { dispatch, getState, rejectWithValue }) => {
    try {
      const playlist = await savePlaylist(arg.id, arg.input)
      void dispatch(fetchPlaylists(injected.selectSlice(getState()).params))
      return playlist
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const deletePlaylist = createAppAsyncThunk(
  'playlists/deletePlaylist',
  async (id: number, { dispatch, getState, rejectWithValue }) => {
    try {
      await deletePlaylistById(id)
      void dispatch(fetchPlaylists(injected.selectSlice(getState()).params))
      return id
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const addPlaylistTrack = createAppAsyncThunk(
  'playlists/addTrack',
  async (arg: { id: number; trackId: number }, { rejectWithValue }) => {
    try {
      return await addTrackToPlaylist(arg.id, arg.trackId)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const removePlaylistTrack = createAppAsyncThunk(
  'playlists/removeTrack',
  async (arg: { id: number; trackId: number }, { rejectWithValue }) => {
    try {
      return await removeTrackFromPlaylist(arg.id, arg.trackId)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

/** Shows the new order at once; the server's answer replaces it, a refusal puts the old order back. */
export const reorderPlaylist = createAppAsyncThunk(
  'playlists/reorder',
  async (arg: { id: number; trackIds: number[]; previous: number[] }, { rejectWithValue }) => {
    try {
      return await reorderPlaylistTracks(arg.id, arg.trackIds)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const playlistsSlice = createSlice({
  name: 'playlists',
  initialState,
  reducers: {
    selectedReordered(state, action: PayloadAction<number[]>) {
      const selected = state.selected
      if (!selected) return
      const byId = new Map(selected.tracks.map((t) => [t.id, t]))
      selected.tracks = action.payload.flatMap((id) => byId.get(id) ?? [])
    }
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchPlaylists.pending, (state, action) => {
        state.loading = true
        state.error = null
        state.params = action.meta.arg
      })
      .addCase(fetchPlaylists.fulfilled, (state, action) => {
        if (action.meta.arg !== original(state)?.params) return
        state.loading = false
        state.data = action.payload.data
        state.total = action.payload.page_meta.total
      })
      .addCase(fetchPlaylists.rejected, (state, action) => {
        if (action.meta.aborted || action.meta.arg !== original(state)?.params) return
        state.loading = false
        state.error = action.payload ?? 'Error'
      })
      .addCase(fetchPlaylist.pending, (state) => {
        state.selectedLoading = true
        state.selectedError = null
      })
      .addCase(fetchPlaylist.fulfilled, (state, action) => {
        state.selectedLoading = false
        state.selected = action.payload
      })
      .addCase(fetchPlaylist.rejected, (state, action) => {
        if (action.meta.aborted) return
        state.selectedLoading = false
        state.selectedError = action.payload ?? 'Error'
      })
      .addCase(savePlaylistThunk.fulfilled, (state, action) => {
        if (state.selected?.id === action.payload.id) state.selected = action.payload
      })
      .addCase(deletePlaylist.fulfilled, (state, action) => {
        state.data = state.data.filter((p) => p.id !== action.payload)
        if (state.selected?.id === action.payload) state.selected = null
      })
      .addCase(reorderPlaylist.pending, (state, action) => {
        playlistsSlice.caseReducers.selectedReordered(state, {
          type: 'playlists/selectedReordered',
          payload: action.meta.arg.trackIds
        })
      })
      .addCase(reorderPlaylist.rejected, (state, action) => {
        playlistsSlice.caseReducers.selectedReordered(state, {
          type: 'playlists/selectedReordered',
          payload: action.meta.arg.previous
        })
      })
      .addMatcher(
        (action) =>
          addPlaylistTrack.fulfilled.match(action) ||
          removePlaylistTrack.fulfilled.match(action) ||
          reorderPlaylist.fulfilled.match(action),
        (state, action: PayloadAction<PlaylistWithTracks>) => {
          if (state.selected?.id === action.payload.id) state.selected = action.payload
        }
      )
  },
  selectors: {
    selectPlaylists: (state) => state
  }
})

export const { selectedReordered } = playlistsSlice.actions

declare module '@/redux/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the lazy-slice pattern of the store
  export interface LazyLoadedSlices extends WithSlice<typeof playlistsSlice> {}
}

const injected = playlistsSlice.injectInto(rootReducer)
export const { selectPlaylists } = injected.selectors
