// Demo mode's navbar search (/admin/v2/search) on the server's search service, as server/search/routes.ts answers
// it: the keyword decoded by the contract, nothing for an empty one, and the groups the role may not read empty.
import type MockAdapter from 'axios-mock-adapter'
import { SEARCH_GROUP_LIMIT, SEARCH_PATH, emptySearch, searchQuerySchema } from '@/contracts/search'
import { SearchService } from '../../../../server/search/service'
import { assertNoNul } from '../../../../server/http/noNul'
import { exact, invalid, query, registerRoutes, type FakeRoute } from '../request'
import { demoTrack } from './demoMedia'
import { abilityOf, hosted } from './hosted'

export const search = hosted(false, async (host, req) => {
  const parsed = searchQuerySchema.safeParse(query(req))
  if (!parsed.success) return invalid(parsed.error, 'query')
  const q = parsed.data.q
  assertNoNul(q, 'q')
  if (!q) return [200, { data: emptySearch(q) }]
  const searching = new SearchService(host.db, host.dialect, demoTrack, SEARCH_GROUP_LIMIT)
  return [200, { data: await searching.search(q, abilityOf(req)) }]
})

export const routes: FakeRoute[] = [
  { method: 'get', path: exact(SEARCH_PATH), action: 'read', subject: 'Track', handler: search }
]

export function register(mock: MockAdapter): void {
  registerRoutes(mock, routes)
}
