// The audit log's call (GET /admin/v2/audit) on the one HTTP client: one keyset page, older than `before`.
import { http } from '@/auth/http'
import { AUDIT_PATH, auditListQuery, type AuditListParams, type AuditPage } from '@/contracts/audit'
import { encodeListQuery } from '@/contracts/list'

export async function fetchAuditPage(
  params: AuditListParams,
  before: number | null,
  signal?: AbortSignal
): Promise<AuditPage> {
  const query = encodeListQuery(auditListQuery, 'http', params)
  const response = await http.get<AuditPage>(AUDIT_PATH, {
    params: before === null ? query : { ...query, before },
    signal
  })
  return response.data
}
