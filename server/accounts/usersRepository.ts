// The users table as sign-in and sessions read and touch it.
import type { Kysely, Transaction } from 'kysely'
import type { DB } from '../db/schema'

type Db = Kysely<DB> | Transaction<DB>

const PROFILE = ['id', 'full_name', 'username', 'avatar', 'email', 'role'] as const

/** What a signed-in user's session data is made of. */
export type UserProfileRow = {
  id: number
  full_name: string
  username: string
  avatar: string | null
  email: string
  role: string
}

export const findUserProfile = (db: Db, id: number) =>
  db.selectFrom('users').select(PROFILE).where('id', '=', id).executeTakeFirstOrThrow()

export const findUserForSignIn = (db: Db, email: string) =>
  db
    .selectFrom('users')
    .select([...PROFILE, 'status', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst()

export const findUserStanding = (db: Db, id: number) =>
  db.selectFrom('users').select(['id', 'role', 'status']).where('id', '=', id).executeTakeFirst()

export async function markActive(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('users').set({ last_active_at: at }).where('id', '=', id).execute()
}
