// The password port (server/accounts/ports.ts) of demo mode: PBKDF2 from the page's Web Crypto, where the server has
// Node's scrypt. Nobody signs in with these in demo mode (its accounts are src/@fake-db/auth), but a user saved with a
// password keeps a hash of it, never the password, as on the server.
import type { PasswordHasher } from '../../../../server/accounts/ports'

const ITERATIONS = 100_000
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const unb64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits'
  ])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256
  )
  return new Uint8Array(bits)
}

export const demoPasswords: PasswordHasher = {
  async hash(password) {
    const salt = crypto.getRandomValues(new Uint8Array(16))
    return ['pbkdf2', ITERATIONS, b64(salt), b64(await derive(password, salt, ITERATIONS))].join('$')
  },
  async verify(password, stored) {
    const [scheme, iterations, salt, hash] = (stored ?? '').split('$')
    if (scheme !== 'pbkdf2' || !salt || !hash) return false
    const key = b64(await derive(password, unb64(salt), Number(iterations)))
    return key === hash
  }
}
