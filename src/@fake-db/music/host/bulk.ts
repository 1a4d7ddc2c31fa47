// Demo mode's bulk edit, delete and undo of tracks, and bulk role/status of users, on the server's bulk service
// (server/catalog/bulkService.ts), decoding the body and the selection as server/catalog/bulkRoutes.ts does.
import { BULK_PATHS, bulkDeleteSchema, trackBulkEditSchema, userBulkEditSchema } from '@/contracts/bulk'
import type { ListQuery, ParamsOf } from '@/contracts/list'
import { trackListQuery, userListQuery } from '@/contracts/music'
import { BulkService, type Selection } from '../../../../server/catalog/bulkService'
import { authenticatedUserId } from '../../auth/requireAuth'
import type { MockRequest, MockResponse } from '../../mock'
import { exact, listParams, pathId, under, type FakeRoute } from '../request'
import { abilityOf, bodyOf, hosted, originOf } from './hosted'

type Body = { ids?: number[]; filters?: string | Record<string, unknown> }

/** The selection of a bulk body: its ids, or its filters decoded by the list contract as the list route does. */
function selectionOf<L extends ListQuery>(
  list: L,
  req: MockRequest,
  body: Body
): { ok: true; selection: Selection<ParamsOf<L>['filters']> } | { ok: false; response: MockResponse } {
  if (body.ids) return { ok: true, selection: { ids: body.ids } }
  const raw = typeof body.filters === 'string' ? body.filters : JSON.stringify(body.filters ?? {})
  const decoded = listParams(list, { ...req, url: req.url.split('?')[0], params: { filters: raw } })
  return decoded.ok ? { ok: true, selection: { filters: decoded.params.filters } } : decoded
}

const withBulk = (handle: (bulk: BulkService, req: MockRequest) => Promise<MockResponse>) =>
  hosted(true, (host, req) => handle(new BulkService(host.db, host.dialect), req))

export const editTracks = withBulk(async (bulk, req) => {
  const parsed = bodyOf(trackBulkEditSchema, req)
  if (!parsed.ok) return parsed.response
  const { changes, ...body } = parsed.body
  const selected = selectionOf(trackListQuery, req, body)
  if (!selected.ok) return selected.response
  return [200, { data: await bulk.editTracks(originOf(req), selected.selection, changes) }]
})

export const deleteTracks = withBulk(async (bulk, req) => {
  const parsed = bodyOf(bulkDeleteSchema, req)
  if (!parsed.ok) return parsed.response
  const selected = selectionOf(trackListQuery, req, parsed.body)
  if (!selected.ok) return selected.response
  return [200, { data: await bulk.deleteTracks(originOf(req), selected.selection) }]
})

/** The operation id of …/bulk/:id/undo. */
const undoId = (req: MockRequest, base: string) =>
  pathId({ ...req, url: req.url.replace(/\/undo(\?.*)?$/, '') }, base)

export const undoTracks = withBulk(async (bulk, req) => {
  const id = undoId(req, BULK_PATHS.tracks)
  if (!id.ok) return id.response
  // As the server asks the signed-in user's abilities: only who may delete tracks gets deleted ones back.
  const mayRestoreDeleted = abilityOf(req).can('delete', 'Track')
  return [200, { data: await bulk.undoTracks(originOf(req), id.id, mayRestoreDeleted) }]
})

export const editUsers = withBulk(async (bulk, req) => {
  const parsed = bodyOf(userBulkEditSchema, req)
  if (!parsed.ok) return parsed.response
  const { changes, ...body } = parsed.body
  const selected = selectionOf(userListQuery, req, body)
  if (!selected.ok) return selected.response
  // The guard let only a signed-in user through; their own account is left alone, as on the server.
  const self = authenticatedUserId(req)!
  return [200, { data: await bulk.editUsers(originOf(req), self, selected.selection, changes) }]
})

export const undoUsers = withBulk(async (bulk, req) => {
  const id = undoId(req, BULK_PATHS.users)
  if (!id.ok) return id.response
  return [200, { data: await bulk.undoUsers(originOf(req), id.id) }]
})

const undo = '[^/?]+\\/undo'

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
  {
    method: 'post',
    path: under(BULK_PATHS.tracks, undo),
    action: 'update',
    subject: 'Track',
    handler: undoTracks
  }
]

export const userRoutes: FakeRoute[] = [
  { method: 'patch', path: exact(BULK_PATHS.users), action: 'update', subject: 'User', handler: editUsers },
  {
    method: 'post',
    path: under(BULK_PATHS.users, undo),
    action: 'update',
    subject: 'User',
    handler: undoUsers
  }
]
