// Failures counted per key in fixed windows, read before an attempt and added to after a failed one (the request
// limits in rateLimit.ts can only count every attempt). Shared like those limits: in Redis when REDIS_URL is set,
// in the cluster primary when `npm start` runs several processes on one machine, else in this process's memory.
import cluster, { type Worker } from 'node:cluster'
import type { Redis } from 'ioredis'
import { HttpError } from './errors'

export type FailureCounter = {
  /** Seconds until `key` may try again: 0 while it has failed fewer than `max` times in its window. */
  blockedFor: (key: string) => Promise<number>
  /** Counts one failure of `key`; its window starts at its first failure. */
  fail: (key: string) => Promise<void>
}

type Window = { max: number; windowMs: number }
type Op = 'peek' | 'fail'

/** Keys a memory counter keeps at most; the oldest go first (one entry per address that failed lately). */
const MEMORY_KEYS = 20_000

/** Counts of one process: entries whose window has ended count as none. */
export class MemoryCounts {
  readonly #entries = new Map<string, { count: number; resetAt: number }>()

  constructor(private readonly now: () => number = Date.now) {}

  /** The key's failures and the milliseconds left in its window, after adding `add`. */
  count(key: string, add: 0 | 1, windowMs: number): { count: number; ttlMs: number } {
    const now = this.now()
    let entry = this.#entries.get(key)
    if (entry && entry.resetAt <= now) {
      this.#entries.delete(key)
      entry = undefined
    }
    if (add === 0) return entry ? { count: entry.count, ttlMs: entry.resetAt - now } : { count: 0, ttlMs: 0 }
    if (!entry) {
      if (this.#entries.size >= MEMORY_KEYS) this.#entries.delete(this.#entries.keys().next().value!)
      entry = { count: 0, resetAt: now + windowMs }
      this.#entries.set(key, entry)
    }
    entry.count++
    return { count: entry.count, ttlMs: entry.resetAt - now }
  }
}

type Counted = { count: number; ttlMs: number }
type Counter = (key: string, op: Op) => Promise<Counted>

const INCREMENT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`

function redisCounter(redis: Redis, prefix: string, { windowMs }: Window): Counter {
  return async (key, op) => {
    const stored = `${prefix}${key}`
    if (op === 'fail') {
      await redis.eval(INCREMENT, 1, stored, windowMs)
      return { count: 0, ttlMs: 0 }
    }
    const [[, count], [, ttl]] = (await redis.multi().get(stored).pttl(stored).exec()) as [
      [Error | null, string | null],
      [Error | null, number]
    ]
    return { count: Number(count ?? 0), ttlMs: Math.max(0, ttl) }
  }
}

type CountMessage = { type: 'vibeline:failures'; id: number; key: string; op: Op; windowMs: number }
type CountAnswer = { type: 'vibeline:failures'; id: number; result: Counted }

const isCountMessage = (message: unknown): message is CountMessage =>
  typeof message === 'object' && message !== null && (message as CountMessage).type === 'vibeline:failures'

/** A cluster worker's counter: the primary holds the one count of the machine (serveFailureCountsToWorkers). */
function primaryCounter({ windowMs }: Window): Counter {
  let nextId = 0
  const pending = new Map<number, (result: Counted) => void>()
  process.on('message', (message: unknown) => {
    if (!isCountMessage(message)) return
    const answer = message as unknown as CountAnswer
    pending.get(answer.id)?.(answer.result)
    pending.delete(answer.id)
  })
  return (key, op) =>
    new Promise((resolve, reject) => {
      const id = ++nextId
      pending.set(id, resolve)
      const message: CountMessage = { type: 'vibeline:failures', id, key, op, windowMs }
      process.send!(message, undefined, {}, (err) => {
        if (!err) return
        pending.delete(id)
        reject(err)
      })
    })
}

/** In the cluster primary: answers the workers' failure counts from one memory of the machine. */
export function serveFailureCountsToWorkers(): void {
  const counts = new MemoryCounts()
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isCountMessage(message)) return
    const result = counts.count(message.key, message.op === 'fail' ? 1 : 0, message.windowMs)
    const answer: CountAnswer = { type: 'vibeline:failures', id: message.id, result }
    if (worker.isConnected()) worker.send(answer)
  })
}

/** A counter of at most `max` failures per key per `windowMs`, named apart from other counters by `name`. */
export function failureCounter(
  name: string,
  window: Window,
  shared: { redis?: Redis; prefix: string; now?: () => number }
): FailureCounter {
  const memory = new MemoryCounts(shared.now)
  const count: Counter = shared.redis
    ? redisCounter(shared.redis, `${shared.prefix}failures:${name}:`, window)
    : cluster.isWorker
      ? primaryCounter(window)
      : async (key, op) => memory.count(key, op === 'fail' ? 1 : 0, window.windowMs)
  const counted = async (key: string, op: Op) => {
    try {
      return await count(`${name}:${key}`, op)
    } catch {
      throw new HttpError(503, 'The service cannot check request limits right now; try again in a moment.')
    }
  }
  return {
    async blockedFor(key) {
      const { count: failures, ttlMs } = await counted(key, 'peek')
      return failures >= window.max ? Math.max(1, Math.ceil(ttlMs / 1000)) : 0
    },
    async fail(key) {
      await counted(key, 'fail')
    }
  }
}
