// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type { Account, AccountSession } from '@/contracts/account'
import type { MockRequest } from '../mock'
import { accounts, DEMO_ADMIN, resetAuthData } from '../auth/data'
import { issueToken } from '../auth/tokens'
import { resetAccountSessions } from './data'
import {
  changePassword,
  deleteSession,
  getAccount,
  listSessions,
  signOutOthers,
  updateAccount
} from './handlers'

let token: string
const req = (body?: unknown, url = '/admin/v2/account', auth = true): MockRequest => ({
  url,
  method: 'get',
  params: {},
  body,
  headers: auth ? { Authorization: `Bearer ${token}` } : {}
})
const admin = () => accounts.find((a) => a.id === 1)!
const sessions = () => (listSessions(req())[1] as { data: AccountSession[] }).data

beforeEach(() => {
  resetAuthData()
  resetAccountSessions()
  token = issueToken(admin().id, 'access')
})

describe('demo account routes', () => {
  it('answer 401 without a valid access token', () => {
    for (const handler of [
      getAccount,
      updateAccount,
      changePassword,
      listSessions,
      signOutOthers,
      deleteSession
    ])
      expect(handler(req({}, '/admin/v2/account', false))[0]).toBe(401)
  })

  it('read and update the signed-in account', () => {
    expect((getAccount(req())[1] as { data: Account }).data).toMatchObject({
      fullName: 'Demo Admin',
      username: 'admin',
      role: 'admin',
      status: 'active'
    })
    const [status, body] = updateAccount(
      req({
        fullName: 'Dee Admin',
        username: 'dee',
        email: 'Dee@Demo.Vibeline.app',
        avatar: 'data:image/png;base64,AAAA'
      })
    )
    expect(status).toBe(200)
    expect((body as { data: Account }).data).toMatchObject({
      fullName: 'Dee Admin',
      username: 'dee',
      email: 'dee@demo.vibeline.app',
      avatar: 'data:image/png;base64,AAAA'
    })
    expect(admin()).toMatchObject({ fullName: 'Dee Admin', username: 'dee' })
  })

  it('refuse a role or status change, another account’s email or username, and a bad picture', () => {
    const base = { fullName: 'Demo Admin', username: 'admin', email: DEMO_ADMIN.email }
    expect(updateAccount(req({ ...base, role: 'client' }))).toEqual([
      400,
      { error: 'Only your name, username, email and picture can be changed here.' }
    ])
    expect(updateAccount(req({ ...base, email: 'CLIENT@demo.vibeline.app' }))).toEqual([
      409,
      { error: 'This email is already in use.' }
    ])
    expect(updateAccount(req({ ...base, username: 'Client' }))).toEqual([
      409,
      { error: 'This username is already in use.' }
    ])
    expect(updateAccount(req({ ...base, avatar: 'https://evil.example/x.png' }))[0]).toBe(400)
    expect(admin().role).toBe('admin')
  })

  it('change the password only with the current one, and sign out the other sessions', () => {
    expect(sessions()).toHaveLength(3)
    expect(changePassword(req({ currentPassword: 'nope', newPassword: 'better-pass-1' }))).toEqual([
      400,
      { error: 'The current password is not correct.' }
    ])
    expect(changePassword(req({ currentPassword: 'admin', newPassword: 'short1' }))).toEqual([
      400,
      { error: 'The new password must have 8 to 128 characters.' }
    ])
    expect(changePassword(req({ currentPassword: 'admin', newPassword: 'lettersonly' }))[0]).toBe(400)
    expect(changePassword(req({ currentPassword: 'admin', newPassword: 'better-pass-1' }))).toEqual([
      200,
      { ok: true, signedOut: 2 }
    ])
    expect(admin().password).toBe('better-pass-1')
    expect(sessions().map((s) => s.current)).toEqual([true])
  })

  it('list sessions with devices, sign one out, refuse this one, and sign out all others', () => {
    const list = sessions()
    expect(list[0]).toMatchObject({ current: true })
    expect(list[1].device).toEqual({ browser: 'Safari', os: 'iOS', mobile: true })
    expect(list[2].device).toEqual({ browser: 'Edge', os: 'Windows', mobile: false })
    expect(deleteSession(req(undefined, '/admin/v2/account/sessions/demo-iphone'))).toEqual([
      200,
      { data: { id: 'demo-iphone' } }
    ])
    expect(deleteSession(req(undefined, '/admin/v2/account/sessions/demo-iphone'))[0]).toBe(404)
    expect(deleteSession(req(undefined, `/admin/v2/account/sessions/${list[0].id}`))[0]).toBe(400)
    expect(signOutOthers(req())).toEqual([200, { signedOut: 1 }])
    expect(sessions()).toHaveLength(1)
  })
})
