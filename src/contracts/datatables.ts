// The data tables' rows and query (spec §3 "Data table row", spec §7 /api/datatables): shared by the fake database
// and the tables.
import { z } from 'zod'
import { KEYWORD_MAX } from './list'

export const DATATABLE_PATHS = {
  initialData: '/api/datatables/initial-data',
  data: '/api/datatables/data'
} as const

/** Status 1 to 5, shown as named badges. */
export const DATATABLE_STATUSES = [1, 2, 3, 4, 5] as const

export type DatatableRow = {
  id: number
  avatar: string
  full_name: string
  post: string
  email: string
  city: string
  /** dd/mm/yyyy, as the template's data writes it. */
  start_date: string
  salary: string
  age: string
  experience: string
  status: (typeof DATATABLE_STATUSES)[number]
}

const positiveInt = (name: string, max: number) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`)

/** ?q (name, post, email, age, salary, start date), perPage (default 10), page (default 1). */
export const datatableQuerySchema = z.object({
  q: z.string().trim().max(KEYWORD_MAX, 'q is too long').optional().default(''),
  perPage: positiveInt('perPage', 100).optional().default(10),
  page: positiveInt('page', 1_000_000).optional().default(1)
})
export type DatatableQuery = z.infer<typeof datatableQuerySchema>

export type DatatablePage = { allData: DatatableRow[]; invoices: DatatableRow[]; total: number }
