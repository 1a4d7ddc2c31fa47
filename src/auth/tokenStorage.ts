// Tokens live under the spec's keys (spec §9), stored raw; userData as JSON. "Remember me" keeps the session in
// localStorage (it survives closing the browser); without it the same keys go to sessionStorage.
import { STORAGE_KEYS } from '@/contracts/authConstants'
import type { UserData } from '@/contracts/auth'

export type StoredSession = {
  userData: UserData | null
  accessToken: string | null
  refreshToken: string | null
}

const EMPTY: StoredSession = { userData: null, accessToken: null, refreshToken: null }

function available(): Storage[] {
  const stores: Storage[] = []
  if (typeof localStorage !== 'undefined') stores.push(localStorage)
  if (typeof sessionStorage !== 'undefined') stores.push(sessionStorage)
  return stores
}

/** The storage holding the current session: the one with a token, localStorage first. */
function sessionStore(): Storage | null {
  return (
    available().find(
      (s) => s.getItem(STORAGE_KEYS.refreshToken) !== null || s.getItem(STORAGE_KEYS.accessToken) !== null
    ) ?? null
  )
}

export function readStoredSession(): StoredSession {
  const store = sessionStore() ?? available()[0]
  if (!store) return { ...EMPTY }
  return {
    userData: readUserData(store),
    accessToken: store.getItem(STORAGE_KEYS.accessToken),
    refreshToken: store.getItem(STORAGE_KEYS.refreshToken)
  }
}

/** A shape check by hand: zod would add ~40 KiB to the code that runs before the login page. */
export function isUserData(value: unknown): value is UserData {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return (
    typeof v.id === 'number' &&
    typeof v.email === 'string' &&
    typeof v.fullName === 'string' &&
    typeof v.username === 'string' &&
    typeof v.role === 'string' &&
    Array.isArray(v.ability) &&
    v.ability.every(
      (r) => r && typeof r === 'object' && typeof r.action === 'string' && typeof r.subject === 'string'
    ) &&
    typeof v.extras === 'object' &&
    v.extras !== null
  )
}

function readUserData(store: Storage): UserData | null {
  const raw = store.getItem(STORAGE_KEYS.userData)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    return isUserData(parsed) ? parsed : null
  } catch {
    return null
  }
}

/**
 * Saves a session. `remember` chooses localStorage (true) or sessionStorage (false); left out, the tokens stay
 * where the current session lives (a token refresh keeps the user's choice).
 */
export function storeSession(
  session: { userData?: UserData; accessToken: string; refreshToken: string },
  options: { remember?: boolean } = {}
): void {
  const current = sessionStore()
  let target: Storage
  if (options.remember === undefined) target = current ?? localStorage
  else target = options.remember || typeof sessionStorage === 'undefined' ? localStorage : sessionStorage
  const userData = session.userData
    ? JSON.stringify(session.userData)
    : current?.getItem(STORAGE_KEYS.userData)
  for (const other of available()) {
    if (other !== target) clearIn(other)
  }
  target.setItem(STORAGE_KEYS.accessToken, session.accessToken)
  target.setItem(STORAGE_KEYS.refreshToken, session.refreshToken)
  if (userData) target.setItem(STORAGE_KEYS.userData, userData)
}

function clearIn(store: Storage): void {
  store.removeItem(STORAGE_KEYS.accessToken)
  store.removeItem(STORAGE_KEYS.refreshToken)
  store.removeItem(STORAGE_KEYS.userData)
}

export function clearStoredSession(): void {
  for (const store of available()) clearIn(store)
}

/** Whether anything of a session is stored (a token or user data), in either storage. */
export function hasStoredSession(): boolean {
  return available().some((s) => Object.values(STORAGE_KEYS).some((key) => s.getItem(key) !== null))
}

export const getAccessToken = (): string | null => sessionStore()?.getItem(STORAGE_KEYS.accessToken) ?? null
export const getRefreshToken = (): string | null => sessionStore()?.getItem(STORAGE_KEYS.refreshToken) ?? null
