// Demo mode's audit log (/admin/v2/audit) on the server's audit service, as server/audit/routes.ts answers it:
// newest first in keyset pages (`before` = the last id seen), and the same filters as a CSV export. Every hosted
// write records its row there, in the write's transaction, as on the server.
import type MockAdapter from 'axios-mock-adapter'
import { AUDIT_PATH, auditCursorSchema, auditListQuery } from '@/contracts/audit'
import { CSV_FIELDS } from '@/contracts/csv'
import { auditExportChunk, auditPage } from '../../../../server/audit/service'
import { csvChunks, keysetChunks } from '../../../../server/export/chunks'
import { exact, listParams, query, registerRoutes, type FakeRoute } from '../request'
import { csvAnswer, hosted } from './hosted'

export const listAudit = hosted(false, async (host, req) => {
  const decoded = listParams(auditListQuery, req)
  if (!decoded.ok) return decoded.response
  const raw = query(req).before
  let before: number | undefined
  if (raw !== undefined && raw !== '') {
    const parsed = auditCursorSchema.safeParse(raw)
    if (!parsed.success) return [400, { error: parsed.error.issues[0].message }]
    before = parsed.data
  }
  return [200, await auditPage(host.db, decoded.params.filters, decoded.params.per_page, before)]
})

export const exportAudit = hosted(false, async (host, req) => {
  const decoded = listParams(auditListQuery, req)
  if (!decoded.ok) return decoded.response
  const chunks = keysetChunks(auditExportChunk(host.db, decoded.params.filters))
  return csvAnswer(csvChunks(CSV_FIELDS.audit, chunks))
})

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
