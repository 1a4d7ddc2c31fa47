// A list's table: a caption for screen readers, the header cells, then either the rows or the one row that says
// the list is loading, failed (with a retry) or has nothing to show. Rows stay, dimmed, while the next page loads.
// It scrolls sideways in a TableScroller: mark the row's name and actions cells `list-pin-start` / `list-pin-end`.
import type { ReactNode } from 'react'
import { Table } from 'reactstrap'
import { TableScroller } from './TableScroller'
import { TableState } from './TableState'
import './list.scss'

type Props = {
  caption: string
  /** The header cells (`th`, `SortHeader`). */
  head: ReactNode
  /** How many columns the state row spans. */
  columns: number
  /** How many rows the list has on screen. */
  rows: number
  loading: boolean
  error?: string | null
  emptyText: string
  onRetry?: () => void
  /** Table classes added to the kit's. */
  className?: string
  wrapperClassName?: string
  /** A `<colgroup>` for a fixed layout. */
  colgroup?: ReactNode
  /** The rows; hidden while an error is shown. */
  children: ReactNode
}

export function ListTable({
  caption,
  head,
  columns,
  rows,
  loading,
  error = null,
  emptyText,
  onRetry,
  className = '',
  wrapperClassName = '',
  colgroup,
  children
}: Props) {
  return (
    <TableScroller className={wrapperClassName} aria-busy={loading}>
      <Table hover className={`mb-0 align-middle list-table ${className}`.trim()}>
        <caption className="visually-hidden">{caption}</caption>
        {colgroup}
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody className={loading && rows > 0 ? 'list-stale' : undefined}>
          <TableState
            colSpan={columns}
            loading={loading}
            error={error}
            empty={rows === 0}
            emptyText={emptyText}
            onRetry={onRetry}
          />
          {!error && children}
        </tbody>
      </Table>
    </TableScroller>
  )
}
