// One attempt of a delivery, run by the queue: POST the body, signed afresh, to the endpoint; record the attempt in
// the log. A failure (no 2xx, no answer in time) throws, so that the queue retries it with its backoff, until the
// delivery's retry window has passed or the retries are spent: then it is recorded as failed and not thrown.
import { SIGNATURE_HEADER } from '../../src/contracts/webhooks'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { Job } from '../jobs/queue'
import { signatureHeader } from './signature'
import { deliveryToSend, recordAttempt } from './webhooksRepository'
import type { DeliveryJob, DeliveryPolicy } from './webhooksService'

export class DeliveryFailed extends Error {}

export function deliverer(db: Kysely<DB>, policy: DeliveryPolicy, clock: () => Date = () => new Date()) {
  return async (job: Job<DeliveryJob>): Promise<void> => {
    // Gone with its endpoint: nothing to send.
    const delivery = await deliveryToSend(db, job.data.deliveryId)
    if (!delivery) return
    const started = clock()
    const unix = Math.floor(started.getTime() / 1000)
    let status: number | null = null
    let error = ''
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Vibeline-Webhooks/1',
          [SIGNATURE_HEADER]: signatureHeader(delivery.secret, delivery.body, unix)
        },
        body: delivery.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(policy.timeoutMs)
      })
      status = response.status
      // The answer's body is not kept; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined)
      if (status < 200 || status > 299) error = `The endpoint answered ${status}.`
    } catch (err) {
      // fetch's own message is "fetch failed"; its cause says why (connect ECONNREFUSED 127.0.0.1:9, …).
      const cause = (err as { cause?: { message?: string; code?: string } }).cause
      error =
        (err as Error).name === 'TimeoutError'
          ? `No answer within ${policy.timeoutMs / 1000} s.`
          : `The request failed: ${cause?.message || cause?.code || (err as Error).message}`
    }
    const ok = error === ''
    const ended = clock()
    const lastTry = ended.toISOString() >= delivery.retry_until || job.attempt > policy.retryLimit
    await recordAttempt(
      db,
      delivery.id,
      {
        attempt: delivery.attempts + 1,
        at: started.toISOString(),
        status_code: status,
        duration_ms: Math.max(0, ended.getTime() - started.getTime()),
        error
      },
      ok ? 'delivered' : lastTry ? 'failed' : 'pending'
    )
    if (!ok && !lastTry) throw new DeliveryFailed(error)
  }
}
