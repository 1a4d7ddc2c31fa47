// Releases: the list and its export, one release with its tracklist, create, update (a new title rewrites the album
// text of its tracks), delete (its tracks stay, off the release) and the tracklist's order. Each change is one
// transaction with its audit row; a UPC held by another release is a 409 naming it.
import { sql, type Kysely, type Transaction } from 'kysely'
import type {
  ReleaseInputParsed,
  ReleaseListParams,
  ReleaseWithTracks,
  TracklistOrder
} from '../../src/contracts/catalogue'
import { recordAudit, type AuditOrigin } from '../audit/record'
import type { Dialect } from '../db/engine/database'
import { inTransaction } from '../db/engine/transaction'
import type { DB } from '../db/schema'
import { HttpError, notFound } from '../httpError'
import {
  deleteRelease,
  existingArtistIds,
  insertRelease,
  listReleases,
  releaseRows,
  releaseForUpdate,
  releasesAfter,
  releasesByIds,
  releaseTrackIds,
  releaseWithUpc,
  releaseCredits,
  tracklist,
  updateRelease,
  writeReleaseArtists,
  type ReleaseFields
} from './releasesRepository'
import { refreshReadinessErrors } from './readinessCount'
import { refreshAlbumText } from './trackText'

const now = () => new Date().toISOString()

const fieldsOf = (input: ReleaseInputParsed): ReleaseFields => ({
  title: input.title,
  type: input.type,
  upc: input.upc ?? null,
  label: input.label,
  p_line: input.p_line,
  c_line: input.c_line,
  original_release_date: input.original_release_date ?? null,
  cover_url: input.cover_url ?? null,
  ...(input.explicit === undefined ? {} : { explicit: input.explicit ? 1 : 0 })
})

