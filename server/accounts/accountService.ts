// The signed-in user's own account (issue 12): their profile, their password (the current one required; every other
// session ends in the same transaction) and their sessions. Nobody changes their own role or status here.
import type { Kysely } from 'kysely'
import type { AccountUpdate, PasswordChange } from '../../src/contracts/account'
import { auditedUser, recordAudit, type AuditOrigin } from '../audit/record'
import { inTransaction } from '../db/engine/transaction'
import type { DB } from '../db/schema'
import { HttpError } from '../httpError'
import type { PasswordHasher } from './ports'
import { listSessions, revokeSession, revokeUserSessions } from './sessionsRepository'
import { findUser, setPasswordHash, updateUser, type UserRow } from './usersRepository'
import { refuseTakenNames } from './usersService'

/** A unique index said no: another account took the email or username between our check and the write. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/** How a picture shows in the audit log: a long data URL is told as changed, not copied. */
const pictureBefore = (row: UserRow) => (row.avatar ? 'picture' : null)
const pictureAfter = (before: UserRow, after: UserRow) =>
  after.avatar === before.avatar ? pictureBefore(before) : after.avatar ? 'new picture' : null

export class AccountService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly passwords: PasswordHasher
  ) {}

  /** The signed-in user's row; 401 when the account is gone. */
  async own(userId: number): Promise<UserRow> {
    const row = await findUser(this.db, userId)
    if (!row) throw new HttpError(401, 'This account can no longer sign in.')
    return row
  }

  async updateProfile(row: UserRow, input: AccountUpdate, origin: AuditOrigin): Promise<UserRow> {
    const email = input.email.toLowerCase()
    await refuseTakenNames(
      this.db,
      { email, username: input.username },
      { exceptId: row.id, anyCaseEmail: true }
    )
    try {
      return await inTransaction(this.db, async (trx) => {
        const after = await updateUser(trx, row.id, {
          full_name: input.fullName,
          username: input.username,
          email,
          ...(input.avatar !== undefined ? { avatar: input.avatar } : {})
        })
        await recordAudit(trx, origin, {
          action: 'update',
          entity: 'user',
          entityId: row.id,
          before: { ...auditedUser(row), avatar: pictureBefore(row) },
          after: { ...auditedUser(after), avatar: pictureAfter(row, after) }
        })
        return after
      })
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, 'This email or username is already in use.')
      throw error
    }
  }

  /**
   * A new password, with every other session ended in the same transaction: the new password never stands while
   * the other sessions still live, nor the reverse. Answers how many sessions ended.
   */
  async changePassword(
    row: UserRow,
    change: PasswordChange,
    session: string | null,
    origin: AuditOrigin
  ): Promise<number> {
    if (!(await this.passwords.verify(change.currentPassword, row.password_hash)))
      throw new HttpError(400, 'The current password is not correct.')
    const hash = await this.passwords.hash(change.newPassword)
    return inTransaction(this.db, async (trx) => {
      await setPasswordHash(trx, row.id, hash)
      const ended = await revokeUserSessions(trx, row.id, session)
      await recordAudit(trx, origin, {
        action: 'password_change',
        entity: 'user',
        entityId: row.id,
        before: { password_hash: row.password_hash },
        after: { password_hash: hash, sessions_ended: ended }
      })
      return ended
    })
  }

  sessions = (userId: number, current: string | null) => listSessions(this.db, userId, current)

  /** Ends every session of the user but `current`; answers how many. */
  signOutOthers(userId: number, current: string | null, origin: AuditOrigin): Promise<number> {
    return inTransaction(this.db, async (trx) => {
      const ended = await revokeUserSessions(trx, userId, current)
      await recordAudit(trx, origin, {
        action: 'sessions_revoke',
        entity: 'session',
        entityId: userId,
        after: { sessions_ended: ended }
      })
      return ended
    })
  }

  /** Ends one other session of the user (not `current`, the one asking). */
  async signOutSession(
    userId: number,
    family: string,
    current: string | null,
    origin: AuditOrigin
  ): Promise<void> {
    if (family === current)
      throw new HttpError(400, 'This is the session you are using; sign out from the user menu instead.')
    await inTransaction(this.db, async (trx) => {
      if (!(await revokeSession(trx, userId, family)))
        throw new HttpError(404, 'This session was not found; it may have ended already.')
      await recordAudit(trx, origin, {
        action: 'sessions_revoke',
        entity: 'session',
        entityId: userId,
        after: { session: family }
      })
    })
  }
}
