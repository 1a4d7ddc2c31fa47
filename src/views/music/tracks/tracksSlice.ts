// The track list of spec §3 (data, total, params, allData, selectedTrack, loading) and its calls (spec §7).
import { createSlice, original, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { errorMessage } from '@/auth/http'
import { trackListQuery, type Track, type TrackListParams } from '@/contracts/music'
import type { Page } from '@/contracts/list'
import { arrivedBody } from '@/firstPaint/firstRequest'
import { createAppAsyncThunk } from '@/redux/hooks'
import { rootReducer } from '@/redux/rootReducer'
import {
  deleteTrackById,
  fetchTrackById,
  fetchTrackPage,
  saveTrack,
  trackPageUrl,
  type SaveTrack
} from './tracksApi'

export const DEFAULT_TRACK_PARAMS: TrackListParams = trackListQuery.defaults

export type TracksState = {
  /** The rows shown: the last page, less any row deleted since. */
  data: Track[]
  total: number
  /** The server sent an estimated total (PostgreSQL, keywords with many matches): shown as "about N". */
  totalEstimated: boolean
  params: TrackListParams
  /** The last page exactly as the server sent it. */
  allData: Track[]
  selectedTrack: Track | null
  loading: boolean
  error: string | null
  selectedLoading: boolean
  selectedError: string | null
  /** 0–100 while a track is being saved with its audio file, null otherwise. */
  uploadProgress: number | null
}

// The first page may already be here when this slice loads (index.html asked for it: src/firstPaint/firstRequest.ts):
// the screen's first render then shows the rows rather than a loading row that the rows push the page down from.
const firstPage = arrivedBody(trackPageUrl(DEFAULT_TRACK_PARAMS)) as Page<Track> | null

const initialState: TracksState = {
  data: firstPage?.data ?? [],
  total: firstPage?.page_meta.total ?? 0,
  totalEstimated: firstPage?.page_meta.total_estimated === true,
  params: DEFAULT_TRACK_PARAMS,
  allData: firstPage?.data ?? [],
  selectedTrack: null,
  loading: false,
  error: null,
  selectedLoading: false,
  selectedError: null,
  uploadProgress: null
}

const sameTrack = (a: Track, b: Track) =>
  (Object.keys(b) as (keyof Track)[]).every((key) => a[key] === b[key]) &&
  Object.keys(a).length === Object.keys(b).length

/** Keeps the objects of rows that did not change, so their memoized table rows skip rendering. */
export function reuseUnchanged(previous: Track[], next: Track[]): Track[] {
  if (previous.length === 0) return next
  const byId = new Map(previous.map((track) => [track.id, track]))
  return next.map((track) => {
    const before = byId.get(track.id)
    return before && sameTrack(before, track) ? before : track
  })
}

export const fetchTracks = createAppAsyncThunk(
  'tracks/fetchTracks',
  async (params: TrackListParams, { signal, rejectWithValue }) => {
    try {
      return await fetchTrackPage(params, signal)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const fetchTrack = createAppAsyncThunk(
  'tracks/fetchTrack',
  async (id: number, { signal, rejectWithValue }) => {
    try {
      return await fetchTrackById(id, signal)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

/** Creates (no id) or updates a track, then reloads the list (spec §7). */
export const saveTrackThunk = createAppAsyncThunk(
  'tracks/saveTrack',
  async (arg: SaveTrack, { dispatch, getState, rejectWithValue }) => {
    try {
      const track = await saveTrack(arg, (percent) => dispatch(tracksSlice.actions.uploadProgressed(percent)))
      void dispatch(fetchTracks(injected.selectSlice(getState()).params))
      return track
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const deleteTrack = createAppAsyncThunk(
  'tracks/deleteTrack',
  async (id: number, { dispatch, getState, rejectWithValue }) => {
    try {
      await deleteTrackById(id)
      void dispatch(fetchTracks(injected.selectSlice(getState()).params))
      return id
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const tracksSlice = createSlice({
  name: 'tracks',
  initialState,
  reducers: {
    uploadProgressed(state, action: PayloadAction<number>) {
      state.uploadProgress = action.payload
    },
    selectedTrackCleared(state) {
      state.selectedTrack = null
      state.selectedError = null
    }
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchTracks.pending, (state, action) => {
        state.loading = true
        state.error = null
        state.params = action.meta.arg
      })
      .addCase(fetchTracks.fulfilled, (state, action) => {
        // An answer to an older request is dropped: the params have moved on.
        if (action.meta.arg !== original(state)?.params) return
        state.loading = false
        const rows = reuseUnchanged(original(state)?.allData ?? [], action.payload.data)
        state.data = rows
        state.allData = rows
        state.total = action.payload.page_meta.total
        state.totalEstimated = action.payload.page_meta.total_estimated === true
      })
      .addCase(fetchTracks.rejected, (state, action) => {
        if (action.meta.aborted || action.meta.arg !== original(state)?.params) return
        state.loading = false
        state.error = action.payload ?? action.error.message ?? 'Error'
      })
      .addCase(fetchTrack.pending, (state) => {
        state.selectedLoading = true
        state.selectedError = null
      })
      .addCase(fetchTrack.fulfilled, (state, action) => {
        state.selectedLoading = false
        state.selectedTrack = action.payload
      })
      .addCase(fetchTrack.rejected, (state, action) => {
        if (action.meta.aborted) return
        state.selectedLoading = false
        state.selectedError = action.payload ?? 'Error'
      })
      .addCase(saveTrackThunk.pending, (state, action) => {
        state.uploadProgress = action.meta.arg.audio ? 0 : null
      })
      .addCase(saveTrackThunk.fulfilled, (state, action) => {
        state.uploadProgress = null
        state.selectedTrack = action.payload
      })
      .addCase(saveTrackThunk.rejected, (state) => {
        state.uploadProgress = null
      })
      .addCase(deleteTrack.fulfilled, (state, action) => {
        state.data = state.data.filter((t) => t.id !== action.payload)
        if (state.selectedTrack?.id === action.payload) state.selectedTrack = null
      })
  },
  selectors: {
    selectTracks: (state) => state,
    selectSelectedTrack: (state) => state.selectedTrack
  }
})

declare module '@/redux/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the lazy-slice pattern of the store
  export interface LazyLoadedSlices extends WithSlice<typeof tracksSlice> {}
}

const injected = tracksSlice.injectInto(rootReducer)
export const { selectTracks, selectSelectedTrack } = injected.selectors
export const { uploadProgressed, selectedTrackCleared } = tracksSlice.actions
