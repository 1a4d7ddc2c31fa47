// For demo-mode handlers that stand in for protected API routes: answer 401 without a valid, unexpired access
// token, as the API server does, so the client's refresh-and-replay path runs in demo mode too.
import { AUTH_MESSAGES } from '@/contracts/authConstants'
import type { MockHandler, MockRequest, MockResponse } from '../mock'
import { verifyToken } from './tokens'

/** The signed-in user's id when the request carries a valid Bearer access token, else null. */
export function authenticatedUserId(request: MockRequest): number | null {
  const entry = Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'authorization')
  const header = entry?.[1]
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return null
  return verifyToken(header.slice('Bearer '.length), 'access')?.sub ?? null
}

export const unauthorizedResponse = (): MockResponse => [401, { error: AUTH_MESSAGES.unauthorized }]

/** Wraps a handler so it answers 401 for a missing, forged or expired access token. */
export function requireAuth(handler: MockHandler): MockHandler {
  return (request) => (authenticatedUserId(request) === null ? unauthorizedResponse() : handler(request))
}
