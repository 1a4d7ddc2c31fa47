// A change that demo mode keeps outside the music host (the API keys, in localStorage like the other template areas)
// still goes to demo mode's one audit log: the host's audit_log, written by the server's audit writer, as the API
// server records its API keys' changes beside every other change.
import { recordAudit, type AuditEntry } from '../../../../server/audit/record'
import type { MockRequest } from '../../mock'
import { originOf } from './hosted'
import { musicHost } from './musicHost'

export async function recordHostedAudit(req: MockRequest, entry: AuditEntry): Promise<void> {
  const host = await musicHost()
  // Another tab keeps this demo's data, the audit log included.
  if (host.readOnly) return
  await recordAudit(host.db, originOf(req), entry)
  await host.written()
}
