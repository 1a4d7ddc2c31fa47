// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isoStartDate, salaryAmount, type DatatablePage, type DatatableRow } from '@/contracts/datatables'
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
  it('sorts the whole match before paging, both ways, by text, number and date', () => {
    const [, all] = initialData() as [number, { allData: DatatableRow[] }]
    const bySalary = [...all.allData].sort(
      (a, b) => salaryAmount(a.salary) - salaryAmount(b.salary) || a.id - b.id
    )
    const [, first] = page({ sortColumn: 'salary', sort: 'asc' })
    expect(first.invoices.map((r) => r.id)).toEqual(bySalary.slice(0, 10).map((r) => r.id))
    // Equal salaries keep the id order whichever way the column runs.
    const bySalaryDesc = [...all.allData].sort(
      (a, b) => salaryAmount(b.salary) - salaryAmount(a.salary) || a.id - b.id
    )
    const [, last] = page({ sortColumn: 'salary', sort: 'desc', page: 10 })
    expect(last.invoices.map((r) => r.id)).toEqual(bySalaryDesc.slice(90).map((r) => r.id))
    const dates = page({ sortColumn: 'start_date', perPage: 100 })[1].invoices.map((r) =>
      isoStartDate(r.start_date)
    )
    expect(dates).toEqual([...dates].sort())
    const names = page({ sortColumn: 'full_name', sort: 'desc', perPage: 100 })[1].invoices.map(
      (r) => r.full_name
    )
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en')))
  })

  it('narrows by the column filters, each inclusive, and counts the match', () => {
    const [, all] = initialData() as [number, { allData: DatatableRow[] }]
    const row = all.allData[7]
    const [, byCity] = page({ city: row.city.toLowerCase(), perPage: 100 })
    expect(byCity.invoices.length).toBeGreaterThan(0)
    expect(byCity.invoices.every((r) => r.city === row.city)).toBe(true)
    expect(byCity.total).toBe(all.allData.filter((r) => r.city === row.city).length)

    const day = isoStartDate(row.start_date)
    const [, onDay] = page({ dateFrom: day, dateTo: day, perPage: 100 })
    expect(onDay.invoices.map((r) => r.id)).toContain(row.id)
    expect(onDay.invoices.every((r) => isoStartDate(r.start_date) === day)).toBe(true)

    const [, band] = page({ salaryMin: 5000, salaryMax: 8000, perPage: 100 })
    const expected = all.allData.filter(
      (r) => salaryAmount(r.salary) >= 5000 && salaryAmount(r.salary) <= 8000
    )
    expect(band.total).toBe(expected.length)
    expect(band.invoices.map((r) => r.id)).toEqual(expected.map((r) => r.id))

    const [, both] = page({ name: row.full_name, post: row.post, perPage: 100 })
    expect(both.invoices.every((r) => r.full_name === row.full_name && r.post === row.post)).toBe(true)
    expect(both.invoices.map((r) => r.id)).toContain(row.id)
    // An empty field is no filter.
    expect(page({ name: '', salaryMin: '', dateFrom: '' })[1].total).toBe(100)
  })

  it('answers 400 with a sentence to bad sorting and filters', () => {
    for (const bad of [
      { sortColumn: 'avatar' },
      { sort: 'up' },
      { dateFrom: '2020-13-45' },
      { dateFrom: '01/02/2020' },
      { salaryMin: 'lots' },
      { salaryMin: -1 },
      { dateFrom: '2021-01-01', dateTo: '2020-01-01' },
      { salaryMin: 9000, salaryMax: 100 }
    ]) {
      const [status, body] = datatableData(get(bad)) as [number, { error: string }]
      expect(status, JSON.stringify(bad)).toBe(400)
      expect(body.error).toMatch(/\w+ /)
    }
  })
})
