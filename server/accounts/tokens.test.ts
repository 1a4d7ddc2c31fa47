// The token service on its own, on a migrated SQLite file: what a client sees of access tokens (accepted, expired,
// refused) and of refresh tokens (rotation, the grace window of two tabs, reuse revoking the family, sign-outs).
import { SignJWT } from 'jose'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { migrate } from '../db/migrationFiles'
import { closeTempSqlite, openTempSqlite, type TempSqlite } from '../db/test/tempSqlite'
import { TokenService, hashToken, type TokenLifetimes } from './tokens'

const SECRET = 'test-secret-of-the-token-service'
const LIFETIMES: TokenLifetimes = { accessTtl: 900, refreshTtl: 7 * 86_400, graceSeconds: 30 }
const T0 = Date.UTC(2026, 0, 15, 12, 0, 0)

let temp: TempSqlite
let db: Kysely<DB>

beforeAll(async () => {
  temp = openTempSqlite('tokens')
  db = temp.database.db
  await migrate(db, temp.database.dialect)
  await db
    .insertInto('users')
    .values(
      [7, 8].map((id) => ({
        id,
        full_name: `User ${id}`,
        username: `user${id}`,
        email: `user${id}@test.vibeline`,
        password_hash: 'x',
        role: 'viewer',
        status: 'active',
        plan: 'free',
        country: 'NO',
        created_at: new Date(T0).toISOString()
      }))
    )
    .execute()
})
afterAll(() => closeTempSqlite(temp))

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(T0)
  await db.deleteFrom('refresh_tokens').execute()
})
afterEach(() => vi.useRealTimers())

const service = (lifetimes: Partial<TokenLifetimes> = {}, previous: string[] = [], secret = SECRET) =>
  new TokenService(db, secret, { ...LIFETIMES, ...lifetimes }, previous)
const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000)
const rowOf = (token: string) =>
  db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', hashToken(token)).executeTakeFirst()
const liveFamilies = async () =>
  (await db.selectFrom('refresh_tokens').select('family').where('revoked_at', 'is', null).execute())
    .map((row) => row.family)
    .sort()

