// The top of a list page: its title (the section's name), a line on what it holds, its CSV export and its main
// action.
import type { ReactNode } from 'react'
import { ExportButton } from './ExportButton'
import type { ExportRequest } from './exportCsv'

type Props = {
  /** The heading's id, for the section's aria-labelledby. */
  id: string
  title: string
  subtitle: string
  /** "Add …", shown to the roles that may. */
  action?: ReactNode
  /** The list's path and query: an "Export CSV" button downloads the filtered, sorted list. */
  exportAs?: ExportRequest
}

export function ListHeader({ id, title, subtitle, action, exportAs }: Props) {
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <div>
        <h1 id={id} className="h3 mb-1">
          {title}
        </h1>
        <p className="text-body-secondary mb-0">{subtitle}</p>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2">
        {exportAs && <ExportButton {...exportAs} />}
        {action}
      </div>
    </div>
  )
}
