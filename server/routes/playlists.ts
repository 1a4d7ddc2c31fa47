// Playlists: list (keyword, pages) and one playlist with its tracks in order.
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sql, type SqlBool } from 'kysely'
import { z } from 'zod'
import {
  MUSIC_PATHS,
  playlistFiltersSchema,
  playlistSchema,
  trackSchema,
  type Playlist
} from '../../src/contracts/music'
import { can } from '../auth/guard'
import type { AppContext } from '../context'
import { notFound } from '../errors'
import { toTrack } from './tracks'
import { errorResponses, idParams, listQuery, oneOf, pageOf, parseFilters } from './shared'

export function playlistRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const like = ctx.dialect === 'postgres' ? sql`ilike` : sql`like`

    const select = () =>
      ctx.db
        .selectFrom('playlists')
        .innerJoin('users', 'users.id', 'playlists.owner_id')
        .select((eb) => [
          'playlists.id',
          'playlists.name',
          'playlists.description',
          'playlists.owner_id',
          'users.full_name as owner_name',
          'playlists.is_public',
          'playlists.created_at',
          eb
            .selectFrom('playlist_tracks')
            .whereRef('playlist_tracks.playlist_id', '=', 'playlists.id')
            .select((e) => e.fn.countAll<number>().as('n'))
            .as('track_count')
        ])

    const toPlaylist = (
      row: Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>
    ): Playlist => ({
      ...row,
      is_public: Boolean(row.is_public),
      track_count: Number(row.track_count ?? 0)
    })

    app.get(
      MUSIC_PATHS.playlists,
      {
        preHandler: can(ctx, 'read', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary: 'List playlists, newest first; filters {"keyword"} matches the name and description',
          querystring: listQuery,
          response: { 200: pageOf(playlistSchema), ...errorResponses }
        }
      },
      async (request) => {
        const { page, per_page } = request.query
        const filters = parseFilters(request.query.filters, playlistFiltersSchema)
        const pattern = filters.keyword
          ? `%${filters.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
          : undefined
        const where = pattern
          ? sql<SqlBool>`(playlists.name ${like} ${pattern} escape '\\' or playlists.description ${like} ${pattern} escape '\\')`
          : sql<SqlBool>`1 = 1`
        const [rows, count] = await Promise.all([
          select()
            .where(where)
            .orderBy('playlists.created_at', 'desc')
            .orderBy('playlists.id', 'desc')
            .limit(per_page)
            .offset((page - 1) * per_page)
            .execute(),
          ctx.db
            .selectFrom('playlists')
            .where(where)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ])
        return { data: rows.map(toPlaylist), page_meta: { total: Number(count.n), page, per_page } }
      }
    )

    app.get(
      `${MUSIC_PATHS.playlists}/:id`,
      {
        preHandler: can(ctx, 'read', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary: 'A playlist with its tracks in playlist order',
          params: idParams,
          response: { 200: oneOf(playlistSchema.extend({ tracks: z.array(trackSchema) })), ...errorResponses }
        }
      },
      async (request) => {
        const row = await select().where('playlists.id', '=', request.params.id).executeTakeFirst()
        if (!row) throw notFound(`Playlist ${request.params.id}`)
        const tracks = await ctx.db
          .selectFrom('playlist_tracks')
          .innerJoin('tracks', 'tracks.id', 'playlist_tracks.track_id')
          .selectAll('tracks')
          .where('playlist_tracks.playlist_id', '=', row.id)
          .orderBy('playlist_tracks.position')
          .execute()
        return { data: { ...toPlaylist(row), tracks: tracks.map((t) => toTrack(t, ctx.media)) } }
      }
    )
  }
}
