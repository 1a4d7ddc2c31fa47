// The audit log's one writer: every change made through the API adds a row here in the transaction of the change,
// so a change that rolls back leaves no row and a row never names a change that did not happen.
import type { FastifyRequest } from 'fastify'
import type { Kysely, Transaction } from 'kysely'
import type { AuditAction, AuditEntity } from '../../src/contracts/audit'
import type { DB } from '../db/schema'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the API-key authentication (issue 15 §5) when a key, not a person, makes the request. */
    apiKeyId?: number | null
  }
}

export type AuditValues = Record<string, unknown>

export type AuditEntry = {
  action: AuditAction
  entity: AuditEntity
  entityId?: number | string | null
  /** The entity before the change (null when it is created); only the fields that changed are stored. */
  before?: AuditValues | null
  /** The entity after the change (null when it is deleted); only the fields that changed are stored. */
  after?: AuditValues | null
  /** Who acted, when the request has no signed-in user yet (sign-in, registration). */
  userId?: number | null
  /** The API key that acted; defaults to `request.apiKeyId`. */
  apiKeyId?: number | null
}

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

const json = (value: AuditValues | null) => (value === null ? null : JSON.stringify(value))

/**
 * Writes one audit row with `trx`, which must be the transaction of the change itself (or the database for a
 * change that is a single statement already made, like a failed sign-in that changes nothing).
 * Signature for other routes: `await recordAudit(trx, request, { action, entity, entityId, before, after })`.
 */
export async function recordAudit(
  trx: Kysely<DB> | Transaction<DB>,
  request: FastifyRequest | null,
  entry: AuditEntry
): Promise<void> {
  const diff = auditDiff(entry.before, entry.after)
  await trx
    .insertInto('audit_log')
    .values({
      created_at: new Date().toISOString(),
      user_id: entry.userId !== undefined ? entry.userId : (request?.user?.id ?? null),
      api_key_id: entry.apiKeyId !== undefined ? entry.apiKeyId : (request?.apiKeyId ?? null),
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      before: json(diff.before),
      after: json(diff.after),
      request_id: request?.id ?? null,
      ip: request?.ip ?? null
    })
    .execute()
}
