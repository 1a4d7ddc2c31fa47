// The statements of play ingestion (plays/ingestService.ts holds the workflow and the transactions).
// SQLite: a batch goes as one JSON text (read with json_each), so each statement's SQL is the same whatever the
// batch's size and is prepared once; its pending rows are read back from the plays just stored, found by id (ids
// only grow, and one writer holds the lock). Built per batch with the query builder, a statement of 500 rows took
// longer to compile and prepare than to run.
// PostgreSQL: a batch goes as one array per column (read with unnest), for the same reasons; the plays and their
// pending rows are stored by one statement.
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

/**
 * PostgreSQL: stores the batch in its order, skipping a play whose event_id is stored already (a retried batch) or
 * repeated within the batch, and appends the stored plays to those waiting to be folded into the roll-ups and play
 * counts (plays/fold.ts), in one statement; answers how many it stored. It writes no row that another batch writes.
 */
export async function insertPlays(trx: Kysely<DB>, batch: PlayColumns): Promise<number> {
  const { rows } = await sql<{ stored: number }>`
    with stored as (
      insert into play_histories (track_id, user_id, played_at, seconds_played, device, country, event_id)
      select * from unnest(${batch.track}::int[], ${batch.user}::int[], ${batch.at}::text[],
        ${batch.seconds}::int[], ${batch.device}::text[], ${batch.country}::text[], ${batch.event}::text[])
      on conflict (event_id) do nothing
      returning track_id, user_id, substr(played_at, 1, 10) as day
    ),
    pending as (
      insert into play_pending (day, track_id, user_id, plays)
      select day, track_id, user_id, count(*) from stored group by day, track_id, user_id
    )
    select count(*) as stored from stored`.execute(trx)
  return Number(rows[0].stored)
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

/**
 * SQLite: appends the plays stored after id `after` (in this transaction) to those waiting to be folded into the
 * roll-ups and play counts (plays/fold.ts), summed per day, track and listener. Grouped by +track_id: grouped by the
 * column, SQLite walked the whole (track_id, …) index to skip the sort, every play ever stored instead of the
 * batch's (1.4 s a batch at 10,000,000 plays).
 */
export async function addNewPlaysToPending(trx: Kysely<DB>, after: number): Promise<void> {
  await sql`insert into play_pending (day, track_id, user_id, plays)
    select substr(played_at, 1, 10), track_id, user_id, count(*) from play_histories where id > ${after}
    group by substr(played_at, 1, 10), +track_id, +user_id`.execute(trx)
}
