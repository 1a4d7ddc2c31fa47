// The navbar's global search: the best few tracks, playlists and users for a keyword, each group matched the way
// its own list matches (tracks through the text index of db/tracks.ts; users and playlists by "contains", db/users.ts).
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  SEARCH_GROUP_LIMIT,
  SEARCH_PATH,
  emptySearch,
  searchQuerySchema,
  searchResultSchema,
  type SearchResult
} from '../../src/contracts/search'
import type { AppAbility } from '../accounts/ability'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import { searchTracks } from '../catalog/tracksRepository'
import { searchPlaylists, searchUsers, type PlaylistSearchRow } from '../accounts/userSearchRepository'
import { zodError } from '../errors'
import { toTrack } from '../catalog/tracksRoutes'
import { assertNoNul, errorResponses } from '../http/shared'

export function searchRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const limit = SEARCH_GROUP_LIMIT

    const tracks = async (keyword: string) =>
      (await searchTracks(ctx.db, ctx.dialect, keyword, limit)).map((row) =>
        toTrack(row, ctx.media)
      )

    const toPlaylist = (row: PlaylistSearchRow) => ({
      ...row,
      is_public: Boolean(row.is_public),
      // The search row shows a playlist's name and size, not its cover mosaic.
      covers: []
    })

    const search = async (q: string, ability: AppAbility): Promise<SearchResult> => {
      const [t, p, u] = await Promise.all([
        tracks(q),
        ability.can('read', 'Playlist') ? searchPlaylists(ctx.db, ctx.dialect, q, limit) : [],
        ability.can('read', 'User') ? searchUsers(ctx.db, ctx.dialect, q, limit) : []
      ])
      return { q, tracks: t, playlists: p.map(toPlaylist), users: u as SearchResult['users'] }
    }

    app.get(
      SEARCH_PATH,
      {
        onRequest: can(ctx, 'read', 'Track'),
        schema: {
          tags: ['search'],
          summary: 'The best 4 tracks, 4 playlists and 4 users for a keyword (the navbar search)',
          description:
            'q: up to 200 characters, trimmed; empty finds nothing. Tracks match word prefixes of the title, artist or album as the track list does, most played first; playlists (name, description, owner) and users (name, username, email) contain the keyword, a match in the name first, then newest. Groups the role may not read are empty.',
          querystring: searchQuerySchema,
          response: { 200: searchResultSchema, ...errorResponses }
        }
      },
      async (request) => {
        const parsed = searchQuerySchema.safeParse(request.query ?? {})
        if (!parsed.success) throw zodError(parsed.error, 'query')
        const q = parsed.data.q
        assertNoNul(q, 'q')
        if (!q) return { data: emptySearch(q) }
        return { data: await search(q, request.user!.ability) }
      }
    )
  }
}
