// The catalogue feed for the streaming back end (issue 37): /catalog/v1, read with an API key of scope catalog:read
// (or by a signed-in person who reads releases). Thin: decode, call the feed service, answer.
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  FEED_PATHS,
  feedPageSchema,
  feedQuerySchema,
  trackAnswerSchema,
  trackParamsSchema,
  trackQuerySchema
} from '../../src/contracts/catalogFeed'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import { errorResponses, oneOf } from '../http/shared'
import { FeedService } from './feedService'

export function feedRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const feed = new FeedService(ctx.db, ctx.dialect)

    app.get(
      FEED_PATHS.changes,
      {
        onRequest: can(ctx, 'read', 'CatalogFeed'),
        schema: {
          tags: ['catalogue feed'],
          summary:
            'Every release and track that changed since the cursor, in order, with what decides where it plays',
          description:
            'Leave since out to read from the start; pass next_cursor to read on. A client that reads from the start and keeps the cursor holds the catalogue: an entry replaces the earlier one of the same kind and id, a removed one drops it.',
          querystring: feedQuerySchema,
          response: { 200: feedPageSchema, ...errorResponses }
        }
      },
      async (request) => feed.changes(request.query.since, request.query.limit)
    )

    app.get(
      FEED_PATHS.track(':isrc'),
      {
        onRequest: can(ctx, 'read', 'CatalogFeed'),
        schema: {
          tags: ['catalogue feed'],
          summary: 'Whether and how a track (by ISRC) plays in a country now',
          params: trackParamsSchema,
          querystring: trackQuerySchema,
          response: { 200: oneOf(trackAnswerSchema), ...errorResponses }
        }
      },
      async (request) => ({ data: await feed.track(request.params.isrc, request.query.country) })
    )
  }
}
