// Who a company sign-in is here: the user linked to the provider's account (issuer + subject), else the user with
// the same verified e-mail (linked now), else a new user created on the spot. The role comes from the provider's
// groups at every sign-in. Everything happens in one transaction, so a refused sign-in leaves no user half made.
import type { Kysely, Transaction } from 'kysely'
import type { AuditEntry } from '../audit/record'
import type { DB } from '../db/schema'
import { inTransaction } from '../db/engine/transaction'
import type { ProviderSignIn } from './oidcClient'
import { OidcRefused } from './oidcRefused'
import { withOidcTables } from './oidcTables'
import { newAccountValues, type UserProfileRow } from './usersRepository'

export type AccountHooks = {
  /** Writes an audit row in the given transaction. */
  audit: (db: Kysely<DB>, entry: AuditEntry) => Promise<void>
  /** Ends every session of a user (a changed role ends them, as an administrator's change does). */
  revokeUser: (userId: number, db: Kysely<DB>) => Promise<void>
}

const USERNAME_MAX = 32

/** A username from what the provider says, in the shape registration allows, unique apart from letter case. */
async function freeUsername(trx: Kysely<DB>, signIn: ProviderSignIn): Promise<string> {
  const source = signIn.preferredUsername ?? signIn.email ?? signIn.subject
  let base = source
    .split('@')[0]
    .replace(/[^A-Za-z0-9_.-]/g, '')
    .slice(0, USERNAME_MAX - 4)
  if (base.length < 3) base = `user${base}`
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['username']), '=', candidate.toLowerCase()))
      .executeTakeFirst()
    if (!taken) return candidate
  }
  throw new OidcRefused('failed', `No free username near "${base}"`)
}

const USER_COLUMNS = ['id', 'full_name', 'username', 'avatar', 'email', 'role', 'status'] as const

export async function resolveOidcUser(
  db: Kysely<DB>,
  signIn: ProviderSignIn,
  hooks: AccountHooks
): Promise<UserProfileRow> {
  const linked = await withOidcTables(db)
    .selectFrom('oidc_identities')
    .select('user_id')
    .where('issuer', '=', signIn.issuer)
    .where('subject', '=', signIn.subject)
    .executeTakeFirst()
  if (!signIn.role) {
    // Out of every mapped group: a known person also loses the sessions they still have.
    if (linked) await hooks.revokeUser(linked.user_id, db)
    throw new OidcRefused('no_role', `None of the groups of ${signIn.subject} is mapped to a role`)
  }
  const role = signIn.role
  return inTransaction(db, async (trx: Transaction<DB>) => {
    const oidc = withOidcTables(trx)
    const now = new Date().toISOString()
    let user = linked
      ? await trx.selectFrom('users').select(USER_COLUMNS).where('id', '=', linked.user_id).executeTakeFirst()
      : undefined
    if (!user) {
      if (!signIn.email)
        throw new OidcRefused('no_email', `The provider sent no e-mail for ${signIn.subject}`)
      const sameEmail = await trx
        .selectFrom('users')
        .select(USER_COLUMNS)
        .where('email', '=', signIn.email)
        .executeTakeFirst()
      if (sameEmail && !signIn.emailVerified)
        throw new OidcRefused('email_unverified', `The provider has not verified ${signIn.email}`)
      user = sameEmail ?? (await createUser(trx, signIn, role, now, hooks))
      await oidc
        .insertInto('oidc_identities')
        .values({
          issuer: signIn.issuer,
          subject: signIn.subject,
          user_id: user.id,
          email: signIn.email,
          created_at: now,
          last_sign_in_at: now
        })
        .onConflict((oc) => oc.columns(['issuer', 'subject']).doUpdateSet({ user_id: user!.id }))
        .execute()
    }
    if (user.status !== 'active') throw new OidcRefused('disabled', `User ${user.id} is ${user.status}`)
    if (user.role !== role) {
      await trx.updateTable('users').set({ role }).where('id', '=', user.id).execute()
      await hooks.revokeUser(user.id, trx)
      await hooks.audit(trx, {
        action: 'update',
        entity: 'user',
        entityId: user.id,
        userId: user.id,
        before: { role: user.role },
        after: { role, via: 'oidc' }
      })
      user = { ...user, role }
    }
    await oidc
      .updateTable('oidc_identities')
      .set({ last_sign_in_at: now })
      .where('issuer', '=', signIn.issuer)
      .where('subject', '=', signIn.subject)
      .execute()
    const { status: _status, ...row } = user
    return row
  })
}

async function createUser(
  trx: Kysely<DB>,
  signIn: ProviderSignIn,
  role: string,
  now: string,
  hooks: AccountHooks
) {
  const username = await freeUsername(trx, signIn)
  const row = await trx
    .insertInto('users')
    .values(
      newAccountValues(
        { full_name: signIn.name ?? username, username, email: signIn.email!, password_hash: null, role },
        now
      )
    )
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow()
  await hooks.audit(trx, {
    action: 'create',
    entity: 'user',
    entityId: row.id,
    userId: row.id,
    before: null,
    after: { username, email: row.email, role, via: 'oidc', issuer: signIn.issuer }
  })
  return row
}
