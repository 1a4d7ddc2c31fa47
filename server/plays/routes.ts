// Play histories: the plays of one track (or of all tracks), newest first; and the batches of plays the streaming
// service reports (POST), stored with their daily roll-ups in one transaction.
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  MUSIC_PATHS,
  playHistoryListQuery,
  trackIdQuery,
  playHistorySchema,
  type PlayHistory
} from '../../src/contracts/music'
import { parsePlayBatch, playBatchResultSchema } from '../../src/contracts/stats'
import { recordAudit } from '../audit/record'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import { badRequest, notFound } from '../errors'
import { sql, type SqlBool } from 'kysely'
import { csvChunks, keysetChunks, sendCsv } from '../export/csv'
import { CSV_FIELDS } from '../../src/contracts/csv'
import { errorResponses, errorSchema, listParams, oneOf, pageEnvelope, pageOf } from '../http/shared'
import { pageWith } from '../db/pageWith'

export function playHistoryRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const assertTrack = async (trackId: number | undefined) => {
      if (trackId === undefined) return
      const track = await ctx.db
        .selectFrom('tracks')
        .select('id')
        .where('id', '=', trackId)
        .executeTakeFirst()
      if (!track) throw notFound(`Track ${trackId}`)
    }

    const plays = (trackId: number | undefined) => {
      const query = ctx.db
        .selectFrom('play_histories')
        .innerJoin('users', 'users.id', 'play_histories.user_id')
        .select([
          'play_histories.id',
          'play_histories.track_id',
          'play_histories.user_id',
          'users.full_name as user_name',
          'play_histories.played_at',
          'play_histories.seconds_played',
          'play_histories.device',
          'play_histories.country'
        ])
      return trackId === undefined ? query : query.where('play_histories.track_id', '=', trackId)
    }

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
        await assertTrack(track_id)
        const cmp = sort_dir === 'desc' ? sql`<` : sql`>`
        const chunks = keysetChunks<PlayHistory>((after, limit) => {
          let query = plays(track_id)
          if (after)
            query = query.where(
              sql<SqlBool>`(play_histories.played_at, play_histories.id) ${cmp} (${after.played_at}, ${after.id})`
            )
          return query
            .orderBy('play_histories.played_at', sort_dir)
            .orderBy('play_histories.id', sort_dir)
            .limit(limit)
            .execute() as Promise<PlayHistory[]>
        })
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
        const { page, per_page, sort_dir } = params
        const { track_id } = request.query
        const rows = plays(track_id)
          .orderBy('play_histories.played_at', sort_dir)
          .orderBy('play_histories.id', sort_dir)
          .limit(per_page)
          .offset((page - 1) * per_page)
        // The total from the daily roll-ups (kept with every stored or deleted play, in the same transaction): at
        // most a row per day, where counting a hit's plays reads hundreds of thousands of index entries.
        const count =
          track_id !== undefined
            ? ctx.db
                .selectFrom('play_daily_tracks')
                .where('track_id', '=', track_id)
                .select((eb) => eb.fn.sum<number>('plays').as('n'))
            : ctx.db.selectFrom('play_daily').select((eb) => eb.fn.sum<number>('plays').as('n'))
        if (ctx.dialect === 'postgres') {
          // One statement: whether the track exists, the total and the page (each round trip cost more CPU than
          // these reads). The plays are read from the track's index or the date index whatever the values, so the
          // plan is made once.
          const found =
            track_id === undefined ? sql`true` : sql`exists (select 1 from tracks where id = ${track_id})`
          const { rows: data, extra } = await pageWith<
            PlayHistory,
            { list_found: boolean; list_total: number | null }
          >(ctx.db, {
            generic: true,
            extra: sql`select ${found} as list_found, ${count} as list_total`,
            page: rows,
            column: 'played_at',
            dir: sort_dir
          })
          if (!extra.list_found) throw notFound(`Track ${track_id}`)
          return pageEnvelope(data, params, Number(extra.list_total ?? 0))
        }
        await assertTrack(track_id)
        const [data, total] = await Promise.all([rows.execute(), count.executeTakeFirstOrThrow()])
        return pageEnvelope(data as PlayHistory[], params, Number(total.n ?? 0))
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
          body: z.unknown(),
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
