// How a data-table row reads in the current language: status names and colours, salary and start date via Intl.
import { isoStartDate, salaryAmount, type DatatableRow } from '@/contracts/datatables'
import { numberFormat } from '@/lib/numberFormat'

export const STATUS_TONES: Record<DatatableRow['status'], { key: string; tone: string }> = {
  1: { key: 'current', tone: 'primary' },
  2: { key: 'professional', tone: 'success' },
  3: { key: 'rejected', tone: 'danger' },
  4: { key: 'resigned', tone: 'warning' },
  5: { key: 'applied', tone: 'info' }
}

export const statusLabelKey = (status: DatatableRow['status']) =>
  `ui.tables.datatables.status.${STATUS_TONES[status].key}`

export function formatSalary(salary: string, language: string): string {
  return numberFormat(language, { style: 'currency', currency: 'USD' }).format(salaryAmount(salary))
}

/** The start date (dd/mm/yyyy in the data) as the language writes a date; the day is a calendar day, not a moment. */
export function formatStartDate(startDate: string, language: string): string {
  const date = new Date(`${isoStartDate(startDate)}T00:00:00Z`)
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
}
