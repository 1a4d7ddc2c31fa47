// Deleting a user takes their plays off every roll-up and off their tracks' play counts with a few set-based
// statements, the per-play triggers standing aside (db/bulkCounts.ts, pauseCountTriggers). Through the cascade, each
// play's trigger did that one play at a time: deleting a listener of 4,200 plays held the write lock 2.3–4.6 s on the
// SQLite bench database (1,000,200 tracks, 10,200,000 plays).
import { sql, type Transaction } from 'kysely'
import { pauseCountTriggers } from './bulkCounts'
import type { Dialect } from './database'
import { foldPlayCountsIn } from './playCounts'
import type { DB } from './schema'

/**
 * Deletes every play of `userId` and takes them off the roll-ups and the play counts. Call it inside the transaction
 * that deletes the user, after locking the user's row (PostgreSQL), so that no play of theirs arrives meanwhile.
 */
export async function deleteUserPlays(trx: Transaction<DB>, dialect: Dialect, userId: number): Promise<void> {
  // Every stored play is then counted in its track's play_count, so each one taken away is taken off it.
  await foldPlayCountsIn(trx)
  // Per (day, track): the grain of play_daily_tracks, from which every other roll-up's share is summed.
  await sql`create temp table removed_plays (day text not null, track_id integer not null, plays integer not null,
    primary key (day, track_id))`.execute(trx)
  const { numAffectedRows } = await sql`insert into removed_plays (day, track_id, plays)
    select substr(played_at, 1, 10), track_id, count(*) from play_histories where user_id = ${userId}
    group by substr(played_at, 1, 10), track_id`.execute(trx)
  if (Number(numAffectedRows ?? 0) > 0) {
    const resumeTriggers = await pauseCountTriggers(trx, dialect)
    for (const [table, key] of [
      ['play_daily_genres', 'genre'],
      ['play_daily_artists', 'artist']
    ] as const) {
      const rollup = sql.table(table)
      await sql`update ${rollup} set plays = ${sql.ref(`${table}.plays`)} - s.plays
        from (select r.day, t.${sql.ref(key)} as label, sum(r.plays) as plays
              from removed_plays r join tracks t on t.id = r.track_id group by r.day, t.${sql.ref(key)}) s
        where ${sql.ref(`${table}.day`)} = s.day and ${sql.ref(`${table}.${key}`)} = s.label`.execute(trx)
      await sql`delete from ${rollup} where plays <= 0 and day in (select day from removed_plays)`.execute(
        trx
      )
    }
    await sql`update play_daily_tracks set plays = play_daily_tracks.plays - r.plays from removed_plays r
      where play_daily_tracks.day = r.day and play_daily_tracks.track_id = r.track_id`.execute(trx)
    await sql`delete from play_daily_tracks where plays <= 0
      and exists (select 1 from removed_plays r where r.day = play_daily_tracks.day and r.track_id = play_daily_tracks.track_id)`.execute(
      trx
    )
    // The user was one listener of each day they played.
    await sql`update play_daily set plays = play_daily.plays - d.plays, listeners = play_daily.listeners - 1,
        version = play_daily.version + 1
      from (select day, sum(plays) as plays from removed_plays group by day) d where play_daily.day = d.day`.execute(
      trx
    )
    await sql`delete from play_daily_listeners
      where user_id = ${userId} and day in (select day from removed_plays)`.execute(trx)
    const floored = dialect === 'postgres' ? sql`greatest` : sql`max`
    await sql`update tracks set play_count = ${floored}(0, tracks.play_count - s.plays)
      from (select track_id, sum(plays) as plays from removed_plays group by track_id) s
      where tracks.id = s.track_id`.execute(trx)
    await sql`delete from play_histories where user_id = ${userId}`.execute(trx)
    await resumeTriggers()
  }
  await sql`drop table removed_plays`.execute(trx)
}
