// Where an audit entry's entity lives on screen. Deleted entities and bulk changes (whose id is the change's, not a
// row's) have no page to open.
import type { AuditEntry } from '@/contracts/audit'

const PAGES: Partial<Record<string, (id: string) => string>> = {
  track: (id) => `/music/tracks/${id}/edit`,
  playlist: (id) => `/music/playlists/${id}`,
  user: (id) => `/music/users/${id}`
}

const GONE_OR_MANY = new Set(['delete', 'bulk_update', 'bulk_delete', 'undo'])

/** The page of one row of an entity (a track in a bulk change's list), if the entity has pages. */
export function entityPath(entity: string, id: number | string): string | null {
  return PAGES[entity]?.(String(id)) ?? null
}

/** The page of the entry's entity, when it has one and still exists as far as the entry knows. */
export function entryPath(entry: Pick<AuditEntry, 'entity' | 'entity_id' | 'action'>): string | null {
  if (entry.entity_id === null || GONE_OR_MANY.has(entry.action)) return null
  return entityPath(entry.entity, entry.entity_id)
}
