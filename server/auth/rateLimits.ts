// Every rate limit of the server in one place: what is counted, under which key, how many per window. The counters
// live in a RateLimitStore; this one is in memory (one process), a shared store (Redis) can replace it.
import type { ServerConfig } from '../config'

export type RateLimitRule = {
  /** Short name, also the key prefix in a shared store. */
  name: string
  max: number
  windowMs: number
}

export interface RateLimitStore {
  /** Counts one hit of `key` in a fixed window of `windowMs`; answers the count so far and when the window ends. */
  hit(key: string, windowMs: number, now?: number): Promise<{ count: number; resetAt: number }>
  /** The count so far without adding a hit. */
  peek(key: string, now?: number): Promise<{ count: number; resetAt: number }>
}

/** Fixed-window counters in this process's memory. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly hits = new Map<string, { count: number; resetAt: number }>()

  async hit(key: string, windowMs: number, now = Date.now()) {
    if (this.hits.size > 10_000) for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k)
    let entry = this.hits.get(key)
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs }
      this.hits.set(key, entry)
    }
    entry.count++
    return { ...entry }
  }

  async peek(key: string, now = Date.now()) {
    const entry = this.hits.get(key)
    return !entry || entry.resetAt <= now ? { count: 0, resetAt: now } : { ...entry }
  }
}

/**
 * The limits, from the settings (README lists them). Sign-in is counted per address and account together, so one
 * person's typos lock out nobody else, even when everyone arrives through one proxy address; failed sign-ins of
 * one address over all accounts have a ten times higher limit against password spraying. Registration is counted
 * per address.
 */
export function rateLimitRules(config: ServerConfig) {
  return {
    login: { name: 'login', max: config.loginRateMax, windowMs: config.loginRateWindowMs },
    loginFailuresPerAddress: {
      name: 'login-failures',
      max: config.loginRateMax * 10,
      windowMs: config.loginRateWindowMs
    },
    register: { name: 'register', max: config.registerRateMax, windowMs: config.registerRateWindowMs }
  } satisfies Record<string, RateLimitRule>
}

export type RateLimits = ReturnType<typeof createRateLimits>

/** The limiter the routes use: `check` counts an attempt, `fail` counts a failure; both answer seconds to wait. */
export function createRateLimits(config: ServerConfig, store: RateLimitStore = new MemoryRateLimitStore()) {
  const rules = rateLimitRules(config)
  const wait = (resetAt: number, now: number) => Math.max(1, Math.ceil((resetAt - now) / 1000))
  return {
    rules,
    /** Counts a hit of `rule` for `key`; the seconds to wait when that goes over the limit, else 0. */
    async hit(rule: RateLimitRule, key: string, now = Date.now()): Promise<number> {
      const { count, resetAt } = await store.hit(`${rule.name}:${key}`, rule.windowMs, now)
      return count > rule.max ? wait(resetAt, now) : 0
    },
    /** The seconds to wait when `key` is already over the limit of `rule`, else 0 (counts nothing). */
    async over(rule: RateLimitRule, key: string, now = Date.now()): Promise<number> {
      const { count, resetAt } = await store.peek(`${rule.name}:${key}`, now)
      return count >= rule.max ? wait(resetAt, now) : 0
    }
  }
}
