// Display helpers of the music screens (durations, dates, counts, status pills).
import { numberFormat } from '@/lib/numberFormat'

/** 215 → "3:35"; 3725 → "1:02:05". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const rest = String(s % 60).padStart(2, '0')
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** A date (ISO text) in the reader's language, e.g. "31 Oct 2026". */
export function formatDate(iso: string | null, language: string, withTime = false): string {
  if (!iso) return '—'
  const key = `${language}|${withTime}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: 'UTC'
    })
    dateFormats.set(key, format)
  }
  return format.format(new Date(iso))
}

/** The time of day (ISO text) in the reader's language, in the same zone as formatDate, e.g. "14:05". */
export function formatTime(iso: string, language: string): string {
  const key = `${language}|time`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' })
    dateFormats.set(key, format)
  }
  return format.format(new Date(iso))
}

/** A count in the reader's language, with a cached formatter (toLocaleString builds one per call). */
export const formatCount = (value: number, language: string): string => numberFormat(language).format(value)

/** Classes of a status pill with readable contrast in light and dark skins (Bootstrap's subtle colours). */
export const pillClass = (color: 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info') =>
  `badge rounded-pill bg-${color}-subtle text-${color}-emphasis music-status`
