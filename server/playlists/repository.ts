// The playlists' queries: rows with their owner's name and track count, the covers of a page, the order of a
// playlist's tracks, and the writes of the playlist service.
import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely'
import { likePattern } from '../../src/contracts/keyword'
import { PLAYLIST_MOSAIC, type PlaylistListParams } from '../../src/contracts/music'
import type { Dialect } from '../db/engine/database'
import type { DB } from '../db/schema'

type Db = Kysely<DB> | Transaction<DB>

/** A playlist's own fields, as its form sends them. */
export type PlaylistFields = { name: string; description: string; is_public: boolean }

const trackCount = sql<number>`(select count(*) from playlist_tracks where playlist_tracks.playlist_id = playlists.id)`

export const selectPlaylists = (db: Db) =>
  db
    .selectFrom('playlists')
    .innerJoin('users', 'users.id', 'playlists.owner_id')
    .select([
      'playlists.id',
      'playlists.name',
      'playlists.description',
      'playlists.owner_id',
      'users.full_name as owner_name',
      'playlists.is_public',
      'playlists.created_at',
      trackCount.as('track_count')
    ])

export type PlaylistRow = Awaited<ReturnType<ReturnType<typeof selectPlaylists>['executeTakeFirstOrThrow']>>

export const findPlaylist = (db: Db, id: number) =>
  selectPlaylists(db).where('playlists.id', '=', id).executeTakeFirst()

/** The first covers of each playlist, in playlist order, in one query for a whole page. */
export async function coversOf(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const covers = new Map<number, string[]>()
  if (ids.length === 0) return covers
  const rows = await db
    .selectFrom('playlist_tracks')
    .innerJoin('tracks', 'tracks.id', 'playlist_tracks.track_id')
    .select(['playlist_tracks.playlist_id', 'tracks.cover_url'])
    .where('playlist_tracks.playlist_id', 'in', ids)
    .where('tracks.cover_url', 'is not', null)
    // A bound for long playlists: the mosaic comes from the first few dozen places.
    .where('playlist_tracks.position', '<', 64)
    .orderBy('playlist_tracks.playlist_id')
    .orderBy('playlist_tracks.position')
    .orderBy('playlist_tracks.added_at')
    .execute()
  for (const row of rows) {
    const list = covers.get(row.playlist_id) ?? []
    if (list.length < PLAYLIST_MOSAIC && row.cover_url) list.push(row.cover_url)
    covers.set(row.playlist_id, list)
  }
  return covers
}

/** A playlist's tracks in playlist order, each with when it joined. */
export const playlistTrackRows = (db: Db, id: number) =>
  db
    .selectFrom('playlist_tracks')
    .innerJoin('tracks', 'tracks.id', 'playlist_tracks.track_id')
    .innerJoin('track_play_counts', 'track_play_counts.track_id', 'tracks.id')
    .selectAll('tracks')
    .select(['track_play_counts.play_count', 'playlist_tracks.added_at as joined_at'])
    .where('playlist_tracks.playlist_id', '=', id)
    .orderBy('playlist_tracks.position')
    .orderBy('playlist_tracks.added_at')
    .execute()

export const trackIdsOf = async (db: Db, id: number) =>
  (
    await db
      .selectFrom('playlist_tracks')
      .select('track_id')
      .where('playlist_id', '=', id)
      .orderBy('position')
      .orderBy('added_at')
      .execute()
  ).map((r) => r.track_id)

/** Writes positions 0..n-1 in the given order, in one statement (rows of the playlist not listed stay). */
export async function writeOrder(db: Db, id: number, trackIds: number[]): Promise<void> {
  if (trackIds.length === 0) return
  const cases = trackIds.map((trackId, position) => sql`when ${trackId} then ${position}`)
  await db
    .updateTable('playlist_tracks')
    .set({ position: sql<number>`cast(case track_id ${sql.join(cases, sql` `)} end as integer)` })
    .where('playlist_id', '=', id)
    .where('track_id', 'in', trackIds)
    .execute()
}

export type PlaylistSearchRow = {
  id: number
  name: string
  description: string
  owner_id: number
  owner_name: string
  is_public: number
  created_at: string
  track_count: number
}

