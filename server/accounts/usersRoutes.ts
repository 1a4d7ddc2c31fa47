// Users of the service: list (keyword, role, status), get, create, update, delete. Admins manage; editors read.
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { adminUserSchema, MUSIC_PATHS, userInputSchema, userListQuery } from '../../src/contracts/music'
import { can } from './guard'
import { nodePasswords } from './passwords'
import type { AppContext } from '../context'
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
import type { UserRow } from './usersRepository'
import { toUser } from './userRows'
import { UsersService } from './usersService'

export function userRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const path = MUSIC_PATHS.users
    const one = oneOf(adminUserSchema)

    const users = new UsersService(ctx.db, ctx.dialect, nodePasswords)

    app.get(
      `${path}/export`,
      {
        onRequest: can(ctx, 'read', 'User'),
        schema: {
          tags: ['users'],
          summary: 'The filtered list of users as CSV (UTF-8 with BOM); page and per_page are ignored',
          querystring: userListQuery.httpSchema,
          produces: ['text/csv'],
          response: { ...errorResponses }
        }
      },
      async (request, reply) => {
        const { sort_dir, filters } = listParams(userListQuery, request.query)
        const chunks = keysetChunks<UserRow>((after, limit) =>
          users.exportAfter(filters, sort_dir, after, limit)
        )
        return sendCsv(reply, 'users', csvChunks(CSV_FIELDS.users, chunks))
      }
    )

    app.get(
      path,
      {
        onRequest: can(ctx, 'read', 'User'),
        schema: {
          tags: ['users'],
          summary: 'List users, newest first; filters {"keyword","role","status"}',
          querystring: userListQuery.httpSchema,
          response: { 200: pageOf(adminUserSchema), ...errorResponses }
        }
      },
      async (request) => {
        const params = listParams(userListQuery, request.query)
        const { rows, total } = await users.list(params)
        return pageEnvelope(rows.map(toUser), params, total)
      }
    )

    app.get(
      `${path}/:id`,
      {
        onRequest: can(ctx, 'read', 'User'),
        schema: {
          tags: ['users'],
          summary: 'One user',
          params: idParams,
          response: { 200: one, ...errorResponses }
        }
      },
      async (request) => ({ data: toUser(await users.find(request.params.id)) })
    )

    app.post(
      path,
      {
        onRequest: can(ctx, 'create', 'User'),
        schema: {
          tags: ['users'],
          summary: 'Create a user (a password lets them sign in)',
          body: userInputSchema,
          response: { 201: one, ...errorResponses, 409: errorSchema }
        }
      },
      async (request, reply) => {
        const row = await users.create(request.body, request)
        return reply.code(201).send({ data: toUser(row) })
      }
    )

    app.put(
      `${path}/:id`,
      {
        onRequest: can(ctx, 'update', 'User'),
        schema: {
          tags: ['users'],
          summary: 'Replace a user’s fields; the password changes only when one is sent',
          params: idParams,
          body: userInputSchema,
          response: { 200: one, ...errorResponses, 409: errorSchema }
        }
      },
      async (request) => {
        const row = await users.update(request.params.id, request.body, request.user?.id, request)
        return { data: toUser(row) }
      }
    )

    app.delete(
      `${path}/:id`,
      {
        onRequest: can(ctx, 'delete', 'User'),
        schema: {
          tags: ['users'],
          summary: 'Delete a user with their playlists, plays and sessions',
          params: idParams,
          response: { 200: one, ...errorResponses, 409: errorSchema }
        }
      },
      async (request) => {
        const deleted = await users.remove(request.params.id, request.user?.id, request)
        return { data: toUser(deleted) }
      }
    )
  }
}
