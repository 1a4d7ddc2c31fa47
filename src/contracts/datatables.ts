// The data tables' rows and query (spec §3 "Data table row", spec §7 /api/datatables): shared by the fake database
// and the tables. The tables keep this query in their URL under the same names, so one schema reads both.
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

/** The columns a table may sort by (the server-style call sorts before it pages). */
export const DATATABLE_SORT_COLUMNS = [
  'full_name',
  'email',
  'post',
  'city',
  'start_date',
  'salary',
  'age',
  'status'
] as const
export type DatatableSortColumn = (typeof DATATABLE_SORT_COLUMNS)[number]

/** The column filters of the advanced table: each narrows the rows `q` found. */
export const DATATABLE_TEXT_FILTERS = ['name', 'email', 'post', 'city'] as const
export type DatatableTextFilter = (typeof DATATABLE_TEXT_FILTERS)[number]

export const SALARY_MAX = 1_000_000

const positiveInt = (name: string, max: number) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(max, `${name} must be at most ${max}`)

// A URL or query string has '' for a field left empty: that is no filter, not 0 or an empty match.
const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value)

const textFilter = (name: string) =>
  z.preprocess(blankIsAbsent, z.string().trim().max(KEYWORD_MAX, `${name} is too long`).optional())

const isoDate = (name: string) =>
  z.preprocess(
    blankIsAbsent,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date written YYYY-MM-DD`)
      .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), `${name} is not a real date`)
      .optional()
  )

const amount = (name: string) =>
  z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ message: `${name} must be a number` })
      .min(0, `${name} must not be negative`)
      .max(SALARY_MAX, `${name} must be at most ${SALARY_MAX}`)
      .optional()
  )

/**
 * ?q (name, post, email, age, salary, start date), perPage (default 10), page (default 1); sortColumn and sort;
 * the column filters name, email, post, city (contains, any case), dateFrom/dateTo (start date, inclusive) and
 * salaryMin/salaryMax (inclusive).
 */
export const datatableQuerySchema = z
  .object({
    q: z.string().trim().max(KEYWORD_MAX, 'q is too long').optional().default(''),
    perPage: positiveInt('perPage', 100).optional().default(10),
    page: positiveInt('page', 1_000_000).optional().default(1),
    sortColumn: z.preprocess(
      blankIsAbsent,
      z.enum(DATATABLE_SORT_COLUMNS, { message: 'sortColumn is not a column of the table' }).optional()
    ),
    sort: z.enum(['asc', 'desc'], { message: 'sort must be asc or desc' }).optional().default('asc'),
    name: textFilter('name'),
    email: textFilter('email'),
    post: textFilter('post'),
    city: textFilter('city'),
    dateFrom: isoDate('dateFrom'),
    dateTo: isoDate('dateTo'),
    salaryMin: amount('salaryMin'),
    salaryMax: amount('salaryMax')
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, {
    message: 'dateFrom must not be after dateTo',
    path: ['dateTo']
  })
  .refine((q) => q.salaryMin === undefined || q.salaryMax === undefined || q.salaryMin <= q.salaryMax, {
    message: 'salaryMin must not be more than salaryMax',
    path: ['salaryMax']
  })
export type DatatableQuery = z.infer<typeof datatableQuerySchema>

export type DatatablePage = { allData: DatatableRow[]; invoices: DatatableRow[]; total: number }

/** A row's start date (dd/mm/yyyy) as YYYY-MM-DD, which sorts and compares as text. */
export function isoStartDate(startDate: string): string {
  const [day, month, year] = startDate.split('/')
  return `${year}-${month}-${day}`
}

/** A row's salary ("$12,345.60") as a number. */
export function salaryAmount(salary: string): number {
  return Number(salary.replace(/[^0-9.]/g, ''))
}
