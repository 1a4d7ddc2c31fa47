// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type { MockRequest } from '../mock'
import type { TemplateUser, TemplateUserListResponse, UserDetails } from '@/contracts/templateUsers'
import {
  TEMPLATE_USER_BILLINGS,
  TEMPLATE_USER_PLANS,
  TEMPLATE_USER_ROLES,
  TEMPLATE_USER_STATUSES
} from '@/contracts/templateUsers'
import {
  addUser,
  allData,
  deleteUser,
  getUser,
  getUserDetails,
  listData,
  updateConnection,
  updateNotifications,
  updateStatus,
  updateUser
} from './handlers'
import { resetUsers } from './data'

const req = (params: Record<string, unknown> = {}, body?: unknown): MockRequest => ({
  url: '',
  method: 'get',
  params,
  body,
  headers: {}
})
const list = (params: Record<string, unknown> = {}) => listData(req(params))[1] as TemplateUserListResponse
const everyone = () => allData()[1] as TemplateUser[]

const newUser = {
  fullName: 'Noor Saleh',
  username: 'noor.saleh',
  email: 'noor@vibeline.test',
  contact: '+1 (555) 010-2020',
  company: 'Vibeline',
  country: 'Egypt',
  role: 'editor',
  currentPlan: 'team'
}

beforeEach(() => resetUsers())

describe('GET /api/users/list/all-data', () => {
  it('answers the 50 sample users with the spec fields and allowed values', () => {
    const users = everyone()
    expect(users).toHaveLength(50)
    expect(new Set(users.map((u) => u.id)).size).toBe(50)
    for (const user of users) {
      expect(TEMPLATE_USER_ROLES).toContain(user.role)
      expect(TEMPLATE_USER_PLANS).toContain(user.currentPlan)
      expect(TEMPLATE_USER_STATUSES).toContain(user.status)
      expect(TEMPLATE_USER_BILLINGS).toContain(user.billing)
      expect(
        user.fullName && user.company && user.username && user.country && user.contact && user.email
      ).toBeTruthy()
    }
    expect(users.some((u) => u.avatar === '')).toBe(true)
    expect(users.some((u) => u.avatar !== '')).toBe(true)
  })

  it('is the same on every load (deterministic sample data)', () => {
    const first = JSON.stringify(everyone())
    resetUsers()
    expect(JSON.stringify(everyone())).toBe(first)
  })
})

describe('GET /api/users/list/data', () => {
  it('defaults to 10 per page, sorted by full name ascending, with the total of all matches', () => {
    const { total, users } = list()
    expect(total).toBe(50)
    expect(users).toHaveLength(10)
    const names = everyone()
      .map((u) => u.fullName)
      .sort((a, b) => a.localeCompare(b))
    expect(users.map((u) => u.fullName)).toEqual(names.slice(0, 10))
  })

  it('pages with page and perPage', () => {
    const all = list({ perPage: 50 }).users
    expect(list({ page: 2 }).users).toEqual(all.slice(10, 20))
    expect(list({ page: 3, perPage: 25 }).users).toEqual([])
    expect(list({ page: 2, perPage: 25 }).users).toEqual(all.slice(25, 50))
  })

  it('sorts descending and by another column', () => {
    const desc = list({ sort: 'desc', perPage: 50 }).users.map((u) => u.fullName)
    expect(desc).toEqual([...desc].sort((a, b) => b.localeCompare(a)))
    const byEmail = list({ sortColumn: 'email', perPage: 50 }).users.map((u) => u.email)
    expect(byEmail).toEqual([...byEmail].sort((a, b) => a.localeCompare(b)))
    const byId = list({ sortColumn: 'id', sort: 'desc' }).users.map((u) => u.id)
    expect(byId.slice(0, 3)).toEqual([50, 49, 48])
  })

  it('searches email, full name and billing, case-insensitively, and nothing else', () => {
    const sample = everyone()[4]
    expect(list({ q: sample.email.toUpperCase() }).users.map((u) => u.id)).toContain(sample.id)
    const byName = list({ q: sample.fullName.toLowerCase(), perPage: 50 }).users
    expect(byName.map((u) => u.id)).toContain(sample.id)
    const paypal = list({ q: 'paypal', perPage: 50 })
    expect(paypal.total).toBe(everyone().filter((u) => u.billing === 'Manual - Paypal').length)
    expect(paypal.users.every((u) => u.billing === 'Manual - Paypal')).toBe(true)
    // A company name is not searched.
    const company = sample.company
    const companyHits = list({ q: company, perPage: 50 }).users
    expect(
      companyHits.every((u) =>
        `${u.email} ${u.fullName} ${u.billing}`.toLowerCase().includes(company.toLowerCase())
      )
    ).toBe(true)
  })

  it('filters by role, status and plan, together', () => {
    for (const role of TEMPLATE_USER_ROLES) {
      const { total, users } = list({ role, perPage: 50 })
      expect(total).toBe(everyone().filter((u) => u.role === role).length)
      expect(users.every((u) => u.role === role)).toBe(true)
    }
    const combined = list({ role: 'admin', status: 'active', currentPlan: 'team', perPage: 50 })
    expect(combined.total).toBe(
      everyone().filter((u) => u.role === 'admin' && u.status === 'active' && u.currentPlan === 'team').length
    )
    expect(list({ status: 'pending' }).users.every((u) => u.status === 'pending')).toBe(true)
    expect(list({ currentPlan: 'enterprise' }).users.every((u) => u.currentPlan === 'enterprise')).toBe(true)
  })

  it('ignores empty and unknown filter values', () => {
    expect(list({ role: '', status: '', currentPlan: '', q: '' }).total).toBe(50)
    expect(list({ role: 'emperor' }).total).toBe(50)
  })
})

