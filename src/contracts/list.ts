// The one list contract (DESIGN.md §3): a list query (page, per_page, sort, filters) decoded by the same function
// from the URL (lenient: a bad value falls back to its default) and from an HTTP query (strict: a bad value is a
// 400 with one sentence), encoded back to either, and the { data, page_meta } envelope every list answers with.
import { z } from 'zod'
import { apiError, type ApiErrorBody } from './errors.ts'

/** The page sizes a list offers; the API itself accepts any size from 1 to MAX_PER_PAGE. */
export const PAGE_SIZES = [10, 25, 50, 100] as const
export const DEFAULT_PER_PAGE = 10
export const MAX_PER_PAGE = 100
export const MAX_PAGE = 1_000_000_000
export const KEYWORD_MAX = 200
export const SORT_DIRECTIONS = ['asc', 'desc'] as const
export type SortDir = (typeof SORT_DIRECTIONS)[number]

export const LIST_MESSAGES = {
  filtersJson: 'filters must be a JSON object, for example {"keyword":"love"}.',
  filtersTooLong: 'filters is too long'
} as const

/** The keyword of every list's filters: trimmed here, once, and nowhere else. */
export const keywordSchema = z
  .string({ message: 'Keyword must be text' })
  .trim()
  .max(KEYWORD_MAX, 'Keyword is too long')

/** The largest id either engine stores (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647

/** Text that Number() reads as a number although it is not plain digits: "1.5", "1e3", "0x1", "-2", " 7". */
const OTHER_NOTATION = /^\s*[-+]?(0x[0-9a-f]+|\d*\.?\d+(e[-+]?\d+)?)\s*$/i

/**
 * A whole number given as a number or as text of plain decimal digits (a path, a query, a form field). Number()
 * would also read "0x1", "1e3", " 7", [5] or true as numbers: `DELETE /tracks/0x1` deleted track 1.
 */
export function wholeNumberSchema(
  name: string,
  limits: { min: number; max: number; minMessage: string; maxMessage: string }
) {
  return z.preprocess(
    (value, ctx) => {
      if (typeof value !== 'string') return value
      if (/^-?\d{1,20}$/.test(value)) return Number(value)
      if (!OTHER_NOTATION.test(value)) return value
      // "1.5" is refused as not whole; "1e3", "0x1", "+2" or " 7" are whole numbers in a notation we do not read.
      if (!Number.isInteger(Number(value))) return Number(value)
      ctx.addIssue({ code: 'custom', message: `${name} must be written in plain digits` })
      return z.NEVER
    },
    z
      .number({ message: `${name} must be a number` })
      .int(`${name} must be a whole number`)
      .min(limits.min, limits.minMessage)
      .max(limits.max, limits.maxMessage)
  )
}

export const pageSchema = wholeNumberSchema('Page', {
  min: 1,
  max: MAX_PAGE,
  minMessage: 'Page must be 1 or more',
  maxMessage: `Page must be at most ${MAX_PAGE}`
})
export const perPageSchema = wholeNumberSchema('per_page', {
  min: 1,
  max: MAX_PER_PAGE,
  minMessage: `per_page must be between 1 and ${MAX_PER_PAGE}`,
  maxMessage: `per_page must be between 1 and ${MAX_PER_PAGE}`
})

/** A row id (1 to MAX_ID) in a path (/tracks/:id), a query (?id=) or a body; `name` starts its messages. */
export const rowIdSchema = (name: string) =>
  wholeNumberSchema(name, {
    min: 1,
    max: MAX_ID,
    minMessage: `${name} must be a positive number`,
    maxMessage: `${name} is too large`
  })

/** A row id in a path (/tracks/:id) or a query (?id=). */
export const idSchema = rowIdSchema('The id')

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
export type PageMeta = z.infer<typeof pageMetaSchema>

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), page_meta: pageMetaSchema })
export const oneOf = <T extends z.ZodType>(item: T) => z.object({ data: item })
export type Page<T> = { data: T[]; page_meta: PageMeta }
export type One<T> = { data: T }

