// Permissions (spec §7 "Permissions") and the role cards of the roles page.
import type MockAdapter from 'axios-mock-adapter'
import { on, type MockRequest, type MockResponse } from '../mock'
import {
  PERMISSION_ROLES,
  PERMISSIONS_DEFAULT_PER_PAGE,
  permissionNameSchema,
  ROLE_GRANTS,
  ROLE_MODULES,
  roleSchema,
  type Permission,
  type PermissionRole,
  type RoleCardData,
  type RoleGrants
} from '@/contracts/permissions'
import { formatCreatedDate, permissions, roles, setPermissions, setRoles } from './data'

const positiveInt = (value: unknown, fallback: number): number => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}
const idOf = (value: unknown): number | null => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : null
}
const body = (request: MockRequest): Record<string, unknown> =>
  request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {}

/** English sentences for the fake server's answers; the screens translate their own field messages. */
const NAME_ERRORS: Record<string, string> = {
  'rolesPermissions.permissions.errors.nameRequired': 'Enter a permission name.',
  'rolesPermissions.permissions.errors.nameLong': 'A permission name has at most 60 characters.',
  'rolesPermissions.roles.errors.nameRequired': 'Enter a role name.',
  'rolesPermissions.roles.errors.nameLong': 'A role name has at most 40 characters.'
}

export function listPermissions(request: MockRequest): MockResponse {
  const p = request.params
  const q = typeof p.q === 'string' ? p.q : ''
  const needle = q.trim().toLowerCase()
  const assignedTo = PERMISSION_ROLES.includes(p.assignedTo as PermissionRole)
    ? (p.assignedTo as PermissionRole)
    : ''
  const perPage = positiveInt(p.perPage, PERMISSIONS_DEFAULT_PER_PAGE)
  const page = positiveInt(p.page, 1)
  const filtered = permissions.filter(
    (permission) =>
      (!needle ||
        permission.name.toLowerCase().includes(needle) ||
        permission.createdDate.toLowerCase().includes(needle)) &&
      (!assignedTo || permission.assignedTo.includes(assignedTo))
  )
  const start = (page - 1) * perPage
  return [
    200,
    {
      params: { q, perPage, page, assignedTo },
      allData: permissions,
      total: filtered.length,
      permissions: filtered.slice(start, start + perPage)
    }
  ]
}

export function addPermission(request: MockRequest, now: () => Date = () => new Date()): MockResponse {
  const parsed = permissionNameSchema.safeParse(body(request))
  if (!parsed.success)
    return [400, { error: NAME_ERRORS[parsed.error.issues[0].message] ?? 'Enter a permission name.' }]
  const name = parsed.data.name
  if (permissions.some((p) => p.name.toLowerCase() === name.toLowerCase()))
    return [409, { error: 'A permission with this name already exists.' }]
  // Spec §9: the new id is the last id plus one; spec §4: newest first, administrator only.
  const lastId = permissions.reduce((max, p) => Math.max(max, p.id), 0)
  const permission: Permission = {
    id: lastId + 1,
    name,
    assignedTo: ['administrator'],
    createdDate: formatCreatedDate(now()),
    ...(body(request).core === true ? { isCore: true } : {})
  }
  setPermissions([permission, ...permissions])
  return [201, { permission }]
}

export function updatePermission(request: MockRequest): MockResponse {
  const input = body(request)
  const id = idOf(input.id)
  const parsed = permissionNameSchema.safeParse(input)
  if (!parsed.success)
    return [400, { error: NAME_ERRORS[parsed.error.issues[0].message] ?? 'Enter a permission name.' }]
  const current = id === null ? undefined : permissions.find((p) => p.id === id)
  if (!current) return [404, { error: 'This permission does not exist.' }]
  const permission = { ...current, name: parsed.data.name }
  setPermissions(permissions.map((p) => (p.id === id ? permission : p)))
  return [201, { permission }]
}

export function deletePermission(request: MockRequest): MockResponse {
  const id = idOf(request.params.id)
  if (id === null || !permissions.some((p) => p.id === id))
    return [404, { error: 'This permission does not exist.' }]
  setPermissions(permissions.filter((p) => p.id !== id))
  return [200, { id }]
}

export function listRoles(): MockResponse {
  return [200, { roles }]
}

function readGrants(value: unknown): RoleGrants {
  const source = value && typeof value === 'object' ? (value as Record<string, Record<string, unknown>>) : {}
  return Object.fromEntries(
    ROLE_MODULES.map((module) => [
      module,
      Object.fromEntries(ROLE_GRANTS.map((grant) => [grant, source[module]?.[grant] === true]))
    ])
  ) as RoleGrants
}

export function addRole(request: MockRequest): MockResponse {
  const input = body(request)
  const parsed = roleSchema.safeParse(input)
  if (!parsed.success)
    return [400, { error: NAME_ERRORS[parsed.error.issues[0].message] ?? 'Enter a role name.' }]
  const name = parsed.data.name
  if (roles.some((r) => r.name.toLowerCase() === name.toLowerCase()))
    return [409, { error: 'A role with this name already exists.' }]
  const role: RoleCardData = {
    id: roles.reduce((max, r) => Math.max(max, r.id), 0) + 1,
    key: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    totalUsers: 0,
    members: [],
    grants: readGrants(input.grants)
  }
  setRoles([...roles, role])
  return [201, { role }]
}

export function updateRole(request: MockRequest): MockResponse {
  const input = body(request)
  const parsed = roleSchema.safeParse(input)
  if (!parsed.success)
    return [400, { error: NAME_ERRORS[parsed.error.issues[0].message] ?? 'Enter a role name.' }]
  const id = idOf(input.id)
  const current = id === null ? undefined : roles.find((r) => r.id === id)
  if (!current) return [404, { error: 'This role does not exist.' }]
  if (roles.some((r) => r.id !== id && r.name.toLowerCase() === parsed.data.name.toLowerCase()))
    return [409, { error: 'A role with this name already exists.' }]
  const role = { ...current, name: parsed.data.name, grants: readGrants(input.grants) }
  setRoles(roles.map((r) => (r.id === id ? role : r)))
  return [200, { role }]
}

export function register(mock: MockAdapter): void {
  on(mock, 'get', '/apps/permissions/data', listPermissions)
  on(mock, 'post', '/apps/permissions/add-permission', (request) => addPermission(request))
  on(mock, 'post', '/apps/permissions/update-permission', updatePermission)
  on(mock, 'delete', '/apps/permissions/delete', deletePermission)
  on(mock, 'get', '/apps/roles/data', listRoles)
  on(mock, 'post', '/apps/roles/add-role', addRole)
  on(mock, 'post', '/apps/roles/update-role', updateRole)
}
