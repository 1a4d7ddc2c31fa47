// The bulk upload's rows: a file, the fields read from its tags as the person leaves them, where its upload is at,
// and every problem of its fields (the form's own sentences).
import { trackInputSchema, type TrackInput } from '@/contracts/music'
import type { BulkLinks } from './bulkTagLinks'

/** queued: in the running upload, waiting its turn; linking: uploaded, its tag links being applied; unlinked:
 * uploaded, but its links were refused or failed (Retry applies them again). */
export type RowState =
  'reading' | 'ready' | 'duplicate' | 'queued' | 'uploading' | 'linking' | 'added' | 'unlinked' | 'failed'
export type Row = {
  key: string
  file: File
  hash: string
  title: string
  artist: string
  album: string
  genre: string
  /** The genre its tags name, taken once the list of genres holds it (the list may arrive after the tags). */
  tagGenre?: string
  duration?: number
  release_date?: string
  /** What its tags say beyond the columns (absent: nothing the catalogue would link). */
  links?: BulkLinks
  /** The track it became (a row whose links are still to apply). */
  trackId?: number
  state: RowState
  progress: number
  message?: string
}

export function inputOf(row: Row): TrackInput {
  return {
    title: row.title,
    artist: row.artist,
    album: row.album,
    genre: row.genre as TrackInput['genre'],
    ...(row.duration ? { duration: row.duration } : { duration: 1 }),
    release_date: row.release_date ?? null,
    status: 'draft'
  }
}

export type Field = 'title' | 'artist' | 'album' | 'genre'
export type Problems = Partial<Record<Field, string>>

/** Every problem of a row's fields at once, by field (the form's own sentences); empty when it may be uploaded. */
export function problemsOf(row: Row): Problems {
  const parsed = trackInputSchema.safeParse(inputOf(row))
  const problems: Problems = {}
  if (parsed.success) return problems
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field
    problems[field] ??= issue.message
  }
  return problems
}
export const hasProblems = (row: Row) => Object.keys(problemsOf(row)).length > 0
/** Rows whose upload has ended, one way or another, count fully towards the overall progress. */
export const ENDED: ReadonlySet<RowState> = new Set(['added', 'unlinked', 'linking', 'failed', 'duplicate'])
/** The rows whose links may change or be applied: planned, and in the batch's review. */
export const PLANNED: ReadonlySet<RowState> = new Set(['ready', 'failed', 'queued', 'unlinked'])
