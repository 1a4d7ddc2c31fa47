import { describe, expect, it } from 'vitest'
import { eventFormSchema, eventToForm, formToEvent, retypeDate } from './eventForm'
import type { CalendarEvent } from '@/contracts/calendar'

const allDayEvent: CalendarEvent = {
  id: 5,
  url: '',
  title: 'Summer festival',
  start: '2026-11-12',
  end: '2026-11-15',
  allDay: true,
  extendedProps: { calendar: 'Holiday', guests: [], location: '', description: '' }
}

describe('event form', () => {
  it('shows an all-day event with its last day and stores it with FullCalendar’s exclusive end', () => {
    const form = eventToForm(allDayEvent)
    expect(form.start).toBe('2026-11-12')
    expect(form.end).toBe('2026-11-14')
    expect(formToEvent(form)).toMatchObject({ start: '2026-11-12', end: '2026-11-15', allDay: true })
  })

  it('keeps timed events as local date-times', () => {
    const form = {
      ...eventToForm(allDayEvent),
      allDay: false,
      start: '2026-11-03T10:00',
      end: '2026-11-03T11:30'
    }
    expect(formToEvent(form)).toMatchObject({ start: '2026-11-03T10:00:00', end: '2026-11-03T11:30:00' })
  })

  it('switches the date fields between date and date-time with the all-day switch', () => {
    expect(retypeDate('2026-11-03T10:00', true, 9)).toBe('2026-11-03')
    expect(retypeDate('2026-11-03', false, 9)).toBe('2026-11-03T09:00')
  })

  it('refuses an end before the start, a missing title and a URL that is not http(s)', () => {
    const base = { ...eventToForm(allDayEvent) }
    const messages = (values: object) =>
      eventFormSchema.safeParse({ ...base, ...values }).error?.issues.map((i) => i.message) ?? []
    expect(messages({})).toEqual([])
    expect(messages({ end: '2026-11-11' })).toEqual(['calendar.form.errors.endBeforeStart'])
    expect(messages({ title: '  ' })).toEqual(['calendar.form.errors.title'])
    expect(messages({ url: 'javascript:alert(1)' })).toEqual(['calendar.form.errors.url'])
    expect(messages({ url: 'https://vibeline.app/live' })).toEqual([])
  })
})
