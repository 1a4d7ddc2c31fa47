// CSV export (issue 15 §4), shared by the server and the fake database: the columns of each list's file and how a
// cell is written. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR) gets a leading apostrophe.

export const CSV_BOM = '\uFEFF'

export const CSV_FIELDS = {
  tracks: [
    'id',
    'title',
    'artist',
    'album',
    'genre',
    'duration',
    'release_date',
    'status',
    'explicit',
    'play_count',
    'created_at',
    'updated_at'
  ],
  artists: ['id', 'name', 'sort_name', 'country', 'track_count', 'release_count', 'created_at', 'updated_at'],
  /** artists: the primary artists' names, comma-separated; duration in seconds. */
  releases: [
    'id',
    'title',
    'type',
    'upc',
    'label',
    'original_release_date',
    'artists',
    'track_count',
    'duration',
    'created_at'
  ],
  playlists: [
    'id',
    'name',
    'description',
    'owner_id',
    'owner_name',
    'is_public',
    'track_count',
    'created_at'
  ],
  users: [
    'id',
    'full_name',
    'username',
    'email',
    'role',
    'status',
    'plan',
    'country',
    'created_at',
    'last_active_at'
  ],
  plays: ['id', 'track_id', 'user_id', 'user_name', 'played_at', 'seconds_played', 'device', 'country'],
  /** before and after are the stored JSON text of the changed fields. */
  audit: [
    'id',
    'created_at',
    'user_id',
    'user_name',
    'api_key_id',
    'action',
    'entity',
    'entity_id',
    'before',
    'after',
    'request_id',
    'ip'
  ]
} as const

/** Fields stored as 0/1 on the server and written as true/false. */
const BOOLEAN_FIELDS: ReadonlySet<string> = new Set(['explicit', 'is_public'])

const FORMULA_START = /^[=+\-@\t\r]/

/** One cell (RFC 4180 quoting). */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  const raw = String(value)
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

// Lines are joined from arrays rather than built with +=: each += of a cell makes a V8 cons string, and over an export
// of a million rows enough of them outlived two young-generation collections to grow the old generation of the
// exporting server process by about 50 MB before a full collection freed them (bench/export.ts).
export function csvLine(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',') + '\r\n'
}

/**
 * The line writer of rows given as arrays of the fields' values in the fields' order, booleans as true/false: a
 * server export writes a million of them, so the fields are looked at once, not per row.
 */
export function csvValues(fields: readonly string[]): (values: readonly unknown[]) => string {
  const booleans = fields.map((f) => BOOLEAN_FIELDS.has(f))
  return (values) => {
    const cells = new Array<string>(booleans.length)
    for (let i = 0; i < booleans.length; i++) {
      const value = values[i]
      cells[i] = csvCell(booleans[i] && value !== null && value !== undefined ? Boolean(value) : value)
    }
    return cells.join(',') + '\r\n'
  }
}

/** One row's line: the named fields of a record, booleans as true/false. */
export function csvRecord(fields: readonly string[], row: object): string {
  const record = row as Record<string, unknown>
  return csvLine(
    fields.map((f) => (BOOLEAN_FIELDS.has(f) && record[f] !== null ? Boolean(record[f]) : record[f]))
  )
}

/** A whole file held in memory: demo mode's export, made in the browser from the fake database. */
export function csvText(fields: readonly string[], rows: readonly object[]): string {
  let text = CSV_BOM + csvLine(fields)
  for (const row of rows) text += csvRecord(fields, row)
  return text
}

/** Rows in a file's text: line ends outside quotes, less the header (a quoted cell may hold a line break). */
export function csvRowCounter() {
  let quoted = false
  let rows = -1
  return (chunk: string): number => {
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i)
      if (c === 34) quoted = !quoted
      else if (c === 10 && !quoted) rows++
    }
    return Math.max(0, rows)
  }
}
