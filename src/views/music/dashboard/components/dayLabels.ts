import { formatDate } from '@/views/music/shared/format'

const formats = new Map<string, Intl.DateTimeFormat>()

/** "12 Oct" for the x axis of a per-day chart. */
export function shortDay(day: string, language: string): string {
  let format = formats.get(language)
  if (!format) {
    format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' })
    formats.set(language, format)
  }
  return format.format(new Date(`${day}T00:00:00Z`))
}

/** "1 Oct 2026 – 30 Oct 2026". */
export const rangeText = (from: string, to: string, language: string) =>
  `${formatDate(`${from}T00:00:00Z`, language)} – ${formatDate(`${to}T00:00:00Z`, language)}`
