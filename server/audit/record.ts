// The audit log's one writer: every change made through the API adds a row here in the transaction of the change,
// so a change that rolls back leaves no row and a row never names a change that did not happen.
import type { Kysely, Transaction } from 'kysely'
import {
  auditDiff,
  auditEntityName,
  auditSides,
  type AuditAction,
  type AuditEntity,
  type AuditValues
} from '../../src/contracts/audit'
import type { DB } from '../db/schema'
import { deviceName } from './device'

export { auditDiff, SECRET_MARK, type AuditValues } from '../../src/contracts/audit'

/**
 * Who made a change and through which request. A Fastify request is one as it is; services take this shape so
 * that they need no Fastify (null: the server itself, or a request that has none of it).
 */
export type AuditOrigin = {
  user?: { id: number } | null
  apiKeyId?: number | null
  id?: string
  ip?: string
  /** A session's audit row is named by the device in its user agent. */
  headers?: { 'user-agent'?: string }
}

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
  /** before and after summarise a change of many rows (a bulk change, an undo): stored as given, not diffed. */
  summary?: boolean
  /** The entity's name as it is now; by default read from after (or before) by nameOf. */
  name?: string | null
}

function entityName(request: AuditOrigin | null, entry: AuditEntry): string | null {
  if (entry.name !== undefined) return entry.name
  if (entry.entity === 'session') return deviceName(request?.headers?.['user-agent'])
  if (entry.summary) return null
  return auditEntityName(entry.after) ?? auditEntityName(entry.before)
}

const json = (value: AuditValues | null) => (value === null ? null : JSON.stringify(value))

/**
 * Writes one audit row with `trx`, which must be the transaction of the change itself (or the database for a
 * change that is a single statement already made, like a failed sign-in that changes nothing).
 * Signature for other routes: `await recordAudit(trx, request, { action, entity, entityId, before, after })`.
 */
export async function recordAudit(
  trx: Kysely<DB> | Transaction<DB>,
  request: AuditOrigin | null,
  entry: AuditEntry
): Promise<void> {
  const diff = (entry.summary ? auditSides : auditDiff)(entry.before, entry.after)
  // A save that changed nothing (the track form saves its catalogue part with its fields) is no change to log.
  if (
    entry.action === 'update' &&
    entry.before &&
    entry.after &&
    diff.after &&
    !Object.keys(diff.after).length
  )
    return
  await trx
    .insertInto('audit_log')
    .values({
      created_at: new Date().toISOString(),
      user_id: entry.userId !== undefined ? entry.userId : (request?.user?.id ?? null),
      api_key_id: entry.apiKeyId !== undefined ? entry.apiKeyId : (request?.apiKeyId ?? null),
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      entity_name: entityName(request, entry),
      before: json(diff.before),
      after: json(diff.after),
      request_id: request?.id ?? null,
      ip: request?.ip ?? null
    })
    .execute()
}

/** A user row as the audit log shows it: a password hash only says that a password is set (or changed). */
export function auditedUser(row: Record<string, unknown>): AuditValues {
  const { id: _id, created_at: _created, last_active_at: _active, password_hash, ...fields } = row
  return password_hash ? { ...fields, password_hash } : fields
}
