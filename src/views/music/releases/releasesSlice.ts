// The release list (the shared list state) and the open release with its tracklist; a new order shows at once and
// the server's answer replaces it, a refusal puts the old order back. The open release's lifecycle (status, schedule,
// availability, timeline) and readiness findings sit beside it; a move answers the new lifecycle and the findings are
// read again (a rule can depend on the status).
import { createSlice, original, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { errorMessage } from '@/auth/http'
import type { Availability } from '@/contracts/availability'
import type { Readiness } from '@/contracts/readiness'
import type { ReleaseLifecycle, ScheduleInput } from '@/contracts/releaseLifecycle'
import {
  releaseListQuery,
  type Release,
  type ReleaseInputParsed,
  type ReleaseListParams,
  type ReleaseWithTracks
} from '@/contracts/catalogue'
import { createAppAsyncThunk } from '@/redux/hooks'
import { rootReducer } from '@/redux/rootReducer'
import { fieldErrorsOf, type WriteRefusal } from '../shared/catalogue/catalogueApi'
import {
  deleteReleaseById,
  fetchReleaseById,
  fetchReleaseLifecycle,
  fetchReleaseList,
  fetchReleaseReadiness,
  fetchTrackStanding,
  moveRelease,
  reorderReleaseTracks,
  saveRelease,
  saveReleaseAvailability,
  saveTrackAvailability,
  moveTrack,
  type LifecycleMove
} from './releasesApi'

export const DEFAULT_RELEASE_PARAMS: ReleaseListParams = releaseListQuery.defaults

export type ReleasesState = {
  data: Release[]
  total: number
  /** The server sent an estimated total (PostgreSQL, more than 1,000 rows): shown as "about N". */
  totalEstimated: boolean
  params: ReleaseListParams
  loading: boolean
  error: string | null
  selected: ReleaseWithTracks | null
  selectedLoading: boolean
  selectedError: string | null
  lifecycle: ReleaseLifecycle | null
  lifecycleError: string | null
  readiness: (Readiness & { release_id: number }) | null
  readinessLoading: boolean
  readinessError: string | null
}

const initialState: ReleasesState = {
  data: [],
  total: 0,
  totalEstimated: false,
  params: DEFAULT_RELEASE_PARAMS,
  loading: false,
  error: null,
  selected: null,
  selectedLoading: false,
  selectedError: null,
  lifecycle: null,
  lifecycleError: null,
  readiness: null,
  readinessLoading: false,
  readinessError: null
}

export const fetchReleases = createAppAsyncThunk(
  'releases/fetchReleases',
  async (params: ReleaseListParams, { signal, rejectWithValue }) => {
    try {
      return await fetchReleaseList(params, signal)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const fetchRelease = createAppAsyncThunk(
  'releases/fetchRelease',
  async (id: number, { signal, rejectWithValue }) => {
    try {
      return await fetchReleaseById(id, signal)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const saveReleaseThunk = createAppAsyncThunk<
  ReleaseWithTracks,
  { id?: number; input: ReleaseInputParsed },
  { rejectValue: WriteRefusal }
>('releases/saveRelease', async ({ id, input }, { rejectWithValue }) => {
  try {
    return await saveRelease(id, input)
  } catch (error) {
    return rejectWithValue({ message: errorMessage(error), fields: fieldErrorsOf(error) })
  }
})

export const deleteRelease = createAppAsyncThunk(
  'releases/deleteRelease',
  async (id: number, { dispatch, getState, rejectWithValue }) => {
    try {
      await deleteReleaseById(id)
      void dispatch(fetchReleases(injected.selectSlice(getState()).params))
      return id
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

/** Every track of the release in its new order; disc numbers stay as they are, each disc numbered from 1. */
export const reorderRelease = createAppAsyncThunk(
  'releases/reorder',
  async (
    arg: {
      id: number
      trackIds: number[]
      /** Each track's disc in the new order (a track dragged onto another disc has that disc). */
      discs: Record<number, number>
      /** The order and discs before, put back if the server refuses. */
      previous: number[]
      previousDiscs: Record<number, number>
    },
    { rejectWithValue }
  ) => {
    try {
      return await reorderReleaseTracks(arg.id, {
        tracks: arg.trackIds.map((id) => ({ track_id: id, disc_number: arg.discs[id] ?? 1 }))
      })
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const fetchLifecycle = createAppAsyncThunk(
  'releases/fetchLifecycle',
  async (id: number, { signal, rejectWithValue }) => {
    try {
      return await fetchReleaseLifecycle(id, signal)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const fetchReadiness = createAppAsyncThunk(
  'releases/fetchReadiness',
  async (id: number, { signal, rejectWithValue }) => {
    try {
      return { ...(await fetchReleaseReadiness(id, signal)), release_id: id }
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

/** One lifecycle move; rejects with the server's sentence (a 409 names the status or the failing checks). */
export const moveReleaseThunk = createAppAsyncThunk(
  'releases/move',
  async (
    arg: { id: number; move: LifecycleMove; body?: ScheduleInput | { reason: string } },
    { dispatch, rejectWithValue }
  ) => {
    try {
      return await moveRelease(arg.id, arg.move, arg.body)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    } finally {
      void dispatch(fetchReadiness(arg.id))
    }
  }
)

export const saveAvailabilityThunk = createAppAsyncThunk<
  ReleaseLifecycle,
  { id: number; availability: Availability },
  { rejectValue: WriteRefusal }
>('releases/saveAvailability', async ({ id, availability }, { rejectWithValue }) => {
  try {
    return await saveReleaseAvailability(id, availability)
  } catch (error) {
    return rejectWithValue({ message: errorMessage(error), fields: fieldErrorsOf(error) })
  }
})

/** A track's own standing (its narrowing and takedown); the dialog that asks keeps it. */
export const fetchTrackStandingThunk = createAppAsyncThunk(
  'releases/fetchTrackStanding',
  async (trackId: number, { signal, rejectWithValue }) => {
    try {
      return await fetchTrackStanding(trackId, signal)
    } catch (error) {
      return rejectWithValue(errorMessage(error))
    }
  }
)

export const saveTrackAvailabilityThunk = createAppAsyncThunk<
  Awaited<ReturnType<typeof saveTrackAvailability>>,
  { trackId: number; availability: Availability | null },
  { rejectValue: WriteRefusal }
>('releases/saveTrackAvailability', async ({ trackId, availability }, { rejectWithValue }) => {
  try {
    return await saveTrackAvailability(trackId, availability)
  } catch (error) {
    return rejectWithValue({ message: errorMessage(error), fields: fieldErrorsOf(error) })
  }
})

/** A track's own takedown or reinstatement; its dialog keeps the standing answered. */
export const moveTrackThunk = createAppAsyncThunk<
  Awaited<ReturnType<typeof moveTrack>>,
  { trackId: number; move: 'take-down' | 'reinstate'; reason?: string },
  { rejectValue: string }
>('releases/moveTrack', async ({ trackId, move, reason }, { rejectWithValue }) => {
  try {
    return await moveTrack(trackId, move, reason)
  } catch (error) {
    return rejectWithValue(errorMessage(error))
  }
})

export const releasesSlice = createSlice({
  name: 'releases',
  initialState,
  reducers: {
    /** The tracklist in this order with these discs, each disc numbered from 1, in disc order as the server answers. */
    selectedReordered(state, action: PayloadAction<{ ids: number[]; discs: Record<number, number> }>) {
      const selected = state.selected
      if (!selected) return
      const byId = new Map(selected.tracks.map((t) => [t.track_id, t]))
      const numbers = new Map<number, number>()
      selected.tracks = action.payload.ids
        .flatMap((id) => {
          const track = byId.get(id)
          if (!track) return []
          const disc = action.payload.discs[id] ?? track.disc_number
          const next = (numbers.get(disc) ?? 0) + 1
          numbers.set(disc, next)
          return [{ ...track, disc_number: disc, track_number: next }]
        })
        .sort((a, b) => a.disc_number - b.disc_number)
    }
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchReleases.pending, (state, action) => {
        state.loading = true
        state.error = null
        state.params = action.meta.arg
      })
      .addCase(fetchReleases.fulfilled, (state, action) => {
        if (action.meta.arg !== original(state)?.params) return
        state.loading = false
        state.data = action.payload.data
        state.total = action.payload.page_meta.total
        state.totalEstimated = action.payload.page_meta.total_estimated === true
      })
      .addCase(fetchReleases.rejected, (state, action) => {
        if (action.meta.aborted || action.meta.arg !== original(state)?.params) return
        state.loading = false
        state.error = action.payload ?? 'Error'
      })
      .addCase(fetchRelease.pending, (state) => {
        state.selectedLoading = true
        state.selectedError = null
      })
      .addCase(fetchRelease.fulfilled, (state, action) => {
        state.selectedLoading = false
        state.selected = action.payload
      })
      .addCase(fetchRelease.rejected, (state, action) => {
        if (action.meta.aborted) return
        state.selectedLoading = false
        state.selectedError = action.payload ?? 'Error'
      })
      .addCase(fetchLifecycle.pending, (state) => {
        state.lifecycleError = null
      })
      .addCase(fetchLifecycle.fulfilled, (state, action) => {
        state.lifecycle = action.payload
      })
      .addCase(fetchLifecycle.rejected, (state, action) => {
        if (action.meta.aborted) return
        state.lifecycleError = action.payload ?? 'Error'
      })
      .addCase(fetchReadiness.pending, (state) => {
        state.readinessLoading = true
        state.readinessError = null
      })
      .addCase(fetchReadiness.fulfilled, (state, action) => {
        state.readinessLoading = false
        state.readiness = action.payload
      })
      .addCase(fetchReadiness.rejected, (state, action) => {
        if (action.meta.aborted) return
        state.readinessLoading = false
        state.readinessError = action.payload ?? 'Error'
      })
      .addCase(moveReleaseThunk.fulfilled, (state, action) => {
        state.lifecycle = action.payload
      })
      .addCase(saveAvailabilityThunk.fulfilled, (state, action) => {
        state.lifecycle = action.payload
      })
      .addCase(saveReleaseThunk.fulfilled, (state, action) => {
        state.selected = action.payload
      })
      .addCase(deleteRelease.fulfilled, (state, action) => {
        state.data = state.data.filter((r) => r.id !== action.payload)
        if (state.selected?.id === action.payload) state.selected = null
      })
      .addCase(reorderRelease.pending, (state, action) => {
        releasesSlice.caseReducers.selectedReordered(state, {
          type: 'releases/selectedReordered',
          payload: { ids: action.meta.arg.trackIds, discs: action.meta.arg.discs }
        })
      })
      .addCase(reorderRelease.fulfilled, (state, action) => {
        if (state.selected?.id === action.payload.id) state.selected = action.payload
      })
      .addCase(reorderRelease.rejected, (state, action) => {
        releasesSlice.caseReducers.selectedReordered(state, {
          type: 'releases/selectedReordered',
          payload: { ids: action.meta.arg.previous, discs: action.meta.arg.previousDiscs }
        })
      })
  },
  selectors: {
    selectReleases: (state) => state
  }
})

declare module '@/redux/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the lazy-slice pattern of the store
  export interface LazyLoadedSlices extends WithSlice<typeof releasesSlice> {}
}

const injected = releasesSlice.injectInto(rootReducer)
export const { selectReleases } = injected.selectors
