// The signature of a delivery: an HMAC-SHA256, keyed with the endpoint's secret, of "<unix seconds>.<body>". The
// timestamp is part of what is signed, so a receiver that refuses old timestamps refuses replays (docs/webhooks.md).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** A new endpoint's secret: shown once, kept to sign. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`

export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')
  return `t=${unixSeconds},v1=${digest}`
}

/** What a receiver does: the header's timestamp is recent and its v1 is the HMAC of "t.body". */
export function verifySignature(
  header: string,
  body: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = 300
): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]))
  const t = Number(parts.t)
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds || !parts.v1) return false
  const expected = Buffer.from(signatureHeader(secret, body, t).split('v1=')[1], 'hex')
  const given = Buffer.from(parts.v1, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
