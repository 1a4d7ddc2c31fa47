// Reading the audit log (its one writer is record.ts): the rows that match a list's filters, older than a cursor,
// newest first, with the acting user's name and key's name. The id order is the keyset, so a deep page costs what the first does.
import type { Kysely } from 'kysely'
import { dayAfter, type AuditFilters } from '../../src/contracts/audit'
import type { DB } from '../db/schema'

export function auditRows(db: Kysely<DB>, filters: AuditFilters, before: number | undefined, limit: number) {
  let query = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('api_keys as k', 'k.id', 'a.api_key_id')
    .selectAll('a')
    .select(['u.full_name as user_name', 'k.name as api_key_name', 'k.prefix as api_key_prefix'])
  if (before !== undefined) query = query.where('a.id', '<', before)
  if (filters.user_id !== undefined) query = query.where('a.user_id', '=', filters.user_id)
  if (filters.entity) query = query.where('a.entity', '=', filters.entity)
  if (filters.action) query = query.where('a.action', '=', filters.action)
  if (filters.entity_id) query = query.where('a.entity_id', '=', filters.entity_id)
  if (filters.date_from) query = query.where('a.created_at', '>=', filters.date_from)
  if (filters.date_to) query = query.where('a.created_at', '<', dayAfter(filters.date_to))
  return query.orderBy('a.id', 'desc').limit(limit).execute()
}

export type AuditRow = Awaited<ReturnType<typeof auditRows>>[number]
