// Helpers shared by the admin routes: the error schema, id params, and list queries decoded by the list contract.
import { z } from 'zod'
import { decodeListQuery, idSchema, type ListQuery, type ParamsOf } from '../../src/contracts/list'
import { HttpError } from '../errors'

export { oneOf, pageEnvelope, pageMetaSchema, pageOf } from '../../src/contracts/list'

export const errorSchema = z.object({ error: z.string(), details: z.array(z.unknown()).optional() })
export const errorResponses = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema }

export const idParams = z.object({ id: idSchema })

/** The list params of a request's query (src/contracts/list.ts), or the 400 the fake database answers too. */
export function listParams<L extends ListQuery>(list: L, query: unknown): ParamsOf<L> {
  const decoded = decodeListQuery(list, 'http', (query ?? {}) as Record<string, unknown>)
  if (!decoded.ok) throw new HttpError(decoded.status, decoded.body.error, decoded.body.details)
  // The filters JSON may spell U+0000 as an escape, which only its parsing turns into the character.
  assertNoNul(decoded.params.filters, 'filters')
  return decoded.params
}

const NUL = '\u0000'

/** The path of the first string holding U+0000 in a parsed body or query, or null. */
export function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null
  if (value === null || typeof value !== 'object') return null
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (key.includes(NUL)) return [...path, key]
    const found = findNul(item, [...path, key])
    if (found) return found
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

export const now = () => new Date().toISOString()
