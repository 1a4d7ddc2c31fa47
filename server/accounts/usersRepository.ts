// The users table: what sign-in and sessions read and touch, and the administrators' list, export and writes.
import { sql, type Insertable, type Kysely, type SqlBool, type Transaction, type Updateable } from 'kysely'
import { likePattern } from '../../src/contracts/keyword'
import type { UserListParams } from '../../src/contracts/music'
import type { Dialect } from '../db/engine/database'
import type { DB, UsersTable } from '../db/schema'

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

/** A whole row of users. */
export type UserRow = Omit<UsersTable, 'id'> & { id: number }

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

export const findUserIdByEmail = (db: Db, email: string) =>
  db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()

export async function markActive(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('users').set({ last_active_at: at }).where('id', '=', id).execute()
}

export const findUser = (db: Db, id: number): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()

/** The row, locked until the transaction ends on PostgreSQL (SQLite's writer holds the whole database). */
export const lockUser = (trx: Db, dialect: Dialect, id: number): Promise<UserRow | undefined> =>
  trx
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .$call((q) => (dialect === 'postgres' ? q.forUpdate() : q))
    .executeTakeFirst()

/**
 * The other users holding this email or username (usernames compared without letter case; emails as stored, in
 * lower case, or without letter case with `anyCaseEmail` for rows written before emails were lowered).
 */
export function usersHolding(
  db: Db,
  names: { email: string; username: string },
  options: { exceptId?: number; anyCaseEmail?: boolean } = {}
) {
  let query = db
    .selectFrom('users')
    .select(['id', 'email', 'username'])
    .where((eb) =>
      eb.or([
        options.anyCaseEmail
          ? eb(eb.fn('lower', ['email']), '=', names.email)
          : eb('email', '=', names.email),
        eb(eb.fn('lower', ['username']), '=', names.username.toLowerCase())
      ])
    )
  if (options.exceptId !== undefined) query = query.where('id', '<>', options.exceptId)
  return query.execute()
}

/** Whether a username is taken, apart from letter case. */
export const usernameTaken = async (db: Db, username: string) =>
  (await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst()) !== undefined

function userWhere(dialect: Dialect, filters: UserListParams['filters']) {
  const like = dialect === 'postgres' ? sql`ilike` : sql`like`
  const parts: ReturnType<typeof sql<SqlBool>>[] = []
  if (filters.keyword) {
    const pattern = likePattern(filters.keyword)
    parts.push(
      sql<SqlBool>`(full_name ${like} ${pattern} escape '\\' or username ${like} ${pattern} escape '\\' or email ${like} ${pattern} escape '\\')`
    )
  }
  if (filters.role) parts.push(sql<SqlBool>`role = ${filters.role}`)
  if (filters.status) parts.push(sql<SqlBool>`status = ${filters.status}`)
  return parts.length ? sql<SqlBool>`${sql.join(parts, sql` and `)}` : sql<SqlBool>`1 = 1`
}

/** A page of the users list, newest first (or oldest), with the count of every match. */
export async function listUsers(
  db: Db,
  dialect: Dialect,
  params: UserListParams
): Promise<{ rows: UserRow[]; total: number }> {
  const { page, per_page, sort_dir, filters } = params
  const where = userWhere(dialect, filters)
  const [rows, count] = await Promise.all([
    db
      .selectFrom('users')
      .selectAll()
      .where(where)
      .orderBy('created_at', sort_dir)
      .orderBy('id', sort_dir)
      .limit(per_page)
      .offset((page - 1) * per_page)
      .execute(),
    db
      .selectFrom('users')
      .where(where)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ])
  return { rows, total: Number(count.n) }
}

/** The next `limit` users of the list's order after `after` (keyset), for an export. */
export function usersAfter(
  db: Db,
  dialect: Dialect,
  filters: UserListParams['filters'],
  sortDir: 'asc' | 'desc',
  after: UserRow | undefined,
  limit: number
): Promise<UserRow[]> {
  const cmp = sortDir === 'desc' ? sql`<` : sql`>`
  let query = db.selectFrom('users').selectAll().where(userWhere(dialect, filters))
  if (after) query = query.where(sql<SqlBool>`(created_at, id) ${cmp} (${after.created_at}, ${after.id})`)
  return query.orderBy('created_at', sortDir).orderBy('id', sortDir).limit(limit).execute()
}

/** An account made by registering or by a first company sign-in: active, on the free plan, no country or avatar yet. */
export function newAccountValues(
  account: Pick<Insertable<UsersTable>, 'full_name' | 'username' | 'email' | 'password_hash' | 'role'>,
  now: string
): Insertable<UsersTable> {
  return {
    ...account,
    status: 'active',
    plan: 'free',
    country: '',
    avatar: null,
    created_at: now,
    last_active_at: now
  }
}

export const insertUser = (db: Db, values: Insertable<UsersTable>): Promise<UserRow> =>
  db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow()

export const updateUser = (db: Db, id: number, values: Updateable<UsersTable>): Promise<UserRow> =>
  db.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow()

export const deleteUser = (db: Db, id: number): Promise<UserRow | undefined> =>
  db.deleteFrom('users').where('id', '=', id).returningAll().executeTakeFirst()

export async function setPasswordHash(db: Db, id: number, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', id).execute()
}

/** What a session is started from, with the status that says whether it may be. */
export const findUserToSignIn = (db: Db, id: number) =>
  db
    .selectFrom('users')
    .select([...PROFILE, 'status'])
    .where('id', '=', id)
    .executeTakeFirst()
