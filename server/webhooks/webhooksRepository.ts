// The webhook tables (migration 0037): endpoints, their deliveries and each delivery's attempts.
import { sql, type Kysely, type Transaction } from 'kysely'
import { inTransaction } from '../db/engine/transaction'
import type { DB } from '../db/schema'

type Db = Kysely<DB> | Transaction<DB>

export const listEndpoints = (db: Db) =>
  db
    .selectFrom('webhook_endpoints as e')
    .select(['e.id', 'e.url', 'e.description', 'e.events', 'e.created_at'])
    .select((eb) => [
      eb
        .selectFrom('webhook_deliveries as d')
        .select('d.id')
        .whereRef('d.endpoint_id', '=', 'e.id')
        .orderBy('d.id', 'desc')
        .limit(1)
        .as('last_delivery_id')
    ])
    .orderBy('e.id', 'desc')
    .execute()

export const endpointById = (db: Db, id: number) =>
  db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst()

export const deliveriesByIds = (db: Db, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('webhook_deliveries').selectAll().where('id', 'in', ids).execute()

/** The endpoints that want an event (events are stored comma-separated). */
export const endpointsFor = async (db: Db, event: string) =>
  (await db.selectFrom('webhook_endpoints').select(['id', 'events']).execute()).filter((e) =>
    e.events.split(',').includes(event)
  )

/** An endpoint's newest deliveries, with their attempts. */
export async function recentDeliveries(db: Db, endpointId: number, limit: number) {
  const deliveries = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  const attempts =
    deliveries.length === 0
      ? []
      : await db
          .selectFrom('webhook_attempts')
          .selectAll()
          .where(
            'delivery_id',
            'in',
            deliveries.map((d) => d.id)
          )
          .orderBy('id')
          .execute()
  return deliveries.map((d) => ({ ...d, attempt_rows: attempts.filter((a) => a.delivery_id === d.id) }))
}

/** A delivery with what its attempt needs: the endpoint's address and secret. */
export const deliveryToSend = (db: Db, id: number) =>
  db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select(['d.id', 'd.body', 'd.attempts', 'd.retry_until', 'e.url', 'e.secret'])
    .where('d.id', '=', id)
    .executeTakeFirst()

export async function recordAttempt(
  db: Kysely<DB>,
  id: number,
  attempt: { attempt: number; at: string; status_code: number | null; duration_ms: number; error: string },
  state: 'pending' | 'delivered' | 'failed'
) {
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('webhook_attempts')
      .values({ delivery_id: id, ...attempt })
      .execute()
    await trx
      .updateTable('webhook_deliveries')
      .set({
        state,
        attempts: sql`attempts + 1`,
        last_status: attempt.status_code,
        last_attempt_at: attempt.at
      })
      .where('id', '=', id)
      .execute()
  })
}
