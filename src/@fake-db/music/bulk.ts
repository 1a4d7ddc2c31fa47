// Demo mode's bulk edits, deletes and undo of tracks and users, answering as server/catalog/bulkService.ts: the same body
// schemas, the filters decoded by the list contract, the same counts, undo that skips rows changed since.
import {
  BULK_MESSAGES,
  BULK_PATHS,
  UNDO_WINDOW_MS,
  bulkDeleteSchema,
  trackBulkEditSchema,
  userBulkEditSchema,
  type BulkResult,
  type UndoResult
} from '@/contracts/bulk'
import { bulkBefore } from '@/contracts/audit'
import { decodeListQuery, type ListQuery, type ParamsOf } from '@/contracts/list'
import {
  trackListQuery,
  userListQuery,
  type AdminUser,
  type PlayHistory,
  type Track
} from '@/contracts/music'
import type { MockRequest, MockResponse } from '../mock'
import { accounts } from '../auth/data'
import { authenticatedUserId } from '../auth/requireAuth'
import { recordFakeAudit } from './audit'
import { db } from './data'
import { invalid, notFound, pathId, type FakeRoute } from './request'

type Operation = {
  id: number
  entity: 'track' | 'user'
  kind: 'update' | 'delete'
  stamp: string
  expires: number
  changes: Record<string, unknown>
  tracks: Track[]
  users: AdminUser[]
  places: { playlist_id: number; track_id: number; index: number }[]
  histories: Map<number, PlayHistory[]>
  undone: boolean
}

const operations = new Map<number, Operation>()
let lastOperation = 0

type Selected<T> = { ok: true; rows: T[] } | { ok: false; response: MockResponse }

function decodeFilters<L extends ListQuery>(
  list: L,
  filters: unknown
): { ok: true; filters: ParamsOf<L>['filters'] } | { ok: false; response: MockResponse } {
  const raw = typeof filters === 'string' ? filters : JSON.stringify(filters ?? {})
  const decoded = decodeListQuery(list, 'http', { filters: raw })
  return decoded.ok
    ? { ok: true, filters: decoded.params.filters }
    : { ok: false, response: [decoded.status, decoded.body] }
}

async function selectedTracks(body: { ids?: number[]; filters?: unknown }): Promise<Selected<Track>> {
  if (body.ids) {
    const ids = new Set(body.ids)
    return { ok: true, rows: db.tracks.filter((t) => ids.has(t.id)) }
  }
  const decoded = decodeFilters(trackListQuery, body.filters)
  if (!decoded.ok) return decoded
  const { selectTracks } = await import('./tracks')
  return { ok: true, rows: selectTracks({ ...trackListQuery.defaults, filters: decoded.filters }) }
}

async function selectedUsers(body: { ids?: number[]; filters?: unknown }): Promise<Selected<AdminUser>> {
  if (body.ids) {
    const ids = new Set(body.ids)
    return { ok: true, rows: db.users.filter((u) => ids.has(u.id)) }
  }
  const decoded = decodeFilters(userListQuery, body.filters)
  if (!decoded.ok) return decoded
  const { selectUsers } = await import('./users')
  return { ok: true, rows: selectUsers({ ...userListQuery.defaults, filters: decoded.filters }) }
}

/** The previous values of the changed fields of saved rows, for the audit row's before side. */
const previous = (rows: readonly (Track | AdminUser)[], fields: string[]) =>
  rows.map((row) => ({
    id: row.id,
    values: Object.fromEntries(fields.map((f) => [f, (row as Record<string, unknown>)[f] ?? null]))
  }))

const differs = (row: Record<string, unknown>, changes: Record<string, unknown>) =>
  Object.entries(changes).some(([k, v]) => v !== undefined && row[k] !== v)

function begin(
  entity: Operation['entity'],
  kind: Operation['kind'],
  changes: Record<string, unknown>
): Operation {
  const stamp = new Date().toISOString()
  const op: Operation = {
    id: ++lastOperation,
    entity,
    kind,
    stamp,
    expires: Date.now() + UNDO_WINDOW_MS,
    changes,
    tracks: [],
    users: [],
    places: [],
    histories: new Map(),
    undone: false
  }
  operations.set(op.id, op)
  return op
}

