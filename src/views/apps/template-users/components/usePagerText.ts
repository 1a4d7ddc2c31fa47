// The words of the template-user and permission pagers ("Showing 1 to 10 of 50 entries").
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { PagerText } from '@/@core/components/table/Pager'

export function usePagerText(navigation: string): PagerText {
  const { t } = useTranslation()
  return useMemo(
    () => ({
      navigation,
      previous: t('templateUsers.pagination.previous'),
      next: t('templateUsers.pagination.next'),
      page: (page) => t('templateUsers.pagination.page', { page }),
      showing: (range) => t('templateUsers.pagination.showing', range)
    }),
    [t, navigation]
  )
}
