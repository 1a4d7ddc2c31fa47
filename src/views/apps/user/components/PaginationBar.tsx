import { Pagination, PaginationItem, PaginationLink } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import '../user.scss'

/** Pages 1 … n around the current one, with previous and next; nothing when there is one page. */
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

export function PaginationBar({
  page,
  perPage,
  total,
  label,
  onPage
}: {
  page: number
  perPage: number
  total: number
  label: string
  onPage: (page: number) => void
}) {
  const { t } = useTranslation()
  const pages = Math.max(1, Math.ceil(total / perPage))
  const from = total === 0 ? 0 : (page - 1) * perPage + 1
  const to = Math.min(total, page * perPage)
  return (
    <div className="pagination-bar d-flex flex-wrap align-items-center justify-content-between gap-2 px-3 py-3">
      <p className="mb-0 text-body-secondary small" aria-live="polite">
        {t('templateUsers.pagination.showing', { from, to, total })}
      </p>
      {pages > 1 && (
        <Pagination aria-label={label} className="mb-0" listClassName="mb-0">
          <PaginationItem disabled={page <= 1}>
            <PaginationLink
              tag="button"
              type="button"
              disabled={page <= 1}
              previous
              onClick={() => onPage(page - 1)}
              aria-label={t('templateUsers.pagination.previous')}
            />
          </PaginationItem>
          {pageWindow(page, pages).map((p, index) =>
            p === 'gap' ? (
              <PaginationItem key={`gap-${index}`} disabled>
                <PaginationLink tag="span">…</PaginationLink>
              </PaginationItem>
            ) : (
              <PaginationItem key={p} active={p === page}>
                <PaginationLink
                  tag="button"
                  type="button"
                  onClick={() => onPage(p)}
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={t('templateUsers.pagination.page', { page: p })}
                >
                  {p}
                </PaginationLink>
              </PaginationItem>
            )
          )}
          <PaginationItem disabled={page >= pages}>
            <PaginationLink
              tag="button"
              type="button"
              disabled={page >= pages}
              next
              onClick={() => onPage(page + 1)}
              aria-label={t('templateUsers.pagination.next')}
            />
          </PaginationItem>
        </Pagination>
      )}
    </div>
  )
}
