// Text holding U+0000 is refused: PostgreSQL cannot store it and SQLite silently cuts strings there. No Fastify here:
// demo mode's host (src/@fake-db/music/host) refuses the same requests in the browser.
import { HttpError } from '../httpError'

const NUL = '\u0000'

type Visit = { value: unknown; key: string | null; parent: Visit | null }

const pathOf = (visit: Visit | null): string[] => {
  const path: string[] = []
  for (let at = visit; at && at.key !== null; at = at.parent) path.push(at.key)
  return path.reverse()
}

/**
 * The path of the first string holding U+0000 in a parsed body or query, or null. It walks with a stack of its own,
 * not by recursion, and each step links to its parent instead of copying the path, so that no nesting of the data
 * can overflow the call stack or cost more than one visit per value.
 */
export function findNul(value: unknown): string[] | null {
  const pending: Visit[] = [{ value, key: null, parent: null }]
  while (pending.length > 0) {
    const visit = pending.pop()!
    const item = visit.value
    if (typeof item === 'string') {
      if (item.includes(NUL)) return pathOf(visit)
      continue
    }
    if (item === null || typeof item !== 'object') continue
    const entries = Object.entries(item as Record<string, unknown>)
    for (const [key] of entries) if (key.includes(NUL)) return [...pathOf(visit), key]
    // Pushed in reverse, so that the first field is looked at first.
    for (let i = entries.length - 1; i >= 0; i--)
      pending.push({ value: entries[i][1], key: entries[i][0], parent: visit })
  }
  return null
}

/**
 * PostgreSQL cannot store U+0000 in text (SQLite silently cuts strings there): text holding it is refused on both
 * engines, wherever it comes from (JSON body, query, path, filters, multipart fields).
 */
export function assertNoNul(value: unknown, where?: string): void {
  const path = findNul(value)
  if (!path) return
  const field = path.join('.') || where
  throw new HttpError(400, `${field ? `${field}: ` : ''}Text must not contain the NUL character (U+0000).`, [
    { path: path.join('.'), message: 'Text must not contain the NUL character (U+0000)' }
  ])
}
