// Playlists: the list (keyword, sort, pages) and its export, one playlist with its tracks in order, create, update,
// delete, and the ordered track list (add one, remove one, reorder all). Every change writes its audit row in its
// own transaction. How a track row becomes the API's track (its signed audio URL) is a port of the route.
import type { Kysely, Transaction } from 'kysely'
import {
  PLAYLIST_MAX_TRACKS,
  type Playlist,
  type PlaylistListParams,
  type PlaylistWithTracks,
  type Track
} from '../../src/contracts/music'
import { recordAudit, type AuditOrigin } from '../audit/record'
import type { Dialect } from '../db/engine/database'
import { inTransaction, lockRow } from '../db/engine/transaction'
import type { DB } from '../db/schema'
import { analysisFields, type TrackAnalysisFields } from '../audio/analysisService'
import { HttpError, notFound } from '../httpError'
import {
  coversOf,
  deletePlaylist,
  deletePlaylistTrack,
  findPlaylist,
  insertPlaylist,
  insertPlaylistTrack,
  listPlaylists,
  playlistForUpdate,
  playlistsAfter,
  playlistTrackRows,
  trackExists,
  trackIdsOf,
  updatePlaylist,
  writeOrder,
  type PlaylistFields,
  type PlaylistRow
} from './repository'

type TrackRow = Awaited<ReturnType<typeof playlistTrackRows>>[number]
/** The API's track for a stored one (the route signs its audio URL). */
export type TrackOut = (row: Omit<TrackRow, 'joined_at'>, analysis: TrackAnalysisFields | undefined) => Track

const toPlaylist = (row: PlaylistRow, covers: Map<number, string[]>): Playlist => ({
  ...row,
  is_public: Boolean(row.is_public),
  track_count: Number(row.track_count ?? 0),
  covers: covers.get(row.id) ?? []
})

const now = () => new Date().toISOString()

