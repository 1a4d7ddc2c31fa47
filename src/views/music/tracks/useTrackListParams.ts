// The track list's filters, page, size and sort live in the URL, so a reload or a shared link shows the same list.
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import { GENRES, MAX_PER_PAGE, TRACK_SORT_FIELDS, type TrackFilters } from '@/contracts/music'
import { DEFAULT_TRACK_PARAMS } from './tracksSlice'
import type { TrackListParams, TrackSortField } from './tracksApi'

const isDay = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v)

/** Reads the list params from a query string, ignoring anything malformed. */
export function paramsFromSearch(search: URLSearchParams): TrackListParams {
  const filters: TrackFilters = {}
  const keyword = search.get('q')?.trim()
  if (keyword) filters.keyword = keyword.slice(0, 200)
  const genre = search.get('genre')
  if (genre && (GENRES as readonly string[]).includes(genre)) filters.genre = genre as TrackFilters['genre']
  const from = search.get('from')
  const to = search.get('to')
  if (isDay(from)) filters.date_from = from
  if (isDay(to)) filters.date_to = to
  const page = Number(search.get('page'))
  const perPage = Number(search.get('per_page'))
  const sortBy = search.get('sort')
  const sortDir = search.get('dir')
  return {
    filters,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    per_page:
      Number.isInteger(perPage) && perPage >= 1 && perPage <= MAX_PER_PAGE
        ? perPage
        : DEFAULT_TRACK_PARAMS.per_page,
    sort_by: (TRACK_SORT_FIELDS as readonly string[]).includes(sortBy ?? '')
      ? (sortBy as TrackSortField)
      : DEFAULT_TRACK_PARAMS.sort_by,
    sort_dir: sortDir === 'asc' || sortDir === 'desc' ? sortDir : DEFAULT_TRACK_PARAMS.sort_dir
  }
}

const URL_KEYS: Record<string, string> = {
  keyword: 'q',
  genre: 'genre',
  date_from: 'from',
  date_to: 'to',
  page: 'page',
  per_page: 'per_page',
  sort_by: 'sort',
  sort_dir: 'dir'
}

export type TrackListChange = Partial<TrackFilters> & Partial<Omit<TrackListParams, 'filters'>>

export function useTrackListParams() {
  const [search, setSearch] = useSearchParams()
  const key = search.toString()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity of the params
  const params = useMemo(() => paramsFromSearch(search), [key])

  /** Applies changes to the URL; any filter change goes back to page 1. */
  const update = useCallback(
    (change: TrackListChange, options: { replace?: boolean } = {}) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [name, value] of Object.entries(change)) {
            const urlKey = URL_KEYS[name]
            if (value === undefined || value === null || value === '') next.delete(urlKey)
            else next.set(urlKey, String(value))
          }
          const filterChanged = [
            'keyword',
            'genre',
            'date_from',
            'date_to',
            'per_page',
            'sort_by',
            'sort_dir'
          ].some((name) => name in change)
          if (filterChanged && !('page' in change)) next.delete('page')
          if (next.get('page') === '1') next.delete('page')
          return next
        },
        { replace: options.replace ?? false }
      )
    },
    [setSearch]
  )
  return { params, update }
}
