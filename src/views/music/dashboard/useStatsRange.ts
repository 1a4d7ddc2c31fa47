// The overview's range lives in the URL: ?days=7|30|90, or ?from=YYYY-MM-DD&to=YYYY-MM-DD; anything else means
// the last 30 days.
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { DEFAULT_STATS_RANGE, statsRangeQuerySchema, type StatsRangeQuery } from '@/contracts/stats'

export function rangeFromSearch(search: URLSearchParams): StatsRangeQuery {
  const raw = Object.fromEntries(
    ['days', 'from', 'to'].flatMap((k) => (search.has(k) ? [[k, search.get(k)]] : []))
  )
  const parsed = statsRangeQuerySchema.safeParse(raw)
  if (!parsed.success || (parsed.data.days === undefined && parsed.data.from === undefined))
    return { days: DEFAULT_STATS_RANGE }
  return parsed.data.days !== undefined
    ? { days: parsed.data.days }
    : { from: parsed.data.from, to: parsed.data.to }
}

export function useStatsRange(): [StatsRangeQuery, (range: StatsRangeQuery) => void] {
  const [search, setSearch] = useSearchParams()
  const key = ['days', 'from', 'to'].map((k) => search.get(k)).join('|')
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is what the range depends on
  const range = useMemo(() => rangeFromSearch(search), [key])
  const setRange = useCallback(
    (next: StatsRangeQuery) =>
      setSearch((current) => {
        const params = new URLSearchParams(current)
        for (const k of ['days', 'from', 'to']) params.delete(k)
        if (next.days !== undefined && next.days !== DEFAULT_STATS_RANGE)
          params.set('days', String(next.days))
        if (next.from && next.to) {
          params.set('from', next.from)
          params.set('to', next.to)
        }
        return params
      }),
    [setSearch]
  )
  return [range, setRange]
}
