// The advanced table's column filters as typed in the form: what each field holds, what is wrong with it, and
// the query change it makes once it is right.
import { DATATABLE_TEXT_FILTERS, SALARY_MAX, type DatatableQuery } from '@/contracts/datatables'
import type { QueryChange } from './datatableQuery'

export const FILTER_FIELDS = [
  ...DATATABLE_TEXT_FILTERS,
  'dateFrom',
  'dateTo',
  'salaryMin',
  'salaryMax'
] as const
export type FilterField = (typeof FILTER_FIELDS)[number]
export type FilterDraft = Record<FilterField, string>

/** The form's text for the URL's filters. */
export function draftOf(query: Partial<Pick<DatatableQuery, FilterField>>): FilterDraft {
  const draft = {} as FilterDraft
  for (const field of FILTER_FIELDS) draft[field] = query[field] === undefined ? '' : String(query[field])
  return draft
}

export const EMPTY_DRAFT: FilterDraft = Object.fromEntries(FILTER_FIELDS.map((f) => [f, ''])) as FilterDraft

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

function amountError(text: string): string | undefined {
  if (!text.trim()) return undefined
  const value = Number(text)
  if (!Number.isFinite(value)) return 'number'
  if (value < 0) return 'negative'
  if (value > SALARY_MAX) return 'tooLarge'
  return undefined
}

/** What is wrong with each field, as the key of its message under datatables.filters.errors. */
export function filterErrors(draft: FilterDraft): Partial<Record<FilterField, string>> {
  const errors: Partial<Record<FilterField, string>> = {}
  for (const field of ['dateFrom', 'dateTo'] as const)
    if (draft[field] && !ISO_DATE.test(draft[field])) errors[field] = 'date'
  for (const field of ['salaryMin', 'salaryMax'] as const) {
    const error = amountError(draft[field])
    if (error) errors[field] = error
  }
  if (!errors.dateFrom && !errors.dateTo && draft.dateFrom && draft.dateTo && draft.dateFrom > draft.dateTo)
    errors.dateTo = 'dateOrder'
  if (
    !errors.salaryMin &&
    !errors.salaryMax &&
    draft.salaryMin.trim() &&
    draft.salaryMax.trim() &&
    Number(draft.salaryMin) > Number(draft.salaryMax)
  )
    errors.salaryMax = 'salaryOrder'
  return errors
}

/** The query change of a valid draft: empty fields are no filter. */
export function changeOf(draft: FilterDraft): QueryChange {
  const amount = (text: string) => (text.trim() ? Number(text) : undefined)
  return {
    name: draft.name.trim() || undefined,
    email: draft.email.trim() || undefined,
    post: draft.post.trim() || undefined,
    city: draft.city.trim() || undefined,
    dateFrom: draft.dateFrom || undefined,
    dateTo: draft.dateTo || undefined,
    salaryMin: amount(draft.salaryMin),
    salaryMax: amount(draft.salaryMax)
  }
}

export const sameDraft = (a: FilterDraft, b: FilterDraft) => FILTER_FIELDS.every((f) => a[f] === b[f])
