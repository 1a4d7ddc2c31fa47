// The navbar search on PostgreSQL in one statement: its tracks, playlists and users as three JSON columns of one row,
// planned once per connection (GENERIC_PLAN). Each round trip to PostgreSQL cost about a millisecond of CPU between Node and the
// server, more than most answers themselves, and the search took three to five of them.
import { CompiledQuery, type Kysely } from 'kysely'
import { GENERIC_PLAN } from './engine/database'
import type { DB } from './schema'
import { tsQuery, type TrackRow } from './tracks'
import type { UserSearchRow } from '../accounts/userSearchRepository'
import { trigrams, userStats, walksUsers } from '../accounts/userSearchStats'
import { commonPrefixes, wordStats, type WordStats } from './wordStats'

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
  /** The keyword's words (keywordTokens), looked for as word prefixes in the tracks; none leaves tracks out. */
  tokens: string[]
  /** The keyword as typed (trimmed), and the LIKE pattern of "contains" it (likePattern), for playlists and users. */
  keyword: string
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
 * checks the most played tracks first (the probe); when fewer than the limit of them match, the word is rare, and
 * its matches are ordered by an expression the index cannot give, which makes the plan collect them from the words
 * index. That branch is a subquery PostgreSQL runs only when the CASE takes it. (Planned for every run, the rare
 * branch had cost about 600 µs, so it was a second statement; the plan is now made once per connection.)
 * A keyword with words that start none of the common words (`unknown`, null when it has none) is rare by the
 * statistics, so its matches are collected at once, without the probe: it read its 400 tracks in vain for a word
 * that matches nothing (about 450 µs of the 850 of "zzqx"). Only the unknown words are looked up in the index (the
 * others are tested on their tracks, IS TRUE keeping them out of it): the lookup of a common one reads all its
 * matches. (An EXISTS test of the unknown words was planned as a walk of the whole table, its first match expected
 * soon.)
 */
const tracksPart = (words: string, unknown: string, limit: string) => {
  const matches = (query: string) => `words @@ to_tsquery('simple'::regconfig, ${query})`
  const collected = (condition: string) => `(select json_agg(r) from (select ${TRACK_COLUMNS} from tracks
    where ${condition} order by play_count + 0 desc, id desc limit ${limit}) r)`
  return `(select case when ${unknown}::text is not null
  then ${collected(`${matches(unknown)} and (${matches(words)}) is true`)}
  else (select case when count(*) >= ${limit} then json_agg(t) else ${collected(matches(words))}
  end from (select ${TRACK_COLUMNS}
    from (select * from tracks order by play_count desc, id desc limit ${PROBE_ROWS}) top
    where ${matches(words)} order by play_count desc, id desc limit ${limit}) t) end)`
}

const playlistsPart = (pattern: string, limit: string) => {
  const has = (column: string) => `${column} ilike ${pattern} escape '\\'`
  return `(select json_agg(p) from (
  select p.id, p.name, p.description, p.owner_id, u.full_name as owner_name, p.is_public, p.created_at,
    (select count(*) from playlist_tracks where playlist_id = p.id) as track_count
  from playlists p join users u on u.id = p.owner_id
  where ${has('p.name')} or ${has('p.description')} or ${has('u.full_name')}
  order by case when ${has('p.name')} then 0 else 1 end, p.created_at desc, p.id desc limit ${limit}) p)`
}

/**
 * How a group of users is looked for: walking them from the newest, through the trigram indexes, or (a keyword too
 * short for them) by reading every user (userStats).
 */
type UsersBy = 'walk' | 'trigram' | 'scan'

/**
 * Users matching `condition`, the `limit` newest. A walk follows the date index and stops at the limit; the other
 * forms collect the matches and sort them. Each form leaves the plan made once without the keyword no other way:
 * IS TRUE is a test no index serves, and OFFSET 0 keeps the date index's order out of reach.
 */
const usersWhere = (condition: string, limit: string, by: UsersBy) => {
  const test = by === 'trigram' ? condition : `(${condition}) is true`
  return by === 'walk'
    ? `(select ${USER_COLUMNS} from users where ${test} order by created_at desc, id desc limit ${limit})`
    : `(select ${USER_COLUMNS} from (select ${USER_COLUMNS}, created_at from users where ${test} offset 0) m
    order by created_at desc, id desc limit ${limit})`
}

