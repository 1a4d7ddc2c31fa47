// Pagination and page size of the music lists, in the music lists' words and compact size.
import { memo, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager, type PagerText } from '../table/Pager'
import { PageSizeSelect } from '../table/PageSizeSelect'

export const PAGE_SIZES = [10, 25, 50, 100] as const

type Props = {
  page: number
  perPage: number
  total: number
  onPageChange: (page: number) => void
  onPerPageChange?: (perPage: number) => void
  idPrefix: string
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
  const text = useMemo<PagerText>(
    () => ({
      navigation: t('music.common.pagination'),
      previous: t('music.common.previousPage'),
      next: t('music.common.nextPage'),
      page: (p) => t('music.common.goToPage', { page: p }),
      showing: (range) => t('music.common.showing', range)
    }),
    [t]
  )
  return (
    <Pager
      page={page}
      perPage={perPage}
      total={total}
      onPageChange={onPageChange}
      text={text}
      size="sm"
      className="px-3 py-2"
    >
      {onPerPageChange && (
        <PageSizeSelect
          id={`${idPrefix}-per-page`}
          label={t('music.common.perPage')}
          value={perPage}
          sizes={PAGE_SIZES}
          onChange={onPerPageChange}
          size="sm"
        />
      )}
    </Pager>
  )
})
