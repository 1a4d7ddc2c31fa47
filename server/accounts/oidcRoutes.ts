// Company sign-in (OpenID Connect): the redirect to the provider, its callback, and the exchange of the one-time
// code the callback hands to the SPA for the same tokens a password sign-in gets. No token travels in a URL.
import { parse as parseCookies, serialize as serializeCookie } from 'cookie'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { userDataSchema } from '../../src/contracts/auth'
import { OIDC_PATHS, SSO_ROUTE, type OidcRefusal } from '../../src/contracts/oidc'
import type { AppContext } from '../context'
import { classifyProviderError } from './oidcClient'
import { OidcRefused } from './oidcRefused'
import type { OidcSignIn } from './oidcSessions'
import { PENDING_COOKIE, PENDING_COOKIE_PATH, PENDING_TTL_MS, openPending, sealPending } from './oidcPending'
import {
  acceptProviderSignIn,
  exchangeHandoff,
  recordRefusal,
  type CompanySignInPorts,
  type RefusedWho
} from './oidcService'

const errorSchema = z.object({ error: z.string() })
const RETURN_TO_MAX = 2000

/** A path of this app to go to after signing in; anything else (another origin) is dropped. */
function localPath(raw: string | undefined): string | null {
  if (
    !raw ||
    raw.length > RETURN_TO_MAX ||
    !raw.startsWith('/') ||
    raw.startsWith('//') ||
    raw.startsWith('/\\')
  )
    return null
  return raw
}

const refusedAt = (reason: OidcRefusal) => `${SSO_ROUTE}?error=${reason}`

export function oidcRoutes(ctx: AppContext, oidc: OidcSignIn): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const ports: CompanySignInPorts = { db: ctx.db, tokens: ctx.tokens, handoffs: oidc }
    const secure = new URL(oidc.settings.redirectUri).protocol === 'https:'
    const pendingCookie = (value: string, maxAgeSeconds: number) =>
      serializeCookie(PENDING_COOKIE, value, {
        httpOnly: true,
        secure,
        // The provider's redirect back is a top-level navigation from another site: Lax still sends the cookie.
        sameSite: 'lax',
        path: PENDING_COOKIE_PATH,
        maxAge: maxAgeSeconds
      })

    const refuse = async (
      request: FastifyRequest,
      reply: FastifyReply,
      err: unknown,
      who: RefusedWho = {}
    ) => {
      const reason = classifyProviderError(err)
      request.log.warn(
        { reason, detail: err instanceof Error ? err.message : String(err) },
        'Company sign-in refused'
      )
      await recordRefusal(ports, request, reason, who)
      return reply.redirect(refusedAt(reason), 303)
    }

    app.get(
      OIDC_PATHS.start,
      {
        schema: {
          tags: ['auth'],
          summary: 'Start a company sign-in: redirects to the identity provider (OpenID Connect)',
          security: [],
          querystring: z.object({ returnTo: z.string().optional() })
        }
      },
      async (request, reply) => {
        try {
          const { url, pending } = await oidc.client.begin(localPath(request.query.returnTo))
          // Kept twice as long as a sign-in may take, so that a late callback is told it expired, not that it is lost.
          reply.header(
            'Set-Cookie',
            pendingCookie(sealPending(ctx.config.secret, pending), (2 * PENDING_TTL_MS) / 1000)
          )
          return reply.redirect(url, 303)
        } catch (err) {
          request.log.warn(
            { detail: err instanceof Error ? err.message : String(err) },
            'Company sign-in could not start'
          )
          return reply.redirect(refusedAt(classifyProviderError(err)), 303)
        }
      }
    )

    app.get(
      OIDC_PATHS.callback,
      {
        schema: {
          tags: ['auth'],
          summary:
            'Where the identity provider sends the browser back; redirects to the SPA with a one-time code',
          security: [],
          // The provider's answer (RFC 6749 §4.1.2, RFC 9207); openid-client checks it, and whatever else it sends.
          querystring: z.looseObject({
            code: z.string().optional().describe('The authorization code, when the person signed in'),
            state: z.string().optional().describe('The state this server sent with the sign-in request'),
            iss: z.string().optional().describe('The issuer, when the provider names itself (RFC 9207)'),
            error: z.string().optional().describe('Why the provider did not sign the person in'),
            error_description: z.string().optional()
          })
        }
      },
      async (request, reply) => {
        const cookies = parseCookies(request.headers.cookie ?? '')
        const pending = openPending(ctx.config.secret, cookies[PENDING_COOKIE])
        // One callback per pending sign-in: the cookie goes whatever happens next.
        reply.header('Set-Cookie', pendingCookie('', 0))
        if (pending === null || pending === 'expired')
          return refuse(
            request,
            reply,
            new OidcRefused('expired', pending ?? 'No pending sign-in in this browser')
          )
        const query = new URLSearchParams(request.query as Record<string, string>)
        let signIn
        try {
          signIn = await oidc.client.finish(query, pending)
        } catch (err) {
          return refuse(request, reply, err)
        }
        const accepted = await acceptProviderSignIn(ports, signIn, pending.returnTo, request)
        if (!accepted.ok) return refuse(request, reply, accepted.error, accepted.who)
        const { code } = accepted
        return reply.redirect(`${SSO_ROUTE}?code=${encodeURIComponent(code)}`, 303)
      }
    )

    app.post(
      OIDC_PATHS.exchange,
      {
        schema: {
          tags: ['auth'],
          summary: 'Exchange the one-time code of a finished company sign-in for the session tokens',
          security: [],
          body: z.object({ code: z.string().min(1).max(200) }),
          response: {
            200: z.object({
              accessToken: z.string(),
              refreshToken: z.string(),
              userData: userDataSchema,
              returnTo: z.string().nullable()
            }),
            400: errorSchema,
            403: errorSchema
          }
        }
      },
      async (request) => {
        return exchangeHandoff(ports, request.body.code, request.headers['user-agent'], request)
      }
    )
  }
}