// Name matches, then e-mail matches, newest first within each. An Append under a Limit stops pulling once the
// limit is reached, so the e-mail branch runs only when the names found fewer; rows come out in branch order.
const usersPart = (pattern: string, limit: string, names: UsersBy, emails: UsersBy) => {
  const inName = `(full_name ilike ${pattern} escape '\\' or username ilike ${pattern} escape '\\')`
  return `(select json_agg(u) from (
  ${usersWhere(inName, limit, names)}
  union all
  ${usersWhere(`email ilike ${pattern} escape '\\' and not ${inName}`, limit, emails)}
  limit ${limit}) u)`
}

/** Which groups a statement looks for, and how it looks for users (null: not at all). */
type Shape = { tracks: boolean; playlists: boolean; users: { names: UsersBy; emails: UsersBy } | null }

/**
 * The statement for the groups asked for: a group left out is a null column (planning a group that a constant
 * false filter empties still cost PostgreSQL 130 to 300 µs). Its parameters: the limit, then the words and the
 * unknown words if tracks are asked for, then the pattern if playlists or users are (PostgreSQL refuses a parameter
 * it cannot type, one that no part uses). Every part's plan is the same whatever the values, so it is planned once
 * per connection.
 */
function statement({ tracks, playlists, users }: Shape): string {
  const pattern = tracks ? '$4' : '$2'
  return `select ${GENERIC_PLAN} ${tracks ? tracksPart('$2', '$3', '$1') : 'null::json'} as tracks,
${playlists ? playlistsPart(pattern, '$1') : 'null::json'} as playlists,
${users ? usersPart(pattern, '$1', users.names, users.emails) : 'null::json'} as users`
}

const statements = new Map<string, string>()
const statementFor = (shape: Shape): string => {
  const key = JSON.stringify(shape)
  let text = statements.get(key)
  if (!text) statements.set(key, (text = statement(shape)))
  return text
}

/**
 * The to_tsquery text of the keyword's words that start none of the common words, whose matches are collected without
 * the probe; null when there is none, or no statistics to tell (on a table never analyzed it could be a common word).
 */
function unknownWords(stats: WordStats, tokens: string[]): string | null {
  const unknown = tokens.filter((token) => !commonPrefixes(stats, [token]))
  return stats && unknown.length > 0 ? tsQuery(unknown) : null
}

type Answer = {
  tracks: TrackRow[] | null
  playlists: PlaylistSearchRow[] | null
  users: UserSearchRow[] | null
}

/** The statement of a search and its values (EXPLAIN reads it in the tests). */
export async function searchStatement(db: Kysely<DB>, params: SearchParams): Promise<CompiledQuery> {
  const tracks = params.tokens.length > 0
  const [stats, words] = await Promise.all([
    params.users ? userStats(db) : null,
    tracks ? wordStats(db) : null
  ])
  const by = (columns: string[]): UsersBy =>
    walksUsers(stats, columns, params.keyword, params.limit)
      ? 'walk'
      : trigrams(params.keyword)
        ? 'trigram'
        : 'scan'
  const text = statementFor({
    tracks,
    playlists: params.playlists,
    users: params.users ? { names: by(['full_name', 'username']), emails: by(['email']) } : null
  })
  const values: unknown[] = [params.limit]
  if (tracks) values.push(tsQuery(params.tokens), unknownWords(words, params.tokens))
  if (params.playlists || params.users) values.push(params.pattern)
  return CompiledQuery.raw(text, values)
}

/** The best `limit` tracks, playlists and users of a keyword, ranked as db/tracks.ts and db/users.ts rank them. */
export async function searchPostgres(db: Kysely<DB>, params: SearchParams): Promise<SearchRows> {
  const { rows } = await db.executeQuery<Answer>(await searchStatement(db, params))
  // json_agg of no rows is null. The columns are text and integers, so JSON gives the values pg's parsers give.
  const row = rows[0]
  return { tracks: row?.tracks ?? [], playlists: row?.playlists ?? [], users: row?.users ?? [] }
}
