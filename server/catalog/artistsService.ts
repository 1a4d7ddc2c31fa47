// Artists: the list and its export, one artist, the artist page, create, update (a rename rewrites the artist text
// of their tracks), delete (only of an artist nothing names), and merge with its undo. Each change is one
// transaction with its audit row.
import { sql, type Kysely, type Transaction } from 'kysely'
import {
  ARTIST_PAGE_RELEASES,
  ARTIST_TOP_TRACKS,
  RELEASE_TYPES,
  type Artist,
  type ArtistInputParsed,
  type ArtistListParams,
  type ArtistMergeResult,
  type ArtistPage
} from '../../src/contracts/catalogue'
import { BULK_MESSAGES, UNDO_WINDOW_MS } from '../../src/contracts/bulk'
import { recordAudit, type AuditOrigin } from '../audit/record'
import type { Dialect } from '../db/engine/database'
import { inTransaction } from '../db/engine/transaction'
import type { DB } from '../db/schema'
import { HttpError, notFound } from '../httpError'
import {
  artistForUpdate,
  artistsAfter,
  artistUses,
  creditsOf,
  deleteArtist,
  findArtist,
  insertArtist,
  listArtists,
  artistRows,
  mainTrackIds,
  namesakes,
  releaseIdsOf,
  topTracks,
  updateArtist,
  type ArtistFields,
  type ArtistRow
} from './artistsRepository'
import { findOperation, insertOperation, markUndone } from './bulkRepository'
import { releasesByIds } from './releasesRepository'
import { refreshArtistText } from './trackText'

const now = () => new Date().toISOString()

export function toArtist(row: ArtistRow): Artist {
  return {
    ...row,
    links: JSON.parse(row.links) as Artist['links'],
    track_count: Number(row.track_count ?? 0),
    release_count: Number(row.release_count ?? 0)
  }
}

const fieldsOf = (input: ArtistInputParsed): ArtistFields => ({
  name: input.name,
  sort_name: input.sort_name,
  country: input.country ?? null,
  image_url: input.image_url ?? null,
  biography: input.biography,
  links: JSON.stringify(input.links)
})

/** An artist as the audit log keeps it. */
const audited = ({
  id: _id,
  created_at: _c,
  updated_at: _u,
  name_key: _k,
  ...fields
}: Record<string, unknown>) => fields

/** Link rows of one artist: (track, role) of track_artists, releases of release_artists, credit ids. */
type Links = {
  tracks: { track_id: number; role: string; position: number }[]
  releases: { release_id: number; position: number }[]
  credits: number[]
}

/**
 * What a merge did, kept in its operation so that its undo can put it back: the merged artist's row, the links it
 * moved to `into`, and those it dropped because `into` had the same one already.
 */
type MergeRecord = { from: Record<string, unknown>; into: number; moved: Links; dropped: Links }

/** Lists of ids go into statements in slices (SQLite takes at most 32,766 values per statement). */
const SLICE = 5000
const slices = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / SLICE) }, (_, i) => items.slice(i * SLICE, (i + 1) * SLICE))

