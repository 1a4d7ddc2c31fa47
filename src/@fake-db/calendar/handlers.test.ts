// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type { MockRequest } from '../mock'
import { calendarDb, makeEvents, resetCalendarDb } from './data'
import { addEvent, getEvents, removeEvent, updateEvent } from './handlers'
import type { CalendarEvent } from '@/contracts/calendar'

const req = (over: Partial<MockRequest> = {}): MockRequest => ({
  url: '',
  method: 'get',
  params: {},
  body: undefined,
  headers: {},
  ...over
})
const events = (res: [number, unknown?]) => (res[1] as { events: CalendarEvent[] }).events

const draft = {
  url: '',
  title: 'Mixing session',
  start: '2026-11-05T10:00:00',
  end: '2026-11-05T12:00:00',
  allDay: false,
  extendedProps: { calendar: 'Business' as const, guests: [] }
}

describe('calendar mock', () => {
  beforeEach(() => resetCalendarDb(new Date(2026, 10, 15)))

  it('has ten sample events in the month the app loads in, one or more of each calendar', () => {
    const all = makeEvents(new Date(2026, 10, 15))
    expect(all).toHaveLength(10)
    expect(all.every((e) => e.start.startsWith('2026-11'))).toBe(true)
    expect(new Set(all.map((e) => e.extendedProps.calendar))).toEqual(
      new Set(['Personal', 'Business', 'Family', 'Holiday', 'ETC'])
    )
  })

  it('returns only the events of the calendars asked for', () => {
    const [status, body] = getEvents(req({ params: { calendars: 'Family,Holiday' } }))
    expect(status).toBe(200)
    const kinds = events([status, body]).map((e) => e.extendedProps.calendar)
    expect(kinds.length).toBe(4)
    expect(kinds.every((k) => k === 'Family' || k === 'Holiday')).toBe(true)
  })

  it('returns no events when no calendar is selected, and all when the filter is absent', () => {
    expect(events(getEvents(req({ params: { calendars: '' } })))).toHaveLength(0)
    expect(events(getEvents(req()))).toHaveLength(10)
  })

  it('adds an event with 201 and the last id plus one', () => {
    const [status, body] = addEvent(req({ method: 'post', body: { event: draft } }))
    expect(status).toBe(201)
    expect((body as { event: CalendarEvent }).event.id).toBe(11)
    calendarDb.events.splice(0, 1)
    const [, second] = addEvent(req({ method: 'post', body: { event: draft } }))
    expect((second as { event: CalendarEvent }).event.id).toBe(12)
    expect(events(getEvents(req()))).toHaveLength(11)
  })

  it('refuses an event that ends before it starts or has no title', () => {
    const endBefore = addEvent(req({ body: { event: { ...draft, end: '2026-11-05T09:00:00' } } }))
    expect(endBefore[0]).toBe(400)
    expect(addEvent(req({ body: { event: { ...draft, title: ' ' } } }))[0]).toBe(400)
    expect(calendarDb.events).toHaveLength(10)
  })

  it('updates an event and returns it; an unknown id is 404', () => {
    const first = calendarDb.events[0]!
    const moved = { ...first, start: '2026-11-20T10:00:00', end: '2026-11-20T11:00:00' }
    const [status, body] = updateEvent(req({ body: { event: moved } }))
    expect(status).toBe(200)
    expect((body as { event: CalendarEvent }).event.start).toBe('2026-11-20T10:00:00')
    expect(calendarDb.events[0]!.start).toBe('2026-11-20T10:00:00')
    expect(updateEvent(req({ body: { event: { ...first, id: 999 } } }))[0]).toBe(404)
  })

  it('removes an event with 200; an unknown id is 404', () => {
    expect(removeEvent(req({ params: { id: '3' } }))[0]).toBe(200)
    expect(calendarDb.events.some((e) => e.id === 3)).toBe(false)
    expect(removeEvent(req({ params: { id: '3' } }))[0]).toBe(404)
    expect(removeEvent(req({ params: { id: 'abc' } }))[0]).toBe(400)
  })
})
