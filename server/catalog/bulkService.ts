// Bulk edits and deletes of tracks, bulk role/status of users, and their undo (issue 15 §1). Each is one
// transaction: the previous values of exactly the rows it changes are copied aside first (one INSERT … SELECT; an
// edit copies only the fields it changes), then one UPDATE or DELETE names those rows. Undo restores them only
// where nobody changed the row since.
// The triggers on tracks keep the count tables for these statements as for any other; the plays' roll-ups follow
// the tracks through catalog/trackPlays.ts (docs/derived-numbers.md).
import type { Kysely, Transaction } from 'kysely'
import {
  BULK_MESSAGES,
  TRACK_BULK_FIELDS,
  UNDO_WINDOW_MS,
  type BulkResult,
  type TrackBulkChanges,
  type TrackBulkField,
  type UndoResult,
  type UserBulkChanges
} from '../../src/contracts/bulk'
import { BULK_AUDIT_SAMPLE, bulkBefore } from '../../src/contracts/audit'
import type { TrackFilters, UserFilters } from '../../src/contracts/music'
import { recordAudit, type AuditOrigin } from '../audit/record'
import type { Dialect } from '../db/engine/database'
import { inTransaction } from '../db/engine/transaction'
import type { DB } from '../db/schema'
import { HttpError, notFound } from '../httpError'
import { addPendingPlays } from '../plays/fold'
import {
  SKIPPED_IDS,
  allSavedUserIds,
  deleteSavedTracks,
  differs,
  editedIds,
  finishOperation,
  findOperation,
  insertOperation,
  markUndone,
  restorableUsers,
  restoreDeletedTracks,
  restoreEdits,
  restoreTrackLinks,
  restoreUsers,
  revokeSavedUsersSessions,
  revokeSessions,
  saveEdits,
  saveTrackLinks,
  saveTracks,
  saveUsers,
  savedIds,
  savedTrackRows,
  savedUserRows,
  selfChanges,
  takenTrackIds,
  touchedSinceEdit,
  tracksById,
  updateEditedTracks,
  updateSavedUsers,
  userWhere,
  usersById,
  type OperationKey,
  type Where
} from './bulkRepository'
import {
  CATALOGUE_KEY,
  dropCatalogueStage,
  exactIds,
  restoreCatalogue,
  saveCatalogue,
  stageCatalogue,
  textLinkedIds
} from './bulkCatalogue'
import { requireListedGenre } from './listedGenre'
import { keepingReadiness } from './readinessCount'
import { writeTracks } from './trackPlays'
import { linkFromText, refreshAlbumText, refreshArtistText } from './trackText'
import { trackWhere } from './tracksRepository'

/** The rows a bulk request names: a list of ids, or the list's filters (decoded by the route). */
export type Selection<F> = { ids: number[] } | { filters: F }

const now = () => new Date().toISOString()
const nothing = (skipped: number[] = []): BulkResult => ({
  changed: 0,
  undo_id: null,
  undo_expires_at: null,
  skipped
})

/** The stored form of track changes (explicit is 0/1). */
function trackColumns(changes: TrackBulkChanges): Record<string, string | number | null> {
  const out: Record<string, string | number | null> = {}
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue
    out[key] = typeof value === 'boolean' ? (value ? 1 : 0) : value
  }
  return out
}

/** An operation's record for its audit row, without the catalogue rows a delete keeps (bulkCatalogue.ts). */
function withoutCatalogue(changes: string): Record<string, unknown> {
  const { [CATALOGUE_KEY]: _catalogue, ...rest } = JSON.parse(changes) as Record<string, unknown>
  return rest
}

