// The list kit's selection column: a header checkbox (all rows on the page; mixed when some are), a checkbox per
// row, and the bar above the table that counts the selection and offers "select all N matching this filter".
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'

export type Selection = {
  /** Ids chosen on screen (when `allMatching` is false). */
  ids: Set<number>
  /** Every row that matches the list's filters, on any page. */
  allMatching: boolean
}

/** Selection state of a list; it empties whenever `resetKey` (the list's filters) changes. */
export function useSelection(resetKey: string) {
  const [selection, setSelection] = useState<Selection>({ ids: new Set(), allMatching: false })
  useEffect(() => setSelection({ ids: new Set(), allMatching: false }), [resetKey])
  const toggle = useCallback(
    (id: number) =>
      setSelection((s) => {
        const ids = new Set(s.ids)
        if (ids.has(id)) ids.delete(id)
        else ids.add(id)
        return { ids, allMatching: false }
      }),
    []
  )
  const togglePage = useCallback(
    (pageIds: number[]) =>
      setSelection((s) => {
        const all = pageIds.length > 0 && pageIds.every((id) => s.ids.has(id))
        const ids = new Set(s.ids)
        for (const id of pageIds) {
          if (all) ids.delete(id)
          else ids.add(id)
        }
        return { ids, allMatching: false }
      }),
    []
  )
  const selectAllMatching = useCallback(() => setSelection((s) => ({ ...s, allMatching: true })), [])
  const clear = useCallback(() => setSelection({ ids: new Set(), allMatching: false }), [])
  return { selection, toggle, togglePage, selectAllMatching, clear }
}

export function SelectAllHeader({
  pageIds,
  selection,
  onToggle,
  label
}: {
  pageIds: number[]
  selection: Selection
  onToggle: (pageIds: number[]) => void
  label: string
}) {
  const ref = useRef<HTMLInputElement>(null)
  const chosen = pageIds.filter((id) => selection.allMatching || selection.ids.has(id)).length
  const all = pageIds.length > 0 && chosen === pageIds.length
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = chosen > 0 && !all
  }, [chosen, all])
  return (
    <th scope="col" className="list-select list-lead">
      <input
        ref={ref}
        type="checkbox"
        className="form-check-input"
        aria-label={label}
        checked={all}
        disabled={pageIds.length === 0}
        onChange={() => onToggle(pageIds)}
      />
    </th>
  )
}

export function SelectCell({
  id,
  checked,
  onToggle,
  label
}: {
  id: number
  checked: boolean
  onToggle: (id: number) => void
  label: string
}) {
  return (
    <td className="list-select list-lead">
      <input
        type="checkbox"
        className="form-check-input"
        aria-label={label}
        checked={checked}
        onChange={() => onToggle(id)}
      />
    </td>
  )
}

/** Shown while something is selected: the count, "select all N matching", clear, and the list's bulk actions. */
export function SelectionBar({
  count,
  total,
  pageFull,
  allMatching,
  onSelectAll,
  onClear,
  children
}: {
  count: number
  total: number
  /** Every row of the page is selected (the moment to offer all matching rows). */
  pageFull: boolean
  allMatching: boolean
  onSelectAll: () => void
  onClear: () => void
  children?: ReactNode
}) {
  const { t } = useTranslation()
  if (count === 0 && !allMatching) return null
  const n = allMatching ? total : count
  return (
    <div
      className="d-flex flex-wrap align-items-center gap-2 px-3 py-2 border-bottom bg-primary-subtle"
      role="region"
      aria-label={t('common.selection.region')}
    >
      <strong aria-live="polite">{t('common.selection.count', { count: n })}</strong>
      {!allMatching && pageFull && total > count && (
        <Button color="link" size="sm" className="p-0 text-primary-emphasis" onClick={onSelectAll}>
          {t('common.selection.selectAll', { count: total })}
        </Button>
      )}
      <Button color="link" size="sm" className="p-0 text-primary-emphasis" onClick={onClear}>
        {t('common.selection.clear')}
      </Button>
      <div className="ms-auto d-flex gap-2">{children}</div>
    </div>
  )
}
