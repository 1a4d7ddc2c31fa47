// A track's place in the catalogue: its release and position, ISRC, version, artists with roles and credits. A
// change is one transaction with its audit row, and rewrites the track's artist and album text from the links
// (catalog/trackText.ts). An ISRC or a position another track holds is a 409 naming that track.
import { sql, type Kysely, type Transaction } from 'kysely'
import {
  formatIsrc,
  type TrackCatalogue,
  type TrackCatalogueInputParsed
} from '../../src/contracts/catalogue'
import { recordAudit, type AuditOrigin } from '../audit/record'
import type { Dialect } from '../db/engine/database'
import { inTransaction, lockRow } from '../db/engine/transaction'
import type { DB } from '../db/schema'
import { HttpError, notFound } from '../httpError'
import { keepingReadiness } from './readinessCount'
import { oneTrackId } from './tracksRepository'
import { refreshAlbumText, refreshArtistText } from './trackText'

type Db = Kysely<DB> | Transaction<DB>
const now = () => new Date().toISOString()

async function readCatalogue(db: Db, trackId: number): Promise<TrackCatalogue | null> {
  const track = await db
    .selectFrom('tracks')
    .leftJoin('track_links', 'track_links.track_id', 'tracks.id')
    .leftJoin('releases', 'releases.id', 'track_links.release_id')
    .select([
      'tracks.id',
      'track_links.release_id',
      'releases.title as release_title',
      'track_links.disc_number',
      'track_links.track_number',
      'track_links.isrc',
      'track_links.version'
    ])
    .where('tracks.id', '=', trackId)
    .executeTakeFirst()
  if (!track) return null
  const [artists, credits] = await Promise.all([
    db
      .selectFrom('track_artists')
      .innerJoin('artists', 'artists.id', 'track_artists.artist_id')
      .select(['track_artists.artist_id', 'artists.name', 'track_artists.role'])
      .where('track_artists.track_id', '=', trackId)
      .orderBy(sql`case track_artists.role when 'main' then 0 when 'featured' then 1 else 2 end`)
      .orderBy('track_artists.position')
      .execute(),
    db
      .selectFrom('track_credits')
      .select(['role', 'artist_id', 'name'])
      .where('track_id', '=', trackId)
      .orderBy('position')
      .execute()
  ])
  return {
    track_id: track.id,
    release_id: track.release_id ?? null,
    release_title: track.release_title ?? null,
    disc_number: track.disc_number ?? 1,
    track_number: track.track_number ?? null,
    isrc: track.isrc ?? null,
    version: track.version ?? '',
    artists: artists as TrackCatalogue['artists'],
    credits: credits as TrackCatalogue['credits']
  }
}