export class BulkService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect
  ) {}

  private trackSelection(selection: Selection<TrackFilters>): Where<'tracks'> {
    return 'ids' in selection ? tracksById(selection.ids) : trackWhere(this.dialect, selection.filters)
  }

  private userSelection(selection: Selection<UserFilters>): Where<'users'> {
    return 'ids' in selection ? usersById(selection.ids) : userWhere(this.dialect, selection.filters)
  }

  private begin(trx: Transaction<DB>, origin: AuditOrigin, key: OperationKey, changes: unknown) {
    const stamp = now()
    return insertOperation(trx, {
      ...key,
      userId: origin.user?.id ?? null,
      stamp,
      expiresAt: new Date(Date.parse(stamp) + UNDO_WINDOW_MS).toISOString(),
      changes
    })
  }

  /** A small operation's rows, each with its previous values, for the audit log's before/after view. */
  private async sampleTracks(
    trx: Transaction<DB>,
    saved: 'bulk_track_rows' | 'bulk_track_edits',
    opId: number,
    fields: string[],
    count: number
  ) {
    if (count > BULK_AUDIT_SAMPLE) return bulkBefore('tracks', count, [])
    const rows = await savedTrackRows(trx, saved, opId)
    return bulkBefore(
      'tracks',
      count,
      rows.map((row) => {
        const values: Record<string, unknown> = {}
        for (const f of fields) values[f] = f === 'explicit' ? Boolean(row.explicit) : row[f]
        return { id: row.track_id, values }
      })
    )
  }

  /** The users of a small operation with their previous role and status (the fields it changes). */
  private async sampleUsers(trx: Transaction<DB>, opId: number, fields: string[], count: number) {
    if (count > BULK_AUDIT_SAMPLE) return bulkBefore('users', count, [])
    const rows = await savedUserRows(trx, opId)
    return bulkBefore(
      'users',
      count,
      rows.map((row) => ({
        id: row.user_id,
        values: Object.fromEntries(fields.map((f) => [f, row[f as 'role' | 'status']]))
      }))
    )
  }

  /** The operation an undo names, or the reason it cannot be undone. */
  private async operation(trx: Transaction<DB>, id: number, entity: 'track' | 'user') {
    const op = await findOperation(trx, this.dialect, id, entity)
    if (!op) throw notFound(`Bulk change ${id}`)
    if (op.undone_at) throw new HttpError(409, BULK_MESSAGES.undoDone)
    if (op.expires_at < now()) throw new HttpError(409, BULK_MESSAGES.undoGone)
    return op
  }

  editTracks(origin: AuditOrigin, selection: Selection<TrackFilters>, changes: TrackBulkChanges) {
    const { dialect } = this
    const where = this.trackSelection(selection)
    const columns = trackColumns(changes)
    const fields = Object.keys(columns) as TrackBulkField[]
    const changing: Where<'tracks'> = (eb) => eb.and([where(eb), differs<'tracks'>(columns)(eb)])
    return inTransaction(this.db, async (trx): Promise<BulkResult> => {
      if (changes.genre !== undefined) await requireListedGenre(trx, changes.genre)
      const op = await this.begin(trx, origin, { entity: 'track', kind: 'update' }, columns)
      const count = await saveEdits(trx, op.id, fields, changing)
      await finishOperation(trx, op.id, count)
      if (count === 0) return nothing()
      await keepingReadiness(trx, editedIds(op.id), async () => {
        await writeTracks(trx, dialect, editedIds(op.id), { kind: 'update', fields }, () =>
          updateEditedTracks(trx, dialect, op.id, { ...columns, updated_at: op.stamp })
        )
        if (fields.includes('artist') || fields.includes('album'))
          await linkFromText(trx, dialect, editedIds(op.id), op.stamp)
      })
      await recordAudit(trx, origin, {
        action: 'bulk_update',
        entity: 'track',
        entityId: op.id,
        before: await this.sampleTracks(trx, 'bulk_track_edits', op.id, fields, count),
        after: { tracks: count, ...changes },
        summary: true
      })
      return { changed: count, undo_id: op.id, undo_expires_at: op.expires, skipped: [] }
    })
  }

  deleteTracks(origin: AuditOrigin, selection: Selection<TrackFilters>) {
    const where = this.trackSelection(selection)
    return inTransaction(this.db, async (trx): Promise<BulkResult> => {
      const op = await this.begin(trx, origin, { entity: 'track', kind: 'delete' }, {})
      const count = await saveTracks(trx, op.id, where)
      await finishOperation(trx, op.id, count)
      if (count === 0) return nothing()
      await saveTrackLinks(trx, op.id)
      await saveCatalogue(trx, this.dialect, op.id)
      await keepingReadiness(trx, savedIds(op.id), () =>
        writeTracks(trx, this.dialect, savedIds(op.id), { kind: 'delete' }, () =>
          deleteSavedTracks(trx, op.id)
        )
      )
      await recordAudit(trx, origin, {
        action: 'bulk_delete',
        entity: 'track',
        entityId: op.id,
        before: await this.sampleTracks(
          trx,
          'bulk_track_rows',
          op.id,
          ['title', 'artist', 'album', 'genre'],
          count
        ),
        after: null,
        summary: true
      })
      return { changed: count, undo_id: op.id, undo_expires_at: op.expires, skipped: [] }
    })
  }

  /** Undoes a bulk edit or delete of tracks; restoring deleted tracks needs the right to delete them. */
  undoTracks(origin: AuditOrigin, id: number, mayRestoreDeleted: boolean) {
    return inTransaction(this.db, async (trx): Promise<UndoResult> => {
      const op = await this.operation(trx, id, 'track')
      if (op.kind === 'delete' && !mayRestoreDeleted)
        throw new HttpError(403, 'Your role may not restore deleted tracks.')
      const { isrcs_taken, ...data } = await keepingReadiness(
        trx,
        op.kind === 'update' ? editedIds(op.id) : savedIds(op.id),
        async () =>
          op.kind === 'update'
            ? { ...(await this.undoTrackEdit(trx, op)), isrcs_taken: 0 }
            : await this.undoTrackDelete(trx, op.id)
      )
      // ISRCs another track took since the delete: the answer's contract has no place for them, the audit row does.
      const isrcs = isrcs_taken > 0 ? { isrcs_taken } : {}
      await markUndone(trx, op.id, now())
      await recordAudit(trx, origin, {
        action: 'undo',
        entity: 'track',
        entityId: op.id,
        before: { tracks: op.count, ...withoutCatalogue(op.changes) },
        after: { undone: op.kind === 'update' ? 'bulk_update' : 'bulk_delete', ...data, ...isrcs },
        summary: true
      })
      return data
    })
  }

  /**
   * Restores the changed fields of every track still as the bulk edit left it: its updated_at stamp, and every field
   * it changed holding the value it wrote.
   */
  private async undoTrackEdit(
    trx: Transaction<DB>,
    op: { id: number; stamp: string; changes: string; count: number }
  ): Promise<UndoResult> {
    // The operation's own record of what it wrote; only known field names ever become SQL.
    const written = JSON.parse(op.changes) as Record<string, string | number | null>
    const fields = TRACK_BULK_FIELDS.filter((f) => f in written)
    const values = Object.fromEntries(fields.map((f) => [f, written[f]]))
    const skipped = await touchedSinceEdit(trx, op.id, op.stamp, values)
    const n = await writeTracks(trx, this.dialect, editedIds(op.id), { kind: 'update', fields }, () =>
      restoreEdits(trx, this.dialect, op.id, op.stamp, values)
    )
    if (fields.includes('artist') || fields.includes('album'))
      await linkFromText(trx, this.dialect, editedIds(op.id), now())
    return { restored: n, skipped: op.count - n, skipped_ids: skipped.map((r) => r.track_id) }
  }

  /** Puts deleted tracks back with their ids, their places in playlists and their plays (and the plays' roll-ups). */
  private async undoTrackDelete(
    trx: Transaction<DB>,
    opId: number
  ): Promise<UndoResult & { isrcs_taken: number }> {
    const taken = await takenTrackIds(trx, opId)
    await stageCatalogue(trx, this.dialect, opId)
    const restored = await restoreDeletedTracks(trx, opId)
    // The tracks come back where they were in the catalogue (their text follows their links, should an artist or
    // release have been renamed since); the others (an operation saved before the catalogue was kept, or a release
    // or artist deleted since) are linked to the artist and release of their text.
    const { isrcsTaken } = await restoreCatalogue(trx)
    const stamp = now()
    await refreshArtistText(trx, this.dialect, exactIds, stamp)
    await refreshAlbumText(trx, exactIds, stamp)
    await linkFromText(trx, this.dialect, textLinkedIds(opId), stamp)
    await dropCatalogueStage(trx)
    const plays = await restoreTrackLinks(trx, opId)
    // The fold counts the plays back into the roll-ups and play counts, as it does a batch's.
    await addPendingPlays(trx, plays)
    return {
      restored,
      skipped: taken.length,
      skipped_ids: taken.slice(0, SKIPPED_IDS).map((r) => r.track_id),
      isrcs_taken: isrcsTaken
    }
  }

  /** Changes role or status of many users; the acting user is left alone and reported as skipped. */
  editUsers(origin: AuditOrigin, self: number, selection: Selection<UserFilters>, changes: UserBulkChanges) {
    const where = this.userSelection(selection)
    const columns = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined))
    return inTransaction(this.db, async (trx): Promise<BulkResult> => {
      const mine = await selfChanges(trx, self, where, columns)
      const op = await this.begin(trx, origin, { entity: 'user', kind: 'update' }, columns)
      const count = await saveUsers(trx, op.id, self, where, columns)
      await finishOperation(trx, op.id, count)
      const skipped = mine ? [self] : []
      if (count === 0) return nothing(skipped)
      await updateSavedUsers(trx, op.id, columns)
      // New rights: every session begun under the old ones ends.
      await revokeSavedUsersSessions(trx, op.id, now())
      await recordAudit(trx, origin, {
        action: 'bulk_update',
        entity: 'user',
        entityId: op.id,
        before: await this.sampleUsers(trx, op.id, Object.keys(columns), count),
        after: { users: count, ...changes },
        summary: true
      })
      return { changed: count, undo_id: op.id, undo_expires_at: op.expires, skipped }
    })
  }

  undoUsers(origin: AuditOrigin, id: number) {
    return inTransaction(this.db, async (trx): Promise<UndoResult> => {
      const op = await this.operation(trx, id, 'user')
      const changes = JSON.parse(op.changes) as Record<string, string>
      const ids = await restorableUsers(trx, op.id, changes)
      let restored = 0
      if (ids.length > 0) {
        restored = await restoreUsers(trx, op.id, changes)
        await revokeSessions(trx, ids, now())
      }
      const kept = new Set(ids)
      const skippedIds = (await allSavedUserIds(trx, op.id)).filter((u) => !kept.has(u))
      await markUndone(trx, op.id, now())
      const data = {
        restored,
        skipped: skippedIds.length,
        skipped_ids: skippedIds.slice(0, SKIPPED_IDS)
      }
      await recordAudit(trx, origin, {
        action: 'undo',
        entity: 'user',
        entityId: op.id,
        before: { users: op.count, ...changes },
        after: { undone: 'bulk_update', ...data },
        summary: true
      })
      return data
    })
  }
}
