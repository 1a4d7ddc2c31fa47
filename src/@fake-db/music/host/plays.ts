// Demo mode's /admin/v2/play_histories on the server's plays services, as server/plays/routes.ts answers it: the
// plays of one track (or of all tracks), a page at a time or as CSV, and the batches of plays the streaming
// service reports, stored with their roll-ups and audit row in one transaction.
import type MockAdapter from 'axios-mock-adapter'
import { CSV_FIELDS } from '@/contracts/csv'
import { pageEnvelope } from '@/contracts/list'
import { MUSIC_PATHS, playHistoryListQuery, trackIdQuery } from '@/contracts/music'
import { parsePlayBatch } from '@/contracts/stats'
import { recordAudit } from '../../../../server/audit/record'
import { csvChunks, keysetChunks } from '../../../../server/export/chunks'
import { badRequest } from '../../../../server/httpError'
import { PlayIngester } from '../../../../server/plays/ingestService'
import { PlaysService } from '../../../../server/plays/service'
import type { MockRequest, MockResponse } from '../../mock'
import { exact, invalid, listParams, query, registerRoutes, type FakeRoute } from '../request'
import { csvAnswer, hosted, originOf } from './hosted'
import type { MusicHost } from './musicHost'

const path = MUSIC_PATHS.playHistories

/** The optional track_id of the query, decoded as the route's querystring schema decodes it. */
function trackIdOf(req: MockRequest): { ok: true; id?: number } | { ok: false; response: MockResponse } {
  const raw = query(req).track_id
  if (raw === undefined) return { ok: true }
  const parsed = trackIdQuery.safeParse(raw)
  return parsed.success
    ? { ok: true, id: parsed.data }
    : { ok: false, response: invalid(parsed.error, 'query') }
}

const withPlays = (handle: (plays: PlaysService, req: MockRequest) => Promise<MockResponse>) =>
  hosted(false, (host, req) => handle(new PlaysService(host.db, host.dialect), req))

export const listPlays = withPlays(async (plays, req) => {
  const trackId = trackIdOf(req)
  if (!trackId.ok) return trackId.response
  const decoded = listParams(playHistoryListQuery, req)
  if (!decoded.ok) return decoded.response
  const { rows, total } = await plays.page(trackId.id, decoded.params)
  return [200, pageEnvelope(rows, decoded.params, total)]
})

export const exportPlays = withPlays(async (plays, req) => {
  const trackId = trackIdOf(req)
  if (!trackId.ok) return trackId.response
  const decoded = listParams(playHistoryListQuery, req)
  if (!decoded.ok) return decoded.response
  const chunks = keysetChunks(await plays.exportChunk(trackId.id, decoded.params.sort_dir))
  return csvAnswer(csvChunks(CSV_FIELDS.plays, chunks))
})

/** One ingester per database, as the server keeps one per process (it groups the batches that wait). */
const ingesters = new WeakMap<MusicHost['db'], PlayIngester>()
const ingesterOf = (host: MusicHost) => {
  let ingester = ingesters.get(host.db)
  if (!ingester) ingesters.set(host.db, (ingester = new PlayIngester(host.db, host.dialect)))
  return ingester
}

export const ingest = hosted(true, async (host, req) => {
  const parsed = parsePlayBatch(req.body)
  if (!parsed.ok) throw badRequest(parsed.error, parsed.details)
  const result = await ingesterOf(host).ingest(parsed.plays, (trx, stored) =>
    recordAudit(trx, originOf(req), { action: 'plays_ingest', entity: 'play_history', after: stored })
  )
  return [result.stored > 0 ? 201 : 200, { data: result }]
})

export const routes: FakeRoute[] = [
  {
    method: 'get',
    path: exact(`${path}/export`),
    action: 'read',
    subject: 'PlayHistory',
    handler: exportPlays
  },
  { method: 'get', path: exact(path), action: 'read', subject: 'PlayHistory', handler: listPlays },
  { method: 'post', path: exact(path), action: 'create', subject: 'PlayHistory', handler: ingest }
]

export function register(mock: MockAdapter): void {
  registerRoutes(mock, routes)
}
