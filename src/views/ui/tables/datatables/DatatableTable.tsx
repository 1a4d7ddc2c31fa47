// The data table itself: TanStack Table (headless) drawn with the list kit's reactstrap table. The server-style call
// pages and sorts, so the table is told the sort and only keeps the selection and the opened rows.
import { Fragment, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
  type RowSelectionState,
  type SortingState,
  type Updater
} from '@tanstack/react-table'
import { ChevronDown, ChevronRight } from 'lucide-react'
import clsx from 'clsx'
import { ListTable } from '@/@core/components/list/ListTable'
import { SortHeader } from '@/@core/components/list/SortHeader'
import type { DatatableQuery, DatatableRow, DatatableSortColumn } from '@/contracts/datatables'
import { DATATABLE_SORT_COLUMNS } from '@/contracts/datatables'
import { StatusBadge } from './StatusBadge'
import { RowDetails } from './RowDetails'
import { formatSalary, formatStartDate } from './datatableFormat'
import type { QueryChange } from './datatableQuery'
import { numberFormat } from '@/lib/numberFormat'

type Props = {
  rows: DatatableRow[]
  loading: boolean
  error: string | null
  onRetry: () => void
  sortColumn: DatatableQuery['sortColumn']
  sortDir: DatatableQuery['sort']
  onSort: (change: Pick<QueryChange, 'sortColumn' | 'sort'>) => void
  selection: RowSelectionState
  onSelectionChange: (updater: Updater<RowSelectionState>) => void
}

const isSortColumn = (id: string): id is DatatableSortColumn =>
  (DATATABLE_SORT_COLUMNS as readonly string[]).includes(id)

function PageCheckbox({
  checked,
  indeterminate,
  disabled,
  label,
  onChange
}: {
  checked: boolean
  indeterminate: boolean
  disabled?: boolean
  label: string
  onChange: () => void
}) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <input
      ref={ref}
      type="checkbox"
      className="form-check-input"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
    />
  )
}

