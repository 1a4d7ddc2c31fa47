// The Redis connection of one server process (REDIS_URL): shared request limits; /ready pings it.
import { Redis } from 'ioredis'

export function connectRedis(url: string): Redis {
  return new Redis(url, {
    // A command waits for at most one reconnection, then fails: a sign-in answers 503 rather than hanging.
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
    retryStrategy: (times) => Math.min(times * 200, 2000)
  })
}

/** Resolves when `work` does within `ms`, else rejects: a dependency that hangs must not hang /ready. */
export function within<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}
