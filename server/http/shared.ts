// Helpers shared by the admin routes: the error schema, id params, and list queries decoded by the list contract.
import { z } from 'zod'
import { decodeListQuery, idSchema, type ListQuery, type ParamsOf } from '../../src/contracts/list'
import { HttpError } from '../errors'
import { assertNoNul } from './noNul'

export { oneOf, pageEnvelope, pageMetaSchema, pageOf } from '../../src/contracts/list'
export { assertNoNul, findNul } from './noNul'

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

export const now = () => new Date().toISOString()
