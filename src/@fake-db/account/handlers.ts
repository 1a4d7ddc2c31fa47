// Demo mode's answers to the account routes of the API server (src/contracts/account.ts), for the signed-in demo
// account (src/@fake-db/auth/data.ts). Registered only when the fake database stands in for the server.
//   GET  /admin/v2/account                           → 200 { data: Account }
//   PUT  /admin/v2/account { fullName, username, email, avatar? } → 200 { data }   400 invalid (role or status
//                                                      included), 409 email or username of another account
//   PUT  /admin/v2/account/password { currentPassword, newPassword } → 200 { ok, signedOut }   400 wrong current
//   GET  /admin/v2/account/sessions                  → 200 { data: AccountSession[] }
//   DELETE /admin/v2/account/sessions/:id            → 200 { data: { id } }   404 unknown, 400 this session
//   POST /admin/v2/account/sessions/sign-out-others  → 200 { signedOut }
// Without a valid access token every route answers 401, as the server does.
import type MockAdapter from 'axios-mock-adapter'
import type { ZodError } from 'zod'
import { ACCOUNT_PATHS, accountUpdateSchema, passwordChangeSchema, type Account } from '@/contracts/account'
import { accounts, type MockAccount } from '../auth/data'
import { SESSION_MESSAGES } from '@/contracts/errors'
import { authenticatedUserId } from '../auth/requireAuth'
import { on, type MockRequest, type MockResponse } from '../mock'
import { CURRENT_SESSION_ID, sessionsOf, setSessions } from './data'

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)
const invalid = (error: ZodError): MockResponse => [400, { error: sentence(error.issues[0].message) }]
const CREATED_AT = '2025-01-15T09:00:00.000Z'
/** The server's answer without a valid access token (the fake guard's sentence). */
const unauthorizedResponse = (): MockResponse => [401, { error: SESSION_MESSAGES.missing }]

function signedIn(request: MockRequest): MockAccount | null {
  const id = authenticatedUserId(request)
  return id === null ? null : (accounts.find((a) => a.id === id) ?? null)
}

const accountOf = (a: MockAccount): Account => ({
  id: a.id,
  fullName: a.fullName,
  username: a.username,
  email: a.email,
  avatar: a.avatar,
  role: a.role,
  status: 'active',
  createdAt: CREATED_AT
})

export function getAccount(request: MockRequest): MockResponse {
  const me = signedIn(request)
  return me ? [200, { data: accountOf(me) }] : unauthorizedResponse()
}

export function updateAccount(request: MockRequest): MockResponse {
  const me = signedIn(request)
  if (!me) return unauthorizedResponse()
  const parsed = accountUpdateSchema.safeParse(request.body ?? {})
  if (!parsed.success) return invalid(parsed.error)
  const { fullName, username, avatar } = parsed.data
  const email = parsed.data.email.toLowerCase()
  const others = accounts.filter((a) => a.id !== me.id)
  if (others.some((a) => a.email.toLowerCase() === email))
    return [409, { error: 'This email is already in use.' }]
  if (others.some((a) => a.username.toLowerCase() === username.toLowerCase()))
    return [409, { error: 'This username is already in use.' }]
  Object.assign(me, { fullName, username, email, ...(avatar !== undefined ? { avatar } : {}) })
  return [200, { data: accountOf(me) }]
}

export function changePassword(request: MockRequest): MockResponse {
  const me = signedIn(request)
  if (!me) return unauthorizedResponse()
  const parsed = passwordChangeSchema.safeParse(request.body ?? {})
  if (!parsed.success) return invalid(parsed.error)
  if (parsed.data.currentPassword !== me.password)
    return [400, { error: 'The current password is not correct.' }]
  me.password = parsed.data.newPassword
  const list = sessionsOf(me.id)
  setSessions(
    me.id,
    list.filter((s) => s.current)
  )
  return [200, { ok: true, signedOut: list.length - 1 }]
}

export function listSessions(request: MockRequest): MockResponse {
  const me = signedIn(request)
  if (!me) return unauthorizedResponse()
  const list = sessionsOf(me.id).map((s) =>
    s.id === CURRENT_SESSION_ID ? { ...s, lastUsedAt: new Date().toISOString() } : s
  )
  return [200, { data: list }]
}

export function deleteSession(request: MockRequest): MockResponse {
  const me = signedIn(request)
  if (!me) return unauthorizedResponse()
  const id = decodeURIComponent(request.url.split('/').pop() ?? '')
  const list = sessionsOf(me.id)
  const session = list.find((s) => s.id === id)
  if (!session) return [404, { error: 'This session was not found; it may have ended already.' }]
  if (session.current)
    return [400, { error: 'This is the session you are using; sign out from the user menu instead.' }]
  setSessions(
    me.id,
    list.filter((s) => s.id !== id)
  )
  return [200, { data: { id } }]
}

export function signOutOthers(request: MockRequest): MockResponse {
  const me = signedIn(request)
  if (!me) return unauthorizedResponse()
  const list = sessionsOf(me.id)
  setSessions(
    me.id,
    list.filter((s) => s.current)
  )
  return [200, { signedOut: list.length - 1 }]
}

const escaped = (path: string) => path.replace(/[/.-]/g, (c) => `\\${c}`)

export function register(mock: MockAdapter): void {
  on(mock, 'get', ACCOUNT_PATHS.account, getAccount)
  on(mock, 'put', ACCOUNT_PATHS.account, updateAccount)
  on(mock, 'put', ACCOUNT_PATHS.password, changePassword)
  on(mock, 'get', ACCOUNT_PATHS.sessions, listSessions)
  on(mock, 'post', ACCOUNT_PATHS.signOutOthers, signOutOthers)
  on(mock, 'delete', new RegExp(`^${escaped(ACCOUNT_PATHS.sessions)}/[^/?]+$`), deleteSession)
}
