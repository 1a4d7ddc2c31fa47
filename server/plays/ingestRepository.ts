// The statements of play ingestion (plays/ingestService.ts holds the workflow and the transactions).
// SQLite: a batch goes as one JSON text (read with json_each), so each statement's SQL is the same whatever the
// batch's size and is prepared once; the roll-ups are summed by SQLite from the plays just stored, found by id (ids
// only grow, and one writer holds the lock). Built per batch with the query builder, a statement of 500 rows took
// longer to compile and prepare than to run.
// PostgreSQL: a batch goes as one array per column (read with unnest), for the same reasons; the plays are stored by
// one statement, the roll-ups are added by two more at the end of the transaction.
import { sql, type Kysely } from 'kysely'
import type { ParsedPlay } from '../../src/contracts/stats'
import type { DB } from '../db/schema'

/** The first play (by index) whose track or user does not exist, and which of the two is missing. */
type Unknown = { index: number; missing: 'track' | 'user' } | undefined

/** PostgreSQL: a batch as one array per column of play_histories. */
export type PlayColumns = {
  track: number[]
  user: number[]
  at: string[]
  seconds: number[]
  device: string[]
  country: string[]
  event: (string | null)[]
}

export const playColumns = (plays: ParsedPlay[]): PlayColumns => ({
  track: plays.map((p) => p.track_id),
  user: plays.map((p) => p.user_id),
  at: plays.map((p) => p.played_at),
  seconds: plays.map((p) => p.duration_played),
  device: plays.map((p) => p.device),
  country: plays.map((p) => p.country),
  event: plays.map((p) => p.event_id ?? null)
})

/** PostgreSQL: the first play whose track or user does not exist. */
export async function firstUnknownPlay(trx: Kysely<DB>, batch: PlayColumns): Promise<Unknown> {
  const { rows } = await sql<{ i: number; no_track: boolean }>`
    select p.i, t.id is null as no_track
    from unnest(${batch.track}::int[], ${batch.user}::int[]) with ordinality as p(track_id, user_id, i)
      left join tracks t on t.id = p.track_id
      left join users u on u.id = p.user_id
    where t.id is null or u.id is null
    order by p.i limit 1`.execute(trx)
  const row = rows[0]
  return row && { index: Number(row.i) - 1, missing: row.no_track ? 'track' : 'user' }
}

/** PostgreSQL: the plays a batch stored, one array per column, with their tracks' genre and artist. */
export type StoredPlays = {
  track: number[]
  user: number[]
  day: string[]
  genre: string[]
  artist: string[]
}

/**
 * PostgreSQL: stores the batch in its order, skipping a play whose event_id is stored already (a retried batch) or
 * repeated within the batch. Answers the stored plays with their tracks' genre and artist, for
 * addStoredPlaysToRollups (read here, before that takes the roll-up rows that other batches wait for; no track write
 * changes them meanwhile: plays/trackPlaysLock.ts).
 */
export async function insertPlays(trx: Kysely<DB>, batch: PlayColumns): Promise<StoredPlays> {
  const { rows } = await sql<{
    track_id: number
    user_id: number
    day: string
    genre: string
    artist: string
  }>`
    with stored as (
      insert into play_histories (track_id, user_id, played_at, seconds_played, device, country, event_id)
      select * from unnest(${batch.track}::int[], ${batch.user}::int[], ${batch.at}::text[],
        ${batch.seconds}::int[], ${batch.device}::text[], ${batch.country}::text[], ${batch.event}::text[])
      on conflict (event_id) do nothing
      returning track_id, user_id, substr(played_at, 1, 10) as day
    )
    select s.track_id, s.user_id, s.day, t.genre, t.artist from stored s join tracks t on t.id = s.track_id`.execute(
    trx
  )
  return {
    track: rows.map((r) => r.track_id),
    user: rows.map((r) => r.user_id),
    day: rows.map((r) => r.day),
    genre: rows.map((r) => r.genre),
    artist: rows.map((r) => r.artist)
  }
}

/** The plays a batch stored per day and listener, and whether the pair is new (a new listener of its day). */
type StoredListeners = { day: string[]; user: number[]; plays: number[]; claimed: boolean[] }