/** A token signed with the service's key but with claims the service itself never writes. */
const forged = (claims: { sub?: string; iss?: string; exp?: number }, secret = SECRET) => {
  let jwt = new SignJWT({ role: 'admin' }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt()
  if (claims.sub !== undefined) jwt = jwt.setSubject(claims.sub)
  if (claims.iss !== undefined) jwt = jwt.setIssuer(claims.iss)
  if (claims.exp !== undefined) jwt = jwt.setExpirationTime(claims.exp)
  return jwt.sign(new TextEncoder().encode(`jwt:${secret}`))
}

describe('access tokens', () => {
  it('carry the user, and the session when one is named', async () => {
    const tokens = service()
    const withSession = await tokens.signAccess(7, 'editor', 'family-a')
    const without = await tokens.signAccess(8, 'viewer')

    expect(await tokens.verifyAccess(withSession)).toBe(7)
    expect(await tokens.verifyAccessClaims(withSession)).toEqual({ userId: 7, sessionId: 'family-a' })
    expect(await tokens.sessionOf(withSession)).toBe('family-a')
    expect(await tokens.verifyAccessClaims(without)).toEqual({ userId: 8, sessionId: null })
    expect(await tokens.sessionOf(without)).toBeNull()
  })

  it('are signed HS256 by the issuer vibeline with the role, for accessTtl seconds', async () => {
    const token = await service().signAccess(7, 'editor', 'family-a')
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()))
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect(payload).toEqual({
      sub: '7',
      role: 'editor',
      sid: 'family-a',
      iss: 'vibeline',
      iat: T0 / 1000,
      exp: T0 / 1000 + LIFETIMES.accessTtl
    })
  })

  it('are accepted until they expire, then answer expired, also when checked before', async () => {
    const tokens = service()
    const checked = await tokens.signAccess(7, 'admin')
    const unchecked = await tokens.signAccess(8, 'admin', 'family-b')
    expect(await tokens.verifyAccess(checked)).toBe(7)

    later(LIFETIMES.accessTtl - 1)
    expect(await tokens.verifyAccess(checked)).toBe(7)

    later(2)
    expect(await tokens.verifyAccess(checked)).toBe('expired')
    expect(await tokens.verifyAccess(checked)).toBe('expired')
    expect(await tokens.verifyAccess(unchecked)).toBe('expired')
    expect(await tokens.verifyAccessClaims(unchecked)).toBe('expired')
    expect(await tokens.sessionOf(unchecked)).toBeNull()
  })

  it('from another secret are refused, from a previous secret still accepted while it is rolled out', async () => {
    const old = await service({}, [], 'the-secret-before').signAccess(7, 'admin')
    expect(await service().verifyAccess(old)).toBeNull()
    expect(await service({}, ['the-secret-before']).verifyAccess(old)).toBe(7)
    expect(await service({}, ['another', 'the-secret-before']).verifyAccess(old)).toBe(7)
  })

  it('are refused when tampered with, not a JWT, of another issuer or without a valid user id', async () => {
    const tokens = service()
    const token = await tokens.signAccess(7, 'admin')
    const [header, , signature] = token.split('.')
    const otherPayload = Buffer.from(JSON.stringify({ sub: '1', role: 'admin', iss: 'vibeline' })).toString(
      'base64url'
    )
    const exp = T0 / 1000 + 60
    expect(await tokens.verifyAccess(`${header}.${otherPayload}.${signature}`)).toBeNull()
    expect(await tokens.verifyAccess('not-a-token')).toBeNull()
    expect(await tokens.verifyAccess(await forged({ sub: '7', iss: 'someone-else', exp }))).toBeNull()
    expect(await tokens.verifyAccess(await forged({ sub: '7', exp }))).toBeNull()
    expect(await tokens.verifyAccess(await forged({ sub: '0', iss: 'vibeline', exp }))).toBeNull()
    expect(await tokens.verifyAccess(await forged({ sub: '-3', iss: 'vibeline', exp }))).toBeNull()
    expect(await tokens.verifyAccess(await forged({ sub: '2.5', iss: 'vibeline', exp }))).toBeNull()
    expect(await tokens.verifyAccess(await forged({ sub: 'admin', iss: 'vibeline', exp }))).toBeNull()
    expect(await tokens.verifyAccess(await forged({ sub: '9', iss: 'vibeline', exp }))).toBe(9)
  })

  it('without an expiry are accepted each time they are checked', async () => {
    const tokens = service()
    const endless = await forged({ sub: '9', iss: 'vibeline' })
    expect(await tokens.verifyAccess(endless)).toBe(9)
    later(365 * 86_400)
    expect(await tokens.verifyAccess(endless)).toBe(9)
  })
})

