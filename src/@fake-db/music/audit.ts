// Demo mode's audit log: the demo session's own changes, recorded by the fake handlers with the server's contract
// (src/contracts/audit.ts) and listed by GET /admin/v2/audit newest first in keyset pages.
import type MockAdapter from 'axios-mock-adapter'
import {
  AUDIT_PATH,
  auditCursorSchema,
  auditDiff,
  auditEntityName,
  auditListQuery,
  auditSides,
  dayAfter,
  type AuditAction,
  type AuditEntity,
  type AuditEntry,
  type AuditFilters,
  type AuditValues
} from '@/contracts/audit'
import { CSV_FIELDS, csvText } from '@/contracts/csv'
import type { MockRequest, MockResponse } from '../mock'
import { accounts } from '../auth/data'
import { authenticatedUserId } from '../auth/requireAuth'
import { exact, invalid, listParams, query, registerRoutes, type FakeRoute } from './request'

export const auditLog: AuditEntry[] = []

export function recordFakeAudit(
  req: MockRequest,
  entry: {
    action: AuditAction
    entity: AuditEntity
    entityId?: number | string | null
    before?: AuditValues | null
    after?: AuditValues | null
    /** A bulk change's or undo's summary: stored as given, not diffed (as the server's recordAudit). */
    summary?: boolean
  }
): void {
  const userId = authenticatedUserId(req)
  const diff = (entry.summary ? auditSides : auditDiff)(entry.before, entry.after)
  auditLog.push({
    id: auditLog.length + 1,
    created_at: new Date().toISOString(),
    user_id: userId,
    user_name: accounts.find((a) => a.id === userId)?.fullName ?? null,
    api_key_id: null,
    api_key_name: null,
    api_key_prefix: null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    // As the server's recordAudit; a demo session's sign-in has no device to name.
    entity_name: entry.summary ? null : (auditEntityName(entry.after) ?? auditEntityName(entry.before)),
    before: diff.before,
    after: diff.after,
    request_id: null,
    ip: null
  })
}

/** The entries that match the filters, older than `before`, newest first. */
function filtered(filters: AuditFilters, before = Infinity): AuditEntry[] {
  return auditLog
    .filter(
      (e) =>
        e.id < before &&
        (filters.user_id === undefined || e.user_id === filters.user_id) &&
        (!filters.entity || e.entity === filters.entity) &&
        (!filters.action || e.action === filters.action) &&
        (!filters.entity_id || e.entity_id === filters.entity_id) &&
        (!filters.date_from || e.created_at >= filters.date_from) &&
        (!filters.date_to || e.created_at < dayAfter(filters.date_to))
    )
    .sort((a, b) => b.id - a.id)
}

export function listAudit(req: MockRequest): MockResponse {
  const decoded = listParams(auditListQuery, req)
  if (!decoded.ok) return decoded.response
  const raw = query(req).before
  let before = Infinity
  if (raw !== undefined && raw !== '') {
    const parsed = auditCursorSchema.safeParse(raw)
    if (!parsed.success) return invalid(parsed.error, 'query')
    before = parsed.data
  }
  const { filters, per_page } = decoded.params
  const rows = filtered(filters, before)
  const data = rows.slice(0, per_page)
  return [200, { data, next_before: rows.length > per_page ? data[data.length - 1].id : null }]
}

/** GET …/export: the filtered log as a CSV file made in the browser, before/after as JSON as the server stores them. */
export function exportAudit(req: MockRequest): MockResponse {
  const decoded = listParams(auditListQuery, req)
  if (!decoded.ok) return decoded.response
  const rows = filtered(decoded.params.filters).map((e) => ({
    ...e,
    before: e.before && JSON.stringify(e.before),
    after: e.after && JSON.stringify(e.after)
  }))
  return [200, csvText(CSV_FIELDS.audit, rows)]
}

export const routes: FakeRoute[] = [
  {
    method: 'get',
    path: exact(`${AUDIT_PATH}/export`),
    action: 'read',
    subject: 'Audit',
    handler: exportAudit
  },
  { method: 'get', path: exact(AUDIT_PATH), action: 'read', subject: 'Audit', handler: listAudit }
]

export function register(mock: MockAdapter): void {
  registerRoutes(mock, routes)
}
