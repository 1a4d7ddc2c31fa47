// `npm run reset-password -- <email>`'s work: a new random password for an account that may sign in, and every
// session of that account ends (whoever knew the old password is signed out).
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { hashPassword } from './accounts/passwords'
import { revokeUserSessions } from './accounts/sessionsRepository'
import type { DB } from './db/schema'

export type ResetResult = { ok: true; email: string; password: string } | { ok: false; reason: string }

export async function resetPassword(db: Kysely<DB>, rawEmail: string): Promise<ResetResult> {
  const email = rawEmail.trim().toLowerCase()
  if (!email.includes('@')) return { ok: false, reason: `"${rawEmail}" is not an e-mail address.` }
  const user = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', email)
    .executeTakeFirst()
  if (!user) return { ok: false, reason: `No account has the e-mail ${email}.` }
  const password = randomBytes(12).toString('base64url')
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password) })
    .where('id', '=', user.id)
    .execute()
  await revokeUserSessions(db, user.id)
  return { ok: true, email: user.email, password }
}
