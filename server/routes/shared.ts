// Helpers shared by the admin routes: the error schema, page envelopes, id params and the `filters` JSON.
import { z, type ZodType } from 'zod'
import { pageQuerySchema } from '../../src/contracts/music'
import { badRequest, zodError } from '../errors'

export const errorSchema = z.object({ error: z.string(), details: z.array(z.unknown()).optional() })
export const errorResponses = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema }

export const idParams = z.object({
  id: z.coerce
    .number({ message: 'The id must be a number' })
    .int('The id must be a whole number')
    .positive('The id must be a positive number')
    .max(2_147_483_647, 'The id is too large')
})

export const pageMetaSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  total_estimated: z
    .literal(true)
    .optional()
    .describe(
      "Present when total is the database planner's estimate (PostgreSQL, keywords with many matches)"
    )
})
export const pageOf = <T extends ZodType>(item: T) =>
  z.object({ data: z.array(item), page_meta: pageMetaSchema })
export const oneOf = <T extends ZodType>(item: T) => z.object({ data: item })

export const listQuery = pageQuerySchema.extend({
  filters: z.string().max(2000, 'filters is too long').optional().describe('A JSON object of filters')
})

/** Parses the `filters` query parameter (JSON) with the given schema; absent or empty means no filters. */
export function parseFilters<T extends ZodType>(raw: string | undefined, schema: T): z.output<T> {
  let value: unknown = {}
  if (raw !== undefined && raw.trim() !== '') {
    try {
      value = JSON.parse(raw)
    } catch {
      throw badRequest('filters must be a JSON object, for example {"keyword":"love"}.')
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      throw badRequest('filters must be a JSON object, for example {"keyword":"love"}.')
    // Clients often send empty strings for unset filters.
    value = Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== '' && v !== null)
    )
  }
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw zodError(parsed.error, 'filters')
  return parsed.data
}

export const now = () => new Date().toISOString()
