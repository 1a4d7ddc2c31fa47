// A list's state lives in the URL (DESIGN.md §3), read and written through the list contract (src/contracts/list.ts):
// a reload or a shared link shows the same list, and the back button steps through filters and pages.
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import {
  decodeListQuery,
  encodeListQuery,
  type FiltersOf,
  type ListParams,
  type ListQuery,
  type ParamsOf,
  type SortDir
} from '@/contracts/list'
import { KEYWORD_DEBOUNCE_MS, useKeywordSearch } from '@/@core/components/list/useKeywordSearch'

export type ListUpdate<L extends ListQuery> = Partial<Omit<ParamsOf<L>, 'filters'>> & {
  filters?: { [K in keyof FiltersOf<L>]?: FiltersOf<L>[K] | undefined }
}
export type UpdateList<L extends ListQuery> = (change: ListUpdate<L>, options?: { replace?: boolean }) => void

/**
 * The list params of the current URL (malformed values fall back to the list's defaults) and `update`, which writes
 * a change to the URL: any change but the page's goes back to page 1. `keyword`/`setKeyword` hold what is typed in
 * the search box; it reaches the URL once typing pauses, and follows the URL when it changes under it (back button).
 */
export function useUrlListParams<L extends ListQuery>(list: L, keywordDelayMs = KEYWORD_DEBOUNCE_MS) {
  const [search, setSearch] = useSearchParams()
  const key = search.toString()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity of the params
  const params = useMemo(() => decodeListQuery(list, 'url', search), [list, key])

  const update = useCallback<UpdateList<L>>(
    (change, options = {}) =>
      setSearch((current) => encodeListQuery(list, 'url', change as ListParams, current), {
        replace: options.replace ?? false
      }),
    [list, setSearch]
  )

  const applied = (params.filters as { keyword?: string }).keyword ?? ''
  // The contract's keyword schema trims (and cuts an overlong keyword): the box's text is read the same way.
  const normalize = useCallback(
    (text: string) => {
      const { filters } = decodeListQuery(
        list,
        'url',
        new URLSearchParams({ [list.urlKeys.keyword ?? 'q']: text })
      )
      return (filters as { keyword?: string }).keyword ?? ''
    },
    [list]
  )
  // The page the keyword was typed on. A reader who opens a row before typing pauses has left by the time the
  // keyword settles, while the router may still show the list (it renders the next page in a transition until that
  // page's code has loaded): writing the keyword then would navigate back to the list.
  const typedOn = useRef<string | null>(null)
  const {
    keyword,
    setKeyword: setTypedKeyword,
    clear: clearKeyword
  } = useKeywordSearch(
    applied,
    (value) => {
      if (typedOn.current !== null && typedOn.current !== window.location.pathname) return
      update({ filters: { keyword: value } } as unknown as ListUpdate<L>, { replace: true })
    },
    { delay: keywordDelayMs, normalize }
  )
  const setKeyword = useCallback(
    (text: string) => {
      typedOn.current = window.location.pathname
      setTypedKeyword(text)
    },
    [setTypedKeyword]
  )

  return { params, update, keyword, setKeyword, clearKeyword }
}

/** The sort after a click on `field`'s header: the other direction on the same column, else `firstDir`. */
export function nextSort<S extends string>(
  current: { sort_by: S; sort_dir: SortDir },
  field: S,
  firstDir: SortDir
): { sort_by: S; sort_dir: SortDir } {
  if (current.sort_by !== field) return { sort_by: field, sort_dir: firstDir }
  return { sort_by: field, sort_dir: current.sort_dir === 'asc' ? 'desc' : 'asc' }
}

/**
 * Moves a list that stands past its last page (its last row deleted, an old link) to the last page, replacing the
 * history entry. `settled` is false while a page is loading or failed.
 */
export function useKeepPageInRange(
  page: number,
  perPage: number,
  total: number,
  rows: number,
  settled: boolean,
  goTo: (page: number) => void
): void {
  useEffect(() => {
    if (!settled || rows > 0 || page <= 1) return
    const last = Math.max(1, Math.ceil(total / perPage))
    if (page > last) goTo(last)
  }, [settled, rows, page, perPage, total, goTo])
}
