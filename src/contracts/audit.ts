// The audit log's contract (issue 15 §3): what the server records, what GET /admin/v2/audit answers, and the
// filters of /music/audit. The fake database records the demo session's own changes with the same shapes.
import { z } from 'zod'
import { listQuerySchema, rowIdSchema, type ParamsOf } from './list'

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'bulk_update',
  'bulk_delete',
  'undo',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'register',
  'refresh',
  'password_change',
  'sessions_revoke',
  'playlist_tracks_add',
  'playlist_tracks_remove',
  'playlist_tracks_reorder',
  'plays_ingest',
  'upload',
  'api_key_create',
  'api_key_revoke'
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_ENTITIES = ['track', 'playlist', 'user', 'session', 'play_history', 'api_key'] as const
export type AuditEntity = (typeof AUDIT_ENTITIES)[number]

export const AUDIT_PATH = '/admin/v2/audit'

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  user_id: z.number().int().nullable(),
  /** The acting user's name when the user still exists. */
  user_name: z.string().nullable(),
  api_key_id: z.number().int().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  request_id: z.string().nullable(),
  ip: z.string().nullable()
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')

export const auditFiltersSchema = z
  .object({
    user_id: rowIdSchema('user_id').optional(),
    entity: z.enum(AUDIT_ENTITIES, { message: 'Unknown entity' }).optional(),
    action: z.enum(AUDIT_ACTIONS, { message: 'Unknown action' }).optional(),
    entity_id: z.string().trim().max(40).optional(),
    date_from: isoDate.optional(),
    date_to: isoDate.optional()
  })
  .strict()
export type AuditFilters = z.infer<typeof auditFiltersSchema>

/**
 * GET /admin/v2/audit: newest first, always. Pages are keyset pages: `before` is the id of the last row seen
 * (page and sort are not used), so a page deep in millions of rows costs what the first one does.
 */
export const auditListQuery = listQuerySchema({
  sortFields: ['id'],
  defaultSort: 'id',
  defaultDir: 'desc',
  defaultPerPage: 25,
  filters: auditFiltersSchema,
  urlKeys: { user_id: 'user', date_from: 'from', date_to: 'to' }
})
export type AuditListParams = ParamsOf<typeof auditListQuery>

export const auditCursorSchema = rowIdSchema('before')

export const auditPageSchema = z.object({
  data: z.array(auditEntrySchema),
  /** The `before` of the next (older) page, or null on the last page. */
  next_before: z.number().int().nullable()
})
export type AuditPage = z.infer<typeof auditPageSchema>

/** First day after date_to, as the lower bound of what date_to excludes. */
export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}
