// Undo of a bulk change after its toast has gone: the server keeps each undo for UNDO_WINDOW_MS, and the audit row
// of a bulk change names it (its entity id is the undo's id), so the audit log and the tracks screen offer it too.
import { useEffect, useState } from 'react'
import { http } from '@/auth/http'
import { AUDIT_PATH, auditListQuery, type AuditEntry, type AuditPage } from '@/contracts/audit'
import { BULK_PATHS, UNDO_WINDOW_MS, type UndoResult } from '@/contracts/bulk'
import { encodeListQuery } from '@/contracts/list'

export type UndoableEntity = 'track' | 'user'

const UNDOABLE_ACTIONS = new Set(['bulk_update', 'bulk_delete'])
const isUndoableEntity = (entity: string): entity is UndoableEntity => entity === 'track' || entity === 'user'
const undoKey = (entry: AuditEntry) => `${entry.entity}:${entry.entity_id}`

/** When the server stops keeping the undo of this bulk change; null for any other entry. */
export function undoDeadline(entry: AuditEntry): number | null {
  if (!UNDOABLE_ACTIONS.has(entry.action) || !isUndoableEntity(entry.entity) || entry.entity_id === null)
    return null
  return Date.parse(entry.created_at) + UNDO_WINDOW_MS
}

/** The bulk changes among `entries` that can still be undone at `now`: in the window, and not undone already. */
export function undoableEntries(entries: readonly AuditEntry[], now: number): AuditEntry[] {
  const undone = new Set(entries.filter((e) => e.action === 'undo').map(undoKey))
  return entries.filter((entry) => {
    const deadline = undoDeadline(entry)
    return deadline !== null && deadline > now && !undone.has(undoKey(entry))
  })
}

export async function undoBulkChange(entity: UndoableEntity, id: number): Promise<UndoResult> {
  const path = entity === 'track' ? BULK_PATHS.tracksUndo(id) : BULK_PATHS.usersUndo(id)
  const response = await http.post<{ data: UndoResult }>(path)
  return response.data.data
}

/** The newest bulk changes of one entity and their undos, as far back as an undo can reach. */
export async function fetchRecentBulkChanges(entity: UndoableEntity): Promise<AuditEntry[]> {
  const since = new Date(Date.now() - UNDO_WINDOW_MS).toISOString().slice(0, 10)
  const pages = await Promise.all(
    (['bulk_update', 'bulk_delete', 'undo'] as const).map((action) =>
      http.get<AuditPage>(AUDIT_PATH, {
        params: encodeListQuery(auditListQuery, 'http', {
          ...auditListQuery.defaults,
          per_page: 10,
          filters: { entity, action, date_from: since }
        })
      })
    )
  )
  return pages.flatMap((page) => page.data.data).sort((a, b) => b.id - a.id)
}

/** The current time, renewed every `everyMs`: what is still undoable changes as the clock moves. */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
