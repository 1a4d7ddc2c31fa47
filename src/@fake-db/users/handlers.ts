// Template users (spec §7 "Users"): list with search, filters, sort and pages; add; one user; delete.
// The view page's settings are ours (the spec does not show them):
//   POST /apps/users/update-notifications { id, notifications: [{ type, email, browser, app }] } → 200 { notifications }
//   POST /apps/users/update-connection { id, name, connected } → 200 { connection }
// Both answer 400 for an unknown notification type or service and 404 for an unknown user.
import type MockAdapter from 'axios-mock-adapter'
import { z } from 'zod'
import { on, type MockRequest, type MockResponse } from '../mock'
import {
  newTemplateUserSchema,
  TEMPLATE_USER_DEFAULT_PER_PAGE,
  TEMPLATE_USER_PLANS,
  TEMPLATE_USER_ROLES,
  TEMPLATE_USER_SORT_COLUMNS,
  TEMPLATE_USER_STATUSES,
  type TemplateUser,
  type TemplateUserSortColumn
} from '@/contracts/templateUsers'
import { connectionAccount, savedSettings, setUsers, userDetails, users } from './data'

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const positiveInt = (value: unknown, fallback: number): number => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}
const idParam = (value: unknown): number | null => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : null
}
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | '' =>
  list.includes(value as T) ? (value as T) : ''

export function allData(): MockResponse {
  return [200, users]
}

export function listData(request: MockRequest): MockResponse {
  const p = request.params
  const q = text(p.q).trim().toLowerCase()
  const role = oneOf(TEMPLATE_USER_ROLES, p.role)
  const status = oneOf(TEMPLATE_USER_STATUSES, p.status)
  const currentPlan = oneOf(TEMPLATE_USER_PLANS, p.currentPlan)
  const sort = p.sort === 'desc' ? 'desc' : 'asc'
  const sortColumn: TemplateUserSortColumn = TEMPLATE_USER_SORT_COLUMNS.includes(
    p.sortColumn as TemplateUserSortColumn
  )
    ? (p.sortColumn as TemplateUserSortColumn)
    : 'fullName'
  const perPage = positiveInt(p.perPage, TEMPLATE_USER_DEFAULT_PER_PAGE)
  const page = positiveInt(p.page, 1)

  const filtered = users.filter(
    (user) =>
      (!q ||
        user.email.toLowerCase().includes(q) ||
        user.fullName.toLowerCase().includes(q) ||
        user.billing.toLowerCase().includes(q)) &&
      (!role || user.role === role) &&
      (!status || user.status === status) &&
      (!currentPlan || user.currentPlan === currentPlan)
  )
  const direction = sort === 'asc' ? 1 : -1
  const sorted = [...filtered].sort((a, b) => {
    const x = a[sortColumn]
    const y = b[sortColumn]
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))
    return (order || a.id - b.id) * direction
  })
  const start = (page - 1) * perPage
  return [200, { total: filtered.length, users: sorted.slice(start, start + perPage) }]
}

/** Accepts `{ user }` (the template client's shape) or the user fields themselves. */
export function addUser(request: MockRequest): MockResponse {
  const body = (request.body ?? {}) as { user?: unknown }
  const input = body && typeof body === 'object' && 'user' in body ? body.user : body
  const parsed = newTemplateUserSchema.safeParse(input)
  if (!parsed.success) {
    return [
      400,
      {
        error: 'Please correct the highlighted user details.',
        details: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
      }
    ]
  }
  const data = parsed.data
  if (users.some((u) => u.email.toLowerCase() === data.email.toLowerCase()))
    return [409, { error: 'This email is already in use.' }]
  if (users.some((u) => u.username.toLowerCase() === data.username.toLowerCase()))
    return [409, { error: 'This username is already in use.' }]
  const id = users.reduce((max, u) => Math.max(max, u.id), 0) + 1
  const user: TemplateUser = { id, ...data, status: 'active', billing: 'Manual - Credit Card', avatar: '' }
  setUsers([...users, user])
  return [201, { user }]
}

/** Edits a user's details: `{ id, user }`, validated like a new user; 200 with the stored user. */
export function updateUser(request: MockRequest): MockResponse {
  const body = (request.body ?? {}) as { id?: unknown; user?: unknown }
  const id = idParam(body.id)
  const current = id === null ? undefined : users.find((u) => u.id === id)
  if (!current) return [404, { error: 'This user does not exist.' }]
  const parsed = newTemplateUserSchema.safeParse(body.user)
  if (!parsed.success) {
    return [
      400,
      {
        error: 'Please correct the highlighted user details.',
        details: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
      }
    ]
  }
  const data = parsed.data
  const others = users.filter((u) => u.id !== current.id)
  if (others.some((u) => u.email.toLowerCase() === data.email.toLowerCase()))
    return [409, { error: 'This email is already in use.' }]
  if (others.some((u) => u.username.toLowerCase() === data.username.toLowerCase()))
    return [409, { error: 'This username is already in use.' }]
  const user: TemplateUser = { ...current, ...data }
  setUsers(users.map((u) => (u.id === current.id ? user : u)))
  return [200, { user }]
}

