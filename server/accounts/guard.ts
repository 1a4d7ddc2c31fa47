// Authentication (Bearer access token) and authorization (the CASL ability of the user's stored role).
import type { FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Action, Subject } from '../../src/contracts/abilities'
import { forbiddenMessage, SESSION_MESSAGES } from '../../src/contracts/errors'
import type { AppContext } from '../context'
import { compiledOnce } from '../db/compiled'
import type { DB } from '../db/schema'
import { HttpError } from '../errors'
import { abilityForRole, type AppAbility } from './ability'
import { abilityForKey, findApiKey, isApiKey } from './apiKeyCredentials'
import { recordKeyRequest } from './apiKeyUsage'
import { API_KEY_ERRORS } from '../../src/contracts/apiKeys'
import type {} from '../audit/record'
import { quotaHeaders, type Quota } from '../rateLimit'

export type SessionUser = { id: number; role: string; ability: AppAbility }

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null
    /** Set by the API-key authentication (issue 15 §5) when a key, not a person, makes the request. */
    apiKeyId?: number | null
    /** Where that key stands in its rate-limit window, sent back as X-RateLimit-* headers (app.ts). */
    apiKeyQuota?: Quota
  }
}

/**
 * The signed-in user of a request. An API key (`Bearer vbl_live_…`) is accepted only where `keys` says so (the
 * admin API's routes, each checking its ability); it signs in as the administrator who made it, with what both its
 * scope and that person's role today allow (read on every request), counted against its own rate limit.
 */
export async function authenticate(
  ctx: AppContext,
  request: FastifyRequest,
  options: { keys?: boolean } = {}
): Promise<SessionUser> {
  if (request.user) {
    if (request.apiKeyId && !options.keys) throw new HttpError(403, API_KEY_ERRORS.notHere)
    return request.user
  }
  const header = request.headers.authorization
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null
  if (!match) throw new HttpError(401, SESSION_MESSAGES.missing)
  if (isApiKey(match[1])) return authenticateKey(ctx, request, match[1], options.keys === true)
  const claims = await ctx.tokens.verifyAccessClaims(match[1])
  if (claims === 'expired') throw new HttpError(401, SESSION_MESSAGES.expired)
  if (claims === null) throw new HttpError(401, SESSION_MESSAGES.invalid)
  const { userId, sessionId } = claims
  const row = await findSession(ctx, userId, sessionId)
  if (!row || row.status !== 'active') throw new HttpError(401, SESSION_MESSAGES.disabled)
  if (sessionId !== null && !row.sessionLive) throw new HttpError(401, SESSION_MESSAGES.signedOut)
  request.user = { id: row.id, role: row.role, ability: abilityForRole(row.role) }
  return request.user
}

type UserRow = { id: number; role: string; status: string }

/**
 * The user's role and status, and whether the token's session is live, read from the database on every request (a
 * primary-key read). The role comes from the database, never from the token or the client, and a token of a session
 * that was signed out (its refresh-token family revoked) or of a user demoted or disabled stops working at once, on
 * every process, not when it expires (sessionLive is true for a token that names no session).
 */
async function findSession(
  ctx: AppContext,
  userId: number,
  sessionId: string | null
): Promise<(UserRow & { sessionLive: boolean }) | undefined> {
  const lookups = sessionLookups(ctx.db)
  if (sessionId === null) {
    const user = (await lookups.user({ userId }))[0]
    return user && { ...user, sessionLive: true }
  }
  const row = (await lookups.userAndSession({ userId, family: sessionId, now: new Date().toISOString() }))[0]
  return row && { id: row.id, role: row.role, status: row.status, sessionLive: row.session_until !== null }
}

type SessionLookups = {
  user: (values: { userId: number }) => Promise<UserRow[]>
  userAndSession: (values: {
    userId: number
    family: string
    now: string
  }) => Promise<(UserRow & { session_until: string | null })[]>
}

const lookupsOf = new WeakMap<Kysely<DB>, SessionLookups>()

/** The user, and until when the session has a live token (null: it has none), in one query compiled once per database. */
function sessionLookups(db: Kysely<DB>): SessionLookups {
  let lookups = lookupsOf.get(db)
  if (lookups) return lookups
  const user = () => db.selectFrom('users').select(['id', 'role', 'status'])
  lookups = {
    user: compiledOnce(db, ['userId'], (v) => user().where('id', '=', v.userId)),
    userAndSession: compiledOnce(db, ['userId', 'family', 'now'], (v) =>
      user()
        .select((eb) =>
          eb
            .selectFrom('refresh_tokens')
            .select((inner) => inner.fn.max('refresh_tokens.expires_at').as('until'))
            .where('refresh_tokens.family', '=', v.family)
            .where('refresh_tokens.revoked_at', 'is', null)
            .where('refresh_tokens.expires_at', '>', v.now)
            .as('session_until')
        )
        .where('id', '=', v.userId)
    )
  }
  lookupsOf.set(db, lookups)
  return lookups
}

async function authenticateKey(
  ctx: AppContext,
  request: FastifyRequest,
  token: string,
  allowed: boolean
): Promise<SessionUser> {
  if (!allowed) throw new HttpError(403, API_KEY_ERRORS.notHere)
  const key = await findApiKey(ctx.db, token)
  if (!key || key.creator_status !== 'active') throw new HttpError(401, API_KEY_ERRORS.invalid)
  const quota = ctx.apiKeyLimit ? await ctx.apiKeyLimit.take(request, String(key.id)) : undefined
  if (quota && quota.wait > 0)
    throw new HttpError(
      429,
      `This API key made too many requests; try again in ${quota.wait} s.`,
      undefined,
      {
        'Retry-After': String(quota.wait),
        ...quotaHeaders(quota)
      }
    )
  await recordKeyRequest(ctx.db, key.id)
  request.apiKeyId = key.id
  request.apiKeyQuota = quota
  request.user = {
    id: key.created_by,
    role: `api-key:${key.scope} with owner role ${key.creator_role}`,
    ability: abilityForKey(key.scope, key.creator_role)
  }
  return request.user
}

/**
 * The route hook that signs in and checks the role. Use it as `onRequest`: it needs only the headers, so a client
 * that may not call the route learns nothing from validation (401/403 come before any 400).
 */
export function can(ctx: AppContext, action: Action, subject: Subject) {
  const hook = async (request: FastifyRequest): Promise<void> => {
    const user = await authenticate(ctx, request, { keys: true })
    if (!user.ability.can(action, subject)) {
      throw new HttpError(403, forbiddenMessage(user.role, action, subject))
    }
  }
  guardedAbilities.set(hook, { action, subject })
  return hook
}

export type GuardedAbility = { action: Action; subject: Subject }

const guardedAbilities = new WeakMap<object, GuardedAbility>()

/** The ability a hook made by can() checks, so the OpenAPI document states each route's security from its guard. */
export const abilityOfHook = (hook: unknown): GuardedAbility | undefined =>
  typeof hook === 'function' ? guardedAbilities.get(hook) : undefined
