// The artists' queries: the list (keyword on the start of the name, country, sort, pages) and its export, one
// artist with its counts, the artist page's releases, top tracks and credits, and the writes of the artist service.
import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely'
import type { ArtistListParams } from '../../src/contracts/catalogue'
import type { Dialect } from '../db/engine/database'
import type { DB } from '../db/schema'
import { listTotal } from './listTotal'

type Db = Kysely<DB> | Transaction<DB>

/** An artist's own fields, as its form sends them (links as stored JSON). */
export type ArtistFields = {
  name: string
  sort_name: string
  country: string | null
  image_url: string | null
  biography: string
  links: string
}

const trackCount = sql<number>`(select count(*) from track_artists ta
  where ta.artist_id = artists.id and ta.role = 'main')`
const releaseCount = sql<number>`(select count(*) from release_artists ra where ra.artist_id = artists.id)`

export const selectArtists = (db: Db) =>
  db
    .selectFrom('artists')
    .select([
      'artists.id',
      'artists.name',
      'artists.sort_name',
      'artists.country',
      'artists.image_url',
      'artists.biography',
      'artists.links',
      'artists.created_at',
      'artists.updated_at',
      trackCount.as('track_count'),
      releaseCount.as('release_count')
    ])

export type ArtistRow = Awaited<ReturnType<ReturnType<typeof selectArtists>['executeTakeFirstOrThrow']>>

export const findArtist = (db: Db, id: number) =>
  selectArtists(db).where('artists.id', '=', id).executeTakeFirst()