export function getUser(request: MockRequest): MockResponse {
  const id = idParam(request.params.id)
  const user = id === null ? undefined : users.find((u) => u.id === id)
  return user ? [200, user] : [404, { error: 'This user does not exist.' }]
}

/** The view page's plan, activity, security, billing, notification and connection tabs. */
export function getUserDetails(request: MockRequest): MockResponse {
  const id = idParam(request.params.id)
  const user = id === null ? undefined : users.find((u) => u.id === id)
  return user ? [200, userDetails(user)] : [404, { error: 'This user does not exist.' }]
}

/** Suspends or reactivates a user: `{ id, status }`. */
export function updateStatus(request: MockRequest): MockResponse {
  const body = (request.body ?? {}) as { id?: unknown; status?: unknown }
  const id = idParam(body.id)
  const status = oneOf(TEMPLATE_USER_STATUSES, body.status)
  if (!status) return [400, { error: 'Choose a status: active, inactive or pending.' }]
  const user = id === null ? undefined : users.find((u) => u.id === id)
  if (!user) return [404, { error: 'This user does not exist.' }]
  const updated = { ...user, status }
  setUsers(users.map((u) => (u.id === user.id ? updated : u)))
  return [200, { user: updated }]
}

const notificationsSchema = z
  .array(z.object({ type: z.string(), email: z.boolean(), browser: z.boolean(), app: z.boolean() }).strict())
  .min(1)
const connectionSchema = z.object({ name: z.string(), connected: z.boolean() })

/** Saves the notification channels of the given types; types not sent keep their current choice. */
export function updateNotifications(request: MockRequest): MockResponse {
  const body = (request.body ?? {}) as { id?: unknown; notifications?: unknown }
  const id = idParam(body.id)
  const user = id === null ? undefined : users.find((u) => u.id === id)
  if (!user) return [404, { error: 'This user does not exist.' }]
  const parsed = notificationsSchema.safeParse(body.notifications)
  if (!parsed.success)
    return [400, { error: 'Send each notification type with email, browser and app on or off.' }]
  const current = userDetails(user)
  const known = new Set(current.notifications.map((n) => n.type))
  const unknown = parsed.data.find((n) => !known.has(n.type))
  if (unknown) return [400, { error: `There is no notification type "${unknown.type}".` }]
  const notifications = current.notifications.map((n) => parsed.data.find((x) => x.type === n.type) ?? n)
  savedSettings.set(user.id, { ...savedSettings.get(user.id), notifications })
  return [200, { notifications }]
}

/** Connects or disconnects one service; a connected service shows the account the user signs in with. */
export function updateConnection(request: MockRequest): MockResponse {
  const body = (request.body ?? {}) as { id?: unknown }
  const id = idParam(body.id)
  const user = id === null ? undefined : users.find((u) => u.id === id)
  if (!user) return [404, { error: 'This user does not exist.' }]
  const parsed = connectionSchema.safeParse(body)
  if (!parsed.success) return [400, { error: 'Send the service name and whether it is connected.' }]
  const current = userDetails(user)
  if (!current.connections.some((c) => c.name === parsed.data.name))
    return [400, { error: `There is no service "${parsed.data.name}".` }]
  const { name, connected } = parsed.data
  const connection = connected
    ? { name, connected, account: connectionAccount(user, name) }
    : { name, connected }
  const connections = current.connections.map((c) => (c.name === name ? connection : c))
  savedSettings.set(user.id, { ...savedSettings.get(user.id), connections })
  return [200, { connection }]
}

export function deleteUser(request: MockRequest): MockResponse {
  const id = idParam(request.params.id)
  if (id === null || !users.some((u) => u.id === id)) return [404, { error: 'This user does not exist.' }]
  setUsers(users.filter((u) => u.id !== id))
  savedSettings.delete(id)
  return [200, { id }]
}

export function register(mock: MockAdapter): void {
  on(mock, 'get', '/api/users/list/all-data', allData)
  on(mock, 'get', '/api/users/list/data', listData)
  on(mock, 'post', '/apps/users/add-user', addUser)
  on(mock, 'get', '/api/users/user', getUser)
  on(mock, 'get', '/api/users/user/details', getUserDetails)
  on(mock, 'post', '/apps/users/update-status', updateStatus)
  on(mock, 'post', '/apps/users/update-user', updateUser)
  on(mock, 'post', '/apps/users/update-notifications', updateNotifications)
  on(mock, 'post', '/apps/users/update-connection', updateConnection)
  on(mock, 'delete', '/apps/users/delete', deleteUser)
}