/**
 * PostgreSQL: adds stored plays to every roll-up and to the play counts waiting to be folded (plays/playCounts.ts),
 * in two statements. Every batch adds to the same rows (its days, their genres, the hits and the keenest listeners):
 * a batch holds their locks until it commits, so call it last, after the plays are stored. The first statement adds
 * to the (day, track), (day, genre) and (day, artist) rows and the pending counts, and claims each (day, listener)
 * pair that is new with no plays ("on conflict do nothing": of two batches racing on a pair, one claims it); the
 * second adds the plays to the pairs and the plays and new listeners to the days. Every upsert visits its rows in
 * key order, so that two batches take the row locks in the same order (and wait instead of deadlocking).
 */
export async function addStoredPlaysToRollups(trx: Kysely<DB>, stored: StoredPlays): Promise<void> {
  if (stored.track.length === 0) return
  const { rows } = await sql<{ day: string; user_id: number; plays: number; claimed: boolean }>`
    with stored as (
      select * from unnest(${stored.track}::int[], ${stored.user}::int[], ${stored.day}::text[],
        ${stored.genre}::text[], ${stored.artist}::text[]) as s(track_id, user_id, day, genre, artist)
    ),
    by_track as (
      select day, track_id, genre, artist, count(*) as plays from stored group by day, track_id, genre, artist
    ),
    tracks_added as (
      insert into play_daily_tracks (day, track_id, plays)
      select day, track_id, plays from by_track order by day, track_id
      on conflict (day, track_id) do update set plays = play_daily_tracks.plays + excluded.plays
    ),
    genres_added as (
      insert into play_daily_genres (day, genre, plays)
      select day, genre, sum(plays) from by_track group by day, genre order by day, genre
      on conflict (day, genre) do update set plays = play_daily_genres.plays + excluded.plays
    ),
    artists_added as (
      insert into play_daily_artists (day, artist, plays)
      select day, artist, sum(plays) from by_track group by day, artist order by day, artist
      on conflict (day, artist) do update set plays = play_daily_artists.plays + excluded.plays
    ),
    pending_added as (
      insert into play_count_pending (track_id, plays)
      select track_id, sum(plays) from by_track group by track_id order by track_id
    ),
    by_listener as (select day, user_id, count(*) as plays from stored group by day, user_id),
    claimed as (
      insert into play_daily_listeners (day, user_id, plays)
      select day, user_id, 0 from by_listener order by day, user_id
      on conflict (day, user_id) do nothing
      returning day, user_id
    )
    select l.day, l.user_id, l.plays, c.user_id is not null as claimed
    from by_listener l left join claimed c on c.day = l.day and c.user_id = l.user_id
    order by l.day, l.user_id`.execute(trx)
  await addListenerPlays(trx, {
    day: rows.map((r) => r.day),
    user: rows.map((r) => r.user_id),
    plays: rows.map((r) => Number(r.plays)),
    claimed: rows.map((r) => r.claimed)
  })
}

/** PostgreSQL: adds a batch's plays to its (day, listener) pairs, then its plays and new listeners to its days. */
async function addListenerPlays(trx: Kysely<DB>, stored: StoredListeners): Promise<void> {
  await sql`
    with pairs as (
      select * from unnest(${stored.day}::text[], ${stored.user}::int[], ${stored.plays}::int[],
        ${stored.claimed}::boolean[]) as p(day, user_id, plays, claimed)
    ),
    listeners_added as (
      insert into play_daily_listeners (day, user_id, plays)
      select day, user_id, plays from pairs order by day, user_id
      on conflict (day, user_id) do update set plays = play_daily_listeners.plays + excluded.plays
    )
    insert into play_daily (day, plays, listeners, version)
    select day, sum(plays), count(*) filter (where claimed), 1 from pairs group by day order by day
    on conflict (day) do update set plays = play_daily.plays + excluded.plays,
      listeners = play_daily.listeners + excluded.listeners, version = play_daily.version + 1`.execute(trx)
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

/** SQLite: the first play whose track or user does not exist. */
export async function firstUnknown(trx: Kysely<DB>, json: string): Promise<Unknown> {
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
  // Grouped by +track_id: grouped by the column, SQLite walked the whole (track_id, …) index to skip the sort, every
  // play ever stored instead of the batch's (1.4 s a batch at 10,000,000 plays).
  await sql`insert into play_count_pending (track_id, plays)
    select track_id, count(*) from ${newPlays(after)} group by +track_id`.execute(trx)
}
