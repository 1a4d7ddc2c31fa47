// Dates of the template pages in the reader's language.

export function formatDate(iso: string, language: string, style: 'medium' | 'long' = 'medium'): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(language, { dateStyle: style }).format(date)
}

export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

/** "5 minutes ago", "yesterday", … in the reader's language. */
export function formatRelative(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000)
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 30],
    ['month', 12],
    ['year', Infinity]
  ]
  let value = seconds
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size)
      return format.format(unit === 'second' && Math.abs(value) < 10 ? 0 : value, unit)
    value = Math.round(value / size)
  }
  return ''
}
