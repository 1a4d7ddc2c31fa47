// The calendar's contract, shared by the screens and the fake database (spec §3 "Calendar event").
import { z } from 'zod'

export const CALENDAR_KINDS = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] as const
export type CalendarKind = (typeof CALENDAR_KINDS)[number]

/** Each calendar's colour (a Bootstrap theme colour name, so it follows the skin). */
export const CALENDAR_COLORS: Record<CalendarKind, 'danger' | 'primary' | 'warning' | 'success' | 'info'> = {
  Personal: 'danger',
  Business: 'primary',
  Family: 'warning',
  Holiday: 'success',
  ETC: 'info'
}

export const calendarEventSchema = z
  .object({
    id: z.number().int().positive(),
    url: z.string(),
    title: z.string().trim().min(1),
    start: z.string().min(1),
    end: z.string().min(1),
    allDay: z.boolean(),
    extendedProps: z.object({
      calendar: z.enum(CALENDAR_KINDS),
      guests: z.array(z.string()).optional(),
      location: z.string().optional(),
      description: z.string().optional()
    })
  })
  .refine((e) => !Number.isNaN(Date.parse(e.start)) && !Number.isNaN(Date.parse(e.end)), {
    message: 'Start and end must be dates',
    path: ['start']
  })
  .refine((e) => Date.parse(e.end) >= Date.parse(e.start), {
    message: 'The end cannot be before the start',
    path: ['end']
  })

export type CalendarEvent = z.infer<typeof calendarEventSchema>
export type NewCalendarEvent = Omit<CalendarEvent, 'id'>

/** Guests one can invite (sample people of the demo). */
export const GUEST_OPTIONS = [
  'Amara Osei',
  'Lucas Moreau',
  'Noor Haddad',
  'Kenji Watanabe',
  'Sofia Lindqvist',
  'Mateo Rojas'
] as const

/** Mock paths (spec §7 "Calendar"). */
export const CALENDAR_PATHS = {
  events: '/apps/calendar/events',
  add: '/apps/calendar/add-event',
  update: '/apps/calendar/update-event',
  remove: '/apps/calendar/remove-event'
} as const