describe('POST /apps/users/add-user', () => {
  it('answers 201 with the new user, whose id is the largest plus one, and lists it', () => {
    const [status, body] = addUser(req({}, { user: newUser }))
    expect(status).toBe(201)
    const created = (body as { user: TemplateUser }).user
    expect(created).toMatchObject({ ...newUser, id: 51, status: 'active', avatar: '' })
    expect(everyone()).toHaveLength(51)
    expect(list({ q: 'noor' }).users.map((u) => u.id)).toEqual([51])
  })

  it('takes the largest id, not the count, after a deletion', () => {
    deleteUser(req({ id: 3 }))
    const [, body] = addUser(req({}, newUser))
    expect((body as { user: TemplateUser }).user.id).toBe(51)
  })

  it('rejects invalid details with 400 and a message per field, storing nothing', () => {
    const [status, body] = addUser(req({}, { user: { ...newUser, email: 'not-an-email', fullName: ' ' } }))
    expect(status).toBe(400)
    const details = (body as { details: { path: string }[] }).details.map((d) => d.path)
    expect(details).toEqual(expect.arrayContaining(['email', 'fullName']))
    expect(everyone()).toHaveLength(50)
  })

  it('rejects an email or username already in use with 409', () => {
    const taken = everyone()[0]
    expect(addUser(req({}, { ...newUser, email: taken.email.toUpperCase() }))).toEqual([
      409,
      { error: 'This email is already in use.' }
    ])
    expect(addUser(req({}, { ...newUser, username: taken.username }))).toEqual([
      409,
      { error: 'This username is already in use.' }
    ])
  })
})

describe('GET /api/users/user and details', () => {
  it('answers the user, or 404 when unknown', () => {
    expect(getUser(req({ id: '7' }))).toEqual([200, everyone()[6]])
    expect(getUser(req({ id: 999 }))[0]).toBe(404)
    expect(getUser(req({ id: 'abc' }))[0]).toBe(404)
  })

  it('answers the same view details on every call, or 404', () => {
    const [status, first] = getUserDetails(req({ id: 5 }))
    expect(status).toBe(200)
    expect(getUserDetails(req({ id: 5 }))[1]).toEqual(first)
    expect((first as { plan: { name: string } }).plan.name).toBe(everyone()[4].currentPlan)
    expect(getUserDetails(req({ id: 77 }))[0]).toBe(404)
  })
})

describe('POST /apps/users/update-status', () => {
  it('suspends a user, which later reads see', () => {
    expect(updateStatus(req({}, { id: 2, status: 'inactive' }))[0]).toBe(200)
    expect((getUser(req({ id: 2 }))[1] as TemplateUser).status).toBe('inactive')
  })
  it('answers 400 for an unknown status and 404 for an unknown user', () => {
    expect(updateStatus(req({}, { id: 2, status: 'banned' }))[0]).toBe(400)
    expect(updateStatus(req({}, { id: 200, status: 'active' }))[0]).toBe(404)
  })
})

