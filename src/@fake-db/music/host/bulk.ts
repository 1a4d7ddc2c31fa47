// Demo mode's bulk edit, delete and undo of tracks on the server's bulk service (server/catalog/bulkService.ts),
// decoding the body and the selection as server/catalog/bulkRoutes.ts does.
import { BULK_PATHS, bulkDeleteSchema, trackBulkEditSchema } from '@/contracts/bulk'
import { abilityRulesForRole } from '@/contracts/abilities'
import { buildAbility } from '@/configs/acl'
import { trackListQuery, type TrackFilters } from '@/contracts/music'
import { BulkService, type Selection } from '../../../../server/catalog/bulkService'
import { accounts } from '../../auth/data'
import { authenticatedUserId } from '../../auth/requireAuth'
import type { MockRequest, MockResponse } from '../../mock'
import { exact, invalid, listParams, pathId, type FakeRoute } from '../request'
import { hosted, originOf } from './hosted'
import type { MusicHost } from './musicHost'

/** The selection of a bulk body: its ids, or its filters decoded by the list contract as the list route does. */
function selectionOf(
  req: MockRequest,
  body: { ids?: number[]; filters?: string | Record<string, unknown> }
): { ok: true; selection: Selection<TrackFilters> } | { ok: false; response: MockResponse } {
  if (body.ids) return { ok: true, selection: { ids: body.ids } }
  const raw = typeof body.filters === 'string' ? body.filters : JSON.stringify(body.filters ?? {})
  const decoded = listParams(trackListQuery, { ...req, url: req.url.split('?')[0], params: { filters: raw } })
  return decoded.ok ? { ok: true, selection: { filters: decoded.params.filters } } : decoded
}

const withBulk = (handle: (bulk: BulkService, req: MockRequest, host: MusicHost) => Promise<MockResponse>) =>
  hosted(true, (host, req) => handle(new BulkService(host.db, host.dialect), req, host))

export const editTracks = withBulk(async (bulk, req) => {
  const parsed = trackBulkEditSchema.safeParse(req.body)
  if (!parsed.success) return invalid(parsed.error)
  const { changes, ...body } = parsed.data
  const selected = selectionOf(req, body)
  if (!selected.ok) return selected.response
  return [200, { data: await bulk.editTracks(originOf(req), selected.selection, changes) }]
})

export const deleteTracks = withBulk(async (bulk, req) => {
  const parsed = bulkDeleteSchema.safeParse(req.body)
  if (!parsed.success) return invalid(parsed.error)
  const selected = selectionOf(req, parsed.data)
  if (!selected.ok) return selected.response
  return [200, { data: await bulk.deleteTracks(originOf(req), selected.selection) }]
})

const undoPath = /^\/admin\/v2\/tracks\/bulk\/([^/?]+)\/undo(\?.*)?$/

export const undoTracks = withBulk(async (bulk, req) => {
  const id = pathId({ ...req, url: req.url.replace(/\/undo(\?.*)?$/, '') }, BULK_PATHS.tracks)
  if (!id.ok) return id.response
  // As the server asks the signed-in user's abilities: only who may delete tracks gets deleted ones back.
  const account = accounts.find((a) => a.id === authenticatedUserId(req))
  const mayRestoreDeleted = account
    ? buildAbility(abilityRulesForRole(account.role)).can('delete', 'Track')
    : false
  return [200, { data: await bulk.undoTracks(originOf(req), id.id, mayRestoreDeleted) }]
})

export const routes: FakeRoute[] = [
  {
    method: 'patch',
    path: exact(BULK_PATHS.tracks),
    action: 'update',
    subject: 'Track',
    handler: editTracks
  },
  {
    method: 'post',
    path: exact(BULK_PATHS.tracksDelete),
    action: 'delete',
    subject: 'Track',
    handler: deleteTracks
  },
  { method: 'post', path: undoPath, action: 'update', subject: 'Track', handler: undoTracks }
]
