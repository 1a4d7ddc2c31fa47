// The releases' queries: the list (keyword on the start of the title, type, artist, UPC, sort, pages) and its
// export, releases by id with their primary artists and track totals, the tracklist, and the release service's
// writes.
import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely'
import type { Release, ReleaseListParams, ReleaseType } from '../../src/contracts/catalogue'
import type { Dialect } from '../db/engine/database'
import type { DB } from '../db/schema'
import { startsWith } from './artistsRepository'
import { hasReadinessErrors } from './readinessFilter'
import { listTotal } from './listTotal'

type Db = Kysely<DB> | Transaction<DB>

/** A release's own fields, as its form sends them. */
export type ReleaseFields = {
  title: string
  type: ReleaseType
  upc: string | null
  label: string
  p_line: string
  c_line: string
  original_release_date: string | null
  cover_url: string | null
  /** 0 or 1; omitted: left as it is (a new release is not explicit). */
  explicit?: number
}

const releaseColumns = [
  'releases.id',
  'releases.title',
  'releases.type',
  'releases.upc',
  'releases.label',
  'releases.p_line',
  'releases.c_line',
  'releases.original_release_date',
  'releases.cover_url',
  'releases.created_at',
  'releases.updated_at'
] as const

type ReleaseRow = Omit<Release, 'artists' | 'track_count' | 'duration'>

/** The primary artists and the track totals of a page of releases, in two queries. */
export async function withDetails(db: Db, rows: ReleaseRow[]): Promise<Release[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [artists, totals] = await Promise.all([
    db
      .selectFrom('release_artists')
      .innerJoin('artists', 'artists.id', 'release_artists.artist_id')
      .select(['release_artists.release_id', 'artists.id', 'artists.name'])
      .where('release_artists.release_id', 'in', ids)
      .orderBy('release_artists.release_id')
      .orderBy('release_artists.position')
      .execute(),
    db
      .selectFrom('track_links')
      .innerJoin('tracks', 'tracks.id', 'track_links.track_id')
      .select((eb) => [
        'track_links.release_id',
        eb.fn.countAll<number>().as('tracks'),
        eb.fn.sum<number>('tracks.duration').as('seconds')
      ])
      .where('track_links.release_id', 'in', ids)
      .groupBy('track_links.release_id')
      .execute()
  ])
  const artistsOf = new Map<number, { id: number; name: string }[]>()
  for (const a of artists)
    artistsOf.set(a.release_id, [...(artistsOf.get(a.release_id) ?? []), { id: a.id, name: a.name }])
  const totalOf = new Map(totals.map((t) => [t.release_id, t]))
  return rows.map((row) => ({
    ...row,
    type: row.type as ReleaseType,
    artists: artistsOf.get(row.id) ?? [],
    track_count: Number(totalOf.get(row.id)?.tracks ?? 0),
    duration: Number(totalOf.get(row.id)?.seconds ?? 0)
  }))
}

export const selectReleases = (db: Db) => db.selectFrom('releases').select([...releaseColumns])

