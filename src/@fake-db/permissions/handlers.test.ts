// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type { MockRequest } from '../mock'
import type { Permission, PermissionListResponse, RoleCardData } from '@/contracts/permissions'
import {
  addPermission,
  addRole,
  deletePermission,
  listPermissions,
  listRoles,
  updatePermission,
  updateRole
} from './handlers'
import { formatCreatedDate, resetPermissions } from './data'

const req = (params: Record<string, unknown> = {}, body?: unknown): MockRequest => ({
  url: '',
  method: 'get',
  params,
  body,
  headers: {}
})
const list = (params: Record<string, unknown> = {}) =>
  listPermissions(req(params))[1] as PermissionListResponse
const fixedNow = () => new Date(2024, 4, 3, 21, 7)

beforeEach(() => resetPermissions())

describe('GET /apps/permissions/data', () => {
  it('holds the nine sample permissions of spec §6 with exactly their roles', () => {
    const { allData, total, permissions } = list()
    expect(total).toBe(9)
    expect(permissions).toHaveLength(9)
    expect(Object.fromEntries(allData.map((p) => [p.name, p.assignedTo]))).toEqual({
      Management: ['administrator'],
      'Manage Billing & Roles': ['administrator'],
      'Add & Remove Users': ['administrator', 'manager'],
      'Project Planning': ['administrator', 'user', 'support'],
      'Manage Email Sequences': ['administrator', 'user', 'support'],
      'Client Communication': ['administrator', 'manager'],
      'Only View': ['administrator', 'restricted-user'],
      'Financial Management': ['administrator', 'manager'],
      "Manage Others' Tasks": ['administrator', 'support']
    })
    expect(
      allData.every((p) => /^\d{2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (AM|PM)$/.test(p.createdDate))
    ).toBe(true)
  })

  it('defaults to page 1 of 10 and echoes the params', () => {
    for (let i = 0; i < 6; i += 1) addPermission(req({}, { name: `Extra ${i}` }), fixedNow)
    const { params, total, permissions, allData } = list()
    expect(params).toEqual({ q: '', perPage: 10, page: 1, assignedTo: '' })
    expect(total).toBe(15)
    expect(allData).toHaveLength(15)
    expect(permissions).toHaveLength(10)
    expect(list({ page: 2 }).permissions).toHaveLength(5)
    expect(list({ page: 2, perPage: 4 }).permissions.map((p) => p.id)).toEqual(
      allData.slice(4, 8).map((p) => p.id)
    )
  })

  it('matches q against the name or the created date, case-insensitively', () => {
    expect(list({ q: 'MANAGE' }).permissions.map((p) => p.name)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Manage Email Sequences',
      'Financial Management',
      "Manage Others' Tasks"
    ])
    expect(list({ q: 'oct 2021' }).permissions.map((p) => p.name)).toEqual([
      'Add & Remove Users',
      'Project Planning'
    ])
    expect(list({ q: '8:43 pm' }).permissions.map((p) => p.name)).toEqual(['Management'])
    expect(list({ q: 'no such thing' }).total).toBe(0)
  })

  it('filters by an assigned role', () => {
    expect(list({ assignedTo: 'support' }).permissions.map((p) => p.id)).toEqual([4, 5, 9])
    expect(list({ assignedTo: 'restricted-user' }).permissions.map((p) => p.name)).toEqual(['Only View'])
    expect(list({ assignedTo: 'administrator' }).total).toBe(9)
    expect(list({ assignedTo: 'manager', q: 'client' }).permissions.map((p) => p.id)).toEqual([6])
  })
})

