import { useTranslation } from 'react-i18next'
import type { DatatableRow } from '@/contracts/datatables'
import { StatusBadge } from './StatusBadge'
import { formatSalary, formatStartDate } from './datatableFormat'
import { numberFormat } from '@/lib/numberFormat'

/** An opened row: every field of the person, the ones the narrow columns leave out included. */
export function RowDetails({ row }: { row: DatatableRow }) {
  const { t, i18n } = useTranslation()
  const fields = [
    { key: 'email', value: <span className="ltr-island">{row.email}</span> },
    { key: 'post', value: row.post },
    { key: 'city', value: row.city },
    { key: 'startDate', value: formatStartDate(row.start_date, i18n.language) },
    { key: 'salary', value: formatSalary(row.salary, i18n.language) },
    { key: 'age', value: numberFormat(i18n.language).format(Number(row.age)) },
    {
      key: 'experience',
      value: t('ui.tables.datatables.experience', { count: Number.parseInt(row.experience, 10) })
    },
    { key: 'status', value: <StatusBadge status={row.status} /> }
  ]
  return (
    <div className="d-flex flex-wrap align-items-start gap-3 py-2">
      <img src={row.avatar} alt="" width={64} height={64} className="rounded" />
      <div className="flex-grow-1">
        <p className="fw-semibold mb-2">{t('ui.tables.datatables.detailsOf', { name: row.full_name })}</p>
        <dl className="datatable-details mb-0">
          {fields.map((field) => (
            <div key={field.key}>
              <dt>{t(`ui.tables.datatables.columns.${field.key}`)}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  )
}
