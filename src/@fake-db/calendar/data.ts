// Ten sample events (spec §9), placed by fixed day offsets from the first day of the month the app loads in,
// so the month view that opens first always shows them.
import type { CalendarEvent, CalendarKind } from '@/contracts/calendar'

type Seed = {
  title: string
  calendar: CalendarKind
  /** Day of the month (1-based) the event starts on. */
  day: number
  /** Length in days for all-day events; ignored for timed ones. */
  days?: number
  /** Start and end hour for timed events. */
  hours?: [number, number]
  url?: string
  guests?: string[]
  location?: string
  description?: string
}

const SEEDS: Seed[] = [
  { title: 'Playlist curation review', calendar: 'Business', day: 3, hours: [10, 11], location: 'Studio B' },
  { title: 'Quarterly label meeting', calendar: 'Business', day: 6, hours: [14, 16], guests: ['Amara Osei'] },
  { title: "Grandma's birthday", calendar: 'Family', day: 8, days: 1 },
  { title: 'Dentist appointment', calendar: 'Personal', day: 10, hours: [9, 10] },
  { title: 'Summer festival', calendar: 'Holiday', day: 12, days: 3, location: 'Riverside Park' },
  {
    title: 'Artist onboarding call',
    calendar: 'Business',
    day: 15,
    hours: [11, 12],
    url: 'https://vibeline.app/onboarding'
  },
  { title: 'Family dinner', calendar: 'Family', day: 17, hours: [19, 21] },
  { title: 'Yoga class', calendar: 'Personal', day: 19, hours: [7, 8] },
  { title: 'Server maintenance window', calendar: 'ETC', day: 22, hours: [1, 3] },
  { title: 'Public holiday', calendar: 'Holiday', day: 25, days: 1 }
]

const pad = (n: number) => String(n).padStart(2, '0')
const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

export function makeEvents(today: Date = new Date()): CalendarEvent[] {
  const year = today.getFullYear()
  const month = today.getMonth()
  return SEEDS.map((seed, index) => {
    const startDay = new Date(year, month, seed.day)
    let start: string
    let end: string
    if (seed.hours) {
      start = `${localDate(startDay)}T${pad(seed.hours[0])}:00:00`
      end = `${localDate(startDay)}T${pad(seed.hours[1])}:00:00`
    } else {
      start = localDate(startDay)
      // FullCalendar's all-day end is exclusive.
      end = localDate(new Date(year, month, seed.day + (seed.days ?? 1)))
    }
    return {
      id: index + 1,
      url: seed.url ?? '',
      title: seed.title,
      start,
      end,
      allDay: !seed.hours,
      extendedProps: {
        calendar: seed.calendar,
        guests: seed.guests ?? [],
        location: seed.location ?? '',
        description: seed.description ?? ''
      }
    }
  })
}

export const calendarDb: { events: CalendarEvent[] } = { events: makeEvents() }

/** Back to the sample events (tests). */
export function resetCalendarDb(today?: Date): void {
  calendarDb.events = makeEvents(today)
}