export class ReleasesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect
  ) {}

  page = (params: ReleaseListParams) => listReleases(this.db, this.dialect, params)

  /** A page's releases without the list's total (the navbar's search). */
  rows = (params: ReleaseListParams) => releaseRows(this.db, this.dialect, params)

  exportChunk = (params: Omit<ReleaseListParams, 'page' | 'per_page'>) =>
    releasesAfter(this.db, this.dialect, params)

  /** A release with its tracklist in order; a 404 when there is none. */
  async full(id: number, db: Kysely<DB> = this.db): Promise<ReleaseWithTracks> {
    const [release] = await releasesByIds(db, [id])
    if (!release) throw notFound(`Release ${id}`)
    const [tracks, credits] = await Promise.all([tracklist(db, id), releaseCredits(db, id)])
    return { ...release, tracks, credits: credits as ReleaseWithTracks['credits'] }
  }

  /** 409 when another release has this UPC, naming it; 400 when a primary artist does not exist. */
  private async check(trx: Transaction<DB>, input: ReleaseInputParsed, exceptId: number | null) {
    if (input.upc) {
      const holder = await releaseWithUpc(trx, input.upc, exceptId)
      if (holder)
        throw new HttpError(
          409,
          `UPC/EAN ${input.upc} is already on release ${holder.id}, “${holder.title}”.`,
          [{ path: 'upc', message: 'Duplicate UPC/EAN', release_id: holder.id }]
        )
    }
    const found = await existingArtistIds(trx, input.artist_ids)
    const missing = input.artist_ids.filter((id) => !found.has(id))
    if (missing.length)
      throw new HttpError(400, `artist_ids: artist ${missing.join(', ')} does not exist.`, [
        { path: 'artist_ids', message: 'Unknown artist', artist_ids: missing }
      ])
  }

  async create(input: ReleaseInputParsed, origin: AuditOrigin) {
    const fields = fieldsOf(input)
    const { id } = await inTransaction(this.db, async (trx) => {
      await this.check(trx, input, null)
      const created = await insertRelease(trx, fields, now())
      await writeReleaseArtists(trx, created.id, input.artist_ids)
      await refreshReadinessErrors(trx, [created.id])
      await recordAudit(trx, origin, {
        action: 'create',
        entity: 'release',
        entityId: created.id,
        after: { ...fields, artist_ids: input.artist_ids }
      })
      return created
    })
    return this.full(id)
  }

  async update(id: number, input: ReleaseInputParsed, origin: AuditOrigin) {
    const fields = fieldsOf(input)
    await inTransaction(this.db, async (trx) => {
      const before = await releaseForUpdate(trx, this.dialect, id)
      if (!before) throw notFound(`Release ${id}`)
      await this.check(trx, input, id)
      const stamp = now()
      const artistsBefore = (
        await trx
          .selectFrom('release_artists')
          .select('artist_id')
          .where('release_id', '=', id)
          .orderBy('position')
          .execute()
      ).map((r) => r.artist_id)
      await updateRelease(trx, id, fields, stamp)
      await writeReleaseArtists(trx, id, input.artist_ids)
      await refreshReadinessErrors(trx, [id])
      if (before.title !== fields.title) await refreshAlbumText(trx, releaseTrackIds(id), stamp)
      // The fields the form sends, as they were (the lifecycle's columns are audited by their own moves).
      const was = Object.fromEntries(Object.keys(fields).map((k) => [k, before[k as keyof typeof before]]))
      await recordAudit(trx, origin, {
        action: 'update',
        entity: 'release',
        entityId: id,
        before: { ...was, artist_ids: artistsBefore },
        after: { ...fields, artist_ids: input.artist_ids }
      })
    })
    return this.full(id)
  }

  /** Deletes a release; its tracks stay in the catalogue, on no release (their album text empties). */
  remove(id: number, origin: AuditOrigin) {
    return inTransaction(this.db, async (trx) => {
      const existing = await this.full(id, trx)
      const stamp = now()
      const trackIds = existing.tracks.map((t) => t.track_id)
      await trx
        .updateTable('track_links')
        .set({ release_id: null, track_number: null })
        .where('release_id', '=', id)
        .execute()
      if (!(await deleteRelease(trx, id))) throw notFound(`Release ${id}`)
      for (let at = 0; at < trackIds.length; at += 5000) {
        const slice = trackIds.slice(at, at + 5000)
        await refreshAlbumText(trx, sql`select id from tracks where id in (${sql.join(slice)})`, stamp)
      }
      const { tracks, artists, credits: _c, track_count: _n, duration: _d, ...fields } = existing
      await recordAudit(trx, origin, {
        action: 'delete',
        entity: 'release',
        entityId: id,
        before: { ...fields, artist_ids: artists.map((a) => a.id), track_ids: tracks.map((t) => t.track_id) }
      })
      return existing
    })
  }

  /**
   * Puts the tracklist in the order given: it lists every track of the release once, and each disc is numbered from
   * 1 in that order.
   */
  async reorder(id: number, order: TracklistOrder, origin: AuditOrigin) {
    await inTransaction(this.db, async (trx) => {
      if (!(await releaseForUpdate(trx, this.dialect, id))) throw notFound(`Release ${id}`)
      const current = await tracklist(trx, id)
      const given = new Set(order.tracks.map((t) => t.track_id))
      if (given.size !== current.length || current.some((t) => !given.has(t.track_id)))
        throw new HttpError(
          409,
          'tracks must list every track of the release exactly once; reload the release and try again.'
        )
      const numbers = new Map<number, number>()
      const cases = order.tracks.map((t) => {
        const next = (numbers.get(t.disc_number) ?? 0) + 1
        numbers.set(t.disc_number, next)
        // Whole numbers the contract checked: literals, so that both engines read them as integers.
        return sql`when ${sql.lit(t.track_id)} then ${sql.lit(t.disc_number * 1000 + next)}`
      })
      if (cases.length)
        await sql`update track_links set
            disc_number = cast((case track_id ${sql.join(cases, sql` `)} end) / 1000 as integer),
            track_number = cast((case track_id ${sql.join(cases, sql` `)} end) % 1000 as integer)
          where release_id = ${id}`.execute(trx)
      await recordAudit(trx, origin, {
        action: 'update',
        entity: 'release',
        entityId: id,
        before: { tracks: current.map((t) => [t.disc_number, t.track_number, t.track_id]) },
        after: { tracks: order.tracks.map((t) => t.track_id) },
        summary: true
      })
    })
    return this.full(id)
  }
}
