// The signed-in user's own account (issue 12): read and change their name, username, email and picture, change
// their password (the current one required; every other session is signed out), and list or end their sessions.
// Any signed-in user may use these routes for themselves; nobody changes their own role or status here.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ACCOUNT_PATHS,
  accountSchema,
  accountUpdateSchema,
  passwordChangeSchema,
  sessionSchema,
  type Account
} from '../../src/contracts/account'
import { authenticate } from './guard'
import { hashPassword, verifyPassword } from './passwords'
import { listSessions, revokeSession, revokeUserSessions } from './sessionsRepository'
import type { AppContext } from '../context'
import type { UsersTable } from '../db/schema'
import { auditedUser, recordAudit } from '../audit/record'
import { inTransaction } from '../db/engine/transaction'
import { HttpError } from '../errors'
import { keyLimiter } from '../rateLimit'
import { errorResponses, errorSchema } from '../http/shared'

type UserRow = Omit<UsersTable, 'id'> & { id: number }

const toAccount = (row: UserRow): Account => ({
  id: row.id,
  fullName: row.full_name,
  username: row.username,
  email: row.email,
  avatar: row.avatar,
  role: row.role,
  status: row.status,
  createdAt: row.created_at
})

/** A unique index said no: another account took the email or username between our check and the write. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

export function accountRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const tags = ['account']
    const passwordChanges = keyLimiter(
      fastify,
      'password-change',
      ctx.config.loginRateMax,
      ctx.config.loginRateWindowMs
    )
    // Every route here is about the caller: without a valid session the answer is 401, whatever the body says.
    app.addHook('onRequest', async (request) => {
      await authenticate(ctx, request)
    })

    const me = async (request: FastifyRequest) => {
      const user = await authenticate(ctx, request)
      const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst()
      if (!row) throw new HttpError(401, 'This account can no longer sign in.')
      return row
    }
    /** The session (refresh-token family) of the access token this request carries. */
    const sessionOf = (request: FastifyRequest) => {
      const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')
      return match ? ctx.tokens.sessionOf(match[1]) : Promise.resolve(null)
    }

    app.get(
      ACCOUNT_PATHS.account,
      {
        schema: {
          tags,
          summary: 'The signed-in user’s own account',
          response: { 200: z.object({ data: accountSchema }), ...errorResponses }
        }
      },
      async (request) => ({ data: toAccount(await me(request)) })
    )

    app.put(
      ACCOUNT_PATHS.account,
      {
        schema: {
          tags,
          summary: 'Change your own name, username, email and picture (role and status cannot be sent)',
          body: accountUpdateSchema,
          response: { 200: z.object({ data: accountSchema }), ...errorResponses, 409: errorSchema }
        },
        // A picture of up to 200,000 characters plus the other fields.
        bodyLimit: 256 * 1024
      },
      async (request) => {
        const row = await me(request)
        const input = request.body
        const email = input.email.toLowerCase()
        const taken = await ctx.db
          .selectFrom('users')
          .select(['id', 'email', 'username'])
          .where('id', '<>', row.id)
          .where((eb) =>
            eb.or([
              eb(eb.fn('lower', ['email']), '=', email),
              eb(eb.fn('lower', ['username']), '=', input.username.toLowerCase())
            ])
          )
          .execute()
        if (taken.some((u) => u.email.toLowerCase() === email))
          throw new HttpError(409, 'This email is already in use.')
        if (taken.length > 0) throw new HttpError(409, 'This username is already in use.')
        try {
          const updated = await inTransaction(ctx.db, async (trx) => {
            const after = await trx
              .updateTable('users')
              .set({
                full_name: input.fullName,
                username: input.username,
                email,
                ...(input.avatar !== undefined ? { avatar: input.avatar } : {})
              })
              .where('id', '=', row.id)
              .returningAll()
              .executeTakeFirstOrThrow()
            await recordAudit(trx, request, {
              action: 'update',
              entity: 'user',
              entityId: row.id,
              // A picture is a long data URL: the log says that it changed, not what it is.
              before: { ...auditedUser(row), avatar: row.avatar ? 'picture' : null },
              after: {
                ...auditedUser(after),
                avatar:
                  after.avatar === row.avatar
                    ? row.avatar
                      ? 'picture'
                      : null
                    : after.avatar
                      ? 'new picture'
                      : null
              }
            })
            return after
          })
          return { data: toAccount(updated) }
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(409, 'This email or username is already in use.')
          throw error
        }
      }
    )

    app.put(
      ACCOUNT_PATHS.password,
      {
        schema: {
          tags,
          summary: 'Change your own password; every other session of yours is signed out',
          body: passwordChangeSchema,
          response: {
            200: z.object({ ok: z.literal(true), signedOut: z.number().int() }),
            ...errorResponses,
            429: errorSchema
          }
        }
      },
      async (request, reply) => {
        const row = await me(request)
        // Guessing the current password from a stolen session is limited like guessing it at sign-in.
        const wait = await passwordChanges.hit(request, String(row.id))
        if (wait > 0) {
          reply.header('Retry-After', String(wait))
          throw new HttpError(
            429,
            `Too many password changes. Try again in ${wait} second${wait === 1 ? '' : 's'}.`
          )
        }
        if (!(await verifyPassword(request.body.currentPassword, row.password_hash)))
          throw new HttpError(400, 'The current password is not correct.')
        const hash = await hashPassword(request.body.newPassword)
        const session = await sessionOf(request)
        // One transaction: the new password never stands while the other sessions still live, nor the reverse.
        const signedOut = await inTransaction(ctx.db, async (trx) => {
          await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', row.id).execute()
          const ended = await revokeUserSessions(trx, row.id, session)
          await recordAudit(trx, request, {
            action: 'password_change',
            entity: 'user',
            entityId: row.id,
            before: { password_hash: row.password_hash },
            after: { password_hash: hash, sessions_ended: ended }
          })
          return ended
        })
        return { ok: true as const, signedOut }
      }
    )

    app.get(
      ACCOUNT_PATHS.sessions,
      {
        schema: {
          tags,
          summary: 'Your signed-in sessions, this one first',
          response: { 200: z.object({ data: z.array(sessionSchema) }), ...errorResponses }
        }
      },
      async (request) => {
        const row = await me(request)
        return { data: await listSessions(ctx.db, row.id, await sessionOf(request)) }
      }
    )

    app.post(
      ACCOUNT_PATHS.signOutOthers,
      {
        schema: {
          tags,
          summary: 'Sign out every session of yours except this one',
          response: { 200: z.object({ signedOut: z.number().int() }), ...errorResponses }
        }
      },
      async (request) => {
        const row = await me(request)
        const session = await sessionOf(request)
        const signedOut = await inTransaction(ctx.db, async (trx) => {
          const ended = await revokeUserSessions(trx, row.id, session)
          await recordAudit(trx, request, {
            action: 'sessions_revoke',
            entity: 'session',
            entityId: row.id,
            after: { sessions_ended: ended }
          })
          return ended
        })
        return { signedOut }
      }
    )

    app.delete(
      `${ACCOUNT_PATHS.sessions}/:id`,
      {
        schema: {
          tags,
          summary: 'Sign out one of your other sessions',
          params: z.object({ id: z.string().min(1).max(64) }),
          response: { 200: z.object({ data: z.object({ id: z.string() }) }), ...errorResponses }
        }
      },
      async (request) => {
        const row = await me(request)
        if (request.params.id === (await sessionOf(request)))
          throw new HttpError(400, 'This is the session you are using; sign out from the user menu instead.')
        const family = request.params.id
        await inTransaction(ctx.db, async (trx) => {
          if (!(await revokeSession(trx, row.id, family)))
            throw new HttpError(404, 'This session was not found; it may have ended already.')
          await recordAudit(trx, request, {
            action: 'sessions_revoke',
            entity: 'session',
            entityId: row.id,
            after: { session: family }
          })
        })
        return { data: { id: request.params.id } }
      }
    )
  }
}
