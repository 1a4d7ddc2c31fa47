// The music overview's stats (issue 11 §3, stats/service.ts). Anyone who may read play histories may read them.
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
  topArtistsResponse,
  topQuerySchema,
  topTracksResponse
} from '../../src/contracts/stats'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import { StatsService } from './service'
import { errorResponses } from '../http/shared'

export function statsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const preValidation = can(ctx, 'read', 'PlayHistory')
    const stats = new StatsService(ctx.db, ctx.dialect, ctx.config.statsCache)
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
      async () => ({ data: await stats.catalogue() })
    )

    const daily = [
      [STATS_PATHS.playsPerDay, 'Plays per day', playsPerDayResponse, stats.playsPerDay],
      [
        STATS_PATHS.listenersPerDay,
        'Listeners per day (distinct users with a play)',
        listenersPerDayResponse,
        stats.listenersPerDay
      ],
      [STATS_PATHS.newUsersPerDay, 'New users per day', newUsersPerDayResponse, stats.newUsersPerDay],
      [STATS_PATHS.genres, 'Plays by genre in the range, most played first', genresResponse, stats.genres]
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
          return { range, data: await read(range) } as never
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
        return { range, data: await stats.topTracks(range, request.query.limit) }
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
        return { range, data: await stats.topArtists(range, request.query.limit) }
      }
    )
  }
}
