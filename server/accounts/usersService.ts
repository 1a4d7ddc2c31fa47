// The administrators' users workflows: list and export, read, create, update and delete, each write in one
// transaction with its audit row. New credentials or new rights end the user's sessions in the same transaction.
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { UserListParams, userInputSchema } from '../../src/contracts/music'
import { auditedUser, recordAudit, type AuditOrigin } from '../audit/record'
import type { Dialect } from '../db/engine/database'
import { inTransaction } from '../db/engine/transaction'
import type { DB } from '../db/schema'
import { HttpError, notFound } from '../httpError'
import type { PasswordHasher } from './ports'
import { revokeUserSessions } from './sessionsRepository'
import {
  deleteUser,
  findUser,
  insertUser,
  listUsers,
  lockUser,
  updateUser,
  usersAfter,
  usersHolding,
  type UserRow
} from './usersRepository'

export type UserFields = z.output<typeof userInputSchema>

/** 409 when another user has this email or username. */
export async function refuseTakenNames(
  db: Kysely<DB>,
  names: { email: string; username: string },
  options: { exceptId?: number; anyCaseEmail?: boolean } = {}
): Promise<void> {
  const taken = await usersHolding(db, names, options)
  if (taken.some((u) => u.email.toLowerCase() === names.email))
    throw new HttpError(409, 'This email is already in use.')
  if (taken.length > 0) throw new HttpError(409, 'This username is already in use.')
}

export class UsersService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
    private readonly passwords: PasswordHasher
  ) {}

  list = (params: UserListParams) => listUsers(this.db, this.dialect, params)

  /** The next users of an export after `after`, in the list's order. */
  exportAfter = (
    filters: UserListParams['filters'],
    sortDir: 'asc' | 'desc',
    after: UserRow | undefined,
    limit: number
  ) => usersAfter(this.db, this.dialect, filters, sortDir, after, limit)

  async find(id: number): Promise<UserRow> {
    const row = await findUser(this.db, id)
    if (!row) throw notFound(`User ${id}`)
    return row
  }

  async create(input: UserFields, origin: AuditOrigin): Promise<UserRow> {
    const email = input.email.toLowerCase()
    await refuseTakenNames(this.db, { email, username: input.username })
    const passwordHash = input.password ? await this.passwords.hash(input.password) : null
    return inTransaction(this.db, async (trx) => {
      const created = await insertUser(trx, {
        full_name: input.full_name,
        username: input.username,
        email,
        password_hash: passwordHash,
        role: input.role,
        status: input.status,
        plan: input.plan,
        country: input.country,
        avatar: null,
        created_at: new Date().toISOString(),
        last_active_at: null
      })
      await recordAudit(trx, origin, {
        action: 'create',
        entity: 'user',
        entityId: created.id,
        after: auditedUser(created)
      })
      return created
    })
  }

  /** Replaces a user's fields; `actorId` (the administrator) may change neither their own role nor status. */
  async update(id: number, input: UserFields, actorId: number | undefined, origin: AuditOrigin) {
    const existing = await this.find(id)
    const email = input.email.toLowerCase()
    if (existing.id === actorId && (input.role !== existing.role || input.status !== 'active'))
      throw new HttpError(409, 'You cannot change your own role or deactivate your own account.')
    await refuseTakenNames(this.db, { email, username: input.username }, { exceptId: id })
    const passwordHash = input.password ? await this.passwords.hash(input.password) : undefined
    const row = await inTransaction(this.db, async (trx) => {
      const before = await lockUser(trx, this.dialect, id)
      if (!before) return undefined
      const updated = await updateUser(trx, id, {
        full_name: input.full_name,
        username: input.username,
        email,
        role: input.role,
        status: input.status,
        plan: input.plan,
        country: input.country,
        ...(passwordHash ? { password_hash: passwordHash } : {})
      })
      // New credentials or new rights: every session begun under the old ones ends (their refresh tokens stop
      // working; access tokens already read the role and status from the database on every request).
      if (passwordHash || before.role !== input.role || before.status !== input.status)
        await revokeUserSessions(trx, id)
      await recordAudit(trx, origin, {
        action: 'update',
        entity: 'user',
        entityId: id,
        before: auditedUser(before),
        after: auditedUser(updated)
      })
      return updated
    })
    if (!row) throw notFound(`User ${id}`)
    return row
  }

  /** Deletes a user with their playlists, plays and sessions; of parallel deletes only the one that removed it answers. */
  async remove(id: number, actorId: number | undefined, origin: AuditOrigin): Promise<UserRow> {
    if (id === actorId) throw new HttpError(409, 'You cannot delete your own account.')
    return inTransaction(this.db, async (trx) => {
      const row = await deleteUser(trx, id)
      if (!row) throw notFound(`User ${id}`)
      await recordAudit(trx, origin, {
        action: 'delete',
        entity: 'user',
        entityId: id,
        before: auditedUser(row)
      })
      return row
    })
  }
}