/** The envelope of one page of a list: the rows, and where they sit in the whole. */
export function pageEnvelope<T>(
  data: T[],
  params: { page: number; per_page: number },
  total: number,
  estimated = false
): Page<T> {
  return {
    data,
    page_meta: {
      total,
      page: params.page,
      per_page: params.per_page,
      ...(estimated ? { total_estimated: true as const } : {})
    }
  }
}

/** The envelope of a list held in memory: the requested slice of all rows. */
export function pageFromRows<T>(rows: T[], params: { page: number; per_page: number }): Page<T> {
  const start = (params.page - 1) * params.per_page
  return pageEnvelope(rows.slice(start, start + params.per_page), params, rows.length)
}

type FilterShape = z.ZodRawShape
type SortFields = readonly [string, ...string[]]

export type ListQueryOptions<S extends SortFields, F extends FilterShape> = {
  sortFields: S
  defaultSort: S[number]
  defaultDir: SortDir
  /** The filters' strict object schema (refinements allowed), sent as JSON in the `filters` query parameter. */
  filters: z.ZodObject<F>
  /** The page sizes offered in the URL; the HTTP query accepts 1 to MAX_PER_PAGE. */
  pageSizes?: readonly number[]
  defaultPerPage?: number
  /** The URL name of a filter when it is not the filter's own (keyword → q). */
  urlKeys?: Partial<Record<keyof F & string, string>>
  /** The sentence of an unknown sort_by. */
  sortMessage?: string
}

export type ListParams<S extends string = string, Filters = Record<string, unknown>> = {
  page: number
  per_page: number
  sort_by: S
  sort_dir: SortDir
  filters: Filters
}

export type ListQuery<S extends SortFields = SortFields, F extends FilterShape = FilterShape> = {
  sortFields: S
  pageSizes: readonly number[]
  filters: z.ZodObject<F>
  defaults: ListParams<S[number], z.output<z.ZodObject<F>>>
  /** URL key of each field: page, per_page, sort (sort_by), dir (sort_dir) and every filter. */
  urlKeys: Record<string, string>
  /** The HTTP query as the API documents it (OpenAPI); decodeListQuery does the validating. */
  httpSchema: z.ZodObject<{
    page: z.ZodOptional<z.ZodString>
    per_page: z.ZodOptional<z.ZodString>
    sort_by: z.ZodOptional<z.ZodString>
    sort_dir: z.ZodOptional<z.ZodString>
    filters: z.ZodOptional<z.ZodString>
  }>
  sortSchema: z.ZodEnum
  dirSchema: z.ZodEnum
}

export type ParamsOf<L> =
  L extends ListQuery<infer S, infer F> ? ListParams<S[number], z.output<z.ZodObject<F>>> : never
export type FiltersOf<L> = L extends ListQuery<SortFields, infer F> ? z.output<z.ZodObject<F>> : never
export type SortFieldOf<L> = L extends ListQuery<infer S, FilterShape> ? S[number] : never

/** Describes one list: what it sorts by, what it filters on, its page sizes and how its URL names them. */
export function listQuerySchema<const S extends SortFields, F extends FilterShape>(
  options: ListQueryOptions<S, F>
): ListQuery<S, F> {
  const sortSchema = z.enum(options.sortFields as unknown as [string, ...string[]], {
    message: options.sortMessage ?? `sort_by must be one of ${options.sortFields.join(', ')}`
  })
  const dirSchema = z.enum(SORT_DIRECTIONS, { message: 'sort_dir must be asc or desc' })
  const defaultPerPage = options.defaultPerPage ?? DEFAULT_PER_PAGE
  const filterKeys = Object.keys(options.filters.shape)
  const urlKeys: Record<string, string> = {
    page: 'page',
    per_page: 'per_page',
    sort_by: 'sort',
    sort_dir: 'dir'
  }
  for (const key of filterKeys) urlKeys[key] = options.urlKeys?.[key as keyof F & string] ?? key
  return {
    sortFields: options.sortFields,
    pageSizes: options.pageSizes ?? PAGE_SIZES,
    filters: options.filters,
    defaults: {
      page: 1,
      per_page: defaultPerPage,
      sort_by: options.defaultSort,
      sort_dir: options.defaultDir,
      filters: {} as z.output<z.ZodObject<F>>
    },
    urlKeys,
    sortSchema,
    dirSchema,
    // Strings only: fastify passes the query through untouched and decodeListQuery validates it, as the fake
    // database does, so a bad value gets the same sentence from both.
    httpSchema: z.object({
      page: z.string().optional().describe('The page, from 1 (default 1)'),
      per_page: z
        .string()
        .optional()
        .describe(`Rows per page, 1 to ${MAX_PER_PAGE} (default ${defaultPerPage})`),
      sort_by: z
        .string()
        .optional()
        .describe(`${options.sortFields.join(', ')} (default ${options.defaultSort})`),
      sort_dir: z.string().optional().describe(`asc or desc (default ${options.defaultDir})`),
      filters: z
        .string()
        .optional()
        .describe(`A JSON object of filters: ${filterKeys.join(', ')}`)
    })
  }
}

