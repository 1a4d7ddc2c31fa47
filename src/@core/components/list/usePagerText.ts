// The words of a pager: "Showing 1 to 10 of 50 entries" and "Page 2" (the template's lists), or the dense music
// lists' "1–10 of 50" and "Go to page 2".
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

export type PagerText = {
  /** The name of the page navigation landmark. */
  navigation: string
  previous: string
  next: string
  /** The accessible name of one page button. */
  page: (page: number) => string
  showing: (range: { from: number; to: number; total: number }) => string
}

export type PagerWording = 'entries' | 'range'

export function usePagerText(navigation?: string, wording: PagerWording = 'entries'): PagerText {
  const { t } = useTranslation()
  return useMemo(
    () => ({
      navigation: navigation ?? t('common.pager.label'),
      previous: t('common.pager.previous'),
      next: t('common.pager.next'),
      page: (page) => t(wording === 'range' ? 'common.pager.goToPage' : 'common.pager.page', { page }),
      showing: (range) => t(wording === 'range' ? 'common.pager.range' : 'common.pager.entries', range)
    }),
    [t, navigation, wording]
  )
}
