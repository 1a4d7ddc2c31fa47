// Demo mode's music overview (/admin/v2/stats) on the server's stats service, as server/stats/routes.ts answers it:
// anyone who may read play histories may read them; the range decoded by the same schema, today in UTC.
import type MockAdapter from 'axios-mock-adapter'
import {
  resolveStatsRange,
  STATS_PATHS,
  statsRangeQuerySchema,
  topQuerySchema,
  type StatsRange
} from '@/contracts/stats'
import { StatsService } from '../../../../server/stats/service'
import type { MockHandler, MockResponse } from '../../mock'
import { exact, invalid, query, registerRoutes, type FakeRoute } from '../request'
import { hosted } from './hosted'
import type { MusicHost } from './musicHost'

/** The stats service of a host: no cache in the page (the server's is for many readers of one database). */
const statsOf = (host: MusicHost) => new StatsService(host.db, host.dialect, false)

export const catalogue = hosted(false, async (host) => [200, { data: await statsOf(host).catalogue() }])

type Daily = 'playsPerDay' | 'listenersPerDay' | 'newUsersPerDay' | 'genres'

const daily = (read: Daily): MockHandler =>
  hosted(false, async (host, req): Promise<MockResponse> => {
    const parsed = statsRangeQuerySchema.safeParse(query(req))
    if (!parsed.success) return invalid(parsed.error, 'query')
    const range: StatsRange = resolveStatsRange(parsed.data)
    return [200, { range, data: await statsOf(host)[read](range) }]
  })

const top = (read: 'topTracks' | 'topArtists'): MockHandler =>
  hosted(false, async (host, req): Promise<MockResponse> => {
    const parsed = topQuerySchema.safeParse(query(req))
    if (!parsed.success) return invalid(parsed.error, 'query')
    const range = resolveStatsRange(parsed.data)
    return [200, { range, data: await statsOf(host)[read](range, parsed.data.limit) }]
  })

const read = (path: string, handler: MockHandler): FakeRoute => ({
  method: 'get',
  path: exact(path),
  action: 'read',
  subject: 'PlayHistory',
  handler
})

export const routes: FakeRoute[] = [
  read(STATS_PATHS.catalogue, catalogue),
  read(STATS_PATHS.playsPerDay, daily('playsPerDay')),
  read(STATS_PATHS.listenersPerDay, daily('listenersPerDay')),
  read(STATS_PATHS.newUsersPerDay, daily('newUsersPerDay')),
  read(STATS_PATHS.genres, daily('genres')),
  read(STATS_PATHS.topTracks, top('topTracks')),
  read(STATS_PATHS.topArtists, top('topArtists'))
]

export function register(mock: MockAdapter): void {
  registerRoutes(mock, routes)
}
