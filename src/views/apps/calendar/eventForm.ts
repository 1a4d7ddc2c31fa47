// The event form's schema and the conversions between a calendar event and the form's text fields.
// All-day events end exclusively in FullCalendar (the day after the last one); the form shows the last day itself.
import { z } from 'zod'
import { CALENDAR_KINDS, type CalendarEvent, type CalendarKind, type NewCalendarEvent } from '@/contracts/calendar'

export const eventFormSchema = z
  .object({
    title: z.string().trim().min(1, 'calendar.form.errors.title'),
    calendar: z.enum(CALENDAR_KINDS),
    allDay: z.boolean(),
    start: z.string().min(1, 'calendar.form.errors.start'),
    end: z.string().min(1, 'calendar.form.errors.end'),
    url: z.union([z.literal(''), z.url({ protocol: /^https?$/, message: 'calendar.form.errors.url' })]),
    guests: z.array(z.string()),
    location: z.string(),
    description: z.string()
  })
  .refine((v) => !v.start || !v.end || Date.parse(v.end) >= Date.parse(v.start), {
    path: ['end'],
    message: 'calendar.form.errors.endBeforeStart'
  })

export type EventFormValues = z.infer<typeof eventFormSchema>

const pad = (n: number) => String(n).padStart(2, '0')
export const toDateText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
export const toDateTimeText = (d: Date) => `${toDateText(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`

/** Local date (and time) text of a date, as the calendar events store it. */
export function toEventDate(d: Date, allDay: boolean): string {
  return allDay ? toDateText(d) : `${toDateTimeText(d)}:00`
}

/** Parses 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm[:ss]' as local time. */
export function parseLocal(text: string): Date {
  const [date = '', time = '00:00'] = text.split('T')
  const [y, m, d] = date.split('-').map(Number)
  const [hh, mm] = time.split(':').map(Number)
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0)
}

const addDays = (d: Date, days: number) =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, d.getHours(), d.getMinutes())

export function blankForm(day: Date = new Date(), calendar: CalendarKind = 'Business'): EventFormValues {
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 9, 0)
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate(), 10, 0)
  return {
    title: '',
    calendar,
    allDay: false,
    start: toDateTimeText(start),
    end: toDateTimeText(end),
    url: '',
    guests: [],
    location: '',
    description: ''
  }
}

export function eventToForm(event: CalendarEvent): EventFormValues {
  const start = parseLocal(event.start)
  const end = parseLocal(event.end || event.start)
  return {
    title: event.title,
    calendar: event.extendedProps.calendar,
    allDay: event.allDay,
    start: event.allDay ? toDateText(start) : toDateTimeText(start),
    end: event.allDay ? toDateText(addDays(end, end > start ? -1 : 0)) : toDateTimeText(end),
    url: event.url,
    guests: event.extendedProps.guests ?? [],
    location: event.extendedProps.location ?? '',
    description: event.extendedProps.description ?? ''
  }
}

export function formToEvent(values: EventFormValues): NewCalendarEvent {
  const start = parseLocal(values.start)
  const end = parseLocal(values.end)
  return {
    title: values.title.trim(),
    url: values.url,
    allDay: values.allDay,
    start: toEventDate(start, values.allDay),
    end: values.allDay ? toDateText(addDays(end, 1)) : toEventDate(end, false),
    extendedProps: {
      calendar: values.calendar,
      guests: values.guests,
      location: values.location,
      description: values.description
    }
  }
}

/** Switches the start and end text between date and date-time when the all-day switch flips. */
export function retypeDate(text: string, allDay: boolean, hour: number): string {
  if (!text) return text
  const date = text.split('T')[0]!
  return allDay ? date : `${date}T${pad(hour)}:00`
}