const isBlank = (v: unknown) => v === undefined || v === null || v === ''

/** Filters without unset values: what the `filters` JSON and the URL carry. */
export function compactFilters<T extends object>(filters: T): Partial<T> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => !isBlank(v))) as Partial<T>
}

export type Decoded<P> = { ok: true; params: P } | { ok: false; status: 400; body: ApiErrorBody }

function parseFiltersValue(raw: unknown): { ok: true; value: Record<string, unknown> } | { ok: false } {
  let value: unknown = raw ?? {}
  if (typeof raw === 'string') {
    if (raw.trim() === '') return { ok: true, value: {} }
    try {
      value = JSON.parse(raw)
    } catch {
      return { ok: false }
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { ok: false }
  // A cleared input sends "" (or null): no filter.
  return { ok: true, value: compactFilters(value as Record<string, unknown>) }
}

/**
 * One HTTP query (`page`, `per_page`, `sort_by`, `sort_dir`, `filters` JSON) to list params, as the API server
 * and the fake database both read it. Unset values take the list's defaults; anything malformed is a 400 whose
 * sentence is the same on both.
 */
const pagingSchemas = new WeakMap<ListQuery, z.ZodType>()

/** The page, size and sort of a list's HTTP query, built once per list: zod compiles a schema on its first use. */
function pagingSchema(list: ListQuery) {
  let schema = pagingSchemas.get(list)
  if (!schema) {
    schema = z.object({
      page: pageSchema.default(1),
      per_page: perPageSchema.default(list.defaults.per_page),
      sort_by: list.sortSchema.default(list.defaults.sort_by),
      sort_dir: list.dirSchema.default(list.defaults.sort_dir)
    })
    pagingSchemas.set(list, schema)
  }
  return schema as z.ZodType<{ page: number; per_page: number; sort_by: string; sort_dir: 'asc' | 'desc' }>
}

export function decodeHttpListQuery<L extends ListQuery>(
  list: L,
  query: Record<string, unknown>
): Decoded<ParamsOf<L>> {
  const value = (key: string) => (isBlank(query[key]) ? undefined : query[key])
  const fields = pagingSchema(list).safeParse({
    page: value('page'),
    per_page: value('per_page'),
    sort_by: value('sort_by'),
    sort_dir: value('sort_dir')
  })
  if (!fields.success) return { ok: false, status: 400, body: apiError(fields.error, 'query') }
  const raw = query.filters
  if (typeof raw === 'string' && raw.length > 2000)
    return { ok: false, status: 400, body: { error: `${LIST_MESSAGES.filtersTooLong}.` } }
  const json = parseFiltersValue(raw)
  if (!json.ok) return { ok: false, status: 400, body: { error: LIST_MESSAGES.filtersJson } }
  const filters = list.filters.safeParse(json.value)
  if (!filters.success) return { ok: false, status: 400, body: apiError(filters.error, 'filters') }
  return { ok: true, params: { ...fields.data, filters: filters.data } as ParamsOf<L> }
}

/** List params from a URL's query string: anything malformed or not offered falls back to its default. */
export function decodeUrlListQuery<L extends ListQuery>(list: L, search: URLSearchParams): ParamsOf<L> {
  const get = (field: string) => {
    const v = search.get(list.urlKeys[field])
    return v === null || v.trim() === '' ? undefined : v
  }
  const page = pageSchema.safeParse(get('page'))
  const perPage = Number(get('per_page'))
  const sortBy = list.sortSchema.safeParse(get('sort_by'))
  const sortDir = list.dirSchema.safeParse(get('sort_dir'))
  const filters: Record<string, unknown> = {}
  for (const [key, schema] of Object.entries(list.filters.shape)) {
    const raw = get(key)
    if (raw === undefined) continue
    let parsed = (schema as z.ZodType).safeParse(raw)
    // A keyword longer than allowed is cut rather than dropped.
    if (!parsed.success && key === 'keyword')
      parsed = (schema as z.ZodType).safeParse(raw.slice(0, KEYWORD_MAX))
    if (parsed.success && !isBlank(parsed.data)) filters[key] = parsed.data
  }
  return {
    page: page.success ? page.data : 1,
    per_page: list.pageSizes.includes(perPage) ? perPage : list.defaults.per_page,
    sort_by: sortBy.success ? sortBy.data : list.defaults.sort_by,
    sort_dir: sortDir.success ? sortDir.data : list.defaults.sort_dir,
    filters
  } as ParamsOf<L>
}

export function decodeListQuery<L extends ListQuery>(
  list: L,
  from: 'url',
  source: URLSearchParams
): ParamsOf<L>
export function decodeListQuery<L extends ListQuery>(
  list: L,
  from: 'http',
  source: Record<string, unknown>
): Decoded<ParamsOf<L>>
export function decodeListQuery<L extends ListQuery>(
  list: L,
  from: 'url' | 'http',
  source: URLSearchParams | Record<string, unknown>
): ParamsOf<L> | Decoded<ParamsOf<L>> {
  return from === 'url'
    ? decodeUrlListQuery(list, source as URLSearchParams)
    : decodeHttpListQuery(list, source as Record<string, unknown>)
}

/** List params to the HTTP query every list endpoint reads. */
export function encodeHttpListQuery(params: ListParams): Record<string, string | number> {
  return {
    page: params.page,
    per_page: params.per_page,
    sort_by: params.sort_by,
    sort_dir: params.sort_dir,
    filters: JSON.stringify(compactFilters(params.filters as object))
  }
}

export type ListChange = Partial<Omit<ListParams, 'filters'>> & { filters?: Record<string, unknown> }

/**
 * Applies a change of list params to a URL query string: a value set is written, an unset one removed. Any
 * change but the page's goes back to page 1, and page 1 is never written.
 */
export function encodeUrlListQuery(
  list: ListQuery,
  current: URLSearchParams,
  change: ListChange
): URLSearchParams {
  const next = new URLSearchParams(current)
  const write = (field: string, value: unknown) => {
    const key = list.urlKeys[field]
    if (!key) return
    if (isBlank(value)) next.delete(key)
    else next.set(key, String(value))
  }
  for (const field of ['page', 'per_page', 'sort_by', 'sort_dir'] as const)
    if (field in change) write(field, change[field])
  for (const [field, value] of Object.entries(change.filters ?? {})) write(field, value)
  if (!('page' in change)) next.delete(list.urlKeys.page)
  if (next.get(list.urlKeys.page) === '1') next.delete(list.urlKeys.page)
  return next
}

export function encodeListQuery(
  list: ListQuery,
  to: 'url',
  params: ListChange,
  current?: URLSearchParams
): URLSearchParams
export function encodeListQuery(
  list: ListQuery,
  to: 'http',
  params: ListParams
): Record<string, string | number>
export function encodeListQuery(
  list: ListQuery,
  to: 'url' | 'http',
  params: ListChange | ListParams,
  current: URLSearchParams = new URLSearchParams()
): URLSearchParams | Record<string, string | number> {
  return to === 'url'
    ? encodeUrlListQuery(list, current, params as ListChange)
    : encodeHttpListQuery(params as ListParams)
}
