// The audit log as administrators read it (issue 15 §3): keyset pages newest first, and the rows of its CSV export,
// whose before/after columns are the stored JSON text as it is.
import type { Kysely } from 'kysely'
import type { AuditEntry, AuditFilters, AuditPage } from '../../src/contracts/audit'
import type { DB } from '../db/schema'
import { auditRows, type AuditRow } from './repository'

const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as Record<string, unknown>))

const entryOf = (r: AuditRow): AuditEntry => ({
  id: r.id,
  created_at: r.created_at,
  user_id: r.user_id,
  user_name: r.user_name ?? null,
  api_key_id: r.api_key_id,
  api_key_name: r.api_key_name ?? null,
  api_key_prefix: r.api_key_prefix ?? null,
  action: r.action,
  entity: r.entity,
  entity_id: r.entity_id,
  entity_name: r.entity_name,
  before: parse(r.before),
  after: parse(r.after),
  request_id: r.request_id,
  ip: r.ip
})

/** One page of the filtered log after the cursor `before` (the last id of the previous page). */
export async function auditPage(
  db: Kysely<DB>,
  filters: AuditFilters,
  perPage: number,
  before: number | undefined
): Promise<AuditPage> {
  // One row more than the page tells whether there is a next one.
  const rows = await auditRows(db, filters, before, perPage + 1)
  const page = rows.slice(0, perPage)
  return { data: page.map(entryOf), next_before: rows.length > perPage ? page[page.length - 1].id : null }
}

/** The export's chunk reader: `limit` rows of the filtered log after the last row of the previous chunk. */
export const auditExportChunk =
  (db: Kysely<DB>, filters: AuditFilters) => (after: { id: number } | undefined, limit: number) =>
    auditRows(db, filters, after?.id, limit)
