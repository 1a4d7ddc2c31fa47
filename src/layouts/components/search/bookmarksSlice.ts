// The bookmarked pages (spec §2): the star menu, the navbar's stars and the search's toggles read the same list,
// so a toggle in one shows in the others at once. The slice joins the store when the signed-in frame loads.
import { createAsyncThunk, createSlice, type WithSlice } from '@reduxjs/toolkit'
import type { SearchPage } from '@/contracts/mainSearch'
import { rootReducer, type RootState } from '@/redux/rootReducer'
import { fetchBookmarkData, postBookmarkToggle } from './searchApi'

export type BookmarksState = {
  suggestions: SearchPage[]
  status: 'idle' | 'loading' | 'ready' | 'error'
}

const initialState: BookmarksState = { suggestions: [], status: 'idle' }

export const fetchBookmarks = createAsyncThunk('bookmarks/fetch', fetchBookmarkData, {
  condition: (_arg, { getState }) => {
    const status = (getState() as RootState).bookmarks?.status
    return status !== 'loading' && status !== 'ready'
  }
})

export const toggleBookmark = createAsyncThunk('bookmarks/toggle', (id: string) => postBookmarkToggle(id))

const flip = (state: BookmarksState, id: string) => {
  const page = state.suggestions.find((p) => p.id === id)
  if (page) page.isBookmarked = !page.isBookmarked
}

export const bookmarksSlice = createSlice({
  name: 'bookmarks',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchBookmarks.pending, (state) => {
        state.status = 'loading'
      })
      .addCase(fetchBookmarks.fulfilled, (state, action) => {
        state.suggestions = action.payload.suggestions
        state.status = 'ready'
      })
      .addCase(fetchBookmarks.rejected, (state) => {
        state.status = 'error'
      })
      // The star turns at once; a refused toggle turns it back.
      .addCase(toggleBookmark.pending, (state, action) => flip(state, action.meta.arg))
      .addCase(toggleBookmark.rejected, (state, action) => flip(state, action.meta.arg))
      .addCase(toggleBookmark.fulfilled, (state, action) => {
        const page = state.suggestions.find((p) => p.id === action.payload.id)
        if (page) page.isBookmarked = action.payload.isBookmarked
      })
  },
  selectors: {
    selectBookmarkState: (state) => state
  }
})

declare module '@/redux/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the lazy-slice pattern of the store
  export interface LazyLoadedSlices extends WithSlice<typeof bookmarksSlice> {}
}

const injected = bookmarksSlice.injectInto(rootReducer)
export const { selectBookmarkState } = injected.selectors
