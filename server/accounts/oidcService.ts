// Company sign-in's workflows on our side of the provider: who a finished sign-in is here (accounts/oidcAccounts.ts),
// the audit row of a refused one, and the exchange of the one-time code for a session. The provider's protocol
// (openid-client) and the sealed cookie stay with the route and oidcClient.ts.
import type { OidcRefusal } from '../../src/contracts/oidc'
import { recordAudit, type AuditOrigin } from '../audit/record'
import { HttpError } from '../httpError'
import type { ProviderSignIn } from './oidcClient'
import { resolveOidcUser } from './oidcAccountsService'
import type { OidcSignIn } from './oidcSessions'
import { revokeUserSessions } from './sessionsRepository'
import { startSession, type SessionPorts } from './sessionsService'
import { findUserIdByEmail, findUserToSignIn } from './usersRepository'

/** Who a refused sign-in was, as far as it is known. */
export type RefusedWho = { userId?: number | null; subject?: string; email?: string | null }

export type CompanySignInPorts = SessionPorts & {
  handoffs: Pick<OidcSignIn, 'createHandoff' | 'takeHandoff' | 'rememberSession'>
}

/**
 * The user a provider's sign-in is here, and the one-time code that hands the sign-in to the SPA; or why not, with
 * who it was (the user holding the e-mail, when there is one).
 */
export async function acceptProviderSignIn(
  ports: CompanySignInPorts,
  signIn: ProviderSignIn,
  returnTo: string | null,
  origin: AuditOrigin
): Promise<{ ok: true; code: string } | { ok: false; error: unknown; who: RefusedWho }> {
  let userId: number
  try {
    const user = await resolveOidcUser(ports.db, signIn, {
      audit: (db, entry) => recordAudit(db, origin, entry),
      revokeUser: async (id, db) => {
        await revokeUserSessions(db, id)
      }
    })
    userId = user.id
  } catch (error) {
    const known = await findUserIdByEmail(ports.db, signIn.email ?? '')
    return { ok: false, error, who: { userId: known?.id, subject: signIn.subject, email: signIn.email } }
  }
  return { ok: true, code: await ports.handoffs.createHandoff(userId, signIn, returnTo) }
}

/** The audit row of a refused company sign-in. */
export function recordRefusal(
  ports: Pick<SessionPorts, 'db'>,
  origin: AuditOrigin,
  reason: OidcRefusal,
  who: RefusedWho
): Promise<void> {
  return recordAudit(ports.db, origin, {
    action: 'sign_in_failed',
    entity: 'session',
    userId: who.userId ?? null,
    after: {
      via: 'oidc',
      reason,
      ...(who.email ? { email: who.email } : {}),
      ...(who.subject ? { subject: who.subject } : {})
    }
  })
}

/** Spends the one-time code of a finished sign-in and starts the session it stands for. */
export async function exchangeHandoff(
  ports: CompanySignInPorts,
  code: string,
  userAgent: string | undefined,
  origin: AuditOrigin
) {
  const handoff = await ports.handoffs.takeHandoff(code)
  if (!handoff) throw new HttpError(400, 'This sign-in has expired or was already used. Sign in again.')
  const row = await findUserToSignIn(ports.db, handoff.userId)
  if (!row || row.status !== 'active')
    throw new HttpError(403, 'This account is disabled here; ask an administrator to activate it.')
  const { session, tokens } = await startSession(ports, row, userAgent)
  await ports.handoffs.rememberSession(session, handoff)
  await recordAudit(ports.db, origin, {
    action: 'sign_in',
    entity: 'session',
    entityId: row.id,
    userId: row.id,
    after: { email: row.email, via: 'oidc', issuer: handoff.issuer }
  })
  return { ...tokens, returnTo: handoff.returnTo }
}
