// Helpers shared by the admin routes: the error schema, page envelopes, id params and the `filters` JSON.
import { z, type ZodType } from 'zod'
import { MAX_PER_PAGE, pageQuerySchema } from '../../src/contracts/music'
import { badRequest, zodError } from '../errors'

export const errorSchema = z.object({ error: z.string(), details: z.array(z.unknown()).optional() })
export const errorResponses = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema }

/** The largest id either engine stores (PostgreSQL `integer`, `serial`). */
export const MAX_ID = 2_147_483_647

/**
 * A whole number in a URL (path or query): plain decimal digits only. Number() would also take "0x1", "1e3",
 * " 7" or "" and turn them into other ids.
 */
export function decimalParam(
  name: string,
  options: { min?: number; max?: number; minMessage?: string; maxMessage?: string } = {}
) {
  const { min = 1, max = MAX_ID } = options
  return z
    .string({ message: `${name} must be a number` })
    .superRefine((value, ctx) => {
      if (/^\d{1,16}$/.test(value)) return
      // "1.5", "1e3", "0x1", "-2" are numbers to Number() but not ids; words are not numbers at all.
      const numeric = /^[-+]?(0x[0-9a-f]+|\d*\.?\d+(e[-+]?\d+)?)$/i.test(value.trim())
      ctx.addIssue({
        code: 'custom',
        message: numeric
          ? `${name} must be a whole number written in plain digits`
          : `${name} must be a number`
      })
    })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, options.minMessage ?? `${name} must be a positive number`)
        .max(max, options.maxMessage ?? `${name} is too large`)
    )
}

/** A record id in a URL: 1 to MAX_ID, digits only. */
export const idParam = (name = 'The id') => decimalParam(name)

export const idParams = z.object({ id: idParam() })

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

/** page and per_page of every list, as pageQuerySchema says, but digits only. */
export const pageQuery = pageQuerySchema.extend({
  page: decimalParam('Page', {
    max: 1_000_000_000,
    minMessage: 'Page must be 1 or more',
    maxMessage: 'Page must be at most 1000000000'
  }).default(1),
  per_page: decimalParam('per_page', {
    max: MAX_PER_PAGE,
    minMessage: `per_page must be between 1 and ${MAX_PER_PAGE}`,
    maxMessage: `per_page must be between 1 and ${MAX_PER_PAGE}`
  }).default(10)
})

export const listQuery = pageQuery.extend({
  filters: z.string().max(2000, 'filters is too long').optional().describe('A JSON object of filters')
})

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
  throw badRequest(`${field ? `${field}: ` : ''}Text must not contain the NUL character (U+0000).`, [
    { path: path.join('.'), message: 'Text must not contain the NUL character (U+0000)' }
  ])
}

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
  assertNoNul(value, 'filters')
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw zodError(parsed.error, 'filters')
  return parsed.data
}

export const now = () => new Date().toISOString()
