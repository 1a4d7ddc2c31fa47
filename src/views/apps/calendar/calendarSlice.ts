import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@/redux/rootReducer'
import { createAppAsyncThunk } from '@/redux/hooks'
import { errorMessage } from '@/auth/http'
import { addEventApi, fetchEventsApi, removeEventApi, updateEventApi } from './calendarApi'
import { CALENDAR_KINDS, type CalendarEvent, type CalendarKind, type NewCalendarEvent } from '@/contracts/calendar'

export type CalendarState = {
  events: CalendarEvent[]
  selectedCalendars: CalendarKind[]
  loading: boolean
  error: string | null
}

const initialState: CalendarState = {
  events: [],
  selectedCalendars: [...CALENDAR_KINDS],
  loading: false,
  error: null
}

export const fetchEvents = createAppAsyncThunk(
  'calendar/fetchEvents',
  async (calendars: CalendarKind[], { rejectWithValue }) => {
    try {
      return await fetchEventsApi(calendars)
    } catch (err) {
      return rejectWithValue(errorMessage(err))
    }
  }
)

export const addEvent = createAppAsyncThunk(
  'calendar/addEvent',
  async (event: NewCalendarEvent, { rejectWithValue }) => {
    try {
      return await addEventApi(event)
    } catch (err) {
      return rejectWithValue(errorMessage(err))
    }
  }
)

export const updateEvent = createAppAsyncThunk(
  'calendar/updateEvent',
  async (event: CalendarEvent, { rejectWithValue }) => {
    try {
      return await updateEventApi(event)
    } catch (err) {
      return rejectWithValue(errorMessage(err))
    }
  }
)

export const removeEvent = createAppAsyncThunk(
  'calendar/removeEvent',
  async (id: number, { rejectWithValue }) => {
    try {
      return await removeEventApi(id)
    } catch (err) {
      return rejectWithValue(errorMessage(err))
    }
  }
)

export const calendarSlice = createSlice({
  name: 'calendar',
  initialState,
  reducers: {
    /** Turns one calendar on or off, leaving the others as they are. */
    calendarToggled(state, action: PayloadAction<CalendarKind>) {
      const kind = action.payload
      state.selectedCalendars = state.selectedCalendars.includes(kind)
        ? state.selectedCalendars.filter((k) => k !== kind)
        : CALENDAR_KINDS.filter((k) => k === kind || state.selectedCalendars.includes(k))
    },
    /** "View all": every calendar on, or every calendar off. */
    allCalendarsToggled(state, action: PayloadAction<boolean>) {
      state.selectedCalendars = action.payload ? [...CALENDAR_KINDS] : []
    }
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchEvents.pending, (state) => {
        state.loading = true
        state.error = null
      })
      .addCase(fetchEvents.fulfilled, (state, action) => {
        state.loading = false
        state.events = action.payload
      })
      .addCase(fetchEvents.rejected, (state, action) => {
        state.loading = false
        state.error = action.payload ?? 'Something went wrong.'
      })
      .addCase(addEvent.fulfilled, (state, action) => {
        if (state.selectedCalendars.includes(action.payload.extendedProps.calendar))
          state.events.push(action.payload)
      })
      .addCase(updateEvent.fulfilled, (state, action) => {
        const index = state.events.findIndex((e) => e.id === action.payload.id)
        const visible = state.selectedCalendars.includes(action.payload.extendedProps.calendar)
        if (index >= 0 && visible) state.events[index] = action.payload
        else if (index >= 0) state.events.splice(index, 1)
        else if (visible) state.events.push(action.payload)
      })
      .addCase(removeEvent.fulfilled, (state, action) => {
        state.events = state.events.filter((e) => e.id !== action.payload)
      })
  },
  selectors: {
    selectCalendar: (state) => state,
    selectEvents: (state) => state.events,
    selectSelectedCalendars: (state) => state.selectedCalendars
  }
})

declare module '@/redux/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof calendarSlice> {}
}

const injected = calendarSlice.injectInto(rootReducer)
export const { calendarToggled, allCalendarsToggled } = calendarSlice.actions
export const { selectCalendar, selectEvents, selectSelectedCalendars } = injected.selectors
