// Daily roll-ups of plays (per day, per day and listener, track, genre and artist), the catalogue's totals by
// genre and status, and new users per day, recounted. Who keeps each is in docs/derived-numbers.md: the background
// fold adds stored and deleted plays (plays/fold.ts); the catalogue's track writes move a track's folded plays when
// it changes genre or artist and take them away when it is deleted (catalog/trackPlays.ts); triggers keep the
// catalogue and user totals. The music overview reads only these. A day's play_daily row stays (with 0 plays) once
// made, so that its version only ever grows.
// A play is counted under the genre and artist its track has now (play_daily_tracks keeps no copy of them since
// migration 0020).
import { sql, type Kysely } from 'kysely'
import { foldPlaysIn } from './fold'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the seed's and tests' databases as well as the server's
type AnyDb = Kysely<any>

type PlayKey = { table: 'play_daily_genres' | 'play_daily_artists'; key: 'genre' | 'artist' }
const PLAY_KEYS: PlayKey[] = [
  { table: 'play_daily_genres', key: 'genre' },
  { table: 'play_daily_artists', key: 'artist' }
]

/**
 * Recounts every roll-up from the tables it summarises (after a bulk load, or to repair). The pending rows are folded
 * first, so that the play counts have them and the recount does not count them again.
 */
export async function rebuildRollups(db: AnyDb): Promise<void> {
  await foldPlaysIn(db)
  for (const table of [
    'play_daily',
    'play_daily_listeners',
    'play_daily_tracks',
    'play_daily_genres',
    'play_daily_artists',
    'track_totals',
    'user_daily'
  ])
    await db.deleteFrom(table).execute()
  await sql`insert into play_daily_tracks (day, track_id, plays)
    select p.day, p.track_id, p.plays
    from (select substr(played_at, 1, 10) as day, track_id, count(*) as plays from play_histories
          group by substr(played_at, 1, 10), track_id) p
    join tracks t on t.id = p.track_id`.execute(db)
  for (const { table, key } of PLAY_KEYS)
    await sql`insert into ${sql.table(table)} (day, ${sql.ref(key)}, plays)
      select p.day, ${sql.ref(`t.${key}`)}, sum(p.plays) from play_daily_tracks p join tracks t on t.id = p.track_id
      group by p.day, ${sql.ref(`t.${key}`)}`.execute(db)
  await sql`insert into play_daily_listeners (day, user_id, plays)
    select substr(played_at, 1, 10), user_id, count(*) from play_histories
    group by substr(played_at, 1, 10), user_id`.execute(db)
  // A recount starts the versions afresh, above any a running server may have cached answers for.
  const version = Date.now()
  await sql`insert into play_daily (day, plays, listeners, version)
    select day, sum(plays), count(*), cast(${version} as bigint) from play_daily_listeners group by day`.execute(
    db
  )
  await sql`insert into track_totals (genre, status, tracks, seconds)
    select genre, status, count(*), coalesce(sum(duration), 0) from tracks group by genre, status`.execute(db)
  await sql`insert into user_daily (day, users)
    select substr(created_at, 1, 10), count(*) from users group by substr(created_at, 1, 10)`.execute(db)
}
