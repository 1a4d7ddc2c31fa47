// Authentication (Bearer access token) and authorization (the CASL ability of the user's stored role).
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import type { Action, Subject } from '../../src/contracts/abilities'
import { forbiddenMessage, SESSION_MESSAGES } from '../../src/contracts/errors'
import type { AppContext } from '../context'
import { HttpError } from '../errors'
import { abilityForRole, type AppAbility } from './ability'

export type SessionUser = { id: number; role: string; ability: AppAbility }

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null
  }
}

export async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<SessionUser> {
  if (request.user) return request.user
  const header = request.headers.authorization
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null
  if (!match) throw new HttpError(401, SESSION_MESSAGES.missing)
  const id = await ctx.tokens.verifyAccess(match[1])
  if (id === 'expired') throw new HttpError(401, SESSION_MESSAGES.expired)
  if (id === null) throw new HttpError(401, SESSION_MESSAGES.invalid)
  // The role comes from the database, never from the token or the client.
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'role', 'status'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row || row.status !== 'active') throw new HttpError(401, SESSION_MESSAGES.disabled)
  request.user = { id: row.id, role: row.role, ability: abilityForRole(row.role) }
  return request.user
}

/** Sign-in and the role's ability, checked before the query or body is validated, as the fake database does. */
export function can(ctx: AppContext, action: Action, subject: Subject): preValidationAsyncHookHandler {
  return async (request) => {
    const user = await authenticate(ctx, request)
    if (!user.ability.can(action, subject)) {
      throw new HttpError(403, forbiddenMessage(user.role, action, subject))
    }
  }
}
