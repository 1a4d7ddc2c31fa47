// The one job queue of the server (webhook deliveries, and audio analysis next): a job has a name, a JSON payload,
// retries with a backoff and an optional singleton key; it survives a restart and runs in one worker at a time across
// instances. PostgreSQL deployments use pg-boss (its own schema, queuePgBoss.ts); the embedded default (SQLite) uses
// a table of this database (queueSqlite.ts). docs/jobs.md says which is used when.
import type { Transaction } from 'kysely'
import type { DB } from '../db/schema'

export type JobOptions = {
  /** While a job with this name and key waits for its first run, another send with them is dropped (answers null). */
  singletonKey?: string
  /** Runs after the first one when it throws (0: none). */
  retryLimit?: number
  /** Seconds before a retry; doubled at each retry (with jitter) when `retryBackoff`. */
  retryDelaySeconds?: number
  retryBackoff?: boolean
  /** The first run waits this long. */
  startAfterSeconds?: number
  /** Sent inside this transaction of our database: the job exists if and only if the transaction commits. */
  trx?: Transaction<DB>
}

export type Job<T> = {
  id: string
  name: string
  data: T
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number
}

/** Throwing fails the run (retried while retries are left); returning completes the job. */
export type JobHandler<T> = (job: Job<T>) => Promise<void>

export interface JobQueue {
  send<T extends object>(name: string, data: T, options?: JobOptions): Promise<string | null>
  /** Works the named queue in this process until stop(). */
  work<T>(name: string, handler: JobHandler<T>): Promise<void>
  /** Stops taking jobs and waits for the runs in progress. */
  stop(): Promise<void>
}

/** How long a run may hold its job before another worker may take it (a process that died mid-run). */
export const LEASE_SECONDS = 15 * 60

/** The delay before retry number `retry` (1, 2, …): pg-boss's formula, which the SQLite queue follows. */
export function retryDelayMs(
  retry: number,
  delaySeconds: number,
  backoff: boolean,
  random = Math.random
): number {
  if (!backoff) return delaySeconds * 1000
  const half = (delaySeconds * 2 ** Math.min(16, retry)) / 2
  return (half + half * random()) * 1000
}
