// Answers of the heavier stats (top tracks, top artists, genres) kept per range, each with the fingerprint of the
// roll-ups it was computed from: the count and the sum of the versions of the range's play_daily rows. Every change
// to a day's roll-ups (a batch, a deleted play, a track moved to another genre or artist) raises that day's version,
// and versions never go down, so an unchanged fingerprint means an unchanged answer, on every server instance.
// The one cache scheme of the server (docs/performance.md, "Caches"): a version kept by the owner of the
// numbers, compared on every read.
import { sql, type Kysely } from 'kysely'
import type { StatsRange } from '../../src/contracts/stats'
import type { DB } from '../db/schema'

async function fingerprint(db: Kysely<DB>, range: StatsRange): Promise<string> {
  const { rows } = await sql<{ n: number; v: number | null }>`
    select count(*) as n, sum(version) as v from play_daily where day >= ${range.from} and day <= ${range.to}`.execute(
    db
  )
  return `${rows[0]?.n ?? 0}:${rows[0]?.v ?? 0}`
}

export class StatsCache {
  private readonly entries = new Map<string, { fingerprint: string; value: unknown }>()
  private readonly pending = new Map<string, Promise<unknown>>()

  constructor(
    private readonly db: Kysely<DB>,
    private readonly enabled = true,
    private readonly size = 500
  ) {}

  /** The cached answer for `key` over `range` while the range's roll-ups are unchanged, else a fresh one. */
  async read<T>(key: string, range: StatsRange, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute()
    const id = `${key}|${range.from}|${range.to}`
    // Read before computing: an answer is never filed under a fingerprint newer than its data.
    const print = await fingerprint(this.db, range)
    const hit = this.entries.get(id)
    if (hit && hit.fingerprint === print) {
      this.entries.delete(id)
      this.entries.set(id, hit)
      return hit.value as T
    }
    const flight = `${id}|${print}`
    let running = this.pending.get(flight) as Promise<T> | undefined
    if (!running) {
      running = compute().finally(() => this.pending.delete(flight))
      this.pending.set(flight, running)
    }
    const value = await running
    this.entries.delete(id)
    this.entries.set(id, { fingerprint: print, value })
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!)
    return value
  }
}
