// The api_keys table: the live keys with their owners, a key by the hash of its secret, and the writes.
import type { Insertable, Kysely, Transaction } from 'kysely'
import type { ApiKeysTable, DB } from '../db/schema'

type Db = Kysely<DB> | Transaction<DB>

export type ApiKeyRow = Omit<ApiKeysTable, 'id'> & { id: number }
/** The key's owner today: a deactivated or deleted owner's keys do nothing (role null). */
export type KeyOwner = { full_name: string | null; role: string | null; status: string | null }

/** The live keys, newest first, each with its owner's name, role and status and its requests since `since` (an hour). */
export const listLiveKeys = (db: Db, since: string) =>
  db
    .selectFrom('api_keys')
    .leftJoin('users', 'users.id', 'api_keys.created_by')
    .selectAll('api_keys')
    .select(['users.full_name', 'users.role', 'users.status'])
    .select((eb) =>
      eb
        .selectFrom('api_key_usage')
        .select((inner) => inner.fn.sum<number | string | null>('api_key_usage.requests').as('requests'))
        .whereRef('api_key_usage.api_key_id', '=', 'api_keys.id')
        .where('api_key_usage.hour', '>=', since)
        .as('recent_requests')
    )
    .where('api_keys.revoked_at', 'is', null)
    .orderBy('api_keys.created_at', 'desc')
    .orderBy('api_keys.id', 'desc')
    .execute()

/** The live key of a secret's hash, with its creator's id, current role and status. */
export const liveKeyByHash = (db: Db, hash: string) =>
  db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.created_by')
    .select([
      'api_keys.id',
      'api_keys.scope',
      'api_keys.created_by',
      'api_keys.last_used_at',
      'users.role as creator_role',
      'users.status as creator_status'
    ])
    .where('api_keys.key_hash', '=', hash)
    .where('api_keys.revoked_at', 'is', null)
    .executeTakeFirst()

export async function touchKey(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute()
}

/** Raises key `id`'s count of `hour` by one; answers the new count (1: the key's first request of the hour). */
export async function countKeyRequest(db: Db, id: number, hour: string): Promise<number> {
  const row = await db
    .insertInto('api_key_usage')
    .values({ api_key_id: id, hour, requests: 1 })
    .onConflict((oc) =>
      oc
        .columns(['api_key_id', 'hour'])
        .doUpdateSet((eb) => ({ requests: eb('api_key_usage.requests', '+', 1) }))
    )
    .returning('requests')
    .executeTakeFirstOrThrow()
  return Number(row.requests)
}

export async function dropKeyUsageBefore(db: Db, id: number, hour: string): Promise<void> {
  await db.deleteFrom('api_key_usage').where('api_key_id', '=', id).where('hour', '<', hour).execute()
}

/** Whether a live key has this name, apart from letter case. */
export const liveKeyNamed = async (db: Db, name: string) =>
  (await db
    .selectFrom('api_keys')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .where('revoked_at', 'is', null)
    .executeTakeFirst()) !== undefined

export const insertKey = (db: Db, values: Insertable<ApiKeysTable>): Promise<ApiKeyRow> =>
  db.insertInto('api_keys').values(values).returningAll().executeTakeFirstOrThrow()

export const keyOwner = (db: Db, userId: number): Promise<KeyOwner> =>
  db
    .selectFrom('users')
    .select(['full_name', 'role', 'status'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()

/** Revokes a live key at `at`; answers what it was, or undefined when there is no such live key. */
export const revokeKey = (db: Db, id: number, at: string) =>
  db
    .updateTable('api_keys')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returning(['id', 'name', 'scope', 'prefix'])
    .executeTakeFirst()
