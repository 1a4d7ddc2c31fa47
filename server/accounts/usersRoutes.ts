// Users of the service: list (keyword, role, status), get, create, update, delete. Admins manage; editors read.
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sql, type SqlBool } from 'kysely'
import {
  adminUserSchema,
  MUSIC_PATHS,
  userInputSchema,
  userListQuery,
  type UserListParams,
  type AdminUser
} from '../../src/contracts/music'
import { auditedUser, recordAudit } from '../audit/record'
import { can } from './guard'
import { hashPassword } from './passwords'
import type { AppContext } from '../context'
import type { UsersTable } from '../db/schema'
import { inTransaction } from '../db/engine/transaction'
import { HttpError, notFound } from '../errors'
import { likePattern } from '../../src/contracts/keyword'
import { csvChunks, keysetChunks, sendCsv } from '../export/csv'
import { CSV_FIELDS } from '../../src/contracts/csv'
import {
  errorResponses,
  errorSchema,
  idParams,
  listParams,
  now,
  oneOf,
  pageEnvelope,
  pageOf
} from '../http/shared'

type UserRow = Omit<UsersTable, 'id'> & { id: number }

function toUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    full_name: row.full_name,
    username: row.username,
    email: row.email,
    role: row.role as AdminUser['role'],
    status: row.status as AdminUser['status'],
    plan: row.plan as AdminUser['plan'],
    country: row.country,
    avatar: row.avatar,
    created_at: row.created_at,
    last_active_at: row.last_active_at
  }
}

export function userRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const path = MUSIC_PATHS.users
    const like = ctx.dialect === 'postgres' ? sql`ilike` : sql`like`
    const one = oneOf(adminUserSchema)

    const find = async (id: number) => {
      const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
      if (!row) throw notFound(`User ${id}`)
      return row
    }

    const assertUnique = async (email: string, username: string, exceptId?: number) => {
      let query = ctx.db
        .selectFrom('users')
        .select(['id', 'email', 'username'])
        .where((eb) =>
          eb.or([eb('email', '=', email), eb(eb.fn('lower', ['username']), '=', username.toLowerCase())])
        )
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId)
      const taken = await query.execute()
      if (taken.some((u) => u.email === email)) throw new HttpError(409, 'This email is already in use.')
      if (taken.length > 0) throw new HttpError(409, 'This username is already in use.')
    }

    const userWhere = (filters: UserListParams['filters']) => {
      const parts: ReturnType<typeof sql<SqlBool>>[] = []
      if (filters.keyword) {
        const pattern = likePattern(filters.keyword)
        parts.push(
          sql<SqlBool>`(full_name ${like} ${pattern} escape '\\' or username ${like} ${pattern} escape '\\' or email ${like} ${pattern} escape '\\')`
        )
      }
      if (filters.role) parts.push(sql<SqlBool>`role = ${filters.role}`)
      if (filters.status) parts.push(sql<SqlBool>`status = ${filters.status}`)
      return parts.length ? sql<SqlBool>`${sql.join(parts, sql` and `)}` : sql<SqlBool>`1 = 1`
    }

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
        const where = userWhere(filters)
        const cmp = sort_dir === 'desc' ? sql`<` : sql`>`
        const chunks = keysetChunks<UserRow>((after, limit) => {
          let query = ctx.db.selectFrom('users').selectAll().where(where)
          if (after)
            query = query.where(sql<SqlBool>`(created_at, id) ${cmp} (${after.created_at}, ${after.id})`)
          return query.orderBy('created_at', sort_dir).orderBy('id', sort_dir).limit(limit).execute()
        })
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
        const { page, per_page, sort_dir, filters } = params
        const where = userWhere(filters)
        const [rows, count] = await Promise.all([
          ctx.db
            .selectFrom('users')
            .selectAll()
            .where(where)
            .orderBy('created_at', sort_dir)
            .orderBy('id', sort_dir)
            .limit(per_page)
            .offset((page - 1) * per_page)
            .execute(),
          ctx.db
            .selectFrom('users')
            .where(where)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ])
        return pageEnvelope(rows.map(toUser), params, Number(count.n))
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
      async (request) => ({ data: toUser(await find(request.params.id)) })
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
        const input = request.body
        const email = input.email.toLowerCase()
        await assertUnique(email, input.username)
        const row = await inTransaction(ctx.db, async (trx) => {
          const created = await trx
            .insertInto('users')
            .values({
              full_name: input.full_name,
              username: input.username,
              email,
              password_hash: input.password ? await hashPassword(input.password) : null,
              role: input.role,
              status: input.status,
              plan: input.plan,
              country: input.country,
              avatar: null,
              created_at: now(),
              last_active_at: null
            })
            .returningAll()
            .executeTakeFirstOrThrow()
          await recordAudit(trx, request, {
            action: 'create',
            entity: 'user',
            entityId: created.id,
            after: auditedUser(created)
          })
          return created
        })
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
        const existing = await find(request.params.id)
        const input = request.body
        const email = input.email.toLowerCase()
        if (existing.id === request.user?.id && (input.role !== existing.role || input.status !== 'active')) {
          throw new HttpError(409, 'You cannot change your own role or deactivate your own account.')
        }
        await assertUnique(email, input.username, existing.id)
        const passwordHash = input.password ? await hashPassword(input.password) : undefined
        const row = await inTransaction(ctx.db, async (trx) => {
          const before = await trx
            .selectFrom('users')
            .selectAll()
            .where('id', '=', existing.id)
            .$call((q) => (ctx.dialect === 'postgres' ? q.forUpdate() : q))
            .executeTakeFirst()
          if (!before) return undefined
          const updated = await trx
            .updateTable('users')
            .set({
              full_name: input.full_name,
              username: input.username,
              email,
              role: input.role,
              status: input.status,
              plan: input.plan,
              country: input.country,
              ...(passwordHash ? { password_hash: passwordHash } : {})
            })
            .where('id', '=', existing.id)
            .returningAll()
            .executeTakeFirstOrThrow()
          // New credentials or new rights: every session begun under the old ones ends (their refresh tokens stop
          // working; access tokens already read the role and status from the database on every request).
          if (passwordHash || before.role !== input.role || before.status !== input.status)
            await ctx.tokens.revokeUser(existing.id, trx)
          await recordAudit(trx, request, {
            action: 'update',
            entity: 'user',
            entityId: existing.id,
            before: auditedUser(before),
            after: auditedUser(updated)
          })
          return updated
        })
        if (!row) throw notFound(`User ${existing.id}`)
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
        const { id } = request.params
        if (id === request.user?.id) throw new HttpError(409, 'You cannot delete your own account.')
        // Of parallel deletes only the one whose statement removed the row answers 200.
        const deleted = await inTransaction(ctx.db, async (trx) => {
          const row = await trx.deleteFrom('users').where('id', '=', id).returningAll().executeTakeFirst()
          if (!row) throw notFound(`User ${id}`)
          await recordAudit(trx, request, {
            action: 'delete',
            entity: 'user',
            entityId: id,
            before: auditedUser(row)
          })
          return row
        })
        return { data: toUser(deleted) }
      }
    )
  }
}