const result = (op: Operation | null, changed: number, skipped: number[] = []): MockResponse => [
  200,
  {
    data: {
      changed,
      undo_id: op && changed > 0 ? op.id : null,
      undo_expires_at: op && changed > 0 ? new Date(op.expires).toISOString() : null,
      skipped
    } satisfies BulkResult
  }
]

export async function bulkEditTracks(req: MockRequest): Promise<MockResponse> {
  const parsed = trackBulkEditSchema.safeParse(req.body ?? {})
  if (!parsed.success) return invalid(parsed.error)
  const { changes, ...selection } = parsed.data
  const selected = await selectedTracks(selection)
  if (!selected.ok) return selected.response
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined))
  const rows = selected.rows.filter((t) => differs(t, set))
  if (rows.length === 0) return result(null, 0)
  const op = begin('track', 'update', set)
  op.tracks = rows.map((t) => ({ ...t }))
  for (const t of rows) Object.assign(t, set, { updated_at: op.stamp })
  recordFakeAudit(req, {
    action: 'bulk_update',
    entity: 'track',
    entityId: op.id,
    before: bulkBefore('tracks', rows.length, previous(op.tracks, Object.keys(set))),
    after: { tracks: rows.length, ...set },
    summary: true
  })
  return result(op, rows.length)
}

export async function bulkDeleteTracks(req: MockRequest): Promise<MockResponse> {
  const parsed = bulkDeleteSchema.safeParse(req.body ?? {})
  if (!parsed.success) return invalid(parsed.error)
  const selected = await selectedTracks(parsed.data)
  if (!selected.ok) return selected.response
  if (selected.rows.length === 0) return result(null, 0)
  const op = begin('track', 'delete', {})
  const gone = new Set(selected.rows.map((t) => t.id))
  op.tracks = selected.rows.map((t) => ({ ...t }))
  for (const playlist of db.playlists)
    playlist.track_ids.forEach((id, index) => {
      if (gone.has(id)) op.places.push({ playlist_id: playlist.id, track_id: id, index })
    })
  for (const id of gone) {
    const plays = db.histories.get(id)
    if (plays) op.histories.set(id, plays)
    db.histories.delete(id)
  }
  const kept = db.tracks.filter((t) => !gone.has(t.id))
  db.tracks.splice(0, db.tracks.length, ...kept)
  for (const playlist of db.playlists) playlist.track_ids = playlist.track_ids.filter((id) => !gone.has(id))
  recordFakeAudit(req, {
    action: 'bulk_delete',
    entity: 'track',
    entityId: op.id,
    before: bulkBefore('tracks', gone.size, previous(op.tracks, ['title', 'artist', 'album', 'genre'])),
    summary: true
  })
  return result(op, gone.size)
}

function operation(req: MockRequest, prefix: string, entity: Operation['entity']): Operation | MockResponse {
  const id = pathId(req, prefix)
  if (!id.ok) return id.response
  const op = operations.get(id.id)
  if (!op || op.entity !== entity) return notFound(`Bulk change ${id.id}`)
  if (op.undone) return [409, { error: BULK_MESSAGES.undoDone }]
  if (op.expires < Date.now()) return [409, { error: BULK_MESSAGES.undoGone }]
  return op
}

const undone = (data: UndoResult): MockResponse => [200, { data }]

export function undoTracks(req: MockRequest): MockResponse {
  const op = operation(req, BULK_PATHS.tracks, 'track')
  if (Array.isArray(op)) return op
  const skipped: number[] = []
  let restored = 0
  if (op.kind === 'update') {
    for (const saved of op.tracks) {
      const now = db.tracks.find((t) => t.id === saved.id)
      if (!now || now.updated_at !== op.stamp) {
        skipped.push(saved.id)
        continue
      }
      for (const key of Object.keys(op.changes))
        (now as Record<string, unknown>)[key] = saved[key as keyof Track]
      now.updated_at = saved.updated_at
      restored++
    }
  } else {
    for (const saved of op.tracks) {
      if (db.tracks.some((t) => t.id === saved.id)) {
        skipped.push(saved.id)
        continue
      }
      db.tracks.push({ ...saved })
      const plays = op.histories.get(saved.id)
      if (plays) db.histories.set(saved.id, plays)
      restored++
    }
    for (const place of op.places) {
      const playlist = db.playlists.find((p) => p.id === place.playlist_id)
      if (playlist && !playlist.track_ids.includes(place.track_id))
        playlist.track_ids.splice(Math.min(place.index, playlist.track_ids.length), 0, place.track_id)
    }
  }
  op.undone = true
  const data = { restored, skipped: skipped.length, skipped_ids: skipped.sort((a, b) => a - b).slice(0, 100) }
  recordFakeAudit(req, {
    action: 'undo',
    entity: 'track',
    entityId: op.id,
    before: { tracks: op.tracks.length, ...op.changes },
    after: { undone: op.kind === 'update' ? 'bulk_update' : 'bulk_delete', ...data },
    summary: true
  })
  return undone(data)
}

