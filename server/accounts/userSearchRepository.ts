// The navbar search's users and playlists: those whose name (or other text) contains the keyword, name matches first,
// then newest. A "contains" match cannot use an ordinary index: SQLite reads the candidates from FTS5's trigram index
// of the users (migration 0014) for a keyword of three characters or more; PostgreSQL's planner uses pg_trgm's GIN
// indexes for ILIKE by itself.
import { sql, type Kysely, type SqlBool } from 'kysely'
import { likePattern } from '../../src/contracts/keyword'
import type { Dialect } from '../db/engine/database'
import type { DB } from '../db/schema'

/** FTS5's trigram tokenizer finds substrings of three characters or more. */
const TRIGRAM_LENGTH = 3

export type UserSearchRow = {
  id: number
  full_name: string
  username: string
  email: string
  role: string
  avatar: string | null
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

const contains = (dialect: Dialect, column: string, pattern: string) =>
  sql<SqlBool>`${sql.ref(column)} ${dialect === 'postgres' ? sql`ilike` : sql`like`} ${pattern} escape '\\'`

export async function searchUsers(
  db: Kysely<DB>,
  dialect: Dialect,
  keyword: string,
  limit: number
): Promise<UserSearchRow[]> {
  const pattern = likePattern(keyword)
  const inName = sql<SqlBool>`(${contains(dialect, 'full_name', pattern)} or ${contains(dialect, 'username', pattern)})`
  let query = db
    .selectFrom('users')
    .select(['id', 'full_name', 'username', 'email', 'role', 'avatar'])
    .where(sql<SqlBool>`(${inName} or ${contains(dialect, 'email', pattern)})`)
  if (dialect === 'sqlite' && [...keyword].length >= TRIGRAM_LENGTH) {
    const phrase = `{full_name username email} : "${keyword.replace(/"/g, '""')}"`
    // The trigram index folds case beyond ASCII; LIKE keeps the candidates to what the users list matches.
    query = query.where(sql<SqlBool>`id in (select rowid from users_fts where users_fts match ${phrase})`)
  }
  return query
    .orderBy(sql`case when ${inName} then 0 else 1 end`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

export async function searchPlaylists(
  db: Kysely<DB>,
  dialect: Dialect,
  keyword: string,
  limit: number
): Promise<PlaylistSearchRow[]> {
  const pattern = likePattern(keyword)
  const inName = contains(dialect, 'playlists.name', pattern)
  const rows = await db
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
      sql<number>`(select count(*) from playlist_tracks where playlist_tracks.playlist_id = playlists.id)`.as(
        'track_count'
      )
    ])
    .where(
      sql<SqlBool>`(${inName} or ${contains(dialect, 'playlists.description', pattern)} or ${contains(dialect, 'users.full_name', pattern)})`
    )
    .orderBy(sql`case when ${inName} then 0 else 1 end`)
    .orderBy('playlists.created_at', 'desc')
    .orderBy('playlists.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({ ...row, track_count: Number(row.track_count ?? 0) }))
}
