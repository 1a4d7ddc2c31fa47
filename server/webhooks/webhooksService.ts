// Webhooks (issue 37): endpoints registered by an administrator, one delivery per event and endpoint written in the
// transaction of the change that caused it (with its job on the queue), and the re-send of a delivery by hand.
// The attempts themselves are delivery.ts's, run by the queue.
import type { Kysely, Transaction } from 'kysely'
import type { WebhookEndpoint, WebhookEndpointInput, WebhookEvent } from '../../src/contracts/webhooks'
import { webhookEndpointInputSchema } from '../../src/contracts/webhooks'
import { recordAudit, type AuditOrigin } from '../audit/record'
import { inTransaction } from '../db/engine/transaction'
import type { DB } from '../db/schema'
import { HttpError, notFound } from '../httpError'
import type { JobQueue } from '../jobs/queue'
import {
  deliveriesByIds,
  endpointById,
  endpointsFor,
  listEndpoints,
  recentDeliveries
} from './webhooksRepository'

/** The queue of webhook deliveries; its jobs carry { deliveryId }. */
export const DELIVERY_QUEUE = 'webhook-delivery'
/** A delivery is retried for this long after its event (or after a re-send by hand). */
export const RETRY_HOURS = 24
/** How many deliveries of an endpoint the log shows. */
export const LOG_LENGTH = 50

export type DeliveryPolicy = {
  /** The first retry's delay; each next one about doubles (the queue's backoff). */
  retryDelaySeconds: number
  /** Enough retries to reach past RETRY_HOURS with the default delay; the deadline stops them first. */
  retryLimit: number
  timeoutMs: number
}
export const DEFAULT_POLICY: DeliveryPolicy = { retryDelaySeconds: 60, retryLimit: 12, timeoutMs: 10_000 }

export type DeliveryJob = { deliveryId: number }

/** What a change tells the webhooks, inside its transaction. */
export type WebhookEmit = (
  trx: Transaction<DB>,
  type: WebhookEvent,
  data: Record<string, unknown>
) => Promise<void>

const eventsOf = (stored: string) => stored.split(',').filter(Boolean) as WebhookEndpoint['events']