export class TrackCatalogueService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect
  ) {}

  async find(trackId: number, db: Db = this.db): Promise<TrackCatalogue> {
    const found = await readCatalogue(db, trackId)
    if (!found) throw notFound(`Track ${trackId}`)
    return found
  }

  /** Replaces the track's place in the catalogue; answers it as stored. */
  async update(trackId: number, input: TrackCatalogueInputParsed, origin: AuditOrigin) {
    await inTransaction(this.db, async (trx) => {
      if (!(await lockRow(trx, this.dialect, 'tracks', trackId))) throw notFound(`Track ${trackId}`)
      await this.write(trx, trackId, input, origin)
    })
    return this.find(trackId)
  }

  /** The update inside the caller's transaction, the track's row already locked (tag links use it too). */
  async write(trx: Transaction<DB>, trackId: number, input: TrackCatalogueInputParsed, origin: AuditOrigin) {
    const before = await this.find(trackId, trx)
    await this.check(trx, trackId, input)
    const names = await artistNames(trx, [
      ...input.artists.map((a) => a.artist_id),
      ...input.credits.flatMap((c) => (c.artist_id == null ? [] : [c.artist_id]))
    ])
    await keepingReadiness(trx, oneTrackId(trackId), async () => {
      await trx
        .insertInto('track_links')
        .values({
          track_id: trackId,
          release_id: input.release_id,
          disc_number: input.disc_number,
          track_number: input.track_number,
          isrc: input.isrc,
          version: input.version
        })
        .onConflict((oc) =>
          oc.column('track_id').doUpdateSet({
            release_id: input.release_id,
            disc_number: input.disc_number,
            track_number: input.track_number,
            isrc: input.isrc,
            version: input.version
          })
        )
        .execute()
      await trx.deleteFrom('track_artists').where('track_id', '=', trackId).execute()
      const position = new Map<string, number>()
      await trx
        .insertInto('track_artists')
        .values(
          input.artists.map((a) => {
            const at = position.get(a.role) ?? 0
            position.set(a.role, at + 1)
            return { track_id: trackId, artist_id: a.artist_id, role: a.role, position: at }
          })
        )
        .execute()
      await trx.deleteFrom('track_credits').where('track_id', '=', trackId).execute()
      if (input.credits.length)
        await trx
          .insertInto('track_credits')
          .values(
            input.credits.map((c, i) => ({
              track_id: trackId,
              role: c.role,
              artist_id: c.artist_id ?? null,
              name: c.artist_id == null ? (c.name ?? '') : (names.get(c.artist_id) ?? ''),
              position: i
            }))
          )
          .execute()
    })
    const stamp = now()
    await refreshArtistText(trx, this.dialect, oneTrackId(trackId), stamp)
    await refreshAlbumText(trx, oneTrackId(trackId), stamp)
    const after = await this.find(trackId, trx)
    await recordAudit(trx, origin, {
      action: 'update',
      entity: 'track',
      entityId: trackId,
      before: catalogueAudit(before),
      after: catalogueAudit(after),
      name: (await trx.selectFrom('tracks').select('title').where('id', '=', trackId).executeTakeFirst())
        ?.title
    })
  }

  /** The release and artists named exist; no other track holds the ISRC or the position on the release. */
  private async check(trx: Db, trackId: number, input: TrackCatalogueInputParsed) {
    if (input.release_id !== null) {
      const release = await trx
        .selectFrom('releases')
        .select('id')
        .where('id', '=', input.release_id)
        .executeTakeFirst()
      if (!release)
        throw new HttpError(400, `release_id: release ${input.release_id} does not exist.`, [
          { path: 'release_id', message: 'Unknown release' }
        ])
    }
    const wanted = [
      ...input.artists.map((a) => a.artist_id),
      ...input.credits.flatMap((c) => (c.artist_id == null ? [] : [c.artist_id]))
    ]
    const names = await artistNames(trx, wanted)
    const missing = [...new Set(wanted.filter((id) => !names.has(id)))]
    if (missing.length)
      throw new HttpError(400, `artists: artist ${missing.join(', ')} does not exist.`, [
        { path: 'artists', message: 'Unknown artist', artist_ids: missing }
      ])
    if (input.isrc) {
      const holder = await holderOf(trx, trackId, sql`l.isrc = ${input.isrc}`)
      if (holder) throw isrcHeld(input.isrc, holder)
    }
    if (input.release_id !== null && input.track_number !== null) {
      const holder = await holderOf(
        trx,
        trackId,
        sql`l.release_id = ${input.release_id} and l.disc_number = ${input.disc_number} and l.track_number = ${input.track_number}`
      )
      if (holder) throw positionHeld(input.disc_number, input.track_number, holder)
    }
  }
}

/** The 409 of an ISRC that another track holds. */
export const isrcHeld = (isrc: string, holder: { id: number; title: string; artist: string }) =>
  new HttpError(
    409,
    `ISRC ${formatIsrc(isrc)} is already on track ${holder.id}, “${holder.title}” by ${holder.artist}.`,
    [{ path: 'isrc', message: 'Duplicate ISRC', track_id: holder.id }]
  )

/** The 409 of a place on a release that another track holds. */
export const positionHeld = (disc: number, track: number, holder: { id: number; title: string }) =>
  new HttpError(
    409,
    `Track ${track} of disc ${disc} of this release is already track ${holder.id}, “${holder.title}”.`,
    [{ path: 'track_number', message: 'Position taken', track_id: holder.id }]
  )

/** Another track whose link matches `condition` (on `l`), with its title and artist. */
export const holderOf = async (trx: Db, trackId: number, condition: ReturnType<typeof sql>) =>
  (
    await sql<{ id: number; title: string; artist: string }>`select t.id, t.title, t.artist
      from track_links l join tracks t on t.id = l.track_id
      where ${condition} and l.track_id <> ${trackId} limit 1`.execute(trx)
  ).rows[0]

async function artistNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('artists')
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute()
  return new Map(rows.map((r) => [r.id, r.name]))
}

/** The catalogue of a track as its audit row keeps it. */
const catalogueAudit = ({ track_id: _id, release_title: _t, ...rest }: TrackCatalogue) => ({
  ...rest,
  artists: rest.artists.map((a) => `${a.role}:${a.artist_id}`).join(', '),
  credits: rest.credits.map((c) => `${c.role}:${c.artist_id ?? c.name}`).join(', ')
})
