// Sign-in (spec §7 Auth): login, register, refresh-token rotation with reuse detection, logout.
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AUTH_PATHS,
  loginRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  userDataSchema
} from '../../src/contracts/auth'
import type { AppContext } from '../context'
import { HttpError } from '../errors'
import { authenticate } from './guard'
import { nodePasswords } from './passwords'
import { keyLimiter } from '../rateLimit'
import { currentUserData, endSession, refreshSession, type SessionPorts } from './sessionsService'
import { register, signIn, type SignInPorts } from './signInService'

const errorSchema = z.object({ error: z.string() })
const authResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  userData: userDataSchema
})
const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() })

export function authRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const { loginRateMax, loginRateWindowMs, registerRateMax, registerRateWindowMs } = ctx.config
    // Sign-in is counted per address and account together: one person's typos lock out nobody else, even when
    // everyone arrives through one proxy address (request.ip is the client only with TRUST_PROXY; docs/deployment.md). Failures
    // are also counted per address across accounts (ctx.signInFailures), with a ceiling no person reaches.
    const signInLimit = keyLimiter(fastify, 'login-account', loginRateMax, loginRateWindowMs)
    const registrations = keyLimiter(fastify, 'register', registerRateMax, registerRateWindowMs)
    const tooMany = (reply: FastifyReply, wait: number, what: string) => {
      reply.header('Retry-After', String(wait))
      return new HttpError(429, `Too many ${what}. Try again in ${wait} second${wait === 1 ? '' : 's'}.`)
    }

    const sessions: SessionPorts = { db: ctx.db, tokens: ctx.tokens, oidc: ctx.oidc }
    const signIns: SignInPorts = { ...sessions, passwords: nodePasswords }

    app.post(
      AUTH_PATHS.login,
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with email and password',
          security: [],
          body: loginRequestSchema,
          response: { 200: authResponseSchema, 400: errorSchema, 403: errorSchema, 429: errorSchema }
        }
      },
      async (request, reply) => {
        if (ctx.config.oidc?.only)
          throw new HttpError(
            403,
            `Password sign-in is turned off here; sign in with ${ctx.config.oidc.providerName}.`
          )
        // An address that failed too often lately, whichever accounts it tried, waits before any password is
        // checked, so that waiting tells it nothing about the password it sent.
        const blocked = (await ctx.signInFailures?.blockedFor(request.ip)) ?? 0
        if (blocked > 0) throw tooMany(reply, blocked, 'failed sign-ins from this address')
        const email = request.body.email.toLowerCase()
        const wait = await signInLimit.hit(request, `${request.ip}|${email}`)
        if (wait > 0) throw tooMany(reply, wait, 'sign-in attempts')
        const result = await signIn(signIns, request.body, request.headers['user-agent'], request)
        if (result.ok) return result.tokens
        await ctx.signInFailures?.fail(request.ip)
        throw new HttpError(400, 'Email or Password is Invalid')
      }
    )

    app.get(
      AUTH_PATHS.options,
      {
        schema: {
          tags: ['auth'],
          summary:
            'What the sign-in pages may offer: whether registration is open (ALLOW_REGISTRATION=1), company sign-in',
          security: [],
          response: {
            200: z.object({
              registration: z.boolean(),
              sso: z.object({ name: z.string(), only: z.boolean() }).nullable()
            })
          }
        }
      },
      async () => ({
        registration: ctx.config.allowRegistration && !ctx.config.oidc?.only,
        sso: ctx.config.oidc ? { name: ctx.config.oidc.providerName, only: ctx.config.oidc.only } : null
      })
    )

    app.post(
      AUTH_PATHS.register,
      {
        schema: {
          tags: ['auth'],
          summary: 'Create an account (only when ALLOW_REGISTRATION=1); new accounts get the viewer role',
          security: [],
          body: registerRequestSchema,
          response: { 200: authResponseSchema, 403: errorSchema, 409: errorSchema, 429: errorSchema }
        }
      },
      async (request, reply) => {
        // With OIDC_ONLY the company provider is the only way in, for new accounts too.
        if (!ctx.config.allowRegistration || ctx.config.oidc?.only)
          throw new HttpError(403, 'Registration is closed; ask an administrator for an account.')
        // Counted per address: it also tells whether an e-mail has an account.
        const wait = await registrations.hit(request, request.ip)
        if (wait > 0) throw tooMany(reply, wait, 'registration attempts from this address')
        return register(signIns, request.body, request.headers['user-agent'], request)
      }
    )

    app.post(
      AUTH_PATHS.refresh,
      {
        schema: {
          tags: ['auth'],
          summary: 'Exchange a refresh token for a new pair; a reused token revokes its whole family',
          security: [],
          body: refreshRequestSchema,
          response: { 200: tokenPairSchema, 401: errorSchema }
        }
      },
      async (request) => {
        const pair = await refreshSession(sessions, request.body.refreshToken, request)
        if (!pair) throw new HttpError(401, 'Invalid refresh token')
        return pair
      }
    )

    app.post(
      AUTH_PATHS.logout,
      {
        schema: {
          tags: ['auth'],
          summary:
            'Revoke a refresh token and every token of its family; endSessionUrl ends a company sign-in at its provider',
          security: [],
          body: z.object({ refreshToken: z.string().optional() }).optional(),
          response: { 200: z.object({ ok: z.literal(true), endSessionUrl: z.string().optional() }) }
        }
      },
      async (request) => {
        const endSessionUrl = request.body?.refreshToken
          ? await endSession(sessions, request.body.refreshToken, request)
          : null
        return { ok: true as const, ...(endSessionUrl ? { endSessionUrl } : {}) }
      }
    )

    app.get(
      '/jwt/me',
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user',
          response: { 200: z.object({ userData: userDataSchema }) }
        }
      },
      async (request) => {
        const user = await authenticate(ctx, request)
        return { userData: await currentUserData(ctx.db, user.id) }
      }
    )
  }
}
