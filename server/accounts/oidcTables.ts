// Row types of the company sign-in tables (migration 0020_oidc_identities), added to a Kysely instance with
// withTables so that the shared schema file stays untouched by this feature.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

export type OidcTables = {
  oidc_identities: {
    issuer: string
    subject: string
    user_id: number
    email: string | null
    created_at: string
    last_sign_in_at: string
  }
  oidc_handoffs: {
    code_hash: string
    user_id: number
    issuer: string
    return_to: string | null
    id_token: string | null
    provider_refresh: string | null
    expires_at: string
  }
  oidc_sessions: {
    family: string
    user_id: number
    issuer: string
    id_token: string | null
    provider_refresh: string | null
    created_at: string
  }
}

export type OidcDb = Kysely<DB & OidcTables>

export const withOidcTables = (db: Kysely<DB>): OidcDb => db.withTables<OidcTables>()
