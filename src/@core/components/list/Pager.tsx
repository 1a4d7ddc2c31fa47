// The footer of a paged table: "showing x to y of z", previous / page / next buttons and, when the list lets
// people choose, the rows-per-page select beside the count.
import { memo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { PageSizeSelect } from './PageSizeSelect'
import { usePagerText } from './usePagerText'
import './list.scss'

/** The page sizes a list offers unless it says otherwise. */
export const PAGE_SIZES = [10, 25, 50, 100] as const

type Props = {
  page: number
  perPage: number
  total: number
  onPageChange: (page: number) => void
  /** Shows the rows-per-page select; its id is `${id}-per-page`. */
  onPerPageChange?: (perPage: number) => void
  sizes?: readonly number[]
  id?: string
  /** The name of the page navigation landmark ("Pages" unless given). */
  label?: string
  /**
   * `dense` for the compact music tables: small buttons, "1–10 of 50", "Go to page 2";
   * otherwise "Showing 1 to 10 of 50 entries" and "Page 2".
   */
  dense?: boolean
  /** Leave out the page buttons when everything fits on one page (the count stays). */
  hideSinglePage?: boolean
  className?: string
  /** Shown before the count. */
  children?: ReactNode
}

/** All pages up to seven; beyond that the first, the last and the neighbours of the current one, with gaps. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1)
  const around = [page - 1, page, page + 1].filter((p) => p > 1 && p < pages)
  const list: (number | 'gap')[] = [1]
  if (around[0] > 2) list.push('gap')
  list.push(...around)
  if (around[around.length - 1] < pages - 1) list.push('gap')
  list.push(pages)
  return list
}

/** The first and last row shown (1-based), 0 to 0 for an empty list. */
export function pageRange(page: number, perPage: number, total: number) {
  return {
    from: total === 0 ? 0 : (page - 1) * perPage + 1,
    to: Math.min(total, page * perPage),
    total
  }
}

export const Pager = memo(function Pager({
  page,
  perPage,
  total,
  onPageChange,
  onPerPageChange,
  sizes = PAGE_SIZES,
  id = 'list',
  label,
  dense = false,
  hideSinglePage = false,
  className = dense ? 'px-3 py-2' : 'px-3 py-3',
  children
}: Props) {
  const { t } = useTranslation()
  const text = usePagerText(label, dense ? 'range' : 'entries')
  const pages = Math.max(1, Math.ceil(total / perPage))
  const iconSize = dense ? 14 : 16
  return (
    <div className={`d-flex flex-wrap align-items-center justify-content-between gap-2 ${className}`.trim()}>
      <div className="d-flex align-items-center gap-2 text-body-secondary small">
        {children}
        {onPerPageChange && (
          <PageSizeSelect
            id={`${id}-per-page`}
            label={t('common.pager.perPage')}
            value={perPage}
            sizes={sizes}
            onChange={onPerPageChange}
            size={dense ? 'sm' : undefined}
          />
        )}
        <span aria-live="polite">{text.showing(pageRange(page, perPage, total))}</span>
      </div>
      {!(hideSinglePage && pages <= 1) && (
        <nav aria-label={text.navigation}>
          <ul className={`pagination mb-0 flex-wrap${dense ? ' pagination-sm' : ''}`}>
            <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-label={text.previous}
                disabled={page <= 1}
                onClick={() => onPageChange(page - 1)}
              >
                <ChevronLeft size={iconSize} aria-hidden="true" className="rtl-flip" />
              </button>
            </li>
            {pageWindow(page, pages).map((p, i) =>
              p === 'gap' ? (
                <li key={`gap-${i}`} className="page-item disabled" aria-hidden="true">
                  <span className="page-link">…</span>
                </li>
              ) : (
                <li key={p} className={`page-item${p === page ? ' active' : ''}`}>
                  <button
                    type="button"
                    className="page-link"
                    aria-current={p === page ? 'page' : undefined}
                    aria-label={text.page(p)}
                    onClick={() => onPageChange(p)}
                  >
                    {p}
                  </button>
                </li>
              )
            )}
            <li className={`page-item${page >= pages ? ' disabled' : ''}`}>
              <button
                type="button"
                className="page-link"
                aria-label={text.next}
                disabled={page >= pages}
                onClick={() => onPageChange(page + 1)}
              >
                <ChevronRight size={iconSize} aria-hidden="true" className="rtl-flip" />
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  )
})
