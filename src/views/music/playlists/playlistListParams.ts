// The playlist list's keyword, page, size and sort live in the URL (?q=&page=&per_page=&sort=&dir=).
import { MAX_PER_PAGE, PLAYLIST_SORT_FIELDS, type PlaylistSortField } from '@/contracts/music'
import type { PlaylistListParams } from './playlistsApi'
import { DEFAULT_PLAYLIST_PARAMS } from './playlistsSlice'

/** Text columns start A→Z, numbers and dates start with the largest. */
export const firstDirection = (field: PlaylistSortField) =>
  field === 'name' || field === 'owner_name' ? 'asc' : 'desc'

/** Reads the list params from a query string, ignoring anything malformed. */
export function paramsFromSearch(search: URLSearchParams): PlaylistListParams {
  const page = Number(search.get('page'))
  const perPage = Number(search.get('per_page'))
  const sortBy = search.get('sort') ?? ''
  const sortDir = search.get('dir')
  return {
    keyword: search.get('q')?.trim().slice(0, 200) ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    per_page:
      Number.isInteger(perPage) && perPage >= 1 && perPage <= MAX_PER_PAGE
        ? perPage
        : DEFAULT_PLAYLIST_PARAMS.per_page,
    sort_by: (PLAYLIST_SORT_FIELDS as readonly string[]).includes(sortBy)
      ? (sortBy as PlaylistSortField)
      : DEFAULT_PLAYLIST_PARAMS.sort_by,
    sort_dir: sortDir === 'asc' || sortDir === 'desc' ? sortDir : DEFAULT_PLAYLIST_PARAMS.sort_dir
  }
}
