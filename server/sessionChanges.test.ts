// A role change, a disabled or deleted user, a signed-out session take effect at once on every instance: the very
// next request, on the instance that made the change or another one (PostgreSQL with TEST_DATABASE_URL, or SQLite),
// also when the change came from outside the server. The guard keeps nothing between requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { ACCOUNT_PATHS } from '../src/contracts/account'
import { createAccount } from './db/seed'
import { resetPassword } from './resetPassword'
import { PASSWORDS, startPeer, startTestServer, type Peer, type TestServer } from './test/harness'

let server: TestServer
let peer: Peer
let accounts = 0

beforeAll(async () => {
  server = await startTestServer({ seed: false })
  peer = await startPeer(server)
})

afterAll(async () => {
  await peer?.close()
  await server?.close()
})

type Session = { accessToken: string; refreshToken: string }

/** A new editor account, signed in twice (two sessions) on the first instance. */
async function editor(): Promise<{ id: number; email: string; sessions: [Session, Session] }> {
  const email = `editor-${++accounts}@test.vibeline`
  const id = await createAccount(server.database.db, {
    email,
    password: PASSWORDS.editor,
    role: 'editor',
    fullName: 'E'
  })
  const signIn = async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/jwt/login',
      payload: { email, password: PASSWORDS.editor }
    })
    expect(res.statusCode).toBe(200)
    return res.json() as Session
  }
  return { id, email, sessions: [await signIn(), await signIn()] }
}

/** Reading the users: an editor may, a viewer may not. */
const readUsers = (app: FastifyInstance, session: Session) =>
  app
    .inject({
      method: 'GET',
      url: '/admin/v2/users?page=1&per_page=1',
      headers: { authorization: `Bearer ${session.accessToken}` }
    })
    .then((res) => res.statusCode)

/** Both instances have answered for both sessions before the change. */
async function warm(sessions: Session[]): Promise<void> {
  for (const app of [server.app, peer.app])
    for (const s of sessions) expect(await readUsers(app, s)).toBe(200)
}

describe('a change made on another instance or outside the server', () => {
  it('a role change applies to the sessions that are open', async () => {
    const { id, sessions } = await editor()
    await warm(sessions)
    await peer.database.db.updateTable('users').set({ role: 'viewer' }).where('id', '=', id).execute()
    expect(await readUsers(server.app, sessions[0])).toBe(403)
    expect(await readUsers(server.app, sessions[1])).toBe(403)
  })

  it('a disabled user is signed out', async () => {
    const { id, sessions } = await editor()
    await warm(sessions)
    await peer.database.db.updateTable('users').set({ status: 'inactive' }).where('id', '=', id).execute()
    expect(await readUsers(server.app, sessions[0])).toBe(401)
  })

  it('a deleted user is signed out', async () => {
    const { id, sessions } = await editor()
    await warm(sessions)
    await peer.database.db.deleteFrom('users').where('id', '=', id).execute()
    expect(await readUsers(server.app, sessions[0])).toBe(401)
  })

  it('signing out one session ends that one only', async () => {
    const { sessions } = await editor()
    await warm(sessions)
    const out = await peer.app.inject({
      method: 'POST',
      url: '/jwt/logout',
      payload: { refreshToken: sessions[0].refreshToken }
    })
    expect(out.statusCode).toBe(200)
    expect(await readUsers(server.app, sessions[0])).toBe(401)
    expect(await readUsers(server.app, sessions[1])).toBe(200)
  })

  it('"sign out all others" on another instance ends the other sessions', async () => {
    const { sessions } = await editor()
    await warm(sessions)
    const out = await peer.app.inject({
      method: 'POST',
      url: ACCOUNT_PATHS.signOutOthers,
      headers: { authorization: `Bearer ${sessions[0].accessToken}` }
    })
    expect(out.json()).toEqual({ signedOut: 1 })
    expect(await readUsers(server.app, sessions[1])).toBe(401)
    expect(await readUsers(server.app, sessions[0])).toBe(200)
  })

  it('a password reset from the command line ends every session', async () => {
    const { email, sessions } = await editor()
    await warm(sessions)
    const reset = await resetPassword(peer.database.db, email)
    expect(reset.ok).toBe(true)
    expect(await readUsers(server.app, sessions[0])).toBe(401)
    expect(await readUsers(server.app, sessions[1])).toBe(401)
  })
})

describe('a change made on this instance', () => {
  it('shows in its very next request', async () => {
    const { sessions } = await editor()
    await warm(sessions)
    const out = await server.app.inject({
      method: 'POST',
      url: '/jwt/logout',
      payload: { refreshToken: sessions[0].refreshToken }
    })
    expect(out.statusCode).toBe(200)
    expect(await readUsers(server.app, sessions[0])).toBe(401)
    expect(await readUsers(server.app, sessions[1])).toBe(200)
  })

  it('also when it is a role change by an administrator', async () => {
    const { id, sessions } = await editor()
    await warm(sessions)
    const user = (await server.as('admin', { method: 'GET', url: `/admin/v2/users/${id}` })).json().data
    const { full_name, username, email, status, plan, country } = user
    const put = await server.as('admin', {
      method: 'PUT',
      url: `/admin/v2/users/${id}`,
      payload: { full_name, username, email, status, plan, country, role: 'viewer' }
    })
    expect(put.statusCode).toBe(200)
    expect(await readUsers(server.app, sessions[0])).toBe(401)
  })

  it('also when it is a password reset in this process', async () => {
    const { email, sessions } = await editor()
    await warm(sessions)
    expect((await resetPassword(server.database.db, email)).ok).toBe(true)
    expect(await readUsers(server.app, sessions[0])).toBe(401)
    expect(await readUsers(server.app, sessions[1])).toBe(401)
  })
})