describe('POST /apps/users/update-user', () => {
  it('stores the edited details (200), keeping id, status and avatar', () => {
    const before = everyone()[1]
    const [status, body] = updateUser(req({}, { id: 2, user: { ...newUser, email: before.email } }))
    expect(status).toBe(200)
    expect((body as { user: TemplateUser }).user).toEqual({
      ...before,
      ...newUser,
      email: before.email
    })
    expect((getUser(req({ id: 2 }))[1] as TemplateUser).fullName).toBe('Noor Saleh')
  })
  it("answers 400 for invalid details, 404 for an unknown user, 409 for another user's email", () => {
    expect(updateUser(req({}, { id: 2, user: { ...newUser, role: 'king' } }))[0]).toBe(400)
    expect(updateUser(req({}, { id: 99, user: newUser }))[0]).toBe(404)
    expect(updateUser(req({}, { id: 2, user: { ...newUser, email: everyone()[0].email } }))[0]).toBe(409)
  })
})

const details = (id: number) => getUserDetails(req({ id }))[1] as UserDetails

describe('POST /apps/users/update-notifications', () => {
  it('stores the sent channels (200), which later reads of the details answer, keeping the other types', () => {
    const before = details(4).notifications
    const otherUser = details(5).notifications
    const changed = { ...before[0], email: !before[0].email, app: !before[0].app }
    const [status, body] = updateNotifications(req({}, { id: 4, notifications: [changed] }))
    expect(status).toBe(200)
    expect((body as { notifications: unknown }).notifications).toEqual([changed, ...before.slice(1)])
    expect(details(4).notifications).toEqual([changed, ...before.slice(1)])
    expect(details(5).notifications).toEqual(otherUser)
  })
  it('answers 400 for an unknown type or a missing channel, 404 for an unknown user, storing nothing', () => {
    const before = details(4).notifications
    const row = { type: 'newForYou', email: false, browser: false, app: false }
    expect(updateNotifications(req({}, { id: 4, notifications: [{ ...row, type: 'spam' }] }))[0]).toBe(400)
    expect(
      updateNotifications(req({}, { id: 4, notifications: [{ type: 'newForYou', email: true }] }))[0]
    ).toBe(400)
    expect(updateNotifications(req({}, { id: 4, notifications: [] }))[0]).toBe(400)
    expect(updateNotifications(req({}, { id: 404, notifications: [row] }))[0]).toBe(404)
    expect(details(4).notifications).toEqual(before)
  })
  it('forgets saved choices when the sample data is reset', () => {
    const before = details(4).notifications
    updateNotifications(req({}, { id: 4, notifications: [{ ...before[0], email: !before[0].email }] }))
    resetUsers()
    expect(details(4).notifications).toEqual(before)
  })
})

describe('POST /apps/users/update-connection', () => {
  it('connects a service with the account the user signs in with, and disconnects it (200)', () => {
    const user = everyone()[0]
    expect(details(1).connections.find((c) => c.name === 'Slack')).toEqual({
      name: 'Slack',
      connected: false
    })
    const [status, body] = updateConnection(req({}, { id: 1, name: 'Slack', connected: true }))
    expect(status).toBe(200)
    const connected = { name: 'Slack', connected: true, account: `@${user.username}` }
    expect(body).toEqual({ connection: connected })
    expect(details(1).connections.find((c) => c.name === 'Slack')).toEqual(connected)

    expect(updateConnection(req({}, { id: 1, name: 'Slack', connected: false }))[0]).toBe(200)
    expect(details(1).connections.find((c) => c.name === 'Slack')).toEqual({
      name: 'Slack',
      connected: false
    })
    expect(details(1).connections.map((c) => c.name)).toEqual(['Google', 'Slack', 'GitHub', 'Mailchimp'])
  })
  it('answers 400 for an unknown service or a non-boolean state, 404 for an unknown user', () => {
    expect(updateConnection(req({}, { id: 1, name: 'MySpace', connected: true }))[0]).toBe(400)
    expect(updateConnection(req({}, { id: 1, name: 'Slack', connected: 'yes' }))[0]).toBe(400)
    expect(updateConnection(req({}, { id: 999, name: 'Slack', connected: true }))[0]).toBe(404)
  })
})

describe('DELETE /apps/users/delete', () => {
  it('removes the user (200), then answers 404 for it', () => {
    expect(deleteUser(req({ id: 10 }))).toEqual([200, { id: 10 }])
    expect(everyone()).toHaveLength(49)
    expect(getUser(req({ id: 10 }))[0]).toBe(404)
    expect(deleteUser(req({ id: 10 }))[0]).toBe(404)
  })
})