describe('POST /apps/permissions/add-permission', () => {
  it('answers 201 and places the new permission first, for administrators only, with id last plus one', () => {
    const [status, body] = addPermission(req({}, { name: '  Export Reports ' }), fixedNow)
    expect(status).toBe(201)
    const created = (body as { permission: Permission }).permission
    expect(created).toEqual({
      id: 10,
      name: 'Export Reports',
      assignedTo: ['administrator'],
      createdDate: '03 May 2024, 9:07 PM'
    })
    expect(list().permissions[0]).toEqual(created)
    const [, second] = addPermission(req({}, { name: 'Audit Logs' }), fixedNow)
    expect((second as { permission: Permission }).permission.id).toBe(11)
    expect(
      list()
        .permissions.slice(0, 2)
        .map((p) => p.name)
    ).toEqual(['Audit Logs', 'Export Reports'])
  })

  it('marks a core permission when asked', () => {
    const [, body] = addPermission(req({}, { name: 'Root Access', core: true }), fixedNow)
    expect((body as { permission: Permission }).permission).toMatchObject({
      isCore: true,
      assignedTo: ['administrator']
    })
  })

  it('answers 400 with an error for an empty name and stores nothing', () => {
    expect(addPermission(req({}, { name: '   ' }))).toEqual([400, { error: 'Enter a permission name.' }])
    expect(addPermission(req({}, {}))[0]).toBe(400)
    expect(list().total).toBe(9)
  })

  it('answers 409 for a name already in use', () => {
    expect(addPermission(req({}, { name: 'only view' }))[0]).toBe(409)
  })
})

describe('POST /apps/permissions/update-permission', () => {
  it('renames with 201 and keeps roles, date and position', () => {
    const before = list().allData[2]
    const [status, body] = updatePermission(req({}, { id: 3, name: 'Invite Users' }))
    expect(status).toBe(201)
    expect((body as { permission: Permission }).permission).toEqual({ ...before, name: 'Invite Users' })
    expect(list().allData[2].name).toBe('Invite Users')
  })

  it('answers 400 for an empty name and 404 for an unknown id', () => {
    expect(updatePermission(req({}, { id: 3, name: '' }))[0]).toBe(400)
    expect(updatePermission(req({}, { id: 99, name: 'Ghost' }))).toEqual([
      404,
      { error: 'This permission does not exist.' }
    ])
  })
})

describe('DELETE /apps/permissions/delete', () => {
  it('removes the permission with 200, then answers 404 for it', () => {
    expect(deletePermission(req({ id: 7 }))).toEqual([200, { id: 7 }])
    expect(list().allData.map((p) => p.id)).not.toContain(7)
    expect(deletePermission(req({ id: 7 }))[0]).toBe(404)
  })
})

describe('formatCreatedDate', () => {
  it('writes midnight and noon as 12 with AM and PM', () => {
    expect(formatCreatedDate(new Date(2021, 3, 14, 0, 5))).toBe('14 Apr 2021, 12:05 AM')
    expect(formatCreatedDate(new Date(2021, 3, 14, 12, 0))).toBe('14 Apr 2021, 12:00 PM')
  })
})

describe('roles', () => {
  it('lists the five role cards with their user counts', () => {
    const roles = (listRoles()[1] as { roles: RoleCardData[] }).roles
    expect(roles.map((r) => r.name)).toEqual([
      'Administrator',
      'Manager',
      'Users',
      'Support',
      'Restricted User'
    ])
    expect(roles.every((r) => r.totalUsers >= r.members.length)).toBe(true)
  })

  it('adds a role (201) with the chosen grants, rejecting empty and duplicate names', () => {
    const [status, body] = addRole(req({}, { name: 'Auditor', grants: { Reporting: { read: true } } }))
    expect(status).toBe(201)
    const role = (body as { role: RoleCardData }).role
    expect(role).toMatchObject({ id: 6, key: 'auditor', totalUsers: 0 })
    expect(role.grants.Reporting).toEqual({ read: true, write: false, create: false })
    expect(role.grants.Payroll.read).toBe(false)
    expect(addRole(req({}, { name: '' }))).toEqual([400, { error: 'Enter a role name.' }])
    expect(addRole(req({}, { name: 'manager' }))[0]).toBe(409)
  })

  it('updates a role, or answers 404', () => {
    const [status, body] = updateRole(req({}, { id: 2, name: 'Team Lead', grants: {} }))
    expect(status).toBe(200)
    expect((body as { role: RoleCardData }).role.grants['User Management'].read).toBe(false)
    expect(updateRole(req({}, { id: 42, name: 'X' }))[0]).toBe(404)
  })
})
