// Playlists: list (keyword, sort, pages), one playlist with its tracks in order, create, update, delete, and the
// ordered track list (add one, remove one, reorder all).
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  MUSIC_PATHS,
  playlistInputSchema,
  playlistListQuery,
  playlistOrderSchema,
  playlistSchema,
  playlistTrackAddSchema,
  playlistTrackSchema
} from '../../src/contracts/music'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import { toTrack } from '../catalog/trackRows'
import { rowIdSchema } from '../../src/contracts/list'
import { csvChunks, keysetChunks, sendCsv } from '../export/csv'
import { CSV_FIELDS } from '../../src/contracts/csv'
import {
  errorResponses,
  errorSchema,
  idParams,
  listParams,
  oneOf,
  pageEnvelope,
  pageOf
} from '../http/shared'
import { PlaylistsService } from './service'

const trackParams = idParams.extend({ trackId: rowIdSchema('The track id') })

export function playlistRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const path = MUSIC_PATHS.playlists
    const withTracks = oneOf(playlistSchema.extend({ tracks: z.array(playlistTrackSchema) }))
    const writeResponses = { 200: withTracks, 201: withTracks, ...errorResponses, 409: errorSchema }

    const playlists = new PlaylistsService(ctx.db, ctx.dialect, (row, analysis) =>
      toTrack(row, ctx.media, analysis)
    )

    app.get(
      `${path}/export`,
      {
        onRequest: can(ctx, 'read', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary:
            'The filtered, sorted list of playlists as CSV (UTF-8 with BOM); page and per_page are ignored',
          querystring: playlistListQuery.httpSchema,
          produces: ['text/csv'],
          response: { ...errorResponses }
        }
      },
      async (request, reply) => {
        const params = listParams(playlistListQuery, request.query)
        const chunks = keysetChunks(playlists.exportChunk(params))
        return sendCsv(reply, 'playlists', csvChunks(CSV_FIELDS.playlists, chunks))
      }
    )

    app.get(
      path,
      {
        onRequest: can(ctx, 'read', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary: 'List playlists, newest first unless sort_by/sort_dir say otherwise',
          description:
            'filters is JSON: {"keyword"}; the keyword matches the name, the description and the owner’s name (any case). sort_by: created_at, name, owner_name or track_count; sort_dir: asc or desc; ties are broken by id.',
          querystring: playlistListQuery.httpSchema,
          response: { 200: pageOf(playlistSchema), ...errorResponses }
        }
      },
      async (request) => {
        const params = listParams(playlistListQuery, request.query)
        const { rows, total } = await playlists.page(params)
        return pageEnvelope(rows, params, total)
      }
    )

    app.get(
      `${path}/:id`,
      {
        onRequest: can(ctx, 'read', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary: 'A playlist with its tracks in playlist order',
          params: idParams,
          response: { 200: withTracks, ...errorResponses }
        }
      },
      async (request) => ({ data: await playlists.full(request.params.id) })
    )

    app.post(
      path,
      {
        onRequest: can(ctx, 'create', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary: 'Create an empty playlist owned by the signed-in user',
          description: 'Body: name (1–100 characters), description (up to 500), is_public (default true).',
          body: playlistInputSchema,
          response: writeResponses
        }
      },
      async (request, reply) =>
        reply.code(201).send({ data: await playlists.create(request.body, request.user!.id, request) })
    )

    app.put(
      `${path}/:id`,
      {
        onRequest: can(ctx, 'update', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary: 'Replace a playlist’s name, description and public flag (its tracks stay)',
          params: idParams,
          body: playlistInputSchema,
          response: writeResponses
        }
      },
      async (request) => ({ data: await playlists.update(request.params.id, request.body, request) })
    )

    app.delete(
      `${path}/:id`,
      {
        onRequest: can(ctx, 'delete', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary: 'Delete a playlist (its tracks stay in the catalogue)',
          params: idParams,
          response: { 200: withTracks, ...errorResponses }
        }
      },
      async (request) => ({ data: await playlists.remove(request.params.id, request) })
    )

    app.post(
      `${path}/:id/tracks`,
      {
        onRequest: can(ctx, 'update', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary: 'Add a track to a playlist, at the end or at a 0-based position',
          description: 'Body: {"track_id", "position"?}. A track is in a playlist at most once (409).',
          params: idParams,
          body: playlistTrackAddSchema,
          response: writeResponses
        }
      },
      async (request, reply) => {
        const { track_id, position } = request.body
        const data = await playlists.addTrack(request.params.id, track_id, position, request)
        return reply.code(201).send({ data })
      }
    )

    app.delete(
      `${path}/:id/tracks/:trackId`,
      {
        onRequest: can(ctx, 'update', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary: 'Remove a track from a playlist (the track stays in the catalogue)',
          params: trackParams,
          response: writeResponses
        }
      },
      async (request) => ({
        data: await playlists.removeTrack(request.params.id, request.params.trackId, request)
      })
    )

    app.put(
      `${path}/:id/tracks`,
      {
        onRequest: can(ctx, 'update', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary: 'Reorder a playlist: track_ids lists every track of the playlist once, in the new order',
          params: idParams,
          body: playlistOrderSchema,
          response: writeResponses
        }
      },
      async (request) => ({
        data: await playlists.reorder(request.params.id, request.body.track_ids, request)
      })
    )
  }
}
