// The play roll-ups that follow a track (docs/derived-numbers.md): a play is counted under the genre and artist its
// track has now, so a track that changes genre or artist takes its plays along, and a deleted track takes its plays
// off every roll-up. Every write of tracks that changes those fields or deletes tracks, one track or a hundred
// thousand, goes through writeTracks, which does it set-based in the write's own transaction: a few statements per
// write whatever its size (per-row triggers cost every (day, track) row of plays a few statements; 20 times the
// UPDATE's own time for a bulk edit of 75,000 tracks on SQLite). It changes only what the background fold has added
// (plays/fold.ts) and holds the fold's lock meanwhile: the plays still pending are counted under the track's genre
// and artist at fold time, and a deleted track's pending rows are dropped. The track count tables are not kept
// here: the triggers on tracks keep them for every writer. Kysely only: this runs in the browser too.
import { sql, type RawBuilder, type Transaction } from 'kysely'
import type { Dialect } from '../db/engine/database'
import type { DB } from '../db/schema'
import { lockFold } from '../plays/fold'

/** What a write does to the tracks it names: an update of some fields, or a delete. */
export type TrackWrite = { kind: 'update'; fields: readonly string[] } | { kind: 'delete' }

/** The track fields that its plays' roll-ups (per day and genre, per day and artist) follow. */
const FOLLOWED = ['genre', 'artist'] as const
type Followed = (typeof FOLLOWED)[number]

/**
 * Runs `write`, statements that update or delete the tracks that `ids` (a query of one column of track ids) selects,
 * and keeps their plays' roll-ups: a deleted track's plays leave them all (its plays then go by the
 * foreign key's cascade, a trigger on PostgreSQL, which the plays' own trigger leaves alone), and a track whose genre or artist changed takes its plays from
 * the old (day, genre or artist) to the new. Call it inside the transaction of the write.
 */
export async function writeTracks<T>(
  trx: Transaction<DB>,
  dialect: Dialect,
  ids: RawBuilder<unknown>,
  what: TrackWrite,
  write: () => Promise<T>
): Promise<T> {
  const moved = what.kind === 'update' ? FOLLOWED.filter((f) => what.fields.includes(f)) : []
  if (what.kind === 'update' && moved.length === 0) return write()
  // No fold changes the roll-ups meanwhile. PostgreSQL: no other writer may change these tracks between this read of
  // their genre and artist and the write; the row lock is the one the write itself takes, in id order.
  await lockFold(trx)
  if (dialect === 'postgres')
    await sql`select id from tracks where id in (${ids}) order by id
      ${what.kind === 'delete' ? sql`for update` : sql`for no key update`}`.execute(trx)
  await sql`create temp table tracks_before (track_id integer primary key, genre text not null,
    artist text not null)`.execute(trx)
  await sql`insert into tracks_before (track_id, genre, artist)
    select id, genre, artist from tracks where id in (${ids})`.execute(trx)
  if (what.kind === 'delete') await takeAwayPlays(trx)
  const result = await write()
  for (const key of moved) await movePlays(trx, key)
  await sql`drop table tracks_before`.execute(trx)
  return result
}

/**
 * Moves the plays of the listed tracks whose `key` changed from their old (day, genre) or (day, artist) roll-ups to
 * the new ones, summed per day and (old, new) value, and raises the versions of the days that changed. The plays are
 * read per track from the (track, day, plays) index; CROSS JOIN keeps SQLite walking the listed tracks first.
 */
