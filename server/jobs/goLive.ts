// Scheduled releases go live at their instant without anyone acting (issue 37): every instance runs this job, once at
// start (catching up on what fell due while the server was down) and then every `intervalMs`. Its one conditional
// UPDATE (catalog/releaseLifecycleRepository.ts goLiveDue) makes each release live exactly once across instances.
import type { Kysely } from 'kysely'
import type { Dialect } from '../db/engine/database'
import type { DB } from '../db/schema'
import { ReleaseLifecycleService } from '../catalog/releaseLifecycleService'
import type { WebhookEmit } from '../webhooks/webhooksService'
import { everyInterval } from './everyInterval'

/** Starts the job (0: never, not even at start); answers the function that stops it. */
export function startGoLive(
  db: Kysely<DB>,
  dialect: Dialect,
  intervalMs: number,
  onError: (err: unknown) => void,
  emit?: WebhookEmit
): () => Promise<void> {
  if (intervalMs <= 0) return async () => {}
  const lifecycle = new ReleaseLifecycleService(db, dialect, undefined, emit)
  const catchUp = lifecycle.goLive().catch(onError)
  const stop = everyInterval(intervalMs, () => lifecycle.goLive(), onError)
  return async () => {
    await catchUp
    await stop()
  }
}
