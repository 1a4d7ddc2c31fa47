// Play history of spec §3: data, total, params, trackHistory (the track and its plays per day), loading.
import { createSlice, original, type WithSlice } from '@reduxjs/toolkit'
import { errorMessage } from '@/auth/http'
import type { PlayHistory, Track } from '@/contracts/music'
import { createAppAsyncThunk } from '@/redux/hooks'
import { rootReducer } from '@/redux/rootReducer'
import {
  fetchHistoryTrack,
  fetchPlayHistoryPage,
  fetchRecentPlays,
  type PlayHistoryParams
} from './playHistoryApi'

export const CHART_DAYS = 30
const DAY = 86_400_000

export type DayCount = { day: string; plays: number }
export type TrackHistory = { track: Track; perDay: DayCount[] }

export type PlayHistoryState = {
  data: PlayHistory[]
  total: number
  params: PlayHistoryParams | null
  trackHistory: TrackHistory | null
  loading: boolean
  error: string | null
  trackLoading: boolean
  trackError: string | null
}

const initialState: PlayHistoryState = {
  data: [],
  total: 0,
  params: null,
  trackHistory: null,
  loading: false,
  error: null,
  trackLoading: false,
  trackError: null
}

/** Counts plays per UTC day over the `days` days that end on the newest play (or today). */
export function playsPerDay(plays: PlayHistory[], endIso: string, days = CHART_DAYS): DayCount[] {
  const end = Date.parse(`${endIso.slice(0, 10)}T00:00:00Z`)
  const counts = new Map<string, number>()
  for (const play of plays)
    counts.set(play.played_at.slice(0, 10), (counts.get(play.played_at.slice(0, 10)) ?? 0) + 1)
  return Array.from({ length: days }, (_, i) => {
    const day = new Date(end - (days - 1 - i) * DAY).toISOString().slice(0, 10)
    return { day, plays: counts.get(day) ?? 0 }
  })
}

export const fetchPlayHistory = createAppAsyncThunk(
  'playHistory/fetchPlayHistory',
  async (params: PlayHistoryParams, { signal, rejectWithValue }) => {
    try {
      return await fetchPlayHistoryPage(params, signal)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

/** The track and its plays per day over the last CHART_DAYS days, for the chart above the table. */
export const fetchTrackHistory = createAppAsyncThunk(
  'playHistory/fetchTrackHistory',
  async (trackId: number, { signal, rejectWithValue }) => {
    try {
      const track = await fetchHistoryTrack(trackId, signal)
      const newest = await fetchPlayHistoryPage({ track_id: trackId, page: 1, per_page: 1 }, signal)
      const endIso = newest.data[0]?.played_at ?? new Date().toISOString()
      const since = new Date(
        Date.parse(`${endIso.slice(0, 10)}T00:00:00Z`) - (CHART_DAYS - 1) * DAY
      ).toISOString()
      const plays = await fetchRecentPlays(trackId, since, signal)
      return { track, perDay: playsPerDay(plays, endIso) }
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const playHistorySlice = createSlice({
  name: 'playHistory',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchPlayHistory.pending, (state, action) => {
        state.loading = true
        state.error = null
        state.params = action.meta.arg
      })
      .addCase(fetchPlayHistory.fulfilled, (state, action) => {
        if (action.meta.arg !== original(state)?.params) return
        state.loading = false
        state.data = action.payload.data
        state.total = action.payload.page_meta.total
      })
      .addCase(fetchPlayHistory.rejected, (state, action) => {
        if (action.meta.aborted || action.meta.arg !== original(state)?.params) return
        state.loading = false
        state.error = action.payload ?? 'Error'
      })
      .addCase(fetchTrackHistory.pending, (state) => {
        state.trackLoading = true
        state.trackError = null
      })
      .addCase(fetchTrackHistory.fulfilled, (state, action) => {
        state.trackLoading = false
        state.trackHistory = action.payload
      })
      .addCase(fetchTrackHistory.rejected, (state, action) => {
        if (action.meta.aborted) return
        state.trackLoading = false
        state.trackError = action.payload ?? 'Error'
      })
  },
  selectors: {
    selectPlayHistory: (state) => state
  }
})

declare module '@/redux/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the lazy-slice pattern of the store
  export interface LazyLoadedSlices extends WithSlice<typeof playHistorySlice> {}
}

const injected = playHistorySlice.injectInto(rootReducer)
export const { selectPlayHistory } = injected.selectors