/** The demo account of the request as a music user (the same email), left alone by a bulk change. */
function selfId(req: MockRequest): number | null {
  const account = accounts.find((a) => a.id === authenticatedUserId(req))
  const user = account && db.users.find((u) => u.email.toLowerCase() === account.email.toLowerCase())
  return user?.id ?? null
}

export async function bulkEditUsers(req: MockRequest): Promise<MockResponse> {
  const parsed = userBulkEditSchema.safeParse(req.body ?? {})
  if (!parsed.success) return invalid(parsed.error)
  const { changes, ...selection } = parsed.data
  const selected = await selectedUsers(selection)
  if (!selected.ok) return selected.response
  const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined))
  const self = selfId(req)
  const candidates = selected.rows.filter((u) => differs(u, set))
  const skipped = candidates.some((u) => u.id === self) && self !== null ? [self] : []
  const rows = candidates.filter((u) => u.id !== self)
  if (rows.length === 0) return result(null, 0, skipped)
  const op = begin('user', 'update', set)
  op.users = rows.map((u) => ({ ...u }))
  for (const u of rows) Object.assign(u, set)
  recordFakeAudit(req, {
    action: 'bulk_update',
    entity: 'user',
    entityId: op.id,
    before: bulkBefore('users', rows.length, previous(op.users, Object.keys(set))),
    after: { users: rows.length, ...set },
    summary: true
  })
  return result(op, rows.length, skipped)
}

export function undoUsers(req: MockRequest): MockResponse {
  const op = operation(req, BULK_PATHS.users, 'user')
  if (Array.isArray(op)) return op
  const skipped: number[] = []
  let restored = 0
  for (const saved of op.users) {
    const now = db.users.find((u) => u.id === saved.id)
    const untouched = now && Object.entries(op.changes).every(([k, v]) => now[k as keyof AdminUser] === v)
    if (!now || !untouched) {
      skipped.push(saved.id)
      continue
    }
    for (const key of Object.keys(op.changes))
      (now as Record<string, unknown>)[key] = saved[key as keyof AdminUser]
    restored++
  }
  op.undone = true
  const data = { restored, skipped: skipped.length, skipped_ids: skipped.slice(0, 100) }
  recordFakeAudit(req, {
    action: 'undo',
    entity: 'user',
    entityId: op.id,
    before: { users: op.users.length, ...op.changes },
    after: { undone: 'bulk_update', ...data },
    summary: true
  })
  return undone(data)
}

const escaped = (path: string) => path.replace(/[/.]/g, (c) => `\\${c}`)
const at = (path: string) => new RegExp(`^${escaped(path)}(\\?.*)?$`)
const undoOf = (base: string) => new RegExp(`^${escaped(base)}\\/[^/?]+\\/undo(\\?.*)?$`)

export const trackRoutes: FakeRoute[] = [
  {
    method: 'patch',
    path: at(BULK_PATHS.tracks),
    action: 'update',
    subject: 'Track',
    handler: bulkEditTracks
  },
  {
    method: 'post',
    path: at(BULK_PATHS.tracksDelete),
    action: 'delete',
    subject: 'Track',
    handler: bulkDeleteTracks
  },
  { method: 'post', path: undoOf(BULK_PATHS.tracks), action: 'update', subject: 'Track', handler: undoTracks }
]

export const userRoutes: FakeRoute[] = [
  { method: 'patch', path: at(BULK_PATHS.users), action: 'update', subject: 'User', handler: bulkEditUsers },
  { method: 'post', path: undoOf(BULK_PATHS.users), action: 'update', subject: 'User', handler: undoUsers }
]
