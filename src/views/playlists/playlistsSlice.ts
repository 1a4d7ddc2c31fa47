// The playlist list of spec §3 (data, total, params, loading) and the open playlist with its tracks.
import { createSlice, original, type WithSlice } from '@reduxjs/toolkit'
import { errorMessage } from '@/auth/http'
import type { Playlist, PlaylistWithTracks } from '@/contracts/music'
import { createAppAsyncThunk } from '@/redux/hooks'
import { rootReducer } from '@/redux/rootReducer'
import { fetchPlaylistById, fetchPlaylistPage, type PlaylistListParams } from './playlistsApi'

export const DEFAULT_PLAYLIST_PARAMS: PlaylistListParams = { keyword: '', page: 1, per_page: 10 }

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

export const playlistsSlice = createSlice({
  name: 'playlists',
  initialState,
  reducers: {},
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
  },
  selectors: {
    selectPlaylists: (state) => state
  }
})

declare module '@/redux/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the lazy-slice pattern of the store
  export interface LazyLoadedSlices extends WithSlice<typeof playlistsSlice> {}
}

const injected = playlistsSlice.injectInto(rootReducer)
export const { selectPlaylists } = injected.selectors
