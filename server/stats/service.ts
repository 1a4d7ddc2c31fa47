// The music overview's numbers (issue 11 §3), read from the daily roll-ups. The heavier answers (top tracks and
// artists, genres) are cached per range while the range's roll-ups are unchanged (statsCache.ts); the cache can be
// turned off (STATS_CACHE=0).
import type { Kysely } from 'kysely'
import type { StatsRange } from '../../src/contracts/stats'
import type { Dialect } from '../db/engine/database'
import type { DB } from '../db/schema'
import {
  catalogueStats,
  describeTracks,
  genrePlays,
  listenersPerDay,
  newUsersPerDay,
  playsPerDay,
  rankTracks,
  topArtists
} from './repository'
import { StatsCache } from './statsCache'

export class StatsService {
  private readonly cache: StatsCache

  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
    cacheEnabled: boolean
  ) {
    this.cache = new StatsCache(db, cacheEnabled)
  }

  catalogue = () => catalogueStats(this.db)
  playsPerDay = (range: StatsRange) => playsPerDay(this.db, range)
  listenersPerDay = (range: StatsRange) => listenersPerDay(this.db, range)
  newUsersPerDay = (range: StatsRange) => newUsersPerDay(this.db, range)
  genres = (range: StatsRange) => this.cache.read('genres', range, () => genrePlays(this.db, range))

  async topTracks(range: StatsRange, limit: number) {
    const ranked = await this.cache.read(`tracks|${limit}`, range, () =>
      rankTracks(this.db, this.dialect, range, limit)
    )
    return describeTracks(this.db, ranked)
  }

  topArtists = (range: StatsRange, limit: number) =>
    this.cache.read(`artists|${limit}`, range, () => topArtists(this.db, this.dialect, range, limit))
}
