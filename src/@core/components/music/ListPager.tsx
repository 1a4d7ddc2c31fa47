// Pagination and page size of the music lists: the total, the page buttons and a page-size selector.
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronLeft, ChevronRight } from 'lucide-react'

export const PAGE_SIZES = [10, 25, 50, 100] as const

type Props = {
  page: number
  perPage: number
  total: number
  onPageChange: (page: number) => void
  onPerPageChange?: (perPage: number) => void
  idPrefix: string
}

/** Page numbers around the current one, with the first and last always shown. */
function pageWindow(page: number, last: number): (number | 'gap')[] {
  const pages = new Set([1, last, page - 1, page, page + 1].filter((p) => p >= 1 && p <= last))
  const sorted = [...pages].sort((a, b) => a - b)
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? ['gap' as const, p] : [p]))
}

export const ListPager = memo(function ListPager({
  page,
  perPage,
  total,
  onPageChange,
  onPerPageChange,
  idPrefix
}: Props) {
  const { t } = useTranslation()
  const last = Math.max(1, Math.ceil(total / perPage))
  const from = total === 0 ? 0 : (page - 1) * perPage + 1
  const to = Math.min(total, page * perPage)
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 px-3 py-2">
      <div className="d-flex align-items-center gap-2 text-body-secondary small">
        {onPerPageChange && (
          <>
            <label htmlFor={`${idPrefix}-per-page`} className="mb-0">
              {t('music.common.perPage')}
            </label>
            <select
              id={`${idPrefix}-per-page`}
              className="form-select form-select-sm w-auto"
              value={perPage}
              onChange={(e) => onPerPageChange(Number(e.target.value))}
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </>
        )}
        <span aria-live="polite">{t('music.common.showing', { from, to, total })}</span>
      </div>
      <nav aria-label={t('music.common.pagination')}>
        <ul className="pagination pagination-sm mb-0">
          <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
            <button
              type="button"
              className="page-link"
              aria-label={t('music.common.previousPage')}
              disabled={page <= 1}
              onClick={() => onPageChange(page - 1)}
            >
              <ChevronLeft size={14} aria-hidden="true" className="rtl-flip" />
            </button>
          </li>
          {pageWindow(page, last).map((p, i) =>
            p === 'gap' ? (
              <li key={`gap-${i}`} className="page-item disabled">
                <span className="page-link">…</span>
              </li>
            ) : (
              <li key={p} className={`page-item${p === page ? ' active' : ''}`}>
                <button
                  type="button"
                  className="page-link"
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={t('music.common.goToPage', { page: p })}
                  onClick={() => onPageChange(p)}
                >
                  {p}
                </button>
              </li>
            )
          )}
          <li className={`page-item${page >= last ? ' disabled' : ''}`}>
            <button
              type="button"
              className="page-link"
              aria-label={t('music.common.nextPage')}
              disabled={page >= last}
              onClick={() => onPageChange(page + 1)}
            >
              <ChevronRight size={14} aria-hidden="true" className="rtl-flip" />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  )
})