export class WebhooksService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly queue: JobQueue,
    private readonly policy: DeliveryPolicy = DEFAULT_POLICY,
    private readonly newSecret: () => string,
    private readonly clock: () => Date = () => new Date()
  ) {}

  private now = () => this.clock().toISOString()
  private retryUntil = () => new Date(this.clock().getTime() + RETRY_HOURS * 3_600_000).toISOString()

  private sendJob(trx: Transaction<DB>, deliveryId: number) {
    return this.queue.send<DeliveryJob>(
      DELIVERY_QUEUE,
      { deliveryId },
      {
        trx,
        singletonKey: `delivery-${deliveryId}`,
        retryLimit: this.policy.retryLimit,
        retryDelaySeconds: this.policy.retryDelaySeconds,
        retryBackoff: true
      }
    )
  }

  async list(): Promise<WebhookEndpoint[]> {
    const rows = await listEndpoints(this.db)
    const last = new Map(
      (
        await deliveriesByIds(
          this.db,
          rows.flatMap((r) => (r.last_delivery_id == null ? [] : [Number(r.last_delivery_id)]))
        )
      ).map((d) => [d.id, d])
    )
    return rows.map((r) => {
      const d = r.last_delivery_id == null ? undefined : last.get(Number(r.last_delivery_id))
      return {
        id: r.id,
        url: r.url,
        description: r.description,
        events: eventsOf(r.events),
        created_at: r.created_at,
        last_delivery: d
          ? {
              state: d.state as 'pending' | 'delivered' | 'failed',
              at: d.last_attempt_at ?? d.created_at,
              status: d.last_status
            }
          : null
      }
    })
  }

  /** Registers an endpoint; the answer holds its secret, this once. */
  async create(input: WebhookEndpointInput, origin: AuditOrigin) {
    const parsed = webhookEndpointInputSchema.parse(input)
    const secret = this.newSecret()
    const id = await inTransaction(this.db, async (trx) => {
      const row = await trx
        .insertInto('webhook_endpoints')
        .values({
          url: parsed.url,
          description: parsed.description,
          events: parsed.events.join(','),
          secret,
          created_at: this.now(),
          created_by: origin.user?.id ?? null
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await recordAudit(trx, origin, {
        action: 'webhook_create',
        entity: 'webhook',
        entityId: row.id,
        name: parsed.url,
        after: { url: parsed.url, description: parsed.description, events: parsed.events.join(', ') }
      })
      return row.id
    })
    const endpoint = (await this.list()).find((e) => e.id === id)!
    return { endpoint, secret }
  }

  async remove(id: number, origin: AuditOrigin) {
    await inTransaction(this.db, async (trx) => {
      const row = await endpointById(trx, id)
      if (!row) throw notFound(`Webhook endpoint ${id}`)
      await trx.deleteFrom('webhook_endpoints').where('id', '=', id).execute()
      await recordAudit(trx, origin, {
        action: 'webhook_delete',
        entity: 'webhook',
        entityId: id,
        name: row.url,
        before: { url: row.url, description: row.description, events: row.events.split(',').join(', ') }
      })
    })
  }

  async deliveries(endpointId: number) {
    if (!(await endpointById(this.db, endpointId))) throw notFound(`Webhook endpoint ${endpointId}`)
    const rows = await recentDeliveries(this.db, endpointId, LOG_LENGTH)
    return rows.map((d) => ({
      id: d.id,
      event: d.event,
      event_id: d.event_id,
      state: d.state as 'pending' | 'delivered' | 'failed',
      created_at: d.created_at,
      retry_until: d.retry_until,
      attempts: d.attempt_rows.map((a) => ({
        attempt: a.attempt,
        at: a.at,
        status_code: a.status_code,
        duration_ms: a.duration_ms,
        error: a.error
      }))
    }))
  }

  /** Sends a delivery again (the same body, a fresh signature), with a new day of retries. */
  async resend(endpointId: number, deliveryId: number, origin: AuditOrigin) {
    await inTransaction(this.db, async (trx) => {
      const row = await trx
        .selectFrom('webhook_deliveries')
        .select(['id', 'event', 'state'])
        .where('id', '=', deliveryId)
        .where('endpoint_id', '=', endpointId)
        .executeTakeFirst()
      if (!row) throw notFound(`Delivery ${deliveryId} of webhook endpoint ${endpointId}`)
      if (row.state === 'pending')
        throw new HttpError(
          409,
          `Delivery ${deliveryId} is still being tried; it can be re-sent once it ends.`
        )
      await trx
        .updateTable('webhook_deliveries')
        .set({ state: 'pending', retry_until: this.retryUntil() })
        .where('id', '=', deliveryId)
        .execute()
      await this.sendJob(trx, deliveryId)
      await recordAudit(trx, origin, {
        action: 'webhook_resend',
        entity: 'webhook',
        entityId: endpointId,
        before: { delivery: deliveryId, state: row.state },
        after: { delivery: deliveryId, state: 'pending' }
      })
    })
  }

  /** A delivery (and its job) for every endpoint that wants the event, in the transaction of the change. */
  emit: WebhookEmit = async (trx, type, data) => {
    const endpoints = await endpointsFor(trx, type)
    if (endpoints.length === 0) return
    const at = this.now()
    const eventId = crypto.randomUUID()
    const body = JSON.stringify({ id: eventId, type, created_at: at, data })
    for (const endpoint of endpoints) {
      const { id } = await trx
        .insertInto('webhook_deliveries')
        .values({
          endpoint_id: endpoint.id,
          event: type,
          event_id: eventId,
          body,
          state: 'pending',
          created_at: at,
          retry_until: this.retryUntil()
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await this.sendJob(trx, id)
    }
  }
}
