// An uploaded file's tags (artist, album artist, album, composer, ISRC, disc and track number) linked to the
// catalogue: each name finds the artist or release the catalogue has (by normalised name, as linkFromText does) or
// makes a new one. `plan` answers what would happen without writing, for the upload's review step; `apply` does it
// in one transaction with an audit row for each artist or release it creates, so a refusal (a duplicate ISRC, a
// position taken) leaves nothing behind.
import { sql, type Kysely, type Transaction } from 'kysely'
import type { TagLinksInputParsed, TagLinksPlan, TrackCatalogue } from '../../src/contracts/catalogue'
import { recordAudit, type AuditOrigin } from '../audit/record'
import type { Dialect } from '../db/engine/database'
import { inTransaction, lockRow } from '../db/engine/transaction'
import type { DB } from '../db/schema'
import { notFound } from '../httpError'
import { insertArtist } from './artistsRepository'
import { insertRelease, writeReleaseArtists } from './releasesRepository'
import { refreshReadinessErrors } from './readinessCount'
import { holderOf, isrcHeld, positionHeld, TrackCatalogueService } from './trackCatalogueService'

type Db = Kysely<DB> | Transaction<DB>
const now = () => new Date().toISOString()

/** The first artist of this normalised name (the one linkFromText would link). */
async function artistNamed(db: Db, name: string): Promise<number | null> {
  const row = await db
    .selectFrom('artists')
    .select((eb) => eb.fn.min<number>('id').as('id'))
    .where('name_key', '=', sql<string>`lower(trim(${name}))`)
    .executeTakeFirst()
  return row?.id ?? null
}

