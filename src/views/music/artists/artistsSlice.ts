// The artist list (the shared list state: data, total, params, loading, error), the open artist page, and the last
// merge while the server keeps its undo. Saving, deleting and merging reload what they changed.
import { createSlice, original, type WithSlice } from '@reduxjs/toolkit'
import { errorMessage } from '@/auth/http'
import {
  artistListQuery,
  type Artist,
  type ArtistInputParsed,
  type ArtistListParams,
  type ArtistPage
} from '@/contracts/catalogue'
import { createAppAsyncThunk } from '@/redux/hooks'
import { rootReducer } from '@/redux/rootReducer'
import { fieldErrorsOf, type WriteRefusal } from '../shared/catalogue/catalogueApi'
import {
  deleteArtistById,
  fetchArtistList,
  fetchArtistOverview,
  mergeArtists,
  saveArtist,
  undoArtistMerge
} from './artistsApi'

export const DEFAULT_ARTIST_PARAMS: ArtistListParams = artistListQuery.defaults

/** A merge the server can still undo (until `expiresAt`). */
export type LastMerge = {
  undoId: number
  expiresAt: string
  fromName: string
  into: { id: number; name: string }
  moved: { tracks: number; releases: number; credits: number }
}

export type ArtistsState = {
  data: Artist[]
  total: number
  /** The server sent an estimated total (PostgreSQL, more than 1,000 rows): shown as "about N". */
  totalEstimated: boolean
  params: ArtistListParams
  loading: boolean
  error: string | null
  page: ArtistPage | null
  pageLoading: boolean
  pageError: string | null
  lastMerge: LastMerge | null
}

const initialState: ArtistsState = {
  data: [],
  total: 0,
  totalEstimated: false,
  params: DEFAULT_ARTIST_PARAMS,
  loading: false,
  error: null,
  page: null,
  pageLoading: false,
  pageError: null,
  lastMerge: null
}

const refusal = (error: unknown): WriteRefusal => ({
  message: errorMessage(error),
  fields: fieldErrorsOf(error)
})

export const fetchArtists = createAppAsyncThunk(
  'artists/fetchArtists',
  async (params: ArtistListParams, { signal, rejectWithValue }) => {
    try {
      return await fetchArtistList(params, signal)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const fetchArtistPage = createAppAsyncThunk(
  'artists/fetchArtistPage',
  async (id: number, { signal, rejectWithValue }) => {
    try {
      return await fetchArtistOverview(id, signal)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

/** Reloads the list with its params and the open page, after a write. */
const reloadAfterWrite = createAppAsyncThunk('artists/reload', async (_: void, { dispatch, getState }) => {
  const state = injected.selectSlice(getState())
  void dispatch(fetchArtists(state.params))
  if (state.page) void dispatch(fetchArtistPage(state.page.artist.id))
})

export const saveArtistThunk = createAppAsyncThunk<
  Awaited<ReturnType<typeof saveArtist>>,
  { id?: number; input: ArtistInputParsed },
  { rejectValue: WriteRefusal }
>('artists/saveArtist', async ({ id, input }, { dispatch, rejectWithValue }) => {
  try {
    const saved = await saveArtist(id, input)
    void dispatch(reloadAfterWrite())
    return saved
  } catch (error) {
    return rejectWithValue(refusal(error))
  }
})

export const deleteArtist = createAppAsyncThunk(
  'artists/deleteArtist',
  async (id: number, { dispatch, rejectWithValue }) => {
    try {
      await deleteArtistById(id)
      void dispatch(reloadAfterWrite())
      return id
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const mergeArtistsThunk = createAppAsyncThunk(
  'artists/merge',
  async (arg: { from: Artist; into: { id: number; name: string } }, { dispatch, rejectWithValue }) => {
    try {
      const result = await mergeArtists(arg.from.id, arg.into.id)
      void dispatch(fetchArtistPage(arg.into.id))
      return {
        undoId: result.undo_id,
        expiresAt: result.undo_expires_at,
        fromName: arg.from.name,
        into: { id: result.artist.id, name: result.artist.name },
        moved: result.moved
      } satisfies LastMerge
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const undoMergeThunk = createAppAsyncThunk(
  'artists/undoMerge',
  async (merge: LastMerge, { dispatch, rejectWithValue }) => {
    try {
      await undoArtistMerge(merge.undoId)
      void dispatch(reloadAfterWrite())
      return merge.undoId
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const artistsSlice = createSlice({
  name: 'artists',
  initialState,
  reducers: {
    lastMergeDismissed(state) {
      state.lastMerge = null
    }
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchArtists.pending, (state, action) => {
        state.loading = true
        state.error = null
        state.params = action.meta.arg
      })
      .addCase(fetchArtists.fulfilled, (state, action) => {
        // An answer to params the list has moved on from is dropped.
        if (action.meta.arg !== original(state)?.params) return
        state.loading = false
        state.data = action.payload.data
        state.total = action.payload.page_meta.total
        state.totalEstimated = action.payload.page_meta.total_estimated === true
      })
      .addCase(fetchArtists.rejected, (state, action) => {
        if (action.meta.aborted || action.meta.arg !== original(state)?.params) return
        state.loading = false
        state.error = action.payload ?? 'Error'
      })
      .addCase(fetchArtistPage.pending, (state, action) => {
        state.pageLoading = true
        state.pageError = null
        if (state.page && state.page.artist.id !== action.meta.arg) state.page = null
      })
      .addCase(fetchArtistPage.fulfilled, (state, action) => {
        state.pageLoading = false
        state.page = action.payload
      })
      .addCase(fetchArtistPage.rejected, (state, action) => {
        if (action.meta.aborted) return
        state.pageLoading = false
        state.pageError = action.payload ?? 'Error'
      })
      .addCase(deleteArtist.fulfilled, (state, action) => {
        state.data = state.data.filter((a) => a.id !== action.payload)
        if (state.page?.artist.id === action.payload) state.page = null
      })
      .addCase(mergeArtistsThunk.fulfilled, (state, action) => {
        state.lastMerge = action.payload
      })
      .addCase(undoMergeThunk.fulfilled, (state, action) => {
        if (state.lastMerge?.undoId === action.payload) state.lastMerge = null
      })
  },
  selectors: {
    selectArtists: (state) => state
  }
})

export const { lastMergeDismissed } = artistsSlice.actions

declare module '@/redux/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the lazy-slice pattern of the store
  export interface LazyLoadedSlices extends WithSlice<typeof artistsSlice> {}
}

const injected = artistsSlice.injectInto(rootReducer)
export const { selectArtists } = injected.selectors
