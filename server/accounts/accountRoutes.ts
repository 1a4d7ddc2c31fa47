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
import { nodePasswords } from './passwords'
import type { AppContext } from '../context'
import { HttpError } from '../errors'
import { keyLimiter } from '../rateLimit'
import { errorResponses, errorSchema } from '../http/shared'
import { AccountService } from './accountService'
import type { UserRow } from './usersRepository'

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

    const account = new AccountService(ctx.db, nodePasswords)
    const me = async (request: FastifyRequest) => account.own((await authenticate(ctx, request)).id)
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
        return { data: toAccount(await account.updateProfile(await me(request), request.body, request)) }
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
        const signedOut = await account.changePassword(row, request.body, await sessionOf(request), request)
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
        return { data: await account.sessions(row.id, await sessionOf(request)) }
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
        const signedOut = await account.signOutOthers(row.id, await sessionOf(request), request)
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
        await account.signOutSession(row.id, request.params.id, await sessionOf(request), request)
        return { data: { id: request.params.id } }
      }
    )
  }
}
