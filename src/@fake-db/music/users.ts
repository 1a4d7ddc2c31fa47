// Demo mode's /admin/v2/users, answering as server/routes/users.ts: list (keyword, role, status), get, create,
// update, delete, with the same validation, conflicts and sentences.
import { CSV_FIELDS, csvText } from '@/contracts/csv'
import type MockAdapter from 'axios-mock-adapter'
import { recordFakeAudit } from './audit'
import { userRoutes as bulkRoutes } from './bulk'
import {
  MUSIC_PATHS,
  userInputSchema,
  userListQuery,
  type AdminUser,
  type UserListParams
} from '@/contracts/music'
import { containsText } from '@/contracts/keyword'
import { pageFromRows } from '@/contracts/list'
import type { MockRequest, MockResponse } from '../mock'
import { accounts } from '../auth/data'
import { authenticatedUserId } from '../auth/requireAuth'
import { db, nextId } from './data'
import {
  exact,
  invalid,
  listParams,
  notFound,
  pathId,
  registerRoutes,
  under,
  type FakeRoute
} from './request'

const path = MUSIC_PATHS.users

/** Whether the user is the signed-in account (the same person: the same email), as the server's request.user. */
function isSelf(req: MockRequest, user: AdminUser): boolean {
  const account = accounts.find((a) => a.id === authenticatedUserId(req))
  return account !== undefined && account.email.toLowerCase() === user.email.toLowerCase()
}

/** The users of the list params, newest first (or oldest), ties by id. */
export function selectUsers({ filters, sort_dir }: UserListParams): AdminUser[] {
  const { keyword, role, status } = filters
  const rows = db.users.filter(
    (u) =>
      (!keyword || containsText(keyword, [u.full_name, u.username, u.email])) &&
      (!role || u.role === role) &&
      (!status || u.status === status)
  )
  const direction = sort_dir === 'asc' ? 1 : -1
  return rows.sort(
    (a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id) * direction
  )
}

function audited(user: AdminUser): Record<string, unknown> {
  const { id: _id, created_at: _created, last_active_at: _active, ...fields } = user
  return { ...fields }
}

export function listUsers(req: MockRequest): MockResponse {
  const decoded = listParams(userListQuery, req)
  if (!decoded.ok) return decoded.response
  return [200, pageFromRows(selectUsers(decoded.params), decoded.params)]
}

function findUser(id: number): AdminUser | MockResponse {
  return db.users.find((u) => u.id === id) ?? notFound(`User ${id}`)
}

export function getUser(req: MockRequest): MockResponse {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  const user = findUser(id.id)
  return Array.isArray(user) ? user : [200, { data: user }]
}

function conflict(input: { username: string; email: string }, exceptId?: number): MockResponse | null {
  const others = db.users.filter((u) => u.id !== exceptId)
  if (others.some((u) => u.email.toLowerCase() === input.email.toLowerCase()))
    return [409, { error: 'This email is already in use.' }]
  if (others.some((u) => u.username.toLowerCase() === input.username.toLowerCase()))
    return [409, { error: 'This username is already in use.' }]
  return null
}

export function createUser(req: MockRequest): MockResponse {
  const parsed = userInputSchema.safeParse(req.body ?? {})
  if (!parsed.success) return invalid(parsed.error)
  const { password: _password, ...input } = parsed.data
  const email = input.email.toLowerCase()
  const taken = conflict(input)
  if (taken) return taken
  const user: AdminUser = {
    ...input,
    email,
    id: nextId(db.users),
    avatar: null,
    created_at: new Date().toISOString(),
    last_active_at: null
  }
  db.users.push(user)
  recordFakeAudit(req, { action: 'create', entity: 'user', entityId: user.id, after: audited(user) })
  return [201, { data: user }]
}

export function updateUser(req: MockRequest): MockResponse {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  const parsed = userInputSchema.safeParse(req.body ?? {})
  if (!parsed.success) return invalid(parsed.error)
  const user = findUser(id.id)
  if (Array.isArray(user)) return user
  const { password: _password, ...input } = parsed.data
  if (isSelf(req, user) && (input.role !== user.role || input.status !== 'active'))
    return [409, { error: 'You cannot change your own role or deactivate your own account.' }]
  const taken = conflict(input, user.id)
  if (taken) return taken
  const before = audited(user)
  Object.assign(user, input, { email: input.email.toLowerCase() })
  recordFakeAudit(req, { action: 'update', entity: 'user', entityId: user.id, before, after: audited(user) })
  return [200, { data: user }]
}

export function deleteUser(req: MockRequest): MockResponse {
  const id = pathId(req, path)
  if (!id.ok) return id.response
  const user = findUser(id.id)
  if (Array.isArray(user)) return user
  if (isSelf(req, user)) return [409, { error: 'You cannot delete your own account.' }]
  db.users.splice(db.users.indexOf(user), 1)
  recordFakeAudit(req, { action: 'delete', entity: 'user', entityId: user.id, before: audited(user) })
  return [200, { data: user }]
}

/** GET …/export: the list's rows for its query as a CSV file, made here in the browser. */
export function exportUsers(req: MockRequest): MockResponse {
  const decoded = listParams(userListQuery, req)
  if (!decoded.ok) return decoded.response
  return [200, csvText(CSV_FIELDS.users, selectUsers(decoded.params))]
}

export const routes: FakeRoute[] = [
  { method: 'get', path: exact(`${path}/export`), action: 'read', subject: 'User', handler: exportUsers },
  { method: 'get', path: exact(path), action: 'read', subject: 'User', handler: listUsers },
  { method: 'get', path: under(path), action: 'read', subject: 'User', handler: getUser },
  { method: 'post', path: exact(path), action: 'create', subject: 'User', handler: createUser },
  { method: 'put', path: under(path), action: 'update', subject: 'User', handler: updateUser },
  { method: 'delete', path: under(path), action: 'delete', subject: 'User', handler: deleteUser }
]

export function register(mock: MockAdapter): void {
  registerRoutes(mock, [...bulkRoutes, ...routes])
}
