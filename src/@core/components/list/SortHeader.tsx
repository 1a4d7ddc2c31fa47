// A sortable column header: a button that names its column, with the order mark, and aria-sort on the cell.
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import './list.scss'

type Props<Field extends string> = {
  field: Field
  label: string
  sortBy: Field
  sortDir: 'asc' | 'desc'
  onSort: (field: Field) => void
  end?: boolean
  className?: string
}

export function SortHeader<Field extends string>({
  field,
  label,
  sortBy,
  sortDir,
  onSort,
  end,
  className
}: Props<Field>) {
  const active = sortBy === field
  const Icon = !active ? ArrowUpDown : sortDir === 'asc' ? ArrowUp : ArrowDown
  return (
    <th
      scope="col"
      aria-sort={active ? (sortDir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={[end && 'text-end', className].filter(Boolean).join(' ') || undefined}
    >
      <button
        type="button"
        className="btn btn-link p-0 list-sort text-reset fw-semibold"
        onClick={() => onSort(field)}
      >
        {label}
        <Icon size={12} aria-hidden="true" className={active ? 'ms-1' : 'ms-1 opacity-50'} />
      </button>
    </th>
  )
}