/** The first release of this primary artist with this normalised title. */
async function releaseOf(db: Db, artistId: number, title: string): Promise<number | null> {
  const row = await db
    .selectFrom('releases')
    .innerJoin('release_artists', 'release_artists.release_id', 'releases.id')
    .select((eb) => eb.fn.min<number>('releases.id').as('id'))
    .where('release_artists.artist_id', '=', artistId)
    .where('releases.title_key', '=', sql<string>`lower(trim(${title}))`)
    .executeTakeFirst()
  return row?.id ?? null
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** What the tags find in the catalogue; `trackId` is the track they are for, once it exists (its own ISRC is no conflict). */
async function planOf(db: Db, input: TagLinksInputParsed, trackId: number | null): Promise<TagLinksPlan> {
  const artistId = await artistNamed(db, input.artist)
  const albumArtistName = input.album_artist === '' ? null : input.album_artist
  const albumArtistId =
    albumArtistName === null
      ? artistId
      : sameName(albumArtistName, input.artist)
        ? artistId
        : await artistNamed(db, albumArtistName)
  const releaseId =
    input.album === '' || albumArtistId === null ? null : await releaseOf(db, albumArtistId, input.album)
  const composerId = input.composer === '' ? null : await artistNamed(db, input.composer)
  const other = trackId ?? 0
  const isrcHolder = input.isrc ? await holderOf(db, other, sql`l.isrc = ${input.isrc}`) : undefined
  const positionHolder =
    releaseId !== null && input.track_number !== null
      ? await holderOf(
          db,
          other,
          sql`l.release_id = ${releaseId} and l.disc_number = ${input.disc_number} and l.track_number = ${input.track_number}`
        )
      : undefined
  return {
    artist: { name: input.artist, artist_id: artistId },
    album_artist: albumArtistName === null ? null : { name: albumArtistName, artist_id: albumArtistId },
    release: input.album === '' ? null : { title: input.album, release_id: releaseId },
    composer: input.composer === '' ? null : { name: input.composer, artist_id: composerId },
    isrc: input.isrc,
    isrc_holder: isrcHolder ?? null,
    disc_number: input.disc_number,
    track_number: input.track_number,
    position_holder: positionHolder ? { id: positionHolder.id, title: positionHolder.title } : null
  }
}

export class TagLinksService {
  private readonly catalogue: TrackCatalogueService

  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect
  ) {
    this.catalogue = new TrackCatalogueService(db, dialect)
  }

  /** What applying these tags would link and create; nothing is written. */
  plan(input: TagLinksInputParsed): Promise<TagLinksPlan> {
    return planOf(this.db, input, null)
  }

  /**
   * Links the track as its tags say: its main artist, the release (of the album artist) and its place on it, the
   * ISRC and a composer credit, creating the artists and the release the catalogue lacks. The track's other
   * artists (featured, remixer), other credits and version stay.
   */
  async apply(trackId: number, input: TagLinksInputParsed, origin: AuditOrigin): Promise<TrackCatalogue> {
    await inTransaction(this.db, async (trx) => {
      if (!(await lockRow(trx, this.dialect, 'tracks', trackId))) throw notFound(`Track ${trackId}`)
      const plan = await planOf(trx, input, trackId)
      // Refused before anything is made: a rolled-back insert would still use up an id of a PostgreSQL sequence.
      if (plan.isrc && plan.isrc_holder) throw isrcHeld(plan.isrc, plan.isrc_holder)
      if (plan.position_holder && plan.track_number !== null)
        throw positionHeld(plan.disc_number, plan.track_number, plan.position_holder)
      const before = await this.catalogue.find(trackId, trx)
      const stamp = now()
      const artistId = async (name: string, found: number | null) => {
        if (found !== null) return found
        const fields = { name, sort_name: '', country: null, image_url: null, biography: '', links: '[]' }
        const { id } = await insertArtist(trx, fields, stamp)
        await recordAudit(trx, origin, { action: 'create', entity: 'artist', entityId: id, after: fields })
        return id
      }
      const main = await artistId(plan.artist.name, plan.artist.artist_id)
      const albumArtist =
        plan.album_artist === null || sameName(plan.album_artist.name, plan.artist.name)
          ? main
          : await artistId(plan.album_artist.name, plan.album_artist.artist_id)
      let releaseId: number | null = null
      if (plan.release) {
        releaseId = plan.release.release_id
        if (releaseId === null) {
          // Live, as a release made from a track's album text is (linkFromText): the uploaded track keeps playing.
          const fields = {
            title: plan.release.title,
            type: 'album' as const,
            upc: null,
            label: '',
            p_line: '',
            c_line: '',
            original_release_date: null,
            cover_url: null,
            status: 'live'
          }
          releaseId = (await insertRelease(trx, fields, stamp)).id
          await writeReleaseArtists(trx, releaseId, [albumArtist])
          await refreshReadinessErrors(trx, [releaseId])
          await recordAudit(trx, origin, {
            action: 'create',
            entity: 'release',
            entityId: releaseId,
            after: { ...fields, artist_ids: [albumArtist] }
          })
        }
      }
      const composer = plan.composer
      await this.catalogue.write(
        trx,
        trackId,
        {
          release_id: releaseId,
          disc_number: input.disc_number,
          track_number: releaseId === null ? null : input.track_number,
          isrc: input.isrc,
          version: before.version,
          artists: [
            { artist_id: main, role: 'main' },
            ...before.artists
              .filter((a) => a.role !== 'main' && !(a.role === 'featured' && a.artist_id === main))
              .map(({ artist_id, role }) => ({ artist_id, role }))
          ],
          credits: [
            ...(composer
              ? [
                  composer.artist_id === null
                    ? { role: 'composer' as const, name: composer.name }
                    : { role: 'composer' as const, artist_id: composer.artist_id }
                ]
              : []),
            ...before.credits
              .filter((c) => c.role !== 'composer' || !composer)
              .map(({ role, artist_id, name }) => (artist_id === null ? { role, name } : { role, artist_id }))
          ]
        },
        origin
      )
    })
    return this.catalogue.find(trackId)
  }
}
