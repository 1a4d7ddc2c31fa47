// The footer of a paged table: "showing x to y of z", previous / page / next buttons and, as children, what
// a screen puts beside the count (a page-size selector). Text comes from the caller, so each area keeps its words.
import { memo, type ReactNode } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import './table.scss'

export type PagerText = {
  /** The name of the page navigation landmark. */
  navigation: string
  previous: string
  next: string
  /** The accessible name of one page button. */
  page: (page: number) => string
  showing: (range: { from: number; to: number; total: number }) => string
}

type Props = {
  page: number
  perPage: number
  total: number
  onPageChange: (page: number) => void
  text: PagerText
  /** `sm` for the dense music tables. */
  size?: 'sm'
  /** Leave out the page buttons when everything fits on one page (the count stays). */
  hideSinglePage?: boolean
  className?: string
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
  text,
  size,
  hideSinglePage = false,
  className = '',
  children
}: Props) {
  const pages = Math.max(1, Math.ceil(total / perPage))
  const iconSize = size === 'sm' ? 14 : 16
  return (
    <div className={`d-flex flex-wrap align-items-center justify-content-between gap-2 ${className}`.trim()}>
      <div className="d-flex align-items-center gap-2 text-body-secondary small">
        {children}
        <span aria-live="polite">{text.showing(pageRange(page, perPage, total))}</span>
      </div>
      {!(hideSinglePage && pages <= 1) && (
        <nav aria-label={text.navigation}>
          <ul className={`pagination mb-0 flex-wrap${size === 'sm' ? ' pagination-sm' : ''}`}>
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
