// The music overview's state: the catalogue totals and, for the chosen range, each chart's data with its own
// loading and error (a failed chart does not blank the others). Answers for a range no longer chosen are dropped.
import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { errorMessage } from '@/auth/http'
import type { CatalogueStats, StatsRangeQuery } from '@/contracts/stats'
import { createAppAsyncThunk } from '@/redux/hooks'
import { rootReducer } from '@/redux/rootReducer'
import { fetchCatalogue, fetchSection, type SectionData, type StatsSection } from './statsApi'

export const STATS_SECTIONS: StatsSection[] = [
  'playsPerDay',
  'listenersPerDay',
  'newUsersPerDay',
  'topTracks',
  'topArtists',
  'genres'
]

type Loadable<T> = { data: T | null; loading: boolean; error: string | null }
const idle = <T>(): Loadable<T> => ({ data: null, loading: false, error: null })

export type StatsState = {
  /** The chosen range, as the URL says it (days, or from and to). */
  range: StatsRangeQuery | null
  catalogue: Loadable<CatalogueStats>
  sections: { [S in StatsSection]: Loadable<SectionData[S]> }
}

const initialState: StatsState = {
  range: null,
  catalogue: idle(),
  sections: {
    playsPerDay: idle(),
    listenersPerDay: idle(),
    newUsersPerDay: idle(),
    topTracks: idle(),
    topArtists: idle(),
    genres: idle()
  }
}

const sameRange = (a: StatsRangeQuery | null, b: StatsRangeQuery) =>
  !!a && a.days === b.days && a.from === b.from && a.to === b.to

export const fetchCatalogueStats = createAppAsyncThunk(
  'musicStats/fetchCatalogue',
  async (_: void, { signal, rejectWithValue }) => {
    try {
      return await fetchCatalogue(signal)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const fetchStatsSection = createAppAsyncThunk(
  'musicStats/fetchSection',
  async (
    { section, range }: { section: StatsSection; range: StatsRangeQuery },
    { signal, rejectWithValue }
  ) => {
    try {
      return await fetchSection(section, range, signal)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const musicStatsSlice = createSlice({
  name: 'musicStats',
  initialState,
  reducers: {
    rangeChosen(state, action: { payload: StatsRangeQuery }) {
      state.range = action.payload
    }
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchCatalogueStats.pending, (state) => {
        state.catalogue.loading = true
        state.catalogue.error = null
      })
      .addCase(fetchCatalogueStats.fulfilled, (state, action) => {
        state.catalogue = { data: action.payload, loading: false, error: null }
      })
      .addCase(fetchCatalogueStats.rejected, (state, action) => {
        if (action.meta.aborted) return
        state.catalogue.loading = false
        state.catalogue.error = action.payload ?? 'Error'
      })
      .addCase(fetchStatsSection.pending, (state, action) => {
        const section = state.sections[action.meta.arg.section]
        section.loading = true
        section.error = null
      })
      .addCase(fetchStatsSection.fulfilled, (state, action) => {
        const { section, range } = action.meta.arg
        if (!sameRange(state.range, range)) return
        state.sections[section] = { data: action.payload as never, loading: false, error: null }
      })
      .addCase(fetchStatsSection.rejected, (state, action) => {
        const { section, range } = action.meta.arg
        if (action.meta.aborted || !sameRange(state.range, range)) return
        state.sections[section].loading = false
        state.sections[section].error = action.payload ?? 'Error'
      })
  },
  selectors: {
    selectMusicStats: (state) => state
  }
})

declare module '@/redux/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the lazy-slice pattern of the store
  export interface LazyLoadedSlices extends WithSlice<typeof musicStatsSlice> {}
}

const injected = musicStatsSlice.injectInto(rootReducer)
export const { selectMusicStats } = injected.selectors
export const { rangeChosen } = musicStatsSlice.actions
