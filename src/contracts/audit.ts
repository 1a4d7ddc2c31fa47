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
  'api_key_revoke',
  'merge',
  'submit_for_review',
  'withdraw',
  'schedule',
  'go_live',
  'take_down',
  'reinstate',
  'webhook_create',
  'webhook_delete',
  'webhook_resend'
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_ENTITIES = [
  'track',
  'artist',
  'release',
  'genre',
  'playlist',
  'user',
  'session',
  'play_history',
  'api_key',
  'webhook'
] as const
export type AuditEntity = (typeof AUDIT_ENTITIES)[number]

export type AuditValues = Record<string, unknown>

/** Fields never written to the log; a change of one shows as this mark on both sides. */
const SECRET_FIELDS = new Set([
  'password',
  'password_hash',
  'token',
  'token_hash',
  'refreshToken',
  'key_hash'
])
export const SECRET_MARK = '••••••'
/** Bookkeeping that changes with every write and says nothing about what changed. */
const IGNORED_FIELDS = new Set(['updated_at'])

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

function clean(values: AuditValues): AuditValues {
  const out: AuditValues = {}
  for (const [key, value] of Object.entries(values)) {
    if (IGNORED_FIELDS.has(key) || value === undefined) continue
    out[key] = SECRET_FIELDS.has(key) ? SECRET_MARK : value
  }
  return out
}

/**
 * The fields that differ between two versions of an entity, each side holding only those fields. A create has
 * no before and a delete no after: the other side is stored whole (secrets masked).
 */
export function auditDiff(
  before: AuditValues | null | undefined,
  after: AuditValues | null | undefined
): { before: AuditValues | null; after: AuditValues | null } {
  if (!before || !after) return { before: before ? clean(before) : null, after: after ? clean(after) : null }
  const b: AuditValues = {}
  const a: AuditValues = {}
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (IGNORED_FIELDS.has(key) || !(key in after) || same(before[key], after[key])) continue
    b[key] = SECRET_FIELDS.has(key) ? SECRET_MARK : (before[key] ?? null)
    a[key] = SECRET_FIELDS.has(key) ? SECRET_MARK : (after[key] ?? null)
  }
  return { before: b, after: a }
}

/**
 * Both sides as given (secrets masked): the summary of a bulk change or its undo, which is not two versions of one
 * entity, so diffing its sides would drop what it says.
 */
export function auditSides(
  before: AuditValues | null | undefined,
  after: AuditValues | null | undefined
): { before: AuditValues | null; after: AuditValues | null } {
  return { before: before ? clean(before) : null, after: after ? clean(after) : null }
}

const NAME_FIELDS = ['title', 'name', 'full_name', 'email'] as const
const NAME_MAX_LENGTH = 200

/** The name an entity goes by in its values: a track's title, a playlist's or key's name, a user's name. */
export function auditEntityName(values: AuditValues | null | undefined): string | null {
  for (const field of NAME_FIELDS) {
    const value = values?.[field]
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, NAME_MAX_LENGTH)
  }
  return null
}

/** A bulk change keeps each row's previous values in its audit row when it changed at most this many rows. */
export const BULK_AUDIT_SAMPLE = 100
const ROW_KEY = /^#(\d+)$/

/**
 * The before side of a bulk change: the count under `noun`, and when there are few rows, each row's previous
 * values under `#<id>`.
 */
export function bulkBefore(
  noun: 'tracks' | 'users',
  count: number,
  rows: readonly { id: number; values: AuditValues }[]
): AuditValues {
  const out: AuditValues = { [noun]: count }
  if (count > BULK_AUDIT_SAMPLE) return out
  for (const row of [...rows].sort((a, b) => a.id - b.id)) out[`#${row.id}`] = row.values
  return out
}

/** The rows a bulk change's before side keeps (`#<id>` keys), and its other fields. */
export function splitBulkValues(values: AuditValues | null): {
  rows: { id: number; values: AuditValues }[]
  rest: AuditValues
} {
  const rows: { id: number; values: AuditValues }[] = []
  const rest: AuditValues = {}
  for (const [key, value] of Object.entries(values ?? {})) {
    const match = ROW_KEY.exec(key)
    if (match && value !== null && typeof value === 'object')
      rows.push({ id: Number(match[1]), values: value as AuditValues })
    else rest[key] = value
  }
  return { rows, rest }
}

export const AUDIT_PATH = '/admin/v2/audit'

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  user_id: z.number().int().nullable(),
  /** The acting user's name when the user still exists. */
  user_name: z.string().nullable(),
  api_key_id: z.number().int().nullable(),
  /** The key's name and the first characters of its secret, which its owner can recognise it by. */
  api_key_name: z.string().nullable(),
  api_key_prefix: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** What the entity was called at the time of the change (a session: its device). */
  entity_name: z.string().nullable(),
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
