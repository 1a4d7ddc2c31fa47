// One track's workflows: read, the duplicate-audio check, and create, update and delete, each in one transaction
// with its audit row and its plays' roll-ups (catalog/trackPlays.ts). Files (the audio, the cover) are the route's:
// it stores them before and releases them after, knowing whether the transaction committed.
import type { Insertable, Kysely, Updateable } from 'kysely'
import type { TrackListParams } from '../../src/contracts/music'
import { recordAudit, type AuditOrigin } from '../audit/record'
import type { Dialect } from '../db/engine/database'
import { inTransaction } from '../db/engine/transaction'
import type { DB, TracksTable } from '../db/schema'
import { HttpError, notFound } from '../httpError'
import { auditedTrack } from './trackRows'
import { keepingReadiness } from './readinessCount'
import { writeTracks } from './trackPlays'
import { linkFromText } from './trackText'
import {
  audioKeyInUse,
  deleteTrack,
  findTrack,
  firstWithHash,
  insertTrack,
  listTracks,
  oneTrackId,
  trackForUpdate,
  tracksWithHashes,
  updateTrack
} from './tracksRepository'

export class TracksService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect
  ) {}

  list = (params: TrackListParams) => listTracks(this.db, this.dialect, params)

  async find(id: number) {
    const row = await findTrack(this.db, id)
    if (!row) throw notFound(`Track ${id}`)
    return row
  }

  /** The first track holding each of these audio hashes. */
  async knownHashes(hashes: string[]) {
    const rows = await tracksWithHashes(this.db, hashes)
    const first = new Map<string, { id: number; title: string; artist: string }>()
    for (const r of rows)
      if (r.audio_hash && !first.has(r.audio_hash))
        first.set(r.audio_hash, { id: r.id, title: r.title, artist: r.artist })
    return [...first].map(([hash, track]) => ({ hash, track }))
  }

  /** 409 when another track already has this audio file (the same bytes), naming that track. */
  async refuseDuplicate(hash: string, exceptId?: number) {
    const original = await firstWithHash(this.db, hash, exceptId)
    if (original)
      throw new HttpError(
        409,
        `This audio file is already in the catalogue as track ${original.id}, “${original.title}” by ${original.artist}.`,
        [{ path: 'audio', message: 'Duplicate audio', track_id: original.id }]
      )
  }

  /** Whether a stored audio file is still named by a track (big benchmark catalogues share files). */
  audioInUse = (key: string) => audioKeyInUse(this.db, key)

  create(origin: AuditOrigin, values: Insertable<TracksTable>) {
    return inTransaction(this.db, async (trx) => {
      const created = await insertTrack(trx, values)
      await keepingReadiness(trx, oneTrackId(created.id), () =>
        linkFromText(trx, this.dialect, oneTrackId(created.id), created.updated_at)
      )
      await recordAudit(trx, origin, {
        action: 'create',
        entity: 'track',
        entityId: created.id,
        after: auditedTrack(created)
      })
      return created
    })
  }

  /**
   * Updates a track; answers the new row and the audio file and cover it no longer names (to release after the
   * commit), or null when the track is gone. The replaced files are read under the row's lock: of parallel uploads
   * each releases the file it replaced, and a delete meanwhile leaves nothing to replace.
   */
  update(origin: AuditOrigin, id: number, changes: Updateable<TracksTable>, replacesAudio: boolean) {
    return inTransaction(this.db, async (trx) => {
      const before = await trackForUpdate(trx, this.dialect, id)
      if (!before) return null
      const row = await keepingReadiness(trx, oneTrackId(id), async () => {
        const written = await writeTracks(
          trx,
          this.dialect,
          oneTrackId(id),
          { kind: 'update', fields: Object.keys(changes) },
          () => updateTrack(trx, id, changes)
        )
        if (written.artist !== before.artist || written.album !== before.album)
          await linkFromText(trx, this.dialect, oneTrackId(id), written.updated_at)
        return written
      })
      await recordAudit(trx, origin, {
        action: 'update',
        entity: 'track',
        entityId: id,
        before: auditedTrack(before),
        after: auditedTrack(row)
      })
      return {
        row,
        replaced: replacesAudio ? before.audio_key : null,
        replacedCover: before.cover_url !== changes.cover_url ? before.cover_url : null
      }
    })
  }

  /** Deletes a track; of parallel deletes only the one whose statement removed the row finds it. */
  remove(origin: AuditOrigin, id: number) {
    return inTransaction(this.db, async (trx) => {
      const row = await keepingReadiness(trx, oneTrackId(id), () =>
        writeTracks(trx, this.dialect, oneTrackId(id), { kind: 'delete' }, () => deleteTrack(trx, id))
      )
      if (!row) throw notFound(`Track ${id}`)
      await recordAudit(trx, origin, {
        action: 'delete',
        entity: 'track',
        entityId: id,
        before: auditedTrack(row)
      })
      return row
    })
  }
}
