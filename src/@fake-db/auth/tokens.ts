// Demo-mode tokens: JWT-shaped, carrying a type, a subject and an expiry (spec §9: 10 minutes), signed with a
// fixed demo key. They only stand in for the API server's real JWTs; nothing secret is protected by them.
import { MOCK_TOKEN_TTL_SECONDS } from '@/contracts/authConstants'

export type MockTokenType = 'access' | 'refresh'
export type MockTokenPayload = { sub: number; typ: MockTokenType; exp: number; jti: string }

const DEMO_KEY = 'vibeline-demo-signing-key'
let clock: () => number = () => Date.now()
let counter = 0

/** Tests move time forward to see tokens expire. */
export function setMockClock(now: () => number): void {
  clock = now
}
export function resetMockClock(): void {
  clock = () => Date.now()
}
export const mockNow = (): number => clock()

function encode(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function decode(part: string): unknown {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/')
  return JSON.parse(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)))
}

/** FNV-1a over the signed text, twice with different seeds: tamper-evident for the demo, not cryptography. */
function sign(text: string): string {
  const round = (seed: number) => {
    let hash = seed >>> 0
    for (const char of `${DEMO_KEY}.${text}`) {
      hash ^= char.charCodeAt(0)
      hash = Math.imul(hash, 16777619) >>> 0
    }
    return hash.toString(16).padStart(8, '0')
  }
  return round(2166136261) + round(374761393)
}

export function issueToken(sub: number, typ: MockTokenType, ttlSeconds = MOCK_TOKEN_TTL_SECONDS): string {
  counter += 1
  const payload: MockTokenPayload = {
    sub,
    typ,
    exp: Math.floor(clock() / 1000) + ttlSeconds,
    jti: `${clock().toString(36)}-${counter.toString(36)}`
  }
  const body = `${encode({ alg: 'demo', typ: 'JWT' })}.${encode(payload)}`
  return `${body}.${sign(body)}`
}

/** The token's payload when it is well formed, correctly signed, of the wanted type and not expired. */
export function verifyToken(token: unknown, typ: MockTokenType): MockTokenPayload | null {
  const read = readToken(token, typ)
  return read === 'expired' ? null : read
}

/** Like verifyToken, but tells an expired token (signed, of the wanted type) from a bad one, as the server does. */
export function readToken(token: unknown, typ: MockTokenType): MockTokenPayload | 'expired' | null {
  if (typeof token !== 'string') return null
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [header, body, signature] = parts
  if (sign(`${header}.${body}`) !== signature) return null
  try {
    const payload = decode(body) as Partial<MockTokenPayload>
    if (payload.typ !== typ || typeof payload.sub !== 'number' || typeof payload.exp !== 'number') return null
    if (typeof payload.jti !== 'string') return null
    if (payload.exp * 1000 <= clock()) return 'expired'
    return payload as MockTokenPayload
  } catch {
    return null
  }
}
