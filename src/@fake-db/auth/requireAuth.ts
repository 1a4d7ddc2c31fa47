// For demo-mode handlers that stand in for protected API routes: sign-in and the role's CASL rules, answered as the
// API server's guard (server/auth/guard.ts) answers them: 401 without a valid, unexpired access token (so the
// client's refresh-and-replay path runs in demo mode too), 403 when the account's role may not do it.
import type { Action, Subject } from '@/contracts/abilities'
import { abilityRulesForRole } from '@/contracts/abilities'
import { forbiddenMessage, SESSION_MESSAGES } from '@/contracts/errors'
import { buildAbility } from '@/configs/acl'
import type { MockHandler, MockRequest, MockResponse } from '../mock'
import { accounts } from './data'
import { readToken } from './tokens'

type Session = { id: number } | { problem: keyof typeof SESSION_MESSAGES }

function session(request: MockRequest): Session {
  const entry = Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'authorization')
  const header = entry?.[1]
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null
  if (!match) return { problem: 'missing' }
  const payload = readToken(match[1], 'access')
  if (payload === 'expired') return { problem: 'expired' }
  if (payload === null) return { problem: 'invalid' }
  return { id: payload.sub }
}

/** The signed-in user's id when the request carries a valid Bearer access token, else null. */
export function authenticatedUserId(request: MockRequest): number | null {
  const found = session(request)
  return 'id' in found ? found.id : null
}

const unauthorized = (problem: keyof typeof SESSION_MESSAGES): MockResponse => [
  401,
  { error: SESSION_MESSAGES[problem] }
]

/** Wraps a handler so it answers 401 for a missing, forged or expired access token. */
export function requireAuth(handler: MockHandler): MockHandler {
  return (request) => {
    const found = session(request)
    return 'id' in found ? handler(request) : unauthorized(found.problem)
  }
}

/** Wraps a handler so it answers 401 without a session and 403 when the account's role may not `action` `subject`. */
export function requireAbility(action: Action, subject: Subject, handler: MockHandler): MockHandler {
  return (request) => {
    const found = session(request)
    if (!('id' in found)) return unauthorized(found.problem)
    // The role is read from the account on every request, as the server reads it from the database.
    const account = accounts.find((a) => a.id === found.id)
    if (!account) return unauthorized('disabled')
    if (!buildAbility(abilityRulesForRole(account.role)).can(action, subject))
      return [403, { error: forbiddenMessage(account.role, action, subject) }]
    return handler(request)
  }
}
