// The controls of a list the server pages, filters and sorts, with its parameters kept in the store: the first
// load uses the remembered parameters, the search box loads page 1 once typing pauses, a header click sorts.
import { useEffect } from 'react'
import { useKeywordSearch } from '@/@core/components/list/useKeywordSearch'

type ListParams = { q: string; page: number }

export function useServerList<P extends ListParams>(params: P, fetch: (params: P) => unknown) {
  const load = (changes: Partial<P>) => void fetch({ ...params, ...changes })

  useEffect(() => {
    fetch(params)
    // Load once on arrival with the remembered params; later loads follow the user's changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const { keyword: search, setKeyword: setSearch } = useKeywordSearch(params.q, (q) =>
    load({ q, page: 1 } as Partial<P>)
  )

  return { search, setSearch, load }
}

/** The params that sort by `column`: ascending first, the other way on a second click of the same column. */
export function sortedBy<C extends string>(params: { sortColumn: string; sort: 'asc' | 'desc' }, column: C) {
  const sort: 'asc' | 'desc' = params.sortColumn === column && params.sort === 'asc' ? 'desc' : 'asc'
  return { sortColumn: column, sort, page: 1 }
}
