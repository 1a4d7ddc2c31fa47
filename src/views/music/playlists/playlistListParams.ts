// What the playlist list adds to its list contract (playlistListQuery in contracts/music.ts): the direction a column
// sorts in on its first click. The params themselves live in the URL through useUrlListParams.
import type { SortDir } from '@/contracts/list'
import type { PlaylistSortField } from '@/contracts/music'

/** Text columns start A→Z, numbers and dates start with the largest. */
export const firstDirection = (field: PlaylistSortField): SortDir =>
  field === 'name' || field === 'owner_name' ? 'asc' : 'desc'
