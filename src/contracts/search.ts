// The global search of the navbar (GET /admin/v2/search?q=): the best few tracks, playlists and users for a keyword,
// answered by the API server and by the fake database alike. The keyword matches as the lists match it
// (contracts/keyword.ts): tracks by word prefixes, playlists and users by "contains".
import { z } from 'zod'
import { keywordSchema } from './list'
import { adminUserSchema, playlistSchema, trackSchema } from './music'

export const SEARCH_PATH = '/admin/v2/search'

/** At most this many rows per group (spec §9: search limit 4 per group). */
export const SEARCH_GROUP_LIMIT = 4

/** ?q= trimmed, at most 200 characters (a longer one is a 400); empty or missing finds nothing. */
export const searchQuerySchema = z.object({ q: keywordSchema.optional().default('') })
export type SearchQuery = z.infer<typeof searchQuerySchema>

/** What a user row of the search shows (no plan, country or activity). */
export const searchUserSchema = adminUserSchema.pick({
  id: true,
  full_name: true,
  username: true,
  email: true,
  role: true,
  avatar: true
})
export type SearchUser = z.infer<typeof searchUserSchema>

/**
 * Tracks: most played first (ties: newer id first). Playlists: a match in the name before a match elsewhere,
 * then newest. Users: a match in the name or username before a match in the email only, then newest. A group the
 * role may not read is empty (a viewer sees no users).
 */
export const searchResultSchema = z.object({
  data: z.object({
    q: z.string(),
    tracks: z.array(trackSchema),
    playlists: z.array(playlistSchema),
    users: z.array(searchUserSchema)
  })
})
export type SearchResult = z.infer<typeof searchResultSchema>['data']

export const emptySearch = (q: string): SearchResult => ({ q, tracks: [], playlists: [], users: [] })
