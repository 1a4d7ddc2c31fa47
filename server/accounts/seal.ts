// Sealing: AES-256-GCM with a key derived from the server's secret and a purpose, so that what the server hands to
// a browser (the pending sign-in cookie) or keeps at rest (a provider's refresh token) can be neither read nor
// altered by anyone without the secret. Every instance of a cluster shares the secret, so each can open the others'.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

const IV_BYTES = 12
const TAG_BYTES = 16

function keyFor(secret: string, purpose: string): Buffer {
  return createHash('sha256').update(`seal:${purpose}:${secret}`).digest()
}

export function seal(secret: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv)
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

/** The plaintext, or null when the value was not sealed by us for this purpose or was altered. */
export function unseal(secret: string, purpose: string, sealed: string): string | null {
  const raw = Buffer.from(sealed, 'base64url')
  if (raw.length < IV_BYTES + TAG_BYTES) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), raw.subarray(0, IV_BYTES))
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8'
    )
  } catch {
    return null
  }
}
