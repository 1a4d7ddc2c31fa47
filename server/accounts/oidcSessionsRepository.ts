// The company sign-in's own rows between requests: one-time handoff codes (stored hashed) and, per session
// (refresh-token family), the provider's ID token and sealed refresh token.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { withOidcTables, type OidcTables } from './oidcTables'

type Db = Kysely<DB>
type HandoffRow = OidcTables['oidc_handoffs']
type SessionRow = OidcTables['oidc_sessions']

export async function insertHandoff(db: Db, row: HandoffRow): Promise<void> {
  await withOidcTables(db).insertInto('oidc_handoffs').values(row).execute()
}

/** Deletes the handoff of `codeHash` and answers it (once: of two takers only the first gets it). */
export const takeHandoffRow = (db: Db, codeHash: string) =>
  withOidcTables(db)
    .deleteFrom('oidc_handoffs')
    .where('code_hash', '=', codeHash)
    .returning(['user_id', 'issuer', 'return_to', 'id_token', 'provider_refresh', 'expires_at'])
    .executeTakeFirst()

export async function deleteExpiredHandoffs(db: Db, now: string): Promise<void> {
  await withOidcTables(db).deleteFrom('oidc_handoffs').where('expires_at', '<=', now).execute()
}

export async function insertOidcSession(db: Db, row: SessionRow): Promise<void> {
  await withOidcTables(db).insertInto('oidc_sessions').values(row).execute()
}

export const findProviderRefresh = (db: Db, family: string) =>
  withOidcTables(db)
    .selectFrom('oidc_sessions')
    .select(['provider_refresh'])
    .where('family', '=', family)
    .executeTakeFirst()

export async function updateOidcSession(
  db: Db,
  family: string,
  values: Partial<Pick<SessionRow, 'provider_refresh' | 'id_token'>>
): Promise<void> {
  await withOidcTables(db).updateTable('oidc_sessions').set(values).where('family', '=', family).execute()
}

/** Deletes the session record of `family` and answers its ID token (for the provider's sign-out). */
export const takeOidcSession = (db: Db, family: string) =>
  withOidcTables(db)
    .deleteFrom('oidc_sessions')
    .where('family', '=', family)
    .returning(['id_token'])
    .executeTakeFirst()