export class PlaylistsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
    private readonly trackOut: TrackOut
  ) {}

  async page(params: PlaylistListParams) {
    const { rows, total } = await listPlaylists(this.db, this.dialect, params)
    const covers = await coversOf(
      this.db,
      rows.map((r) => r.id)
    )
    return { rows: rows.map((r) => toPlaylist(r, covers)), total }
  }

  /** The export's chunk reader, in list order. */
  exportChunk = (params: Omit<PlaylistListParams, 'page' | 'per_page'>) =>
    playlistsAfter(this.db, this.dialect, params)

  /** A playlist with its tracks in playlist order; a 404 when there is none. */
  async full(id: number, db: Kysely<DB> = this.db): Promise<PlaylistWithTracks> {
    const row = await findPlaylist(db, id)
    if (!row) throw notFound(`Playlist ${id}`)
    const tracks = await playlistTrackRows(db, row.id)
    const fields = await analysisFields(db, tracks)
    return {
      ...toPlaylist(row, await coversOf(db, [row.id])),
      tracks: tracks.map(({ joined_at, ...t }) => ({
        ...this.trackOut(t, fields.get(t.id)),
        added_at: joined_at
      }))
    }
  }

  async create(input: PlaylistFields, ownerId: number, origin: AuditOrigin) {
    const created = await inTransaction(this.db, async (trx) => {
      const row = await insertPlaylist(trx, input, ownerId, now())
      await recordAudit(trx, origin, { action: 'create', entity: 'playlist', entityId: row.id, after: row })
      return row
    })
    return this.full(created.id)
  }

  async update(id: number, input: PlaylistFields, origin: AuditOrigin) {
    await inTransaction(this.db, async (trx) => {
      const before = await playlistForUpdate(trx, this.dialect, id)
      if (!before) throw notFound(`Playlist ${id}`)
      const after = await updatePlaylist(trx, id, input)
      if (!after) throw notFound(`Playlist ${id}`)
      await recordAudit(trx, origin, { action: 'update', entity: 'playlist', entityId: id, before, after })
    })
    return this.full(id)
  }

  /** Deletes a playlist (its tracks stay in the catalogue); answers it as it was. */
  remove(id: number, origin: AuditOrigin) {
    return inTransaction(this.db, async (trx) => {
      const existing = await this.full(id, trx)
      // Of parallel deletes only the one whose statement removed the row answers 200.
      if (!(await deletePlaylist(trx, id))) throw notFound(`Playlist ${id}`)
      const { tracks, ...fields } = existing
      await recordAudit(trx, origin, {
        action: 'delete',
        entity: 'playlist',
        entityId: id,
        before: { ...fields, track_ids: tracks.map((t) => t.id) }
      })
      return existing
    })
  }

  /** Adds a track at the end or at a 0-based position; a track is in a playlist at most once. */
  async addTrack(id: number, trackId: number, position: number | undefined, origin: AuditOrigin) {
    await this.editTracks(id, async (trx) => {
      if (!(await trackExists(trx, trackId))) throw notFound(`Track ${trackId}`)
      const ids = await trackIdsOf(trx, id)
      if (ids.includes(trackId)) throw new HttpError(409, 'This track is already in the playlist.')
      if (ids.length >= PLAYLIST_MAX_TRACKS)
        throw new HttpError(409, `A playlist holds at most ${PLAYLIST_MAX_TRACKS} tracks.`)
      if (position !== undefined && position > ids.length)
        throw new HttpError(400, `Position must be at most ${ids.length}, the number of tracks.`)
      const at = position ?? ids.length
      await insertPlaylistTrack(trx, id, trackId, at, now())
      const order = [...ids.slice(0, at), trackId, ...ids.slice(at)]
      if (at < ids.length) await writeOrder(trx, id, order)
      await recordAudit(trx, origin, {
        action: 'playlist_tracks_add',
        entity: 'playlist',
        entityId: id,
        before: { track_ids: ids },
        after: { track_ids: order }
      })
    })
    return this.full(id)
  }

  async removeTrack(id: number, trackId: number, origin: AuditOrigin) {
    await this.editTracks(id, async (trx) => {
      const ids = await trackIdsOf(trx, id)
      if (!ids.includes(trackId)) throw notFound(`Track ${trackId} in playlist ${id}`)
      await deletePlaylistTrack(trx, id, trackId)
      const order = ids.filter((t) => t !== trackId)
      await writeOrder(trx, id, order)
      await recordAudit(trx, origin, {
        action: 'playlist_tracks_remove',
        entity: 'playlist',
        entityId: id,
        before: { track_ids: ids },
        after: { track_ids: order }
      })
    })
    return this.full(id)
  }

  /** Puts the tracks in the order given, which lists every track of the playlist once. */
  async reorder(id: number, trackIds: number[], origin: AuditOrigin) {
    await this.editTracks(id, async (trx) => {
      const ids = await trackIdsOf(trx, id)
      const given = new Set(trackIds)
      if (given.size !== trackIds.length) throw new HttpError(400, 'track_ids lists a track more than once.')
      if (given.size !== ids.length || ids.some((t) => !given.has(t)))
        throw new HttpError(
          409,
          'track_ids must list every track of the playlist exactly once; reload the playlist and try again.'
        )
      await writeOrder(trx, id, trackIds)
      await recordAudit(trx, origin, {
        action: 'playlist_tracks_reorder',
        entity: 'playlist',
        entityId: id,
        before: { track_ids: ids },
        after: { track_ids: trackIds }
      })
    })
    return this.full(id)
  }

  /**
   * Opens a transaction that edits one playlist's tracks: the playlist row is locked first, so parallel edits of
   * one playlist take turns (on PostgreSQL they deadlocked on each other's position rows); a 404 if it is gone.
   */
  private editTracks<T>(id: number, fn: (trx: Transaction<DB>) => Promise<T>) {
    return inTransaction(this.db, async (trx) => {
      if (!(await lockRow(trx, this.dialect, 'playlists', id))) throw notFound(`Playlist ${id}`)
      return fn(trx)
    })
  }
}
