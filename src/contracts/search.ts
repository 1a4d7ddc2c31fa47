// The global search of the navbar (GET /admin/v2/search?q=): the best few tracks, playlists and users for a keyword,
// answered by the API server and by the fake database alike. The keyword matches as the lists match it
// (contracts/keyword.ts): tracks by word prefixes, playlists and users by "contains".
import { z } from 'zod'
import { keywordSchema } from './list'
import { artistSchema, releaseSchema } from './catalogue'
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

/** What an artist row of the search shows (issue 36). */
export const searchArtistSchema = artistSchema.pick({
  id: true,
  name: true,
  country: true,
  image_url: true,
  track_count: true,
  release_count: true
})
export type SearchArtist = z.infer<typeof searchArtistSchema>

/** What a release row of the search shows (issue 36). */
export const searchReleaseSchema = releaseSchema.pick({
  id: true,
  title: true,
  type: true,
  cover_url: true,
  artists: true,
  track_count: true
})
export type SearchRelease = z.infer<typeof searchReleaseSchema>

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
    users: z.array(searchUserSchema),
    /**
     * Artists whose name starts with the keyword (by name), and releases whose title does (newest
     * first), as their lists match.
     */
    artists: z.array(searchArtistSchema),
    releases: z.array(searchReleaseSchema)
  })
})
export type SearchResult = z.infer<typeof searchResultSchema>['data']

export const emptySearch = (q: string): SearchResult => ({
  q,
  tracks: [],
  playlists: [],
  users: [],
  artists: [],
  releases: []
})
