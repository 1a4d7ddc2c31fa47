// The navbar's global search: the best few tracks, playlists and users for a keyword, each group matched the way
// its own list matches (tracks through the text index of db/tracks.ts, users through db/users.ts, playlists by
// "contains").
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sql, type SqlBool } from 'kysely'
import { likePattern } from '../../src/contracts/keyword'
import {
  SEARCH_GROUP_LIMIT,
  SEARCH_PATH,
  emptySearch,
  searchQuerySchema,
  searchResultSchema,
  type SearchResult
} from '../../src/contracts/search'
import { can } from '../auth/guard'
import type { AppContext } from '../context'
import { compiledOnce } from '../db/compiled'
import { searchTracks } from '../db/tracks'
import { searchUsers } from '../db/users'
import { zodError } from '../errors'
import { toTrack } from './tracks'
import { assertNoNul, errorResponses } from './shared'

export function searchRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const like = ctx.dialect === 'postgres' ? sql`ilike` : sql`like`
    const limit = SEARCH_GROUP_LIMIT

    const tracks = async (keyword: string) =>
      (await searchTracks(ctx.db, ctx.dialect, ctx.anchors, keyword, limit)).map((row) =>
        toTrack(row, ctx.media)
      )

    // Built and compiled once: Kysely's building and compiling of this query cost more than SQLite's answer to it.
    const playlistRows = compiledOnce(ctx.db, ['pattern', 'limit'], (v) => {
      const inName = sql<SqlBool>`playlists.name ${like} ${v.pattern} escape '\\'`
      return ctx.db
        .selectFrom('playlists')
        .innerJoin('users', 'users.id', 'playlists.owner_id')
        .select([
          'playlists.id',
          'playlists.name',
          'playlists.description',
          'playlists.owner_id',
          'users.full_name as owner_name',
          'playlists.is_public',
          'playlists.created_at',
          sql<number>`(select count(*) from playlist_tracks where playlist_tracks.playlist_id = playlists.id)`.as(
            'track_count'
          )
        ])
        .where(
          sql<SqlBool>`(${inName} or playlists.description ${like} ${v.pattern} escape '\\' or users.full_name ${like} ${v.pattern} escape '\\')`
        )
        .orderBy(sql`case when ${inName} then 0 else 1 end`)
        .orderBy('playlists.created_at', 'desc')
        .orderBy('playlists.id', 'desc')
        .limit(v.limit)
    })

    const playlists = async (pattern: string) => {
      const rows = await playlistRows({ pattern, limit })
      return rows.map((row) => ({
        ...row,
        is_public: Boolean(row.is_public),
        track_count: Number(row.track_count ?? 0),
        // The search row shows a playlist's name and size, not its cover mosaic.
        covers: []
      }))
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
        const ability = request.user!.ability
        const pattern = likePattern(q)
        const [t, p, u] = await Promise.all([
          tracks(q),
          ability.can('read', 'Playlist') ? playlists(pattern) : [],
          ability.can('read', 'User') ? searchUsers(ctx.db, ctx.dialect, q, limit) : []
        ])
        const data: SearchResult = { q, tracks: t, playlists: p, users: u as SearchResult['users'] }
        return { data }
      }
    )
  }
}