async function movePlays(trx: Transaction<DB>, key: Followed): Promise<void> {
  const table = key === 'genre' ? 'play_daily_genres' : 'play_daily_artists'
  const [from, to] = [sql.ref(`b.${key}`), sql.ref(`t.${key}`)]
  await sql`create temp table moved_plays (day text not null, old_key text not null, new_key text not null,
    plays integer not null)`.execute(trx)
  await sql`insert into moved_plays (day, old_key, new_key, plays)
    select p.day, ${from}, ${to}, sum(p.plays)
    from tracks_before b cross join tracks t cross join play_daily_tracks p
    where t.id = b.track_id and ${from} <> ${to} and p.track_id = b.track_id
    group by p.day, ${from}, ${to}`.execute(trx)
  await sql`insert into ${sql.table(table)} (day, ${sql.ref(key)}, plays)
    select day, k, sum(plays) from (
      select day, old_key as k, -plays as plays from moved_plays
      union all
      select day, new_key as k, plays from moved_plays) moved
    group by day, k having sum(plays) <> 0
    on conflict (day, ${sql.ref(key)}) do update set plays = ${sql.ref(`${table}.plays`)} + excluded.plays`.execute(
    trx
  )
  await sql`delete from ${sql.table(table)} where plays <= 0
    and (day, ${sql.ref(key)}) in (select day, old_key from moved_plays)`.execute(trx)
  await sql`update play_daily set version = version + 1 where day in (select day from moved_plays)`.execute(
    trx
  )
  await sql`drop table moved_plays`.execute(trx)
}

/**
 * Takes the folded plays of the listed tracks, about to be deleted, off every roll-up: their (day, track) rows, their
 * days' genres and artists, their listeners' days (a listener with no play left that day is one listener fewer) and
 * the days' totals, whose versions rise; and drops their pending rows. The folded plays per listener are the stored
 * ones less the pending, read in one statement: on PostgreSQL a batch in flight commits its plays and its pending
 * rows together (and its plays then go with the track: 0033's trigger waits for it).
 */
async function takeAwayPlays(trx: Transaction<DB>): Promise<void> {
  const played = sql`tracks_before b cross join play_daily_tracks p where p.track_id = b.track_id`
  for (const key of FOLLOWED) {
    const table = sql.table(`play_daily_${key}s`)
    const [column, listed] = [sql.ref(key), sql.ref(`b.${key}`)]
    await sql`update ${table} set plays = ${sql.ref(`play_daily_${key}s.plays`)} - gone.plays
      from (select p.day, ${listed} as k, sum(p.plays) as plays from ${played} group by p.day, ${listed}) gone
      where ${sql.ref(`play_daily_${key}s.day`)} = gone.day and ${sql.ref(`play_daily_${key}s.${key}`)} = gone.k`.execute(
      trx
    )
    await sql`delete from ${table} where plays <= 0
      and (day, ${column}) in (select p.day, ${listed} from ${played})`.execute(trx)
  }
  await sql`delete from play_daily_tracks where track_id in (select track_id from tracks_before)`.execute(trx)

  await sql`create temp table gone_listener_plays (day text not null, user_id integer not null,
    plays integer not null, primary key (day, user_id))`.execute(trx)
  await sql`insert into gone_listener_plays (day, user_id, plays)
    select day, user_id, sum(plays) from (
      select substr(played_at, 1, 10) as day, user_id, 1 as plays from play_histories
      where track_id in (select track_id from tracks_before)
      union all
      select day, user_id, -plays from play_pending where track_id in (select track_id from tracks_before)) folded
    group by day, user_id having sum(plays) <> 0`.execute(trx)
  await sql`delete from play_pending where track_id in (select track_id from tracks_before)`.execute(trx)
  await sql`update play_daily_listeners set plays = play_daily_listeners.plays - g.plays from gone_listener_plays g
    where play_daily_listeners.day = g.day and play_daily_listeners.user_id = g.user_id`.execute(trx)
  await sql`update play_daily set plays = play_daily.plays - d.plays, listeners = play_daily.listeners - d.gone,
      version = play_daily.version + 1
    from (select g.day, sum(g.plays) as plays, sum(case when l.plays <= 0 then 1 else 0 end) as gone
          from gone_listener_plays g join play_daily_listeners l on l.day = g.day and l.user_id = g.user_id
          group by g.day) d
    where play_daily.day = d.day`.execute(trx)
  await sql`delete from play_daily_listeners where plays <= 0
    and (day, user_id) in (select day, user_id from gone_listener_plays)`.execute(trx)
  await sql`drop table gone_listener_plays`.execute(trx)
}