export class ArtistsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect
  ) {}

  async page(params: ArtistListParams) {
    const { rows, ...total } = await listArtists(this.db, this.dialect, params)
    return { rows: rows.map(toArtist), ...total }
  }

  /** A page's artists without the list's total (the navbar's search). */
  async rows(params: ArtistListParams) {
    return (await artistRows(this.db, this.dialect, params)).map(toArtist)
  }

  exportChunk = (params: Omit<ArtistListParams, 'page' | 'per_page'>) =>
    artistsAfter(this.db, this.dialect, params)

  async find(id: number, db: Kysely<DB> = this.db): Promise<Artist> {
    const row = await findArtist(db, id)
    if (!row) throw notFound(`Artist ${id}`)
    return toArtist(row)
  }

  /** The artist page: the artist, their releases by type and their most played tracks and credits. */
  async overview(id: number): Promise<ArtistPage> {
    const artist = await this.find(id)
    const [releaseIds, top, credits] = await Promise.all([
      releaseIdsOf(this.db, id, ARTIST_PAGE_RELEASES),
      topTracks(this.db, id, ARTIST_TOP_TRACKS),
      creditsOf(this.db, id, ARTIST_TOP_TRACKS)
    ])
    const releases = await releasesByIds(this.db, releaseIds)
    const byType = Object.fromEntries(RELEASE_TYPES.map((t) => [t, releases.filter((r) => r.type === t)]))
    return {
      artist,
      releases: byType as ArtistPage['releases'],
      top_tracks: top,
      credits: credits as ArtistPage['credits']
    }
  }

  /** Other artists of the same name (a name need not be unique: the form warns). */
  namesakes = (name: string, exceptId: number | null = null) => namesakes(this.db, name, exceptId)

  async create(input: ArtistInputParsed, origin: AuditOrigin) {
    const fields = fieldsOf(input)
    const { id } = await inTransaction(this.db, async (trx) => {
      const created = await insertArtist(trx, fields, now())
      await recordAudit(trx, origin, {
        action: 'create',
        entity: 'artist',
        entityId: created.id,
        after: fields
      })
      return created
    })
    return this.find(id)
  }

  async update(id: number, input: ArtistInputParsed, origin: AuditOrigin) {
    const fields = fieldsOf(input)
    await inTransaction(this.db, async (trx) => {
      const before = await artistForUpdate(trx, this.dialect, id)
      if (!before) throw notFound(`Artist ${id}`)
      const stamp = now()
      await updateArtist(trx, id, fields, stamp)
      if (before.name !== fields.name) {
        await refreshArtistText(trx, this.dialect, mainTrackIds(id), stamp)
        await sql`update track_credits set name = ${fields.name} where artist_id = ${id}`.execute(trx)
      }
      await recordAudit(trx, origin, {
        action: 'update',
        entity: 'artist',
        entityId: id,
        before: audited(before),
        after: fields
      })
    })
    return this.find(id)
  }

  /** Deletes an artist that no track, release or credit names (409 otherwise: merge it instead). */
  remove(id: number, origin: AuditOrigin) {
    return inTransaction(this.db, async (trx) => {
      const artist = await this.find(id, trx)
      const uses = await artistUses(trx, id)
      if (uses.tracks + uses.releases + uses.credits > 0)
        throw new HttpError(
          409,
          `${artist.name} is on ${uses.tracks} track(s), ${uses.releases} release(s) and ${uses.credits} credit(s); merge the artist into another instead of deleting it.`,
          [{ path: 'id', message: 'Artist in use', ...uses }]
        )
      if (!(await deleteArtist(trx, id))) throw notFound(`Artist ${id}`)
      const { track_count: _t, release_count: _r, ...before } = artist
      await recordAudit(trx, origin, { action: 'delete', entity: 'artist', entityId: id, before })
      return artist
    })
  }

  /**
   * Moves every link of `fromId` (track artists, release artists, credits) to `intoId`, rewrites the artist text of
   * the tracks that changed and deletes `fromId`; undoable for UNDO_WINDOW_MS from the operation it records.
   */
  async merge(fromId: number, intoId: number, origin: AuditOrigin): Promise<ArtistMergeResult> {
    const result = await inTransaction(this.db, async (trx) => {
      const [first, second] = fromId < intoId ? [fromId, intoId] : [intoId, fromId]
      // Locked in id order, so that two merges of the same pair take turns.
      const locked = new Map([
        [first, await artistForUpdate(trx, this.dialect, first)],
        [second, await artistForUpdate(trx, this.dialect, second)]
      ])
      const from = locked.get(fromId)
      const into = locked.get(intoId)
      if (!from) throw notFound(`Artist ${fromId}`)
      if (!into) throw notFound(`Artist ${intoId}`)
      const stamp = now()
      const [mine, theirs] = [await linksOf(trx, fromId), await linksOf(trx, intoId)]
      const has = new Set(theirs.tracks.map((t) => `${t.track_id}:${t.role}`))
      const onRelease = new Set(theirs.releases.map((r) => r.release_id))
      const record: MergeRecord = {
        from: from as unknown as Record<string, unknown>,
        into: intoId,
        moved: {
          tracks: mine.tracks.filter((t) => !has.has(`${t.track_id}:${t.role}`)),
          releases: mine.releases.filter((r) => !onRelease.has(r.release_id)),
          credits: mine.credits
        },
        dropped: {
          tracks: mine.tracks.filter((t) => has.has(`${t.track_id}:${t.role}`)),
          releases: mine.releases.filter((r) => onRelease.has(r.release_id)),
          credits: []
        }
      }
      const moved = {
        tracks: mine.tracks.length,
        releases: mine.releases.length,
        credits: mine.credits.length
      }
      const op = await insertOperation(trx, {
        entity: 'artist',
        kind: 'merge',
        userId: origin.user?.id ?? null,
        stamp,
        expiresAt: new Date(Date.parse(stamp) + UNDO_WINDOW_MS).toISOString(),
        changes: record
      })
      await trx
        .updateTable('bulk_operations')
        .set({ count: moved.tracks + moved.releases + moved.credits })
        .where('id', '=', op.id)
        .execute()
      await moveLinks(trx, fromId, intoId, into.name)
      await deleteArtist(trx, fromId)
      await refreshArtistText(trx, this.dialect, mainTrackIds(intoId), stamp)
      await recordAudit(trx, origin, {
        action: 'merge',
        entity: 'artist',
        entityId: intoId,
        before: { merged: from.name, merged_id: fromId },
        after: { into: into.name, ...moved },
        summary: true,
        name: into.name
      })
      return { moved, undo_id: op.id, undo_expires_at: op.expires }
    })
    return { artist: await this.find(intoId), ...result }
  }

  /** Undoes a merge: the merged artist comes back with its id and every link it had. */
  async undoMerge(opId: number, origin: AuditOrigin) {
    await inTransaction(this.db, async (trx) => {
      const op = await findOperation(trx, this.dialect, opId, 'artist')
      if (!op || op.kind !== 'merge') throw notFound(`Merge ${opId}`)
      if (op.undone_at) throw new HttpError(409, BULK_MESSAGES.undoDone)
      if (op.expires_at < now()) throw new HttpError(409, BULK_MESSAGES.undoGone)
      const record = JSON.parse(op.changes) as MergeRecord
      const from = record.from as unknown as ArtistFields & {
        id: number
        name_key: string
        created_at: string
      }
      const stamp = now()
      await trx
        .insertInto('artists')
        .values({
          id: from.id,
          name: from.name,
          name_key: from.name_key,
          sort_name: from.sort_name,
          country: from.country,
          image_url: from.image_url,
          biography: from.biography,
          links: from.links,
          created_at: from.created_at,
          updated_at: stamp
        })
        .execute()
      await moveBack(trx, record, from.id, from.name)
      const ids = sql`select track_id from track_artists where role = 'main' and artist_id in (${from.id}, ${record.into})`
      await refreshArtistText(trx, this.dialect, ids, stamp)
      await markUndone(trx, opId, stamp)
      await recordAudit(trx, origin, {
        action: 'undo',
        entity: 'artist',
        entityId: from.id,
        before: { merged: from.name, into: record.into },
        after: { undone: 'merge', tracks: record.moved.tracks.length + record.dropped.tracks.length },
        summary: true,
        name: from.name
      })
    })
  }
}

