// Password sign-in and registration: who may start a session, with the audit rows that say who tried. Limits on
// attempts are the route's (they count HTTP clients); sessions themselves are sessionsService.ts's.
import type { LoginRequest, RegisterRequest } from '../../src/contracts/auth'
import { recordAudit, type AuditOrigin } from '../audit/record'
import { HttpError } from '../httpError'
import type { PasswordHasher } from './ports'
import { startSession, type SessionPorts } from './sessionsService'
import { findUserForSignIn, insertUser, newAccountValues } from './usersRepository'
import { refuseTakenNames } from './usersService'

export type SignInPorts = SessionPorts & { passwords: PasswordHasher }

type Tokens = Awaited<ReturnType<typeof startSession>>['tokens']

/**
 * A sign-in's outcome: the session's tokens, or wrong credentials (which the route counts against the client's
 * address). An account that is not active is a 403.
 */
export type SignInResult = { ok: true; tokens: Tokens } | { ok: false }

export async function signIn(
  ports: SignInPorts,
  credentials: LoginRequest,
  userAgent: string | undefined,
  origin: AuditOrigin
): Promise<SignInResult> {
  const email = credentials.email.toLowerCase()
  const row = await findUserForSignIn(ports.db, email)
  const ok = await ports.passwords.verify(credentials.password, row?.password_hash)
  if (!row || !ok || row.status !== 'active') {
    // A failed sign-in changes nothing but is worth knowing about: who tried which account, from where.
    await recordAudit(ports.db, origin, {
      action: 'sign_in_failed',
      entity: 'session',
      userId: row?.id ?? null,
      after: { email, reason: !row || !ok ? 'credentials' : row.status }
    })
    if (!row || !ok) return { ok: false }
    throw new HttpError(403, `This account is ${row.status}; ask an administrator to activate it.`)
  }
  const { tokens } = await startSession(ports, row, userAgent)
  await recordAudit(ports.db, origin, {
    action: 'sign_in',
    entity: 'session',
    entityId: row.id,
    userId: row.id,
    after: { email }
  })
  return { ok: true, tokens }
}

/** A new viewer account, signed in at once. */
export async function register(
  ports: SignInPorts,
  request: RegisterRequest,
  userAgent: string | undefined,
  origin: AuditOrigin
): Promise<Tokens> {
  const email = request.email.toLowerCase()
  const { username } = request
  await refuseTakenNames(ports.db, { email, username })
  const now = new Date().toISOString()
  const row = await insertUser(
    ports.db,
    newAccountValues(
      {
        full_name: username,
        username,
        email,
        password_hash: await ports.passwords.hash(request.password),
        role: 'viewer'
      },
      now
    )
  )
  await recordAudit(ports.db, origin, {
    action: 'register',
    entity: 'user',
    entityId: row.id,
    userId: row.id,
    after: { username, email, role: 'viewer' }
  })
  return (await startSession(ports, row, userAgent)).tokens
}
