// Request limits (sign-in, registration, any per-key limit), counted where every server process sees the same
// numbers: in Redis when REDIS_URL is set (any number of instances), in the cluster primary when `npm start` runs
// several processes on one machine, else in this process's memory. @fastify/rate-limit does the counting.
import cluster, { type Worker } from 'node:cluster'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { HttpError } from './errors'
import { MemoryCounts, serveFailureCountsToWorkers } from './failureCount'

type Counted = { current: number; ttl: number }
type Callback = (error: Error | null, result?: Counted) => void
type Store = {
  incr: (key: string, callback: Callback, timeWindow: number, max: number) => void
  child: (routeOptions: unknown) => Store
}

export async function registerRateLimits(
  app: FastifyInstance,
  shared: { redis?: Redis; prefix: string }
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(shared.redis
      ? { redis: shared.redis, nameSpace: `${shared.prefix}rate:` }
      : cluster.isWorker
        ? { store: PrimaryStore as never }
        : {})
  })
}

/** Where a key stands in its window after a hit: what the X-RateLimit-* headers of an answer say. */
export type Quota = {
  limit: number
  remaining: number
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number
  /** 0 while within the limit, else the seconds to wait (Retry-After). */
  wait: number
}

export type KeyLimiter = {
  /** Counts one hit for `key`: 0 while within the limit, else the seconds until the window ends. */
  hit: (request: FastifyRequest, key: string) => Promise<number>
  /** Counts one hit for `key` and tells where the key stands. */
  take: (request: FastifyRequest, key: string) => Promise<Quota>
}

/** The headers of an answer to a request counted against a key's limit. */
export const quotaHeaders = (quota: Quota): Record<string, string> => ({
  'X-RateLimit-Limit': String(quota.limit),
  'X-RateLimit-Remaining': String(quota.remaining),
  'X-RateLimit-Reset': String(quota.resetSeconds)
})

/** A fixed-window limit of `max` hits per key per `windowMs`; `name` keeps its keys apart from other limits. */
export function keyLimiter(app: FastifyInstance, name: string, max: number, windowMs: number): KeyLimiter {
  const keys = new WeakMap<FastifyRequest, string>()
  const check = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${keys.get(request)}`
  })
  const take = async (request: FastifyRequest, key: string): Promise<Quota> => {
    keys.set(request, key)
    let result
    try {
      result = await check(request)
    } catch (err) {
      request.log.error({ err }, `the ${name} limit could not be counted`)
      throw new HttpError(503, 'The service cannot check request limits right now; try again in a moment.')
    }
    if (result.isAllowed) return { limit: max, remaining: max, resetSeconds: 0, wait: 0 }
    const resetSeconds = Math.max(1, result.ttlInSeconds)
    return {
      limit: max,
      remaining: result.remaining,
      resetSeconds,
      wait: result.isExceeded ? resetSeconds : 0
    }
  }
  return { take, hit: async (request, key) => (await take(request, key)).wait }
}

type CountRequest = { type: 'vibeline:rate'; id: number; key: string; timeWindow: number; max: number }
type CountReply = { type: 'vibeline:rate'; id: number; error?: string; result?: Counted }

const isCountRequest = (message: unknown): message is CountRequest =>
  typeof message === 'object' && message !== null && (message as CountRequest).type === 'vibeline:rate'

/** A worker's store: asks the cluster primary, which holds the one count of the machine. */
class PrimaryStore implements Store {
  private static nextId = 0
  private static readonly pending = new Map<number, Callback>()
  private static listening = false

  constructor() {
    if (PrimaryStore.listening) return
    PrimaryStore.listening = true
    process.on('message', (message: unknown) => {
      if (!isCountRequest(message)) return
      const reply = message as unknown as CountReply
      const callback = PrimaryStore.pending.get(reply.id)
      if (!callback) return
      PrimaryStore.pending.delete(reply.id)
      if (reply.error || !reply.result) callback(new Error(reply.error ?? 'no answer from the primary'))
      else callback(null, reply.result)
    })
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    const id = ++PrimaryStore.nextId
    PrimaryStore.pending.set(id, callback)
    const message: CountRequest = { type: 'vibeline:rate', id, key, timeWindow, max }
    process.send!(message, undefined, {}, (err) => {
      if (!err) return
      PrimaryStore.pending.delete(id)
      callback(err)
    })
  }

  child(): Store {
    // Keys already carry their limiter's name (keyLimiter).
    return this
  }
}

/** In the cluster primary: answers the workers' counts from one count of the machine. */
export function serveRateLimitsToWorkers(): void {
  serveFailureCountsToWorkers()
  // The same fixed windows as the failure counts; the plugin's own in-memory store is not part of its public API.
  const counts = new MemoryCounts()
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isCountRequest(message)) return
    const { count, ttlMs } = counts.count(message.key, 1, message.timeWindow)
    const reply: CountReply = {
      type: 'vibeline:rate',
      id: message.id,
      result: { current: count, ttl: ttlMs }
    }
    if (worker.isConnected()) worker.send(reply)
  })
}
