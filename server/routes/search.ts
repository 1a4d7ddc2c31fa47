// The navbar's global search: the best few tracks, playlists and users for a keyword, each group matched the way
// its own list matches (tracks through the text index of db/tracks.ts, users through db/users.ts, playlists by
// "contains"). On PostgreSQL the three groups are one statement (db/searchPostgres.ts).
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sql, type SqlBool } from 'kysely'
import { keywordTokens, likePattern } from '../../src/contracts/keyword'
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
import { compiledOnce } from '../db/compiled'
import { searchPostgres, type PlaylistSearchRow } from '../db/searchPostgres'
import { searchTracks } from '../db/tracks'
import { searchUsers } from '../accounts/userSearchRepository'
import { zodError } from '../errors'
import { toTrack } from './tracks'
import { assertNoNul, errorResponses } from './shared'

export function searchRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const limit = SEARCH_GROUP_LIMIT

    const tracks = async (keyword: string) =>
      (await searchTracks(ctx.db, ctx.dialect, ctx.anchors, keyword, limit)).map((row) =>
        toTrack(row, ctx.media)
      )

    // SQLite's playlists. Built and compiled once: Kysely's building and compiling of this query cost more than
    // SQLite's answer to it.
    const playlistRows = compiledOnce(ctx.db, ['pattern', 'limit'], (v) => {
      const inName = sql<SqlBool>`playlists.name like ${v.pattern} escape '\\'`
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
          sql<SqlBool>`(${inName} or playlists.description like ${v.pattern} escape '\\' or users.full_name like ${v.pattern} escape '\\')`
        )
        .orderBy(sql`case when ${inName} then 0 else 1 end`)
        .orderBy('playlists.created_at', 'desc')
        .orderBy('playlists.id', 'desc')
        .limit(v.limit)
    })

    const toPlaylist = (row: PlaylistSearchRow) => ({
      ...row,
      is_public: Boolean(row.is_public),
      track_count: Number(row.track_count ?? 0),
      // The search row shows a playlist's name and size, not its cover mosaic.
      covers: []
    })

    const onSqlite = async (q: string, pattern: string, ability: AppAbility): Promise<SearchResult> => {
      const [t, p, u] = await Promise.all([
        tracks(q),
        ability.can('read', 'Playlist') ? playlistRows({ pattern, limit }) : [],
        ability.can('read', 'User') ? searchUsers(ctx.db, q, limit) : []
      ])
      return { q, tracks: t, playlists: p.map(toPlaylist), users: u as SearchResult['users'] }
    }

    // One statement for the three groups (db/searchPostgres.ts); a keyword without words finds its tracks as the
    // track list does, beside it.
    const onPostgres = async (q: string, pattern: string, ability: AppAbility): Promise<SearchResult> => {
      const tokens = keywordTokens(q)
      const [rows, wordless] = await Promise.all([
        searchPostgres(ctx.db, {
          tokens,
          keyword: q,
          pattern,
          limit,
          playlists: ability.can('read', 'Playlist'),
          users: ability.can('read', 'User')
        }),
        tokens.length ? undefined : tracks(q)
      ])
      return {
        q,
        tracks: wordless ?? rows.tracks.map((row) => toTrack(row, ctx.media)),
        playlists: rows.playlists.map(toPlaylist),
        users: rows.users as SearchResult['users']
      }
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
        const search = ctx.dialect === 'postgres' ? onPostgres : onSqlite
        return { data: await search(q, likePattern(q), request.user!.ability) }
      }
    )
  }
}