describe('refresh tokens', () => {
  it('are random, stored only as a SHA-256 hash, with their family, expiry and a shortened user agent', async () => {
    const tokens = service()
    const first = await tokens.issueRefresh(7, 'family-a', `Browser/${'x'.repeat(600)}`)
    const second = await tokens.issueRefresh(7)
    expect(first).toMatch(/^[\w-]{43}$/)
    expect(second).not.toBe(first)

    const row = await rowOf(first)
    expect(row).toMatchObject({
      user_id: 7,
      family: 'family-a',
      token_hash: hashToken(first),
      revoked_at: null,
      created_at: new Date(T0).toISOString(),
      expires_at: new Date(T0 + LIFETIMES.refreshTtl * 1000).toISOString()
    })
    expect(row!.user_agent).toBe(`Browser/${'x'.repeat(504)}`)
    const stored = await db.selectFrom('refresh_tokens').selectAll().execute()
    expect(JSON.stringify(stored)).not.toContain(first)
    expect((await rowOf(second))!.user_agent).toBeNull()
    expect((await rowOf(second))!.family).toMatch(/^[0-9a-f-]{36}$/)
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it('rotate: the old token is spent and its successor, of the same family and user agent, works once', async () => {
    const tokens = service()
    const first = await tokens.issueRefresh(7, 'family-a', 'Tab/1')
    later(60)

    const rotated = await tokens.rotate(first)
    expect(rotated).toEqual({ userId: 7, refreshToken: expect.any(String), family: 'family-a' })
    expect(rotated!.refreshToken).not.toBe(first)
    expect((await rowOf(first))!.revoked_at).toBe(new Date(T0 + 60_000).toISOString())
    expect(await rowOf(rotated!.refreshToken)).toMatchObject({
      user_id: 7,
      family: 'family-a',
      user_agent: 'Tab/1',
      revoked_at: null,
      expires_at: new Date(T0 + 60_000 + LIFETIMES.refreshTtl * 1000).toISOString()
    })

    const next = await tokens.rotate(rotated!.refreshToken)
    expect(next).toMatchObject({ userId: 7, family: 'family-a' })
    expect(next!.refreshToken).not.toBe(rotated!.refreshToken)
  })

  it('answer the same successor to a second use within the grace window, and revoke the family after it', async () => {
    const tokens = service()
    const first = await tokens.issueRefresh(7, 'family-a')
    await tokens.issueRefresh(8, 'family-b')
    const rotated = await tokens.rotate(first)

    later(LIFETIMES.graceSeconds)
    expect(await tokens.rotate(first)).toEqual(rotated)
    expect(await liveFamilies()).toEqual(['family-a', 'family-b'])

    later(1)
    expect(await tokens.rotate(first)).toBeNull()
    expect(await liveFamilies()).toEqual(['family-b'])
    expect(await tokens.rotate(rotated!.refreshToken)).toBeNull()
  })

  it('revoke the family on a second use when there is no grace window', async () => {
    const tokens = service({ graceSeconds: 0 })
    const first = await tokens.issueRefresh(7, 'family-a')
    const rotated = await tokens.rotate(first)
    expect(await tokens.rotate(first)).toBeNull()
    expect(await liveFamilies()).toEqual([])
    expect(await tokens.rotate(rotated!.refreshToken)).toBeNull()
  })

  it('revoke the family when the successor of a reused token was itself rotated, even within the window', async () => {
    const tokens = service()
    const first = await tokens.issueRefresh(7, 'family-a')
    const rotated = await tokens.rotate(first)
    await tokens.rotate(rotated!.refreshToken)
    expect(await tokens.rotate(first)).toBeNull()
    expect(await liveFamilies()).toEqual([])
  })

  it('answer null once expired or when never issued, and leave the family alone', async () => {
    const tokens = service({ refreshTtl: 60 })
    const first = await tokens.issueRefresh(7, 'family-a')
    expect(await tokens.rotate('never-issued')).toBeNull()
    later(60)
    expect(await tokens.rotate(first)).toBeNull()
    expect(await liveFamilies()).toEqual(['family-a'])
  })

  it('of one sign-in at a time: two uses at once both get the one successor', async () => {
    const tokens = service()
    const first = await tokens.issueRefresh(7, 'family-a')
    const [a, b] = await Promise.all([tokens.rotate(first), tokens.rotate(first)])
    expect(a).not.toBeNull()
    expect(b).toEqual(a)
    expect(await liveFamilies()).toEqual(['family-a'])
  })
})

describe('signing out', () => {
  it('revoke ends the family of a token and answers its user; an unknown token answers null', async () => {
    const tokens = service()
    const first = await tokens.issueRefresh(7, 'family-a')
    const rotated = await tokens.rotate(first)
    await tokens.issueRefresh(7, 'family-b')

    expect(await tokens.revoke(first)).toBe(7)
    expect(await tokens.rotate(rotated!.refreshToken)).toBeNull()
    expect(await liveFamilies()).toEqual(['family-b'])
    expect(await tokens.revoke('never-issued')).toBeNull()
    expect(await liveFamilies()).toEqual(['family-b'])
  })

  it("revokeUser ends every session of that user and nobody else's, keeping earlier revocation times", async () => {
    const tokens = service()
    const spent = await tokens.issueRefresh(7, 'family-a')
    await tokens.rotate(spent)
    await tokens.issueRefresh(7, 'family-b')
    await tokens.issueRefresh(8, 'family-c')
    later(5)

    await tokens.revokeUser(7)
    expect(await liveFamilies()).toEqual(['family-c'])
    expect((await rowOf(spent))!.revoked_at).toBe(new Date(T0).toISOString())
    const ended = await db
      .selectFrom('refresh_tokens')
      .select('revoked_at')
      .where('family', '=', 'family-b')
      .execute()
    expect(ended).toEqual([{ revoked_at: new Date(T0 + 5000).toISOString() }])
  })

  it('revokeFamily ends one family only, keeping earlier revocation times', async () => {
    const tokens = service()
    const spent = await tokens.issueRefresh(7, 'family-a')
    await tokens.rotate(spent)
    await tokens.issueRefresh(7, 'family-b')
    later(5)
    await tokens.revokeFamily('family-a')
    expect(await liveFamilies()).toEqual(['family-b'])
    expect((await rowOf(spent))!.revoked_at).toBe(new Date(T0).toISOString())
  })
})
