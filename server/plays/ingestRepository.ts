// The statements of play ingestion (plays/ingestService.ts holds the workflow and the transactions).
// SQLite: a batch goes as one JSON text (read with json_each), so each statement's SQL is the same whatever the
// batch's size and is prepared once; the roll-ups are summed by SQLite from the plays just stored, found by id (ids
// only grow, and one writer holds the lock). Built per batch with the query builder, a statement of 500 rows took
// longer to compile and prepare than to run.
// PostgreSQL: the batch's tracks and users are read first, then its plays are stored, and the roll-ups are added
// from the stored plays (plays/rollups.ts).
import { sql, type Kysely } from 'kysely'
import type { ParsedPlay } from '../../src/contracts/stats'
import type { DB } from '../db/schema'

/** Ids per statement on PostgreSQL (a statement's parameters are limited, and long lists plan slowly). */
const CHUNK = 500

/** PostgreSQL: the genre and artist of each of these tracks that exists. */
export async function tracksByIds(
  trx: Kysely<DB>,
  ids: number[]
): Promise<Map<number, { genre: string; artist: string }>> {
  const tracks = new Map<number, { genre: string; artist: string }>()
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await trx
      .selectFrom('tracks')
      .select(['id', 'genre', 'artist'])
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .execute()
    for (const row of rows) tracks.set(row.id, row)
  }
  return tracks
}

/** PostgreSQL: which of these users exist. */
export async function existingUsers(trx: Kysely<DB>, ids: number[]): Promise<Set<number>> {
  const users = new Set<number>()
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await trx
      .selectFrom('users')
      .select('id')
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .execute()
    for (const row of rows) users.add(row.id)
  }
  return users
}

/** A play as play_histories stores it. */
export type PlayRow = {
  track_id: number
  user_id: number
  played_at: string
  seconds_played: number
  device: string
  country: string
  event_id: string | null
}

/**
 * PostgreSQL: stores the plays, skipping one whose event_id is stored already (a retried batch) or repeated within
 * the batch; answers the stored ones.
 */
export async function insertPlayRows(
  trx: Kysely<DB>,
  rows: PlayRow[]
): Promise<{ track_id: number; user_id: number; played_at: string }[]> {
  const stored: { track_id: number; user_id: number; played_at: string }[] = []
  for (let i = 0; i < rows.length; i += CHUNK)
    stored.push(
      ...(await trx
        .insertInto('play_histories')
        .values(rows.slice(i, i + CHUNK))
        .onConflict((oc) => oc.column('event_id').doNothing())
        .returning(['track_id', 'user_id', 'played_at'])
        .execute())
    )
  return stored
}

/** SQLite: a batch as one JSON text: [track_id, user_id, played_at, seconds_played, device, country, event_id] per play. */
export const playsJson = (plays: ParsedPlay[]): string =>
  JSON.stringify(
    plays.map((p) => [
      p.track_id,
      p.user_id,
      p.played_at,
      p.duration_played,
      p.device,
      p.country,
      p.event_id ?? null
    ])
  )

/** SQLite: the first play (by index) whose track or user does not exist, and which of the two is missing. */
export async function firstUnknown(
  trx: Kysely<DB>,
  json: string
): Promise<{ index: number; missing: 'track' | 'user' } | undefined> {
  const { rows } = await sql<{ i: number; no_track: number }>`
    select j.key as i, t.id is null as no_track from json_each(${json}) j
      left join tracks t on t.id = j.value ->> 0
      left join users u on u.id = j.value ->> 1
    where t.id is null or u.id is null
    order by j.key limit 1`.execute(trx)
  const row = rows[0]
  return row && { index: Number(row.i), missing: row.no_track ? 'track' : 'user' }
}

/** SQLite: stores the batch in its order, skipping a play whose event_id is stored already; answers how many it stored. */
export async function insertPlaysJson(trx: Kysely<DB>, json: string): Promise<number> {
  const result = await sql`
    insert into play_histories (track_id, user_id, played_at, seconds_played, device, country, event_id)
    select value ->> 0, value ->> 1, value ->> 2, value ->> 3, value ->> 4, value ->> 5, value ->> 6
      from json_each(${json}) where true
    on conflict (event_id) do nothing`.execute(trx)
  return Number(result.numAffectedRows ?? 0)
}

/** SQLite: the greatest play id so far: the plays this transaction stores from now on come after it. */
export async function lastPlayId(trx: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{ id: number | null }>`select max(id) as id from play_histories`.execute(trx)
  return Number(rows[0]?.id ?? 0)
}

const newPlays = (after: number) => sql`play_histories where id > ${after}`

/**
 * SQLite: adds the plays stored after id `after` (in this transaction) to every roll-up, and to the play counts waiting to
 * be folded into the tracks' (plays/playCounts.ts). The day's listeners are counted
 * before the (day, listener) rows are added: a pair without a row yet is a new listener of its day.
 */
export async function addNewPlaysToRollups(trx: Kysely<DB>, after: number): Promise<void> {
  await sql`insert into play_daily (day, plays, listeners, version)
    select g.day, sum(g.plays), sum(l.user_id is null), 1
    from (select substr(played_at, 1, 10) as day, user_id, count(*) as plays from ${newPlays(after)}
          group by substr(played_at, 1, 10), user_id) g
      left join play_daily_listeners l on l.day = g.day and l.user_id = g.user_id
    where true group by g.day
    on conflict (day) do update set plays = plays + excluded.plays, listeners = listeners + excluded.listeners,
      version = version + 1`.execute(trx)
  await sql`insert into play_daily_listeners (day, user_id, plays)
    select substr(played_at, 1, 10), user_id, count(*) from ${newPlays(after)}
    group by substr(played_at, 1, 10), user_id
    on conflict (day, user_id) do update set plays = plays + excluded.plays`.execute(trx)
  await sql`insert into play_daily_tracks (day, track_id, plays)
    select substr(played_at, 1, 10), track_id, count(*) from ${newPlays(after)}
    group by substr(played_at, 1, 10), track_id
    on conflict (day, track_id) do update set plays = plays + excluded.plays`.execute(trx)
  for (const [table, key] of [
    ['play_daily_genres', 'genre'],
    ['play_daily_artists', 'artist']
  ] as const)
    await sql`insert into ${sql.table(table)} (day, ${sql.ref(key)}, plays)
      select substr(p.played_at, 1, 10), ${sql.ref(`t.${key}`)}, count(*)
        from play_histories p join tracks t on t.id = p.track_id
      where p.id > ${after} group by substr(p.played_at, 1, 10), ${sql.ref(`t.${key}`)}
      on conflict (day, ${sql.ref(key)}) do update set plays = plays + excluded.plays`.execute(trx)
  await sql`insert into play_count_pending (track_id, plays)
    select track_id, count(*) from ${newPlays(after)} group by track_id`.execute(trx)
}
