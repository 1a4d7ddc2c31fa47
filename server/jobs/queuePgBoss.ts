// The job queue of PostgreSQL deployments: pg-boss, in a schema of its own that it creates and upgrades when it
// starts (not through our migrations). Its workers fetch with SKIP LOCKED, so a job runs in one instance at a time.
// A job sent with a transaction of ours is inserted through that transaction's connection.
import { randomUUID } from 'node:crypto'
import { CompiledQuery, type Transaction } from 'kysely'
import PgBoss from 'pg-boss'
import type { DB } from '../db/schema'
import { LEASE_SECONDS, type JobHandler, type JobOptions, type JobQueue } from './queue'

const inTransaction = (trx: Transaction<DB>): PgBoss.Db => ({
  executeSql: async (text, values) => ({
    rows: [...(await trx.executeQuery(CompiledQuery.raw(text, values))).rows]
  })
})

/** PostgreSQL's SQLSTATE for a deadlock. */
const DEADLOCK = '40P01'

export class PgBossQueue implements JobQueue {
  private readonly boss: PgBoss
  private started?: Promise<unknown>
  private readonly queues = new Map<string, Promise<void>>()
  /** The queue creation last asked for; the next waits for it. */
  private creating: Promise<unknown> = Promise.resolve()

  constructor(options: {
    connectionString: string
    schema: string
    pollSeconds: number
    onError: (err: unknown) => void
  }) {
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema,
      application_name: 'vibeline-jobs',
      max: 4,
      // pg-boss answers no faster than every half second.
      pollingIntervalSeconds: Math.max(0.5, options.pollSeconds),
      // Its maintenance (expiring runs whose worker died, archiving) in the processes that work jobs; no cron jobs.
      supervise: options.pollSeconds > 0,
      schedule: false
    })
    this.boss.on('error', options.onError)
  }

  /** Started on first use: a deployment that never sends a job never creates pg-boss's schema. */
  private queue(name: string): Promise<void> {
    let ready = this.queues.get(name)
    if (!ready) {
      this.started ??= this.boss.start()
      // 'short': a send with a singleton key is dropped while a job with that key waits to start (JobOptions).
      const created = Promise.all([this.started, this.creating.catch(() => undefined)]).then(() =>
        this.createQueue(name)
      )
      this.creating = created
      ready = created
      this.queues.set(name, ready)
    }
    return ready
  }

  /**
   * pg-boss attaches a partition of its job table per queue, and two attachments at once (this process's queues, or
   * another instance's starting beside it) can deadlock: here they go one at a time, and a deadlock is tried again
   * (creating a queue that exists does nothing).
   */
  private async createQueue(name: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.createQueue(name, { name, policy: 'short' })
        return
      } catch (error) {
        if ((error as { code?: unknown }).code !== DEADLOCK || attempt >= 5) throw error
      }
    }
  }

  async send<T extends object>(name: string, data: T, options: JobOptions = {}): Promise<string | null> {
    await this.queue(name)
    return this.boss.send(name, data, {
      // A 'short' queue dedups keyless jobs together (as the key ''): a job without a key gets one of its own.
      singletonKey: options.singletonKey ?? randomUUID(),
      retryLimit: options.retryLimit ?? 0,
      retryDelay: options.retryDelaySeconds ?? 0,
      retryBackoff: options.retryBackoff ?? false,
      startAfter: options.startAfterSeconds,
      expireInSeconds: LEASE_SECONDS,
      ...(options.trx ? { db: inTransaction(options.trx) } : {})
    })
  }

  async work<T>(name: string, handler: JobHandler<T>): Promise<void> {
    await this.queue(name)
    await this.boss.work<T>(name, { includeMetadata: true, batchSize: 1 }, async ([job]) => {
      await handler({ id: job.id, name, data: job.data, attempt: job.retryCount + 1 })
    })
  }

  async stop(): Promise<void> {
    if (!this.started) return
    await this.started
    await this.boss.stop({ graceful: true, wait: true, close: true, timeout: 30_000 })
  }
}
