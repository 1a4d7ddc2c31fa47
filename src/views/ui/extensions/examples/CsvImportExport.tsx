// CSV in and out of a small table with papaparse: export writes what the table shows; import reads a file, checks
// every row with zod and, when all pass, replaces the table; otherwise it names the rows that failed and why.
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import Papa from 'papaparse'
import { z } from 'zod'
import { Download, Upload } from 'lucide-react'
import { Button, Table } from 'reactstrap'

const rowSchema = z.object({
  title: z.string().trim().min(1, 'title'),
  artist: z.string().trim().min(1, 'artist'),
  plays: z.coerce.number({ error: 'plays' }).int('plays').min(0, 'plays')
})
export type TrackRow = z.infer<typeof rowSchema>
const COLUMNS = ['title', 'artist', 'plays'] as const

const START: TrackRow[] = [
  { title: 'Midnight Drive', artist: 'Nova Lane', plays: 12840 },
  { title: 'Paper Lanterns, Part 2', artist: 'The Quiet Hours', plays: 9310 },
  { title: 'Salt "and" Cedar', artist: 'Mira Sol', plays: 4075 }
]

export function toCsv(rows: TrackRow[]): string {
  return Papa.unparse({ fields: [...COLUMNS], data: rows.map((row) => COLUMNS.map((column) => row[column])) })
}

/** The rows of a CSV text, or the problems found: a missing column, or a row number with the field that failed. */
export function fromCsv(text: string): { rows: TrackRow[] } | { problems: { row: number; field: string }[] } {
  const parsed = Papa.parse<Record<string, string>>(text.trim(), { header: true, skipEmptyLines: true })
  const missing = COLUMNS.filter((column) => !parsed.meta.fields?.includes(column))
  if (missing.length) return { problems: missing.map((field) => ({ row: 1, field })) }
  const rows: TrackRow[] = []
  const problems: { row: number; field: string }[] = []
  parsed.data.forEach((record, index) => {
    const result = rowSchema.safeParse(record)
    if (result.success) rows.push(result.data)
    else
      for (const issue of result.error.issues) problems.push({ row: index + 2, field: String(issue.path[0]) })
  })
  return problems.length ? { problems } : { rows }
}

export default function CsvImportExport() {
  const { t, i18n } = useTranslation()
  const id = useId()
  const [rows, setRows] = useState(START)
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const number = new Intl.NumberFormat(i18n.language)

  const exportCsv = () => {
    const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'tracks.csv'
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 0)
    setMessage({ ok: true, text: t('ui.extensions.csv.exported', { count: rows.length }) })
  }

  const importCsv = async (file: File | undefined) => {
    if (!file) return
    const result = fromCsv(await file.text())
    if ('rows' in result) {
      setRows(result.rows)
      setMessage({ ok: true, text: t('ui.extensions.csv.imported', { count: result.rows.length }) })
    } else
      setMessage({
        ok: false,
        text: result.problems
          .map(({ row, field }) =>
            t('ui.extensions.csv.problem', { row, field: t(`ui.extensions.csv.columns.${field}`) })
          )
          .join(' ')
      })
  }

  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button color="primary" onClick={exportCsv}>
          <Download size={16} aria-hidden="true" className="me-1" />
          {t('ui.extensions.csv.export')}
        </Button>
        <label htmlFor={`${id}-file`} className="btn btn-outline-primary mb-0">
          <Upload size={16} aria-hidden="true" className="me-1" />
          {t('ui.extensions.csv.import')}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className="visually-hidden"
          onChange={(event) => {
            void importCsv(event.target.files?.[0])
            event.target.value = ''
          }}
        />
      </div>
      <Table size="sm" responsive className="mb-2">
        <caption className="visually-hidden">{t('ui.extensions.csv.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={column === 'plays' ? 'text-end' : undefined}>
                {t(`ui.extensions.csv.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${index}-${row.title}`}>
              <td>{row.title}</td>
              <td>{row.artist}</td>
              <td className="text-end">{number.format(row.plays)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p className={`small mb-0 ${message?.ok === false ? 'text-danger' : 'text-success'}`} role="status">
        {message?.text}
      </p>
    </>
  )
}
