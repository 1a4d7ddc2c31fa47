// The job queue of the embedded default: a table of this SQLite database (migration 0037). A worker claims the
// oldest due job with one conditional UPDATE that also takes a lease (locked_until) and a token; only the holder of
// the token may complete or fail the job, so a run whose lease ran out and was taken over cannot finish it twice.
// A job whose worker died is taken again when its lease has run out; a completed job is deleted, a failed one kept.
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { LEASE_SECONDS, retryDelayMs, type JobHandler, type JobOptions, type JobQueue } from './queue'

type Claimed = { id: number; data: string; attempts: number }

export class SqliteQueue implements JobQueue {
  private readonly workers: { stop: () => Promise<void> }[] = []
  private readonly wake = new Set<() => void>()
  private stopped = false

  constructor(
    private readonly db: Kysely<DB>,
    private readonly options: {
      pollMs: number
      onError: (err: unknown) => void
      clock?: () => Date
      leaseSeconds?: number
    }
  ) {}

  private now = () => (this.options.clock?.() ?? new Date()).getTime()
  private iso = (ms: number) => new Date(ms).toISOString()

  async send<T extends object>(name: string, data: T, options: JobOptions = {}): Promise<string | null> {
    const now = this.now()
    const row = await (options.trx ?? this.db)
      .insertInto('jobs')
      .values({
        name,
        data: JSON.stringify(data),
        state: 'created',
        singleton_key: options.singletonKey ?? null,
        run_at: this.iso(now + (options.startAfterSeconds ?? 0) * 1000),
        retry_limit: options.retryLimit ?? 0,
        retry_delay: options.retryDelaySeconds ?? 0,
        retry_backoff: options.retryBackoff ? 1 : 0,
        created_at: this.iso(now)
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst()
    // A job sent in a transaction is seen by the next poll, after the commit.
    if (row && !options.trx) for (const wake of this.wake) wake()
    return row ? String(row.id) : null
  }

  /** The oldest due job of the queue (or one whose lease ran out), now held by `token`. */
  private async claim(name: string, token: string): Promise<Claimed | undefined> {
    const now = this.iso(this.now())
    const until = this.iso(this.now() + (this.options.leaseSeconds ?? LEASE_SECONDS) * 1000)
    // The outer WHERE repeats the condition: the claim stays correct where the sub-select and the update are not one
    // atomic step, and a second claimer of the same row updates nothing.
    const due = sql`name = ${name} and ((state in ('created', 'retry') and run_at <= ${now})
      or (state = 'active' and locked_until <= ${now}))`
    const { rows } = await sql<Claimed>`
      update jobs set state = 'active', attempts = attempts + 1, locked_until = ${until}, lock_token = ${token}
      where id = (select id from jobs where ${due} order by run_at, id limit 1) and ${due}
      returning id, data, attempts`.execute(this.db)
    return rows[0]
  }

  private async finish(id: number, token: string, error: unknown) {
    if (error === undefined) {
      await this.db.deleteFrom('jobs').where('id', '=', id).where('lock_token', '=', token).execute()
      return
    }
    const job = await this.db
      .selectFrom('jobs')
      .select(['attempts', 'retry_limit', 'retry_delay', 'retry_backoff'])
      .where('id', '=', id)
      .where('lock_token', '=', token)
      .executeTakeFirst()
    if (!job) return
    const retry = job.attempts <= job.retry_limit
    await this.db
      .updateTable('jobs')
      .set({
        state: retry ? 'retry' : 'failed',
        run_at: retry
          ? this.iso(this.now() + retryDelayMs(job.attempts, job.retry_delay, job.retry_backoff === 1))
          : undefined,
        locked_until: null,
        lock_token: null,
        last_error: (error instanceof Error ? error.message : String(error)).slice(0, 1000)
      })
      .where('id', '=', id)
      .where('lock_token', '=', token)
      .execute()
  }

  async work<T>(name: string, handler: JobHandler<T>): Promise<void> {
    let running: Promise<void> | undefined
    let again = false
    const drain = async () => {
      while (!this.stopped) {
        const token = randomUUID()
        const job = await this.claim(name, token)
        if (!job) return
        let error: unknown
        try {
          await handler({ id: String(job.id), name, data: JSON.parse(job.data) as T, attempt: job.attempts })
        } catch (err) {
          error = err ?? new Error('The job failed')
        }
        await this.finish(job.id, token, error)
      }
    }
    const poll = () => {
      if (this.stopped) return
      if (running) {
        again = true
        return
      }
      running = drain()
        .catch(this.options.onError)
        .finally(() => {
          running = undefined
          if (again) {
            again = false
            poll()
          }
        })
    }
    const timer = setInterval(poll, this.options.pollMs)
    timer.unref()
    this.wake.add(poll)
    poll()
    this.workers.push({
      stop: async () => {
        clearInterval(timer)
        this.wake.delete(poll)
        await running
      }
    })
  }

  async stop(): Promise<void> {
    this.stopped = true
    await Promise.all(this.workers.map((w) => w.stop()))
  }
}
