import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pagination, PaginationItem, PaginationLink } from 'reactstrap'

const PAGES = 5

export function BasicPagination({ size }: { size?: 'sm' | 'lg' }) {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  return (
    <>
      <Pagination size={size} aria-label={t('ui.components.pagination.label')} listClassName="mb-2">
        <PaginationItem disabled={page === 1}>
          <PaginationLink
            previous
            onClick={() => setPage(page - 1)}
            aria-label={t('ui.components.pagination.previous')}
          />
        </PaginationItem>
        {Array.from({ length: PAGES }, (_, index) => index + 1).map((number) => (
          <PaginationItem key={number} active={number === page}>
            <PaginationLink
              onClick={() => setPage(number)}
              aria-current={number === page ? 'page' : undefined}
            >
              {number}
            </PaginationLink>
          </PaginationItem>
        ))}
        <PaginationItem disabled={page === PAGES}>
          <PaginationLink
            next
            onClick={() => setPage(page + 1)}
            aria-label={t('ui.components.pagination.next')}
          />
        </PaginationItem>
      </Pagination>
      <p className="small text-body-secondary mb-0" aria-live="polite">
        {t('ui.components.pagination.current', { page, pages: PAGES })}
      </p>
    </>
  )
}
