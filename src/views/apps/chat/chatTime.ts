// Time stamps of the chat, in the reader's language.

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()

export function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso))
}

/** The list's stamp: the time for today's messages, the date for older ones. */
export function formatListStamp(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso)
  return sameDay(date, now)
    ? formatTime(iso, language)
    : new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric' }).format(date)
}

export function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(iso)
  )
}

export const dayKey = (iso: string) => new Date(iso).toDateString()
