// The data tables (spec §7):
//   GET /api/datatables/initial-data → 200 { allData }                    every row
//   GET /api/datatables/data?q&perPage&page → 200 { allData, invoices, total }  invoices: the page of rows matching q
//     (name, post, email, age, salary, start date; any case); bad paging → 400 { error }
//   Beyond the spec, for the tables' sortable columns and the advanced table's column filters: sortColumn and sort,
//   name/email/post/city (contains), dateFrom/dateTo and salaryMin/salaryMax (inclusive); bad values → 400 { error }.
import type MockAdapter from 'axios-mock-adapter'
import {
  DATATABLE_PATHS,
  datatableQuerySchema,
  isoStartDate,
  salaryAmount,
  type DatatablePage,
  type DatatableQuery,
  type DatatableRow,
  type DatatableSortColumn
} from '@/contracts/datatables'
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

const sortValue: Record<DatatableSortColumn, (row: DatatableRow) => string | number> = {
  full_name: (r) => r.full_name,
  email: (r) => r.email,
  post: (r) => r.post,
  city: (r) => r.city,
  start_date: (r) => isoStartDate(r.start_date),
  salary: (r) => salaryAmount(r.salary),
  age: (r) => Number(r.age),
  status: (r) => r.status
}

function compareBy(column: DatatableSortColumn, direction: 'asc' | 'desc') {
  const value = sortValue[column]
  const sign = direction === 'asc' ? 1 : -1
  return (a: DatatableRow, b: DatatableRow) => {
    const x = value(a)
    const y = value(b)
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en')
    // Equal values keep the id order, so a page never shows a row twice across pages.
    return order !== 0 ? order * sign : a.id - b.id
  }
}

function matches(row: DatatableRow, query: DatatableQuery): boolean {
  const { q, name, email, post, city, dateFrom, dateTo, salaryMin, salaryMax } = query
  if (q && !containsText(q, [row.full_name, row.post, row.email, row.age, row.salary, row.start_date]))
    return false
  if (name && !containsText(name, [row.full_name])) return false
  if (email && !containsText(email, [row.email])) return false
  if (post && !containsText(post, [row.post])) return false
  if (city && !containsText(city, [row.city])) return false
  const started = isoStartDate(row.start_date)
  if (dateFrom && started < dateFrom) return false
  if (dateTo && started > dateTo) return false
  const salary = salaryAmount(row.salary)
  if (salaryMin !== undefined && salary < salaryMin) return false
  if (salaryMax !== undefined && salary > salaryMax) return false
  return true
}

export function datatableData(request: MockRequest): MockResponse {
  const parsed = datatableQuerySchema.safeParse(queryOf(request))
  if (!parsed.success) return [400, { error: parsed.error.issues[0]?.message ?? 'Bad query' }]
  const query = parsed.data
  const { perPage, page, sortColumn, sort } = query
  const matching = datatableRows.filter((row) => matches(row, query))
  if (sortColumn) matching.sort(compareBy(sortColumn, sort))
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
