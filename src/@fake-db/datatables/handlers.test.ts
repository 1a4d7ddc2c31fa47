import { describe, expect, it } from 'vitest'
import type { DatatablePage, DatatableRow } from '@/contracts/datatables'
import type { MockRequest } from '../mock'
import { datatableData, initialData } from './handlers'

const get = (params: Record<string, unknown>): MockRequest => ({
  url: '/api/datatables/data',
  method: 'get',
  params,
  body: undefined,
  headers: {}
})
const page = (params: Record<string, unknown>) => datatableData(get(params)) as [number, DatatablePage]

describe('data tables in the fake database', () => {
  it('holds 100 rows of the spec fields with statuses 1 to 5', () => {
    const [, body] = initialData() as [number, { allData: DatatableRow[] }]
    expect(body.allData).toHaveLength(100)
    expect(Object.keys(body.allData[0]).sort()).toEqual(
      [
        'age',
        'avatar',
        'city',
        'email',
        'experience',
        'full_name',
        'id',
        'post',
        'salary',
        'start_date',
        'status'
      ].sort()
    )
    expect(new Set(body.allData.map((r) => r.status))).toEqual(new Set([1, 2, 3, 4, 5]))
  })

  it('pages 10 at a time by default and answers the total', () => {
    const [status, first] = page({})
    expect(status).toBe(200)
    expect(first.invoices.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(first.total).toBe(100)
    expect(page({ page: 10, perPage: 10 })[1].invoices.map((r) => r.id)).toEqual([
      91, 92, 93, 94, 95, 96, 97, 98, 99, 100
    ])
    expect(page({ page: 11 })[1].invoices).toEqual([])
  })

  it('searches name, post, email, age, salary and start date, any case', () => {
    const [, all] = initialData() as [number, { allData: DatatableRow[] }]
    const row = all.allData[42]
    for (const value of [row.full_name.toUpperCase(), row.post, row.email, row.salary, row.start_date]) {
      const [, body] = page({ q: value, perPage: 100 })
      expect(body.invoices.map((r) => r.id)).toContain(row.id)
      expect(body.total).toBe(body.invoices.length)
    }
    // The city is shown but not searched (spec §7 lists the searched fields).
    expect(all.allData.some((r) => r.city === 'Krasnosilka')).toBe(true)
    expect(page({ q: 'Krasnosilka' })[1].total).toBe(0)
  })

  it('answers 400 to bad paging', () => {
    for (const bad of [{ page: 0 }, { page: 'two' }, { perPage: 101 }, { perPage: 1.5 }])
      expect(page(bad)[0]).toBe(400)
  })
})
