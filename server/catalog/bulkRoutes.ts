// Bulk edits and deletes of tracks, bulk role/status of users, and their undo (catalog/bulkService.ts): decodes the
// selection (ids, or the list's filters decoded exactly as the list route decodes its query) and the changes.
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  BULK_PATHS,
  bulkDeleteSchema,
  bulkResultSchema,
  trackBulkEditSchema,
  undoResultSchema,
  userBulkEditSchema
} from '../../src/contracts/bulk'
import type { ListQuery, ParamsOf } from '../../src/contracts/list'
import { trackListQuery, userListQuery } from '../../src/contracts/music'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import { errorResponses, errorSchema, idParams, listParams } from '../http/shared'
import { BulkService, type Selection } from './bulkService'

type Body = { ids?: number[]; filters?: string | Record<string, unknown> }

/** The selection of a bulk body: its ids, or its filters decoded by the list contract as the list route does. */
function selectionOf<L extends ListQuery>(list: L, body: Body): Selection<ParamsOf<L>['filters']> {
  if (body.ids) return { ids: body.ids }
  const raw = typeof body.filters === 'string' ? body.filters : JSON.stringify(body.filters ?? {})
  return { filters: listParams(list, { filters: raw }).filters }
}

export function bulkRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const result = z.object({ data: bulkResultSchema })
    const undoResult = z.object({ data: undoResultSchema })
    const responses = { 200: result, ...errorResponses, 409: errorSchema }
    const bulk = new BulkService(ctx.db, ctx.dialect)

    app.patch(
      BULK_PATHS.tracks,
      {
        onRequest: can(ctx, 'update', 'Track'),
        schema: {
          tags: ['tracks'],
          summary: 'Change genre, status, explicit, artist, album or release date of many tracks at once',
          description:
            'Body: {"ids":[…]} or {"filters":{…the list’s filters…}}, and "changes". One transaction; answers how many tracks changed and the id of its undo.',
          body: trackBulkEditSchema,
          response: responses
        }
      },
      async (request) => {
        const { changes, ...body } = request.body
        return { data: await bulk.editTracks(request, selectionOf(trackListQuery, body), changes) }
      }
    )

    app.post(
      BULK_PATHS.tracksDelete,
      {
        onRequest: can(ctx, 'delete', 'Track'),
        schema: {
          tags: ['tracks'],
          summary: 'Delete many tracks (with their places in playlists and their plays); undoable',
          description:
            'Body: {"ids":[…]} or {"filters":{…}}. Audio files are kept for the undo; the media sweep removes them later.',
          body: bulkDeleteSchema,
          response: responses
        }
      },
      async (request) => ({
        data: await bulk.deleteTracks(request, selectionOf(trackListQuery, request.body))
      })
    )

    app.post(
      BULK_PATHS.tracksUndo(':id'),
      {
        onRequest: can(ctx, 'update', 'Track'),
        schema: {
          tags: ['tracks'],
          summary:
            'Undo a bulk edit or delete: rows changed by someone else since are left alone and reported',
          params: idParams,
          response: { 200: undoResult, ...errorResponses, 409: errorSchema }
        }
      },
      async (request) => {
        const mayRestoreDeleted = request.user?.ability.can('delete', 'Track') ?? false
        return { data: await bulk.undoTracks(request, request.params.id, mayRestoreDeleted) }
      }
    )

    app.patch(
      BULK_PATHS.users,
      {
        onRequest: can(ctx, 'update', 'User'),
        schema: {
          tags: ['users'],
          summary: 'Change the role or status of many users at once (your own account is left alone)',
          description:
            'Body: {"ids":[…]} or {"filters":{"keyword","role","status"}}, and "changes": {role?, status?}. Changed users are signed out.',
          body: userBulkEditSchema,
          response: responses
        }
      },
      async (request) => {
        const { changes, ...body } = request.body
        const self = request.user!.id
        return { data: await bulk.editUsers(request, self, selectionOf(userListQuery, body), changes) }
      }
    )

    app.post(
      BULK_PATHS.usersUndo(':id'),
      {
        onRequest: can(ctx, 'update', 'User'),
        schema: {
          tags: ['users'],
          summary: 'Undo a bulk role/status change: users changed since are left alone and reported',
          params: idParams,
          response: { 200: undoResult, ...errorResponses, 409: errorSchema }
        }
      },
      async (request) => ({ data: await bulk.undoUsers(request, request.params.id) })
    )
  }
}
