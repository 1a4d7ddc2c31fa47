// The navbar search on PostgreSQL in one statement: its tracks, playlists and users as three JSON columns of one
// row. Each round trip to PostgreSQL cost about a millisecond of CPU between Node and the server, more than the
// answers themselves, and the search took three to five of them.
import { CompiledQuery, type Kysely } from 'kysely'
import type { DB } from './schema'
import type { TrackRow } from './tracks'
import type { UserSearchRow } from './users'

/** The most played tracks checked before the keyword's matches are read from the words index (as SQLite's probe). */
const PROBE_ROWS = 400

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

export type SearchRows = { tracks: TrackRow[]; playlists: PlaylistSearchRow[]; users: UserSearchRow[] }

export type SearchParams = {
  /** The tracks' to_tsquery text ("mid:* & ban:*"); null finds no track. */
  words: string | null
  /** The LIKE pattern of "contains the keyword" (likePattern) for playlists and users. */
  pattern: string
  limit: number
  playlists: boolean
  users: boolean
}

const TRACK_COLUMNS =
  'id, title, artist, album, genre, duration, release_date, cover_url, audio_key, mime_type, size, status, explicit, play_count, created_at, updated_at'
const USER_COLUMNS = 'id, full_name, username, email, role, avatar'
const IN_USER_NAME = `(full_name ilike $3 escape '\\' or username ilike $3 escape '\\')`

/*
 * Tracks: PostgreSQL's estimate for a word prefix it has no statistics for is 0.5% of the catalogue, so for a rare
 * word it walked the whole play-count index looking for 4 matches (seven seconds for "zzqx"). So the most played
 * tracks are checked first (probe); when fewer than the limit of them match, the word is rare, and ordering by an
 * expression the index cannot give makes the planner collect its matches from the words index. The count of the
 * probe's rows is an InitPlan, so each branch is a one-time filter and only one of them runs. The rare branch's
 * filter stands outside its LIMIT, above any Gather: inside, the planner's parallel scan for a common word
 * started its workers (30 ms here) only to find the filter false.
 *
 * Users: name matches, then e-mail matches, newest first within each. An Append under a Limit stops pulling once
 * the limit is reached, so the e-mail branch runs only when the names found fewer; rows come out in branch order.
 *
 * A group the role may not read gets false for its flag ($4, $5): its WHERE folds to a one-time false filter.
 * The text starts with "select" so that the pool keeps it as a named statement (db/database.ts).
 */
const STATEMENT = `select
(select json_agg(t) from (with probe as (
  select * from (select * from tracks order by play_count desc, id desc limit ${PROBE_ROWS}) top
  where words @@ to_tsquery('simple'::regconfig, $1) order by play_count desc, id desc limit $2)
  select ${TRACK_COLUMNS} from (
    select * from probe where (select count(*) from probe) = $2
    union all
    select * from (select * from tracks where words @@ to_tsquery('simple'::regconfig, $1)
      order by play_count + 0 desc, id desc limit $2) rare where (select count(*) from probe) < $2) found) t) as tracks,
(select json_agg(p) from (
  select p.id, p.name, p.description, p.owner_id, u.full_name as owner_name, p.is_public, p.created_at,
    (select count(*) from playlist_tracks where playlist_id = p.id) as track_count
  from playlists p join users u on u.id = p.owner_id
  where $4 and (p.name ilike $3 escape '\\' or p.description ilike $3 escape '\\' or u.full_name ilike $3 escape '\\')
  order by case when p.name ilike $3 escape '\\' then 0 else 1 end, p.created_at desc, p.id desc limit $2) p) as playlists,
(select json_agg(u) from (
  (select ${USER_COLUMNS} from users where $5 and ${IN_USER_NAME} order by created_at desc, id desc limit $2)
  union all
  (select ${USER_COLUMNS} from users where $5 and email ilike $3 escape '\\' and not ${IN_USER_NAME}
    order by created_at desc, id desc limit $2)
  limit $2) u) as users`

type Answer = { tracks: TrackRow[] | null; playlists: PlaylistSearchRow[] | null; users: UserSearchRow[] | null }

/** The best `limit` tracks, playlists and users of a keyword, ranked as db/tracks.ts and db/users.ts rank them. */
export async function searchPostgres(db: Kysely<DB>, params: SearchParams): Promise<SearchRows> {
  const { rows } = await db.executeQuery<Answer>(
    CompiledQuery.raw(STATEMENT, [params.words, params.limit, params.pattern, params.playlists, params.users])
  )
  // json_agg of no rows is null. The columns are text and integers, so JSON gives the values pg's parsers give.
  const row = rows[0]
  return { tracks: row?.tracks ?? [], playlists: row?.playlists ?? [], users: row?.users ?? [] }
}
