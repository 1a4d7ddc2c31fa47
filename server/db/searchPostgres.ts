// The navbar search on PostgreSQL in one statement (two for a rare word): its tracks, playlists and users as three
// JSON columns of one row. Each round trip to PostgreSQL cost about a millisecond of CPU between Node and the
// server, more than most answers themselves, and the search took three to five of them.
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
  /** The tracks' to_tsquery text ("mid:* & ban:*"); null leaves tracks out. */
  words: string | null
  /** The LIKE pattern of "contains the keyword" (likePattern) for playlists and users. */
  pattern: string
  limit: number
  /** Whether to look for playlists and users; the groups not looked for are empty. */
  playlists: boolean
  users: boolean
}

const TRACK_COLUMNS =
  'id, title, artist, album, genre, duration, release_date, cover_url, audio_key, mime_type, size, status, explicit, play_count, created_at, updated_at'
const USER_COLUMNS = 'id, full_name, username, email, role, avatar'

/*
 * Tracks: PostgreSQL's estimate for a word prefix it has no statistics for is 0.5% of the catalogue, so for a rare
 * word it walked the whole play-count index looking for 4 matches (seven seconds for "zzqx"). So the statement
 * checks the most played tracks (the probe); when fewer than the limit of them match, the word is rare, and a
 * second statement orders its matches by an expression the index cannot give, which makes the planner collect
 * them from the words index. Both in one statement (a UNION ALL whose branches wait on the probe's count) ran
 * only one branch, but planning the rare branch for every keyword cost PostgreSQL about 600 µs, more than the
 * round trip it saved a rare word.
 */
const probePart = (words: string, limit: string) => `(select json_agg(t) from (select ${TRACK_COLUMNS}
  from (select * from tracks order by play_count desc, id desc limit ${PROBE_ROWS}) top
  where words @@ to_tsquery('simple'::regconfig, ${words}) order by play_count desc, id desc limit ${limit}) t)`

const RARE_TRACKS = `select ${TRACK_COLUMNS} from tracks where words @@ to_tsquery('simple'::regconfig, $1)
  order by play_count + 0 desc, id desc limit $2`

const playlistsPart = (pattern: string, limit: string) => {
  const has = (column: string) => `${column} ilike ${pattern} escape '\\'`
  return `(select json_agg(p) from (
  select p.id, p.name, p.description, p.owner_id, u.full_name as owner_name, p.is_public, p.created_at,
    (select count(*) from playlist_tracks where playlist_id = p.id) as track_count
  from playlists p join users u on u.id = p.owner_id
  where ${has('p.name')} or ${has('p.description')} or ${has('u.full_name')}
  order by case when ${has('p.name')} then 0 else 1 end, p.created_at desc, p.id desc limit ${limit}) p)`
}

// Name matches, then e-mail matches, newest first within each. An Append under a Limit stops pulling once the
// limit is reached, so the e-mail branch runs only when the names found fewer; rows come out in branch order.
const usersPart = (pattern: string, limit: string) => {
  const inName = `(full_name ilike ${pattern} escape '\\' or username ilike ${pattern} escape '\\')`
  return `(select json_agg(u) from (
  (select ${USER_COLUMNS} from users where ${inName} order by created_at desc, id desc limit ${limit})
  union all
  (select ${USER_COLUMNS} from users where email ilike ${pattern} escape '\\' and not ${inName}
    order by created_at desc, id desc limit ${limit})
  limit ${limit}) u)`
}

/**
 * The statement for the groups asked for: a group left out is a null column (planning a group that a constant
 * false filter empties still cost PostgreSQL 130 to 300 µs). Its parameters: the limit, then the words if tracks
 * are asked for, then the pattern if playlists or users are (PostgreSQL refuses a parameter it cannot type, one
 * that no part uses). The text starts with "select" so that the pool keeps it as a named statement
 * (db/database.ts).
 */
function statement(tracks: boolean, playlists: boolean, users: boolean): string {
  const words = '$2'
  const pattern = tracks ? '$3' : '$2'
  return `select ${tracks ? probePart(words, '$1') : 'null::json'} as tracks,
${playlists ? playlistsPart(pattern, '$1') : 'null::json'} as playlists,
${users ? usersPart(pattern, '$1') : 'null::json'} as users`
}

const statements = new Map<string, string>()
for (const tracks of [false, true])
  for (const playlists of [false, true])
    for (const users of [false, true])
      statements.set(`${tracks} ${playlists} ${users}`, statement(tracks, playlists, users))

type Answer = { tracks: TrackRow[] | null; playlists: PlaylistSearchRow[] | null; users: UserSearchRow[] | null }

/** The best `limit` tracks, playlists and users of a keyword, ranked as db/tracks.ts and db/users.ts rank them. */
export async function searchPostgres(db: Kysely<DB>, params: SearchParams): Promise<SearchRows> {
  const tracks = params.words !== null
  const text = statements.get(`${tracks} ${params.playlists} ${params.users}`)!
  const values: unknown[] = [params.limit]
  if (tracks) values.push(params.words)
  if (params.playlists || params.users) values.push(params.pattern)
  const { rows } = await db.executeQuery<Answer>(CompiledQuery.raw(text, values))
  // json_agg of no rows is null. The columns are text and integers, so JSON gives the values pg's parsers give.
  const row = rows[0]
  const probed = row?.tracks ?? []
  const found =
    tracks && probed.length < params.limit
      ? (await db.executeQuery<TrackRow>(CompiledQuery.raw(RARE_TRACKS, [params.words, params.limit]))).rows
      : probed
  return { tracks: found, playlists: row?.playlists ?? [], users: row?.users ?? [] }
}