/** The keyword's condition on a normalised column: the start of the text, read from its index. */
export function startsWith(dialect: Dialect, column: string, keyword: string): RawBuilder<SqlBool> {
  const ref = sql.ref(column)
  if (dialect === 'postgres') {
    const pattern = `${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    return sql<SqlBool>`${ref} like ${pattern}`
  }
  // SQLite's lower() folds ASCII only, as the stored key does; a range on the key reads its index.
  const key = keyword.replace(/[A-Z]/g, (c) => c.toLowerCase())
  return sql<SqlBool>`(${ref} >= ${key} and ${ref} < ${`${key}\u{10FFFF}`})`
}

type ListOrder = Omit<ArtistListParams, 'page' | 'per_page'>

function listOrder(dialect: Dialect, { sort_by, sort_dir, filters }: ListOrder) {
  const conditions: RawBuilder<SqlBool>[] = []
  if (filters.keyword) conditions.push(startsWith(dialect, 'artists.name_key', filters.keyword))
  if (filters.country) conditions.push(sql<SqlBool>`artists.country = ${filters.country}`)
  const where = conditions.length ? sql<SqlBool>`${sql.join(conditions, sql` and `)}` : sql<SqlBool>`1 = 1`
  const key = sort_by === 'name' ? sql`artists.name_key` : sql`artists.created_at`
  return { where, key, dir: sort_dir === 'asc' ? sql`asc` : sql`desc` }
}

/**
 * PostgreSQL, a keyword: the page's condition also bounds the name below by the keyword, so that the name's index is
 * walked from there, in order. Its LIKE alone cannot bound that index (the database's collation is not "C"), and the
 * planner walked it from the first name, filtering (46,761 rows read for "the": 14 ms, 224 ms with the rows). Not in
 * the count: the planner takes the two conditions for independent and estimates 4 times too few.
 */
function pageWhere(dialect: Dialect, where: RawBuilder<SqlBool>, keyword: string | undefined) {
  if (dialect !== 'postgres' || !keyword) return where
  return sql<SqlBool>`${where} and artists.name_key >= ${keyword.toLowerCase()}`
}

/** A page of artists in list order, and what its total counts. */
function artistsPage(db: Db, dialect: Dialect, params: ArtistListParams) {
  const { page, per_page, sort_dir } = params
  const { where, key, dir } = listOrder(dialect, params)
  const offset = (page - 1) * per_page
  const query = selectArtists(db)
    .where(pageWhere(dialect, where, params.filters.keyword))
    .orderBy(sql`${key} ${dir}`)
    .orderBy('artists.id', sort_dir)
    .limit(per_page)
    .offset(offset)
  return { query, filtered: db.selectFrom('artists').where(where), offset }
}

/** A page of artists without its total: the navbar's search shows a few and counts none. */
export const artistRows = (db: Db, dialect: Dialect, params: ArtistListParams) =>
  artistsPage(db, dialect, params).query.execute()

export async function listArtists(db: Db, dialect: Dialect, params: ArtistListParams) {
  const { query, filtered, offset } = artistsPage(db, dialect, params)
  const rows = await query.execute()
  return {
    rows,
    ...(await listTotal(db, dialect, filtered, { offset, rows: rows.length, perPage: params.per_page }))
  }
}

export type SortedArtistRow = ArtistRow & { sort_key: unknown }

/** The export's chunk reader: `limit` artists in list order after the last row of the previous chunk. */
export function artistsAfter(db: Db, dialect: Dialect, params: ListOrder) {
  const { where, key, dir } = listOrder(dialect, params)
  const cmp = params.sort_dir === 'asc' ? sql`>` : sql`<`
  return (after: SortedArtistRow | undefined, limit: number) => {
    let query = selectArtists(db).select(key.as('sort_key')).where(where)
    if (after) query = query.where(sql<SqlBool>`(${key}, artists.id) ${cmp} (${after.sort_key}, ${after.id})`)
    return query
      .orderBy(sql`${key} ${dir}`)
      .orderBy('artists.id', params.sort_dir)
      .limit(limit)
      .execute() as Promise<SortedArtistRow[]>
  }
}

/** Other artists of the same normalised name (the form's duplicate warning). */
export const namesakes = (db: Db, name: string, exceptId: number | null) =>
  db
    .selectFrom('artists')
    .select(['id', 'name'])
    .where('name_key', '=', sql<string>`lower(trim(${name}))`)
    .$call((q) => (exceptId === null ? q : q.where('id', '<>', exceptId)))
    .orderBy('id')
    .limit(5)
    .execute()

export const insertArtist = (db: Db, fields: ArtistFields, at: string) =>
  db
    .insertInto('artists')
    .values({ ...fields, name_key: sql<string>`lower(trim(${fields.name}))`, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow()

export const artistForUpdate = (trx: Transaction<DB>, dialect: Dialect, id: number) =>
  trx
    .selectFrom('artists')
    .selectAll()
    .where('id', '=', id)
    .$call((q) => (dialect === 'postgres' ? q.forUpdate() : q))
    .executeTakeFirst()

export const updateArtist = (db: Db, id: number, fields: ArtistFields, at: string) =>
  db
    .updateTable('artists')
    .set({ ...fields, name_key: sql<string>`lower(trim(${fields.name}))`, updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst()

/** What still names the artist: tracks (any role), releases and credits. */
export async function artistUses(db: Db, id: number) {
  const row = await db
    .selectNoFrom([
      sql<number>`(select count(*) from track_artists where artist_id = ${id})`.as('tracks'),
      sql<number>`(select count(*) from release_artists where artist_id = ${id})`.as('releases'),
      sql<number>`(select count(*) from track_credits where artist_id = ${id})`.as('credits')
    ])
    .executeTakeFirstOrThrow()
  return { tracks: Number(row.tracks), releases: Number(row.releases), credits: Number(row.credits) }
}

export const deleteArtist = async (db: Db, id: number) =>
  Number((await db.deleteFrom('artists').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0

/** The ids of the tracks whose main artists include the artist. */
export const mainTrackIds = (id: number): RawBuilder<unknown> =>
  sql`select track_id from track_artists where artist_id = ${id} and role = 'main'`

/** The ids of the releases of the artist, newest first, at most `limit`. */
export const releaseIdsOf = async (db: Db, id: number, limit: number) =>
  (
    await db
      .selectFrom('release_artists')
      .innerJoin('releases', 'releases.id', 'release_artists.release_id')
      .select('releases.id')
      .where('release_artists.artist_id', '=', id)
      .orderBy('releases.original_release_date', 'desc')
      .orderBy('releases.id', 'desc')
      .limit(limit)
      .execute()
  ).map((r) => r.id)

/** The artist's most played tracks (as a main or featured artist). */
export const topTracks = (db: Db, id: number, limit: number) =>
  db
    .selectFrom('track_artists')
    .innerJoin('tracks', 'tracks.id', 'track_artists.track_id')
    .innerJoin('track_play_counts', 'track_play_counts.track_id', 'tracks.id')
    .select([
      'tracks.id',
      'tracks.title',
      'tracks.artist',
      'tracks.album',
      'tracks.duration',
      'track_play_counts.play_count',
      'tracks.cover_url'
    ])
    .where('track_artists.artist_id', '=', id)
    .where('track_artists.role', 'in', ['main', 'featured'])
    .orderBy('track_play_counts.play_count', 'desc')
    .orderBy('tracks.id')
    .limit(limit)
    .execute()

/** The artist's credits on tracks, most played first. */
export const creditsOf = (db: Db, id: number, limit: number) =>
  db
    .selectFrom('track_credits')
    .innerJoin('tracks', 'tracks.id', 'track_credits.track_id')
    .innerJoin('track_play_counts', 'track_play_counts.track_id', 'tracks.id')
    .select(['tracks.id as track_id', 'tracks.title', 'track_credits.role'])
    .where('track_credits.artist_id', '=', id)
    .orderBy('track_play_counts.play_count', 'desc')
    .orderBy('tracks.id')
    .limit(limit)
    .execute()
