// Every count table and play roll-up beside the same numbers counted again from the raw rows (tracks, plays, users),
// for the tests that prove the kept counts never drift, whatever wrote the rows: triggers or bulk statements.
import { sql } from 'kysely'
import { expect } from 'vitest'
import type { Db } from '../db/engine/database'
import { foldPlays } from '../plays/fold'

type Pairs = Record<string, [kept: string[], recount: string[]]>

/** Each table's rows and its recount's, as sorted JSON lines (pending plays folded first). */
export async function countsAndRecount(database: Db): Promise<Pairs> {
  const { db } = database
  await foldPlays(db)
  const q = async (query: ReturnType<typeof sql>) =>
    ((await query.execute(db)).rows as Record<string, unknown>[])
      .map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)]))))
      .sort()
  return {
    // The track count tables keep a (day or month, genre) row at 0 tracks once made.
    days: [
      await q(sql`select day, genre, tracks, published from track_count_days where tracks <> 0`),
      await q(sql`select substr(created_at, 1, 10) as day, genre, count(*) as tracks,
        sum(case when status = 'published' then 1 else 0 end) as published
        from tracks group by substr(created_at, 1, 10), genre`)
    ],
    months: [
      await q(sql`select month, genre, tracks, published from track_count_months where tracks <> 0`),
      await q(sql`select substr(created_at, 1, 7) as month, genre, count(*) as tracks,
        sum(case when status = 'published' then 1 else 0 end) as published
        from tracks group by substr(created_at, 1, 7), genre`)
    ],
    // A day keeps its row (at 0 plays) once made, so that its version only grows.
    daily: [
      await q(sql`select day, plays, listeners from play_daily where plays > 0`),
      await q(sql`select substr(played_at, 1, 10) as day, count(*) as plays, count(distinct user_id) as listeners
        from play_histories group by substr(played_at, 1, 10)`)
    ],
    tracks: [
      await q(sql`select day, track_id, plays from play_daily_tracks`),
      await q(sql`select substr(played_at, 1, 10) as day, track_id, count(*) as plays
        from play_histories group by substr(played_at, 1, 10), track_id`)
    ],
    genres: [
      await q(sql`select day, genre, plays from play_daily_genres`),
      await q(sql`select substr(p.played_at, 1, 10) as day, t.genre, count(*) as plays
        from play_histories p join tracks t on t.id = p.track_id group by substr(p.played_at, 1, 10), t.genre`)
    ],
    artists: [
      await q(sql`select day, artist, plays from play_daily_artists`),
      await q(sql`select substr(p.played_at, 1, 10) as day, t.artist, count(*) as plays
        from play_histories p join tracks t on t.id = p.track_id group by substr(p.played_at, 1, 10), t.artist`)
    ],
    listeners: [
      await q(sql`select day, user_id, plays from play_daily_listeners`),
      await q(sql`select substr(played_at, 1, 10) as day, user_id, count(*) as plays
        from play_histories group by substr(played_at, 1, 10), user_id`)
    ],
    playCounts: [
      await q(sql`select track_id as id, play_count from track_play_counts`),
      await q(
        sql`select t.id, (select count(*) from play_histories p where p.track_id = t.id) as play_count from tracks t`
      )
    ],
    catalogue: [
      await q(sql`select genre, status, tracks, seconds from track_totals where tracks > 0`),
      await q(
        sql`select genre, status, count(*) as tracks, sum(duration) as seconds from tracks group by genre, status`
      )
    ],
    users: [
      await q(sql`select day, users from user_daily`),
      await q(
        sql`select substr(created_at, 1, 10) as day, count(*) as users from users group by substr(created_at, 1, 10)`
      )
    ]
  }
}

export async function expectCountsEqualRecount(database: Db, when = ''): Promise<void> {
  for (const [name, [kept, recount]] of Object.entries(await countsAndRecount(database)))
    expect(kept, when ? `${name} (${when})` : name).toEqual(recount)
}
