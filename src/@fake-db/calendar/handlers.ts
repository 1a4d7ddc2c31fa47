// Calendar mock (spec §7):
//   GET    /apps/calendar/events?calendars=Personal,Business  → { events } of those calendars (absent: all; empty: none)
//   POST   /apps/calendar/add-event { event }                 → 201 { event } with id = last id + 1
//   POST   /apps/calendar/update-event { event }              → 200 { event } | 404
//   DELETE /apps/calendar/remove-event?id=N                   → 200 { id } | 404
import type MockAdapter from 'axios-mock-adapter'
import { on, type MockRequest, type MockResponse } from '../mock'
import { calendarDb } from './data'
import { CALENDAR_KINDS, CALENDAR_PATHS, calendarEventSchema, type CalendarKind } from '@/contracts/calendar'

const invalid = (error: string): MockResponse => [400, { error }]

export function getEvents(req: MockRequest): MockResponse {
  const raw = req.params.calendars
  const list = Array.isArray(raw) ? raw.join(',') : raw
  if (list === undefined || list === null) return [200, { events: calendarDb.events }]
  const wanted = new Set(
    String(list)
      .split(',')
      .map((s) => s.trim())
      .filter((s): s is CalendarKind => (CALENDAR_KINDS as readonly string[]).includes(s))
  )
  return [200, { events: calendarDb.events.filter((e) => wanted.has(e.extendedProps.calendar)) }]
}

function eventFromBody(req: MockRequest, withId: boolean) {
  const body = (req.body ?? {}) as { event?: Record<string, unknown> }
  if (!body.event || typeof body.event !== 'object') return null
  const candidate = withId ? body.event : { ...body.event, id: 1 }
  return calendarEventSchema.safeParse(candidate)
}

export function addEvent(req: MockRequest): MockResponse {
  const parsed = eventFromBody(req, false)
  if (!parsed) return invalid('An event is required.')
  if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? 'The event is not valid.')
  const lastId = calendarDb.events.at(-1)?.id ?? 0
  const event = { ...parsed.data, id: lastId + 1 }
  calendarDb.events.push(event)
  return [201, { event }]
}

export function updateEvent(req: MockRequest): MockResponse {
  const parsed = eventFromBody(req, true)
  if (!parsed) return invalid('An event is required.')
  if (!parsed.success) return invalid(parsed.error.issues[0]?.message ?? 'The event is not valid.')
  const index = calendarDb.events.findIndex((e) => e.id === parsed.data.id)
  if (index < 0) return [404, { error: 'Event not found.' }]
  calendarDb.events[index] = parsed.data
  return [200, { event: parsed.data }]
}

export function removeEvent(req: MockRequest): MockResponse {
  const id = Number(req.params.id)
  if (!Number.isInteger(id) || id <= 0) return invalid('A valid event id is required.')
  const index = calendarDb.events.findIndex((e) => e.id === id)
  if (index < 0) return [404, { error: 'Event not found.' }]
  calendarDb.events.splice(index, 1)
  return [200, { id }]
}

export function register(mock: MockAdapter): void {
  on(mock, 'get', CALENDAR_PATHS.events, getEvents)
  on(mock, 'post', CALENDAR_PATHS.add, addEvent)
  on(mock, 'post', CALENDAR_PATHS.update, updateEvent)
  on(mock, 'delete', CALENDAR_PATHS.remove, removeEvent)
}
