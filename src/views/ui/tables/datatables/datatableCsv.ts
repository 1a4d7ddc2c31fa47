// The CSV of the rows a table shows: the spec's fields under their own names, the status as the page names it.
import type { TFunction } from 'i18next'
import { csvText } from '@/contracts/csv'
import type { DatatableRow } from '@/contracts/datatables'
import { statusLabelKey } from './datatableFormat'

export const DATATABLE_CSV_FIELDS = [
  'id',
  'full_name',
  'email',
  'post',
  'city',
  'start_date',
  'salary',
  'age',
  'experience',
  'status'
] as const

export function datatableCsv(rows: readonly DatatableRow[], t: TFunction): string {
  return csvText(
    DATATABLE_CSV_FIELDS,
    rows.map((row) => ({ ...row, status: t(statusLabelKey(row.status)) }))
  )
}
