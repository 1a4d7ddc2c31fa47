// The pending company sign-in (state, nonce, PKCE verifier, where to go afterwards) lives in a sealed, HttpOnly
// cookie between the redirect to the provider and its callback, rather than in a table: nothing is written before
// the provider has vouched for someone (no rows to clean up after abandoned attempts), any instance of a cluster
// can finish what another started (they share the secret), and the cookie ties the callback to the browser that
// began the sign-in, so a callback URL planted on someone else signs nobody in.
import { seal, unseal } from './seal'

export const PENDING_COOKIE = 'vibeline_oidc'
/** The cookie is only sent to the callback. */
export const PENDING_COOKIE_PATH = '/jwt/oidc/'
/** How long a person may take at the provider before the callback is refused as expired. */
export const PENDING_TTL_MS = 10 * 60 * 1000

export type PendingSignIn = {
  state: string
  nonce: string
  codeVerifier: string
  returnTo: string | null
  startedAt: number
}

const PURPOSE = 'oidc-pending'

export function sealPending(secret: string, pending: PendingSignIn): string {
  return seal(secret, PURPOSE, JSON.stringify(pending))
}

/** The pending sign-in of the cookie: 'expired' when it is too old, null when absent or not ours. */
export function openPending(
  secret: string,
  cookie: string | undefined,
  now = Date.now()
): PendingSignIn | 'expired' | null {
  if (!cookie) return null
  const plain = unseal(secret, PURPOSE, cookie)
  if (plain === null) return null
  let value: Partial<PendingSignIn>
  try {
    value = JSON.parse(plain) as Partial<PendingSignIn>
  } catch {
    return null
  }
  if (
    typeof value.state !== 'string' ||
    typeof value.nonce !== 'string' ||
    typeof value.codeVerifier !== 'string' ||
    typeof value.startedAt !== 'number'
  )
    return null
  if (now - value.startedAt > PENDING_TTL_MS) return 'expired'
  return {
    state: value.state,
    nonce: value.nonce,
    codeVerifier: value.codeVerifier,
    returnTo: typeof value.returnTo === 'string' ? value.returnTo : null,
    startedAt: value.startedAt
  }
}