async function linksOf(trx: Transaction<DB>, artistId: number): Promise<Links> {
  const [tracks, releases, credits] = await Promise.all([
    trx
      .selectFrom('track_artists')
      .select(['track_id', 'role', 'position'])
      .where('artist_id', '=', artistId)
      .execute(),
    trx
      .selectFrom('release_artists')
      .select(['release_id', 'position'])
      .where('artist_id', '=', artistId)
      .execute(),
    trx.selectFrom('track_credits').select('id').where('artist_id', '=', artistId).execute()
  ])
  return { tracks, releases, credits: credits.map((c) => c.id) }
}

/** Every link of `fromId` to `intoId`; a link `intoId` already has in the same place is kept once. */
async function moveLinks(trx: Transaction<DB>, fromId: number, intoId: number, intoName: string) {
  await sql`delete from track_artists where artist_id = ${fromId} and exists (select 1 from track_artists o
    where o.artist_id = ${intoId} and o.track_id = track_artists.track_id and o.role = track_artists.role)`.execute(
    trx
  )
  await sql`update track_artists set artist_id = ${intoId} where artist_id = ${fromId}`.execute(trx)
  await sql`delete from release_artists where artist_id = ${fromId} and exists (select 1 from release_artists o
    where o.artist_id = ${intoId} and o.release_id = release_artists.release_id)`.execute(trx)
  await sql`update release_artists set artist_id = ${intoId} where artist_id = ${fromId}`.execute(trx)
  await sql`update track_credits set artist_id = ${intoId}, name = ${intoName} where artist_id = ${fromId}`.execute(
    trx
  )
}

/** The links a merge moved go back to the merged artist (where `into` still holds them); those it dropped return. */
async function moveBack(trx: Transaction<DB>, record: MergeRecord, fromId: number, fromName: string) {
  for (const role of ['main', 'featured', 'remixer']) {
    const moved = record.moved.tracks.filter((t) => t.role === role).map((t) => t.track_id)
    for (const ids of slices(moved))
      await trx
        .updateTable('track_artists')
        .set({ artist_id: fromId })
        .where('artist_id', '=', record.into)
        .where('role', '=', role)
        .where('track_id', 'in', ids)
        .execute()
  }
  for (const rows of slices(record.dropped.tracks))
    await trx
      .insertInto('track_artists')
      .values(rows.map((t) => ({ ...t, artist_id: fromId })))
      .onConflict((oc) => oc.doNothing())
      .execute()
  for (const ids of slices(record.moved.releases.map((r) => r.release_id)))
    await trx
      .updateTable('release_artists')
      .set({ artist_id: fromId })
      .where('artist_id', '=', record.into)
      .where('release_id', 'in', ids)
      .execute()
  for (const rows of slices(record.dropped.releases))
    await trx
      .insertInto('release_artists')
      .values(rows.map((r) => ({ ...r, artist_id: fromId })))
      .onConflict((oc) => oc.doNothing())
      .execute()
  for (const ids of slices(record.moved.credits))
    await trx
      .updateTable('track_credits')
      .set({ artist_id: fromId, name: fromName })
      .where('id', 'in', ids)
      .where('artist_id', '=', record.into)
      .execute()
}
