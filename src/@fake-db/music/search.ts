// Demo mode's /admin/v2/search, answering as server/search/service.ts: the same query schema, matching and order.
import type MockAdapter from 'axios-mock-adapter'
import { abilityRulesForRole } from '@/contracts/abilities'
import { containsText } from '@/contracts/keyword'
import {
  SEARCH_GROUP_LIMIT,
  SEARCH_PATH,
  emptySearch,
  searchQuerySchema,
  type SearchResult
} from '@/contracts/search'
import { buildAbility } from '@/configs/acl'
import type { MockRequest, MockResponse } from '../mock'
import { accounts } from '../auth/data'
import { authenticatedUserId } from '../auth/requireAuth'
import { db } from './data'
import { selectPlaylists } from './playlists'
import { selectTracks, withAudio } from './tracks'
import { exact, invalid, query, registerRoutes, type FakeRoute } from './request'

/** Rows matching in the first texts before rows matching only in the others, keeping the given order otherwise. */
function nameFirst<T>(rows: T[], keyword: string, names: (row: T) => string[]): T[] {
  const inName = (row: T) => (containsText(keyword, names(row)) ? 0 : 1)
  return rows
    .map((row, i) => ({ row, i, rank: inName(row) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((entry) => entry.row)
}

export function search(req: MockRequest): MockResponse {
  const parsed = searchQuerySchema.safeParse(query(req))
  if (!parsed.success) return invalid(parsed.error, 'query')
  const q = parsed.data.q
  if (!q) return [200, { data: emptySearch(q) }]
  const account = accounts.find((a) => a.id === authenticatedUserId(req))
  const ability = buildAbility(abilityRulesForRole(account?.role ?? ''))
  const limit = SEARCH_GROUP_LIMIT
  const tracks = selectTracks({
    filters: { keyword: q },
    sort_by: 'play_count',
    sort_dir: 'desc',
    page: 1,
    per_page: limit
  })
  const playlists = ability.can('read', 'Playlist')
    ? selectPlaylists({
        filters: { keyword: q },
        sort_by: 'created_at',
        sort_dir: 'desc',
        page: 1,
        per_page: limit
      })
    : []
  const users = ability.can('read', 'User')
    ? db.users
        .filter((u) => containsText(q, [u.full_name, u.username, u.email]))
        .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id))
    : []
  const data: SearchResult = {
    q,
    tracks: tracks.slice(0, limit).map(withAudio),
    playlists: nameFirst(playlists, q, (p) => [p.name]).slice(0, limit),
    users: nameFirst(users, q, (u) => [u.full_name, u.username])
      .slice(0, limit)
      .map(({ id, full_name, username, email, role, avatar }) => ({
        id,
        full_name,
        username,
        email,
        role,
        avatar
      }))
  }
  return [200, { data }]
}

export const routes: FakeRoute[] = [
  { method: 'get', path: exact(SEARCH_PATH), action: 'read', subject: 'Track', handler: search }
]

export function register(mock: MockAdapter): void {
  registerRoutes(mock, routes)
}
