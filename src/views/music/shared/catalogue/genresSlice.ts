// The managed genres: the list in its order, and an administrator's new genre or rename put in place from the
// server's answer.
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { errorMessage } from '@/auth/http'
import type { GenreEntry, GenreInput } from '@/contracts/catalogue'
import { createAppAsyncThunk } from '@/redux/hooks'
import { rootReducer } from '@/redux/rootReducer'
import { fieldErrorsOf, type WriteRefusal } from './catalogueApi'
import { fetchGenreList, saveGenre } from './genresApi'

export type GenresState = {
  data: GenreEntry[]
  loading: boolean
  error: string | null
  /** The fetch in flight: an aborted older one leaves `loading` to it, an aborted last one clears it. */
  requestId?: string
}

const initialState: GenresState = { data: [], loading: false, error: null }

/**
 * The list; with `ifMissing` (the track screens' selects and labels), only when no list is held or being read, so
 * the screens that show genres share one request.
 */
export const fetchGenres = createAppAsyncThunk(
  'genres/fetchGenres',
  async (_: { ifMissing?: boolean } | void, { signal, rejectWithValue }) => {
    try {
      return await fetchGenreList(signal)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  },
  {
    condition: (arg, { getState }) => {
      if (!arg?.ifMissing) return true
      const state = getState().genres
      return !state || (state.data.length === 0 && !state.loading)
    }
  }
)

export const saveGenreThunk = createAppAsyncThunk<
  GenreEntry,
  { slug?: string; input: GenreInput },
  { rejectValue: WriteRefusal }
>('genres/saveGenre', async ({ slug, input }, { rejectWithValue }) => {
  try {
    return await saveGenre(slug, input)
  } catch (error) {
    return rejectWithValue({ message: errorMessage(error), fields: fieldErrorsOf(error) })
  }
})

export const genresSlice = createSlice({
  name: 'genres',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchGenres.pending, (state, action) => {
        state.loading = true
        state.error = null
        state.requestId = action.meta.requestId
      })
      .addCase(fetchGenres.fulfilled, (state, action) => {
        state.loading = false
        state.data = action.payload
      })
      .addCase(fetchGenres.rejected, (state, action) => {
        if (action.meta.aborted) {
          if (state.requestId === action.meta.requestId) state.loading = false
          return
        }
        state.loading = false
        state.error = action.payload ?? 'Error'
      })
      .addCase(saveGenreThunk.fulfilled, (state, action) => {
        const saved = action.payload
        const at = state.data.findIndex((g) => g.slug === saved.slug)
        if (at >= 0) state.data[at] = saved
        else state.data.push(saved)
      })
  },
  selectors: {
    selectGenres: (state) => state
  }
})

declare module '@/redux/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the lazy-slice pattern of the store
  export interface LazyLoadedSlices extends WithSlice<typeof genresSlice> {}
}

const injected = genresSlice.injectInto(rootReducer)
export const { selectGenres } = injected.selectors
