import { http } from '@/auth/http'
import { CALENDAR_PATHS, type CalendarEvent, type CalendarKind, type NewCalendarEvent } from '@/contracts/calendar'

export async function fetchEventsApi(calendars: CalendarKind[]): Promise<CalendarEvent[]> {
  const { data } = await http.get<{ events: CalendarEvent[] }>(CALENDAR_PATHS.events, {
    params: { calendars: calendars.join(',') }
  })
  return data.events
}

export async function addEventApi(event: NewCalendarEvent): Promise<CalendarEvent> {
  const { data } = await http.post<{ event: CalendarEvent }>(CALENDAR_PATHS.add, { event })
  return data.event
}

export async function updateEventApi(event: CalendarEvent): Promise<CalendarEvent> {
  const { data } = await http.post<{ event: CalendarEvent }>(CALENDAR_PATHS.update, { event })
  return data.event
}

export async function removeEventApi(id: number): Promise<number> {
  await http.delete(CALENDAR_PATHS.remove, { params: { id } })
  return id
}