export function DatatableTable({
  rows,
  loading,
  error,
  onRetry,
  sortColumn,
  sortDir,
  onSort,
  selection,
  onSelectionChange
}: Props) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const [expanded, setExpanded] = useState<ExpandedState>({})
  // Other rows came: the opened ones are gone.
  useEffect(() => setExpanded({}), [rows])

  const columns = useMemo<ColumnDef<DatatableRow>[]>(
    () => [
      {
        id: 'controls',
        enableSorting: false,
        header: ({ table }) => (
          <PageCheckbox
            label={t('ui.tables.datatables.selectPage')}
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected()}
            disabled={table.getRowModel().rows.length === 0}
            onChange={() => table.toggleAllPageRowsSelected()}
          />
        ),
        cell: ({ row }) => {
          const name = row.original.full_name
          const open = row.getIsExpanded()
          const Icon = open ? ChevronDown : ChevronRight
          return (
            <div className="d-flex align-items-center gap-1">
              <input
                type="checkbox"
                className="form-check-input mt-0"
                aria-label={t('ui.tables.datatables.selectRow', { name })}
                checked={row.getIsSelected()}
                onChange={row.getToggleSelectedHandler()}
              />
              <button
                type="button"
                className="btn btn-icon btn-icon-ghost btn-sm"
                aria-expanded={open}
                aria-controls={`datatable-details-${row.id}`}
                aria-label={t(
                  open ? 'ui.tables.datatables.hideDetails' : 'ui.tables.datatables.showDetails',
                  { name }
                )}
                onClick={row.getToggleExpandedHandler()}
              >
                <Icon size={16} aria-hidden="true" className={open ? undefined : 'rtl-flip'} />
              </button>
            </div>
          )
        }
      },
      {
        id: 'full_name',
        accessorKey: 'full_name',
        header: t('ui.tables.datatables.columns.name'),
        cell: ({ row }) => (
          <div className="d-flex align-items-center gap-2">
            <img
              src={row.original.avatar}
              alt=""
              width={32}
              height={32}
              className="rounded-circle flex-shrink-0"
            />
            <span className="fw-semibold text-nowrap">{row.original.full_name}</span>
          </div>
        )
      },
      {
        id: 'email',
        accessorKey: 'email',
        header: t('ui.tables.datatables.columns.email'),
        cell: ({ getValue }) => <span className="ltr-island">{getValue<string>()}</span>
      },
      // Posts and cities may wrap, so that the table fits beside the menu on a wide screen.
      {
        id: 'post',
        accessorKey: 'post',
        header: t('ui.tables.datatables.columns.post'),
        meta: { wrap: true }
      },
      {
        id: 'city',
        accessorKey: 'city',
        header: t('ui.tables.datatables.columns.city'),
        meta: { wrap: true }
      },
      {
        id: 'start_date',
        accessorKey: 'start_date',
        header: t('ui.tables.datatables.columns.startDate'),
        cell: ({ getValue }) => formatStartDate(getValue<string>(), language)
      },
      {
        id: 'salary',
        accessorKey: 'salary',
        header: t('ui.tables.datatables.columns.salary'),
        meta: { end: true },
        cell: ({ getValue }) => formatSalary(getValue<string>(), language)
      },
      {
        id: 'age',
        accessorKey: 'age',
        header: t('ui.tables.datatables.columns.age'),
        meta: { end: true },
        cell: ({ getValue }) => numberFormat(language).format(Number(getValue<string>()))
      },
      {
        id: 'status',
        accessorKey: 'status',
        header: t('ui.tables.datatables.columns.status'),
        cell: ({ row }) => <StatusBadge status={row.original.status} />
      }
    ],
    [t, language]
  )

  const sorting: SortingState = sortColumn ? [{ id: sortColumn, desc: sortDir === 'desc' }] : []
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => String(row.id),
    state: { sorting, rowSelection: selection, expanded },
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableMultiSort: false,
    sortDescFirst: false,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      const first = next[0]
      if (first && isSortColumn(first.id)) onSort({ sortColumn: first.id, sort: first.desc ? 'desc' : 'asc' })
      else onSort({ sortColumn: undefined, sort: undefined })
    },
    enableRowSelection: true,
    onRowSelectionChange: onSelectionChange,
    onExpandedChange: setExpanded,
    getRowCanExpand: () => true,
    getCoreRowModel: getCoreRowModel(),
    getExpandedRowModel: getExpandedRowModel()
  })

  const headers = table.getHeaderGroups()[0]?.headers ?? []
  const columnCount = headers.length
  const head: ReactNode = headers.map((header) => {
    const label = flexRender(header.column.columnDef.header, header.getContext())
    const end = (header.column.columnDef.meta as { end?: boolean } | undefined)?.end
    if (!header.column.getCanSort())
      return (
        <th key={header.id} scope="col" className="datatable-controls">
          {label}
        </th>
      )
    return (
      <SortHeader
        key={header.id}
        field={header.column.id}
        label={String(header.column.columnDef.header)}
        sortBy={sortColumn ?? ''}
        sortDir={sortDir}
        onSort={() => header.column.toggleSorting(undefined, false)}
        end={end}
      />
    )
  })

  return (
    <ListTable
      caption={t('ui.tables.datatables.caption')}
      head={head}
      columns={columnCount}
      rows={rows.length}
      loading={loading}
      error={error}
      emptyText={t('ui.tables.datatables.empty')}
      onRetry={onRetry}
      className="datatable"
      wrapperClassName="datatable-scroll"
    >
      {table.getRowModel().rows.map((row) => (
        <Fragment key={row.id}>
          <tr className={row.getIsSelected() ? 'table-active' : undefined}>
            {row.getVisibleCells().map((cell) => {
              const meta = cell.column.columnDef.meta as { end?: boolean; wrap?: boolean } | undefined
              const className =
                cell.column.id === 'controls'
                  ? 'datatable-controls'
                  : clsx(
                      meta?.end && 'text-end',
                      !meta?.wrap && 'text-nowrap',
                      meta?.wrap && 'datatable-wrap'
                    )
              return (
                <td key={cell.id} className={className}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              )
            })}
          </tr>
          {row.getIsExpanded() && (
            <tr className="datatable-detail" id={`datatable-details-${row.id}`}>
              <td colSpan={columnCount}>
                <RowDetails row={row.original} />
              </td>
            </tr>
          )}
        </Fragment>
      ))}
    </ListTable>
  )
}
