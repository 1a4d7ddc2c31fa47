// What the track list adds to its list contract (trackListQuery in contracts/music.ts): the direction a column sorts
// in on its first click. The params themselves live in the URL through useUrlListParams.
import type { SortDir } from '@/contracts/list'
import type { TrackSortField } from '@/contracts/music'

/** Text columns start A→Z, numbers and dates start with the largest. */
export const firstDirection = (field: TrackSortField): SortDir =>
  field === 'title' || field === 'artist' ? 'asc' : 'desc'