/** The navbar search's playlists: those the list's keyword finds, a match in the name first, then newest. */
export async function searchPlaylists(
  db: Db,
  dialect: Dialect,
  keyword: string,
  limit: number
): Promise<PlaylistSearchRow[]> {
  const { where } = listOrder(dialect, { sort_by: 'created_at', sort_dir: 'desc', filters: { keyword } })
  const like = dialect === 'postgres' ? sql`ilike` : sql`like`
  const inName = sql`playlists.name ${like} ${likePattern(keyword)} escape '\\'`
  const rows = await selectPlaylists(db)
    .where(where)
    .orderBy(sql`case when ${inName} then 0 else 1 end`)
    .orderBy('playlists.created_at', 'desc')
    .orderBy('playlists.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({ ...row, track_count: Number(row.track_count ?? 0) }))
}

type ListOrder = Omit<PlaylistListParams, 'page' | 'per_page'>

/** The keyword's condition and the sort key of a list of playlists. */
function listOrder(dialect: Dialect, { sort_by, sort_dir, filters }: ListOrder) {
  const like = dialect === 'postgres' ? sql`ilike` : sql`like`
  const pattern = filters.keyword ? likePattern(filters.keyword) : undefined
  const where = pattern
    ? sql<SqlBool>`(playlists.name ${like} ${pattern} escape '\\' or playlists.description ${like} ${pattern} escape '\\' or users.full_name ${like} ${pattern} escape '\\')`
    : sql<SqlBool>`1 = 1`
  const key: RawBuilder<unknown> = {
    created_at: sql`playlists.created_at`,
    name: sql`lower(playlists.name)`,
    owner_name: sql`lower(users.full_name)`,
    track_count: trackCount
  }[sort_by]
  const dir = sort_dir === 'asc' ? sql`asc` : sql`desc`
  return { where, key, dir }
}

/** One offset page of the list, and how many playlists match. */
export async function listPlaylists(db: Db, dialect: Dialect, params: PlaylistListParams) {
  const { page, per_page, sort_dir } = params
  const { where, key, dir } = listOrder(dialect, params)
  const [rows, count] = await Promise.all([
    selectPlaylists(db)
      .where(where)
      .orderBy(sql`${key} ${dir}`)
      .orderBy('playlists.id', sort_dir)
      .limit(per_page)
      .offset((page - 1) * per_page)
      .execute(),
    db
      .selectFrom('playlists')
      .innerJoin('users', 'users.id', 'playlists.owner_id')
      .where(where)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ])
  return { rows, total: Number(count.n) }
}

export type SortedPlaylistRow = PlaylistRow & { sort_key: unknown }

/** The export's chunk reader: `limit` playlists in list order after the last row of the previous chunk. */
export function playlistsAfter(db: Db, dialect: Dialect, params: ListOrder) {
  const { where, key, dir } = listOrder(dialect, params)
  const cmp = params.sort_dir === 'asc' ? sql`>` : sql`<`
  return (after: SortedPlaylistRow | undefined, limit: number) => {
    let query = selectPlaylists(db).select(key.as('sort_key')).where(where)
    if (after)
      query = query.where(sql<SqlBool>`(${key}, playlists.id) ${cmp} (${after.sort_key}, ${after.id})`)
    return query
      .orderBy(sql`${key} ${dir}`)
      .orderBy('playlists.id', params.sort_dir)
      .limit(limit)
      .execute() as Promise<SortedPlaylistRow[]>
  }
}

export const insertPlaylist = (db: Db, input: PlaylistFields, ownerId: number, at: string) =>
  db
    .insertInto('playlists')
    .values({
      name: input.name,
      description: input.description,
      is_public: input.is_public ? 1 : 0,
      owner_id: ownerId,
      created_at: at
    })
    .returningAll()
    .executeTakeFirstOrThrow()

/** The playlist's own row, locked for the rest of the transaction on PostgreSQL. */
export const playlistForUpdate = (trx: Transaction<DB>, dialect: Dialect, id: number) =>
  trx
    .selectFrom('playlists')
    .selectAll()
    .where('id', '=', id)
    .$call((q) => (dialect === 'postgres' ? q.forUpdate() : q))
    .executeTakeFirst()

export const updatePlaylist = (db: Db, id: number, input: PlaylistFields) =>
  db
    .updateTable('playlists')
    .set({ name: input.name, description: input.description, is_public: input.is_public ? 1 : 0 })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()

/** Deletes the playlist; answers whether this statement removed it. */
export const deletePlaylist = async (db: Db, id: number) =>
  Number((await db.deleteFrom('playlists').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0

export const trackExists = async (db: Db, trackId: number) =>
  (await db.selectFrom('tracks').select('id').where('id', '=', trackId).executeTakeFirst()) !== undefined

export async function insertPlaylistTrack(db: Db, id: number, trackId: number, position: number, at: string) {
  await db
    .insertInto('playlist_tracks')
    .values({ playlist_id: id, track_id: trackId, position, added_at: at })
    .execute()
}

export async function deletePlaylistTrack(db: Db, id: number, trackId: number) {
  await db
    .deleteFrom('playlist_tracks')
    .where('playlist_id', '=', id)
    .where('track_id', '=', trackId)
    .execute()
}
