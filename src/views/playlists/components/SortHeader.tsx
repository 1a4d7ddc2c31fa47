// A sortable column header, the same look and behaviour as the track table's: a button with the order mark.
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import type { PlaylistSortField } from '@/contracts/music'

type Props = {
  field: PlaylistSortField
  label: string
  sortBy: PlaylistSortField
  sortDir: 'asc' | 'desc'
  onSort: (field: PlaylistSortField) => void
  end?: boolean
}

export function SortHeader({ field, label, sortBy, sortDir, onSort, end }: Props) {
  const active = sortBy === field
  const Icon = !active ? ArrowUpDown : sortDir === 'asc' ? ArrowUp : ArrowDown
  return (
    <th
      scope="col"
      aria-sort={active ? (sortDir === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={end ? 'text-end' : undefined}
    >
      <button
        type="button"
        className="btn btn-link p-0 music-sort text-reset fw-semibold"
        onClick={() => onSort(field)}
      >
        {label}
        <Icon size={12} aria-hidden="true" className={active ? 'ms-1' : 'ms-1 opacity-50'} />
      </button>
    </th>
  )
}