export async function releasesByIds(db: Db, ids: number[]): Promise<Release[]> {
  if (ids.length === 0) return []
  const rows = (await selectReleases(db).where('releases.id', 'in', ids).execute()) as ReleaseRow[]
  const byId = new Map((await withDetails(db, rows)).map((r) => [r.id, r]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

type ListOrder = Omit<ReleaseListParams, 'page' | 'per_page'>

function listOrder(dialect: Dialect, { sort_by, sort_dir, filters }: ListOrder) {
  const conditions: RawBuilder<SqlBool>[] = []
  if (filters.keyword) conditions.push(startsWith(dialect, 'releases.title_key', filters.keyword))
  if (filters.type) conditions.push(sql<SqlBool>`releases.type = ${filters.type}`)
  if (filters.upc) conditions.push(sql<SqlBool>`releases.upc = ${filters.upc.replace(/[\s-]/g, '')}`)
  if (filters.artist_id)
    conditions.push(
      sql<SqlBool>`releases.id in (select release_id from release_artists where artist_id = ${filters.artist_id})`
    )
  if (filters.has_errors !== undefined) {
    const failing = hasReadinessErrors(new Date().toISOString().slice(0, 10))
    conditions.push(filters.has_errors ? failing : sql<SqlBool>`not ${failing}`)
  }
  const where = conditions.length ? sql<SqlBool>`${sql.join(conditions, sql` and `)}` : sql<SqlBool>`1 = 1`
  const key = {
    created_at: sql`releases.created_at`,
    title: sql`releases.title_key`,
    original_release_date: sql`releases.original_release_date`
  }[sort_by]
  return { where, key, dir: sort_dir === 'asc' ? sql`asc` : sql`desc` }
}

/** A page of releases in list order, and what its total counts. */
function releasesPage(db: Db, dialect: Dialect, params: ReleaseListParams) {
  const { page, per_page, sort_dir } = params
  const { where, key, dir } = listOrder(dialect, params)
  const offset = (page - 1) * per_page
  const query = selectReleases(db)
    .where(where)
    .orderBy(sql`${key} ${dir}`)
    .orderBy('releases.id', sort_dir)
    .limit(per_page)
    .offset(offset)
  return { query, filtered: db.selectFrom('releases').where(where), offset }
}

/** A page of releases without its total: the navbar's search shows a few and counts none. */
export async function releaseRows(db: Db, dialect: Dialect, params: ReleaseListParams) {
  return withDetails(db, (await releasesPage(db, dialect, params).query.execute()) as ReleaseRow[])
}

export async function listReleases(db: Db, dialect: Dialect, params: ReleaseListParams) {
  const { query, filtered, offset } = releasesPage(db, dialect, params)
  const rows = (await query.execute()) as ReleaseRow[]
  const [detailed, total] = await Promise.all([
    withDetails(db, rows),
    listTotal(db, dialect, filtered, { offset, rows: rows.length, perPage: params.per_page })
  ])
  return { rows: detailed, ...total }
}

/** The export's chunk reader, in list order (the release's artists as one text). */
export function releasesAfter(db: Db, dialect: Dialect, params: ListOrder) {
  const { where, key, dir } = listOrder(dialect, params)
  const cmp = params.sort_dir === 'asc' ? sql`>` : sql`<`
  return async (after: (Release & { sort_key: unknown }) | undefined, limit: number) => {
    let query = selectReleases(db).select(key.as('sort_key')).where(where)
    if (after)
      query = query.where(sql<SqlBool>`(${key}, releases.id) ${cmp} (${after.sort_key}, ${after.id})`)
    const rows = (await query
      .orderBy(sql`${key} ${dir}`)
      .orderBy('releases.id', params.sort_dir)
      .limit(limit)
      .execute()) as (ReleaseRow & { sort_key: unknown })[]
    const detailed = await withDetails(db, rows)
    return detailed.map((r, i) => ({ ...r, sort_key: rows[i].sort_key }))
  }
}

/** A release's tracks in order: by disc, then track number (unnumbered last, by when they were added). */
export const tracklist = (db: Db, id: number) =>
  db
    .selectFrom('track_links')
    .innerJoin('tracks', 'tracks.id', 'track_links.track_id')
    .innerJoin('track_play_counts', 'track_play_counts.track_id', 'tracks.id')
    .select([
      'tracks.id as track_id',
      'tracks.title',
      'tracks.artist',
      'tracks.duration',
      'track_play_counts.play_count',
      'track_links.disc_number',
      'track_links.track_number',
      'track_links.isrc',
      'track_links.version'
    ])
    .where('track_links.release_id', '=', id)
    .orderBy('track_links.disc_number')
    .orderBy(sql`case when track_links.track_number is null then 1 else 0 end`)
    .orderBy('track_links.track_number')
    .orderBy('tracks.created_at')
    .orderBy('tracks.id')
    .execute()

/** The credits on a release's tracks, in tracklist order, each track's in its own order. */
export const releaseCredits = (db: Db, id: number) =>
  db
    .selectFrom('track_credits')
    .innerJoin('track_links', 'track_links.track_id', 'track_credits.track_id')
    .select(['track_credits.track_id', 'track_credits.role', 'track_credits.artist_id', 'track_credits.name'])
    .where('track_links.release_id', '=', id)
    .orderBy('track_links.disc_number')
    .orderBy(sql`case when track_links.track_number is null then 1 else 0 end`)
    .orderBy('track_links.track_number')
    .orderBy('track_credits.track_id')
    .orderBy('track_credits.position')
    .execute()

export const releaseForUpdate = (trx: Transaction<DB>, dialect: Dialect, id: number) =>
  trx
    .selectFrom('releases')
    .selectAll()
    .where('id', '=', id)
    .$call((q) => (dialect === 'postgres' ? q.forUpdate() : q))
    .executeTakeFirst()

/** The release holding a UPC, other than `exceptId`. */
export const releaseWithUpc = (db: Db, upc: string, exceptId: number | null) =>
  db
    .selectFrom('releases')
    .select(['id', 'title'])
    .where('upc', '=', upc)
    .$call((q) => (exceptId === null ? q : q.where('id', '<>', exceptId)))
    .executeTakeFirst()

export const insertRelease = (db: Db, fields: ReleaseFields, at: string) =>
  db
    .insertInto('releases')
    .values({
      ...fields,
      title_key: sql<string>`lower(trim(${fields.title}))`,
      created_at: at,
      updated_at: at
    })
    .returning('id')
    .executeTakeFirstOrThrow()

export const updateRelease = (db: Db, id: number, fields: ReleaseFields, at: string) =>
  db
    .updateTable('releases')
    .set({ ...fields, title_key: sql<string>`lower(trim(${fields.title}))`, updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst()

/** Makes `artistIds` the release's primary artists, in that order. */
export async function writeReleaseArtists(db: Db, id: number, artistIds: number[]) {
  await db.deleteFrom('release_artists').where('release_id', '=', id).execute()
  await db
    .insertInto('release_artists')
    .values(artistIds.map((artist_id, position) => ({ release_id: id, artist_id, position })))
    .execute()
}

/** Which of these artists exist. */
export const existingArtistIds = async (db: Db, ids: number[]) =>
  new Set(
    ids.length === 0
      ? []
      : (await db.selectFrom('artists').select('id').where('id', 'in', ids).execute()).map((r) => r.id)
  )

export const deleteRelease = async (db: Db, id: number) =>
  Number((await db.deleteFrom('releases').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0

/** The ids of the tracks on a release. */
export const releaseTrackIds = (id: number): RawBuilder<unknown> =>
  sql`select track_id from track_links where release_id = ${id}`
