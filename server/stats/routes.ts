// The music overview's stats (issue 11 §3), read from the daily roll-ups. Anyone who may read play histories
// may read them. The heavier answers (top tracks and artists, genres) are cached per range while the range's
// roll-ups are unchanged (server/stats/statsCache.ts); STATS_CACHE=0 turns that off.
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  catalogueStatsSchema,
  genresResponse,
  listenersPerDayResponse,
  newUsersPerDayResponse,
  playsPerDayResponse,
  resolveStatsRange,
  STATS_PATHS,
  statsRangeQuerySchema,
  type StatsRange,
  topArtistsResponse,
  topQuerySchema,
  topTracksResponse
} from '../../src/contracts/stats'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import {
  catalogueStats,
  describeTracks,
  genrePlays,
  listenersPerDay,
  newUsersPerDay,
  playsPerDay,
  rankTracks,
  topArtists
} from './repository'
import { StatsCache } from './statsCache'
import { errorResponses } from '../routes/shared'

export function statsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const preValidation = can(ctx, 'read', 'PlayHistory')
    const cache = new StatsCache(ctx.db, ctx.config.statsCache)
    const tags = ['stats']

    app.get(
      STATS_PATHS.catalogue,
      {
        preValidation,
        schema: {
          tags,
          summary: 'Catalogue totals: tracks, published, drafts, seconds of audio, genres in use',
          response: { 200: z.object({ data: catalogueStatsSchema }), ...errorResponses }
        }
      },
      async () => ({ data: await catalogueStats(ctx.db) })
    )

    const daily = [
      [STATS_PATHS.playsPerDay, 'Plays per day', playsPerDayResponse, playsPerDay],
      [
        STATS_PATHS.listenersPerDay,
        'Listeners per day (distinct users with a play)',
        listenersPerDayResponse,
        listenersPerDay
      ],
      [STATS_PATHS.newUsersPerDay, 'New users per day', newUsersPerDayResponse, newUsersPerDay],
      [
        STATS_PATHS.genres,
        'Plays by genre in the range, most played first',
        genresResponse,
        (db: typeof ctx.db, range: StatsRange) => cache.read('genres', range, () => genrePlays(db, range))
      ]
    ] as const
    for (const [path, summary, response, read] of daily) {
      app.get(
        path,
        {
          preValidation,
          schema: {
            tags,
            summary: `${summary}; days=7|30|90 (ending today, UTC) or from and to (YYYY-MM-DD, inclusive)`,
            querystring: statsRangeQuerySchema,
            response: { 200: response, ...errorResponses }
          }
        },
        async (request) => {
          const range = resolveStatsRange(request.query)
          return { range, data: await read(ctx.db, range) } as never
        }
      )
    }

    app.get(
      STATS_PATHS.topTracks,
      {
        preValidation,
        schema: {
          tags,
          summary: 'The most played tracks in the range (limit, default 10)',
          querystring: topQuerySchema,
          response: { 200: topTracksResponse, ...errorResponses }
        }
      },
      async (request) => {
        const range = resolveStatsRange(request.query)
        const { limit } = request.query
        const ranked = await cache.read(`tracks|${limit}`, range, () =>
          rankTracks(ctx.db, ctx.dialect, range, limit)
        )
        return { range, data: await describeTracks(ctx.db, ranked) }
      }
    )

    app.get(
      STATS_PATHS.topArtists,
      {
        preValidation,
        schema: {
          tags,
          summary: 'The most played artists in the range (limit, default 10)',
          querystring: topQuerySchema,
          response: { 200: topArtistsResponse, ...errorResponses }
        }
      },
      async (request) => {
        const range = resolveStatsRange(request.query)
        const { limit } = request.query
        const data = await cache.read(`artists|${limit}`, range, () =>
          topArtists(ctx.db, ctx.dialect, range, limit)
        )
        return { range, data }
      }
    )
  }
}
