// Play histories: the plays of one track (or of all tracks), newest first; and the batches of plays the streaming
// service reports (POST), stored with their daily roll-ups in one transaction.
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { MUSIC_PATHS, playHistoryListQuery, trackIdQuery, playHistorySchema } from '../../src/contracts/music'
import { parsePlayBatch, playBatchBodySchema, playBatchResultSchema } from '../../src/contracts/stats'
import { recordAudit } from '../audit/record'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import { badRequest } from '../errors'
import { csvChunks, keysetChunks, sendCsv } from '../export/csv'
import { CSV_FIELDS } from '../../src/contracts/csv'
import { errorResponses, errorSchema, listParams, oneOf, pageEnvelope, pageOf } from '../http/shared'
import { PlaysService } from './service'

export function playHistoryRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const history = new PlaysService(ctx.db, ctx.dialect)

    app.get(
      `${MUSIC_PATHS.playHistories}/export`,
      {
        onRequest: can(ctx, 'read', 'PlayHistory'),
        schema: {
          tags: ['play histories'],
          summary: 'The plays of a track (track_id), or every play, as CSV (UTF-8 with BOM)',
          querystring: playHistoryListQuery.httpSchema.extend({ track_id: trackIdQuery.optional() }),
          produces: ['text/csv'],
          response: { ...errorResponses }
        }
      },
      async (request, reply) => {
        const { sort_dir } = listParams(playHistoryListQuery, request.query)
        const { track_id } = request.query
        const chunks = keysetChunks(await history.exportChunk(track_id, sort_dir))
        return sendCsv(
          reply,
          track_id === undefined ? 'plays' : `plays-track-${track_id}`,
          csvChunks(CSV_FIELDS.plays, chunks)
        )
      }
    )

    app.get(
      MUSIC_PATHS.playHistories,
      {
        onRequest: can(ctx, 'read', 'PlayHistory'),
        schema: {
          tags: ['play histories'],
          summary: 'Plays of a track (track_id), newest first; without track_id, every play',
          querystring: playHistoryListQuery.httpSchema.extend({ track_id: trackIdQuery.optional() }),
          response: { 200: pageOf(playHistorySchema), ...errorResponses }
        }
      },
      async (request) => {
        const params = listParams(playHistoryListQuery, request.query)
        const { rows, total } = await history.page(request.query.track_id, params)
        return pageEnvelope(rows, params, total)
      }
    )

    app.post(
      MUSIC_PATHS.playHistories,
      {
        preValidation: can(ctx, 'create', 'PlayHistory'),
        // A full batch of 1,000 plays is about 150 KB of JSON.
        bodyLimit: 1024 * 1024,
        schema: {
          tags: ['play histories'],
          summary:
            'Report a batch of up to 1,000 plays ({ plays: [{ track_id, user_id, played_at, duration_played, event_id?, device?, country? }] })',
          description:
            'The batch is validated as one unit: a bad play rejects it (the message names its index) and nothing is stored. ' +
            'A play whose event_id was stored before is skipped, so a retried batch is not counted twice. ' +
            'Answers 201 when something was stored, 200 when every play was a repeat.',
          requestBody: { 'application/json': playBatchBodySchema },
          response: {
            200: oneOf(playBatchResultSchema),
            201: oneOf(playBatchResultSchema),
            413: errorSchema,
            ...errorResponses
          }
        }
      },
      async (request, reply) => {
        const parsed = parsePlayBatch(request.body)
        if (!parsed.ok) throw badRequest(parsed.error, parsed.details)
        const result = await ctx.plays.ingest(parsed.plays, (trx, stored) =>
          recordAudit(trx, request, { action: 'plays_ingest', entity: 'play_history', after: stored })
        )
        return reply.code(result.stored > 0 ? 201 : 200).send({ data: result })
      }
    )
  }
}
