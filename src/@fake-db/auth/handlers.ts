// Demo-mode sign-in (spec §5, §6, §8, §9), registered for /jwt only when the fake database stands in for the server.
import type MockAdapter from 'axios-mock-adapter'
import { z } from 'zod'
import { AUTH_MESSAGES, AUTH_PATHS, registerRequestSchema, type RegisterConflict } from '@/contracts/auth'
import { on, type MockRequest, type MockResponse } from '../mock'
import { accounts, publicUserData, usedRefreshTokens, type MockAccount } from './data'
import { issueToken, verifyToken } from './tokens'

const credentialsShape = z.object({ email: z.string(), password: z.string() })
const refreshShape = z.object({ refreshToken: z.string() })

function signedIn(account: MockAccount): MockResponse {
  return [
    200,
    {
      accessToken: issueToken(account.id, 'access'),
      refreshToken: issueToken(account.id, 'refresh'),
      userData: publicUserData(account)
    }
  ]
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function login(request: MockRequest): MockResponse {
  const body = credentialsShape.safeParse(request.body)
  if (!body.success) return [400, { error: AUTH_MESSAGES.malformed }]
  const account = accounts.find(
    (a) => sameEmail(a.email, body.data.email) && a.password === body.data.password
  )
  if (!account) return [400, { error: AUTH_MESSAGES.invalidCredentials }]
  return signedIn(account)
}

export function registerAccount(request: MockRequest): MockResponse {
  const body = registerRequestSchema.safeParse(request.body)
  if (!body.success) return [400, { error: body.error.issues[0]?.message ?? AUTH_MESSAGES.malformed }]
  const { username, email, password } = body.data
  const conflict: RegisterConflict['error'] = {}
  if (accounts.some((a) => sameEmail(a.email, email))) conflict.email = AUTH_MESSAGES.emailTaken
  if (accounts.some((a) => a.username.toLowerCase() === username.toLowerCase()))
    conflict.username = AUTH_MESSAGES.usernameTaken
  // Spec §8: a register conflict is answered 200 with an error object.
  if (conflict.email || conflict.username) return [200, { error: conflict }]
  const account: MockAccount = {
    id: Math.max(0, ...accounts.map((a) => a.id)) + 1,
    fullName: username,
    username,
    avatar: null,
    email: email.trim(),
    password,
    // Spec §6: a new registration gets the admin role with manage all.
    role: 'admin',
    ability: [{ action: 'manage', subject: 'all' }],
    extras: { eCommerceCartItemsCount: 0 }
  }
  accounts.push(account)
  return signedIn(account)
}

export function refreshToken(request: MockRequest): MockResponse {
  const body = refreshShape.safeParse(request.body)
  const payload = body.success ? verifyToken(body.data.refreshToken, 'refresh') : null
  if (!payload || usedRefreshTokens.has(payload.jti))
    return [401, { error: AUTH_MESSAGES.invalidRefreshToken }]
  // Rotation: each refresh token is exchanged once.
  usedRefreshTokens.add(payload.jti)
  const account = accounts.find((a) => a.id === payload.sub)
  return [
    200,
    {
      accessToken: issueToken(payload.sub, 'access'),
      refreshToken: issueToken(payload.sub, 'refresh'),
      ...(account ? { userData: publicUserData(account) } : {})
    }
  ]
}

export function logout(request: MockRequest): MockResponse {
  const body = refreshShape.safeParse(request.body)
  const payload = body.success ? verifyToken(body.data.refreshToken, 'refresh') : null
  if (payload) usedRefreshTokens.add(payload.jti)
  return [200, { ok: true }]
}

/** The demo lets anyone register (spec §6), as the server does with ALLOW_REGISTRATION=1. */
export const authOptions = (): MockResponse => [200, { registration: true }]

export function register(mock: MockAdapter): void {
  on(mock, 'get', AUTH_PATHS.options, authOptions)
  on(mock, 'post', AUTH_PATHS.login, login)
  on(mock, 'post', AUTH_PATHS.register, registerAccount)
  on(mock, 'post', AUTH_PATHS.refresh, refreshToken)
  on(mock, 'post', AUTH_PATHS.logout, logout)
}
