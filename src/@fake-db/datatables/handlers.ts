// The data tables (spec §7):
//   GET /api/datatables/initial-data → 200 { allData }                    every row
//   GET /api/datatables/data?q&perPage&page → 200 { allData, invoices, total }  invoices: the page of rows matching q
//     (name, post, email, age, salary, start date; any case); bad paging → 400 { error }
import type MockAdapter from 'axios-mock-adapter'
import { DATATABLE_PATHS, datatableQuerySchema, type DatatablePage } from '@/contracts/datatables'
import { containsText } from '@/contracts/keyword'
import { on, type MockRequest, type MockResponse } from '../mock'
import { datatableRows } from './data'

function queryOf(request: MockRequest): Record<string, unknown> {
  const [, search = ''] = request.url.split('?')
  return { ...Object.fromEntries(new URLSearchParams(search)), ...(request.params ?? {}) }
}

export function initialData(): MockResponse {
  return [200, { allData: datatableRows }]
}

export function datatableData(request: MockRequest): MockResponse {
  const parsed = datatableQuerySchema.safeParse(queryOf(request))
  if (!parsed.success) return [400, { error: parsed.error.issues[0]?.message ?? 'Bad query' }]
  const { q, perPage, page } = parsed.data
  const matching = q
    ? datatableRows.filter((r) =>
        containsText(q, [r.full_name, r.post, r.email, r.age, r.salary, r.start_date])
      )
    : [...datatableRows]
  const body: DatatablePage = {
    allData: [...datatableRows],
    invoices: matching.slice((page - 1) * perPage, page * perPage),
    total: matching.length
  }
  return [200, body]
}

export function register(mock: MockAdapter): void {
  on(mock, 'get', DATATABLE_PATHS.initialData, initialData)
  on(mock, 'get', new RegExp(`^${DATATABLE_PATHS.data.replace(/\//g, '\\/')}(\\?.*)?$`), datatableData)
}
