// The tables keep their query in the URL under the names of the HTTP call (contracts/datatables), so a reload, a
// shared link or the back button shows the same rows. Values the contract refuses are dropped, not fatal.
import { datatableQuerySchema, type DatatableQuery, type DatatableSortColumn } from '@/contracts/datatables'

export type QueryKey = keyof DatatableQuery
export type QueryChange = { [K in QueryKey]?: DatatableQuery[K] | undefined }

const DEFAULTS = datatableQuerySchema.parse({})

/** The URL's query; a field the contract refuses falls back to its default (no filter). */
export function readDatatableQuery(search: URLSearchParams): DatatableQuery {
  const raw: Record<string, string> = Object.fromEntries(search)
  for (let attempt = 0; attempt < 16; attempt++) {
    const parsed = datatableQuerySchema.safeParse(raw)
    if (parsed.success) return parsed.data
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])]
  }
  return DEFAULTS
}

/**
 * The URL after a change: defaults are left out, and any change but the page's goes back to page 1 (the rows it
 * shows are another set).
 */
export function writeDatatableQuery(current: URLSearchParams, change: QueryChange): URLSearchParams {
  const next = new URLSearchParams(current)
  for (const [key, value] of Object.entries(change)) {
    const fallback = DEFAULTS[key as QueryKey]
    if (value === undefined || value === '' || value === fallback) next.delete(key)
    else next.set(key, String(value))
  }
  if (!('page' in change)) next.delete('page')
  if (!next.get('sortColumn')) next.delete('sort')
  return next
}

/** The HTTP query of the page call: the URL's query without the fields left empty. */
export function httpParams(query: DatatableQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params[key] = value
  return params
}

/** The sort after a click on a column header: ascending, then descending, then none. */
export function nextSort(
  query: DatatableQuery,
  column: DatatableSortColumn
): Pick<QueryChange, 'sortColumn' | 'sort'> {
  if (query.sortColumn !== column) return { sortColumn: column, sort: 'asc' }
  if (query.sort === 'asc') return { sortColumn: column, sort: 'desc' }
  return { sortColumn: undefined, sort: undefined }
}
