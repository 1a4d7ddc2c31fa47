// Bulk edits with undo (issue 15 §1): one request changes many tracks (or users) chosen by ids or by the list's
// filters; the answer carries the id of an undo that restores exactly the previous values.
import { z } from 'zod'
import { genreSlugField, isoDate, TRACK_STATUSES, USER_ROLES, USER_STATUSES } from './music'
import { rowIdSchema } from './list'

/** The most ids one request may name; a larger selection is sent as the list's filters. */
export const BULK_MAX_IDS = 10_000
/** How long an undo stays possible on the server (the toast offers it for 30 seconds; the audit log and the tracks screen for all of it). */
export const UNDO_WINDOW_MS = 10 * 60 * 1000
/** The toast's own window. */
export const UNDO_TOAST_MS = 30 * 1000

export const BULK_PATHS = {
  tracks: '/admin/v2/tracks/bulk',
  tracksDelete: '/admin/v2/tracks/bulk/delete',
  tracksUndo: (id: number | string) => `/admin/v2/tracks/bulk/${id}/undo`,
  users: '/admin/v2/users/bulk',
  usersUndo: (id: number | string) => `/admin/v2/users/bulk/${id}/undo`
} as const

/** The fields that make sense for many tracks at once; a field left out stays as it is on every track. */
export const trackBulkChangesSchema = z
  .object({
    genre: genreSlugField('Choose a genre from the list').optional(),
    status: z.enum(TRACK_STATUSES, { message: 'Status must be published or draft' }).optional(),
    explicit: z.boolean({ message: 'explicit must be true or false' }).optional(),
    artist: z
      .string({ message: 'Artist must be text' })
      .trim()
      .min(1, 'Artist is required')
      .max(200, 'Artist must be at most 200 characters')
      .optional(),
    album: z
      .string({ message: 'Album must be text' })
      .trim()
      .max(200, 'Album must be at most 200 characters')
      .optional(),
    release_date: isoDate.nullable().optional()
  })
  .strict()
  .refine((c) => Object.values(c).some((v) => v !== undefined), {
    message: 'Choose at least one field to change'
  })
export type TrackBulkChanges = z.infer<typeof trackBulkChangesSchema>
export const TRACK_BULK_FIELDS = ['genre', 'status', 'explicit', 'artist', 'album', 'release_date'] as const
export type TrackBulkField = (typeof TRACK_BULK_FIELDS)[number]

export const userBulkChangesSchema = z
  .object({
    role: z.enum(USER_ROLES, { message: 'Unknown role' }).optional(),
    status: z.enum(USER_STATUSES, { message: 'Unknown status' }).optional()
  })
  .strict()
  .refine((c) => c.role !== undefined || c.status !== undefined, {
    message: 'Choose at least one field to change'
  })
export type UserBulkChanges = z.infer<typeof userBulkChangesSchema>

/**
 * Which rows: `ids`, or `filters` as the list sends them (an object or its JSON text), decoded by the list
 * contract exactly as the list route decodes its `filters` query, so "all N matching" is the list's N.
 */
export const bulkSelectionShape = {
  ids: z
    .array(rowIdSchema('Each id'), { message: 'ids must be a list of ids' })
    .min(1, 'Select at least one row')
    .max(BULK_MAX_IDS, `Select at most ${BULK_MAX_IDS} rows by id; use the filters for more`)
    .optional(),
  filters: z.union([z.string(), z.record(z.string(), z.unknown())]).optional()
}
const oneSelection = (b: { ids?: unknown; filters?: unknown }) =>
  (b.ids === undefined) !== (b.filters === undefined)
const oneSelectionMessage = { message: 'Send either ids or filters' }

export const trackBulkEditSchema = z
  .object({ ...bulkSelectionShape, changes: trackBulkChangesSchema })
  .strict()
  .refine(oneSelection, oneSelectionMessage)
export type TrackBulkEdit = z.input<typeof trackBulkEditSchema>

export const bulkDeleteSchema = z
  .object(bulkSelectionShape)
  .strict()
  .refine(oneSelection, oneSelectionMessage)
export type BulkDelete = z.input<typeof bulkDeleteSchema>

export const userBulkEditSchema = z
  .object({ ...bulkSelectionShape, changes: userBulkChangesSchema })
  .strict()
  .refine(oneSelection, oneSelectionMessage)
export type UserBulkEdit = z.input<typeof userBulkEditSchema>

export const bulkResultSchema = z.object({
  /** Rows whose stored values changed (or that were deleted). */
  changed: z.number().int(),
  /** The undo's id, or null when nothing changed. */
  undo_id: z.number().int().nullable(),
  undo_expires_at: z.string().nullable(),
  /** Rows selected but left alone (your own account in a users edit). */
  skipped: z.array(z.number().int())
})
export type BulkResult = z.infer<typeof bulkResultSchema>

export const undoResultSchema = z.object({
  restored: z.number().int(),
  /** Rows changed (or deleted, or re-created) by someone else since the bulk edit: left as they are. */
  skipped: z.number().int(),
  skipped_ids: z.array(z.number().int())
})
export type UndoResult = z.infer<typeof undoResultSchema>

export const BULK_MESSAGES = {
  undoGone: 'This change can no longer be undone.',
  undoDone: 'This change was undone already.'
} as const
