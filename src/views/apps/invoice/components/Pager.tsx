import { useTranslation } from 'react-i18next'
import { Pagination, PaginationItem, PaginationLink } from 'reactstrap'

/** Page buttons with first/last and a window of five around the current page. */
export function Pager({
  page,
  pages,
  onPage
}: {
  page: number
  pages: number
  onPage: (page: number) => void
}) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  const start = Math.max(1, Math.min(page - 2, pages - 4))
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => start + i)
  return (
    <Pagination aria-label={t('invoice.list.pagination')} className="mb-0" listClassName="mb-0 flex-wrap">
      <PaginationItem disabled={page === 1}>
        <PaginationLink
          previous
          onClick={() => onPage(page - 1)}
          aria-label={t('invoice.list.previousPage')}
        />
      </PaginationItem>
      {numbers.map((n) => (
        <PaginationItem key={n} active={n === page}>
          <PaginationLink
            onClick={() => onPage(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('invoice.list.page', { page: n })}
          >
            {n}
          </PaginationLink>
        </PaginationItem>
      ))}
      <PaginationItem disabled={page === pages}>
        <PaginationLink next onClick={() => onPage(page + 1)} aria-label={t('invoice.list.nextPage')} />
      </PaginationItem>
    </Pagination>
  )
}
