// Statements that change many tracks at once (a bulk edit and its undo, a bulk delete and its undo) keep the count
// tables (db/trackCounts.ts) and the play roll-ups (db/rollups.ts) right with a few set-based statements, instead
// of the per-row triggers that every other writer still gets: moving 100,000 tracks to another genre fired
// triggers for every track and every (day, track) row of its plays, most of the edit's time. The triggers are off
// only inside the bulk writer's own transaction (db/triggerConditions.ts), and on again before anything else runs.
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely'
import type { Dialect } from './database'
import { postgresRollupTriggers, sqlitePlayDeletedFolded, sqliteTrackRollupTriggers } from './rollups'
import type { DB } from './schema'
import { postgresTrackCountTriggers, sqliteTrackCountTriggers } from './trackCounts'
import { POSTGRES_NOT_IN_BULK, SQLITE_NOT_IN_BULK } from './triggerConditions'

/** What one bulk write does to the tracks it names. */
export type BulkTrackWrite =
  { kind: 'update'; fields: readonly string[] } | { kind: 'insert' } | { kind: 'delete' }

/** The columns of a track that its counts (per day, month, genre and status; seconds per genre and status) follow. */
const COUNTED = ['genre', 'status', 'created_at', 'duration']
/** The columns that its plays' roll-ups (per day and genre, per day and artist) follow. */
const PLAYS_FOLLOW = ['genre', 'artist']

/**
 * Runs `write` (statements that insert, update or delete the tracks that `ids` selects, a query of one column of track
 * ids naming the same tracks before and after) with the count triggers off, and keeps the counts and roll-ups of
 * those tracks itself: their share of the counts is taken off before and added again after (a deleted track adds
 * nothing back, an inserted one took nothing off); a deleted track's plays leave the roll-ups, and a track that
 * changed genre or artist takes its plays along. Call it inside the transaction of the write.
 */
export async function writeTracksInBulk<T>(
  trx: Transaction<DB>,
  dialect: Dialect,
  ids: RawBuilder<unknown>,
  what: BulkTrackWrite,
  write: () => Promise<T>
): Promise<T> {
  const counts = what.kind !== 'update' || what.fields.some((f) => COUNTED.includes(f))
  const movesPlays = what.kind === 'update' && what.fields.some((f) => PLAYS_FOLLOW.includes(f))
  // No trigger fires for other fields (explicit, album, release date): nothing to do but the write.
  if (!counts && !movesPlays) return write()
  await setCountTriggers(trx, dialect, false)
  // PostgreSQL: no other writer may change these tracks between the read of their share and the write (a trigger
  // sees each row as it replaces it; this reads them first). The lock is the one the write itself takes, in id order.
  if (dialect === 'postgres' && what.kind !== 'insert')
    await sql`select id from tracks where id in (${ids}) order by id
      ${what.kind === 'delete' ? sql`for update` : sql`for no key update`}`.execute(trx)
  const before = counts ? await sharesOf(trx, ids) : new Map<string, Share>()
  if (what.kind === 'delete') await takeAwayPlaysOf(trx, ids)
  if (movesPlays) await listMovingTracks(trx, ids)
  const result = await write()
  if (counts) {
    const after = await sharesOf(trx, ids)
    await addShares(trx, difference(after, before))
    await widenIdBounds(trx, dialect, [...after.values()])
  }
  if (movesPlays) await movePlaysOf(trx)
  // Not in a `finally`: after a failed statement the transaction rolls back, and the switch with it.
  await setCountTriggers(trx, dialect, true)
  return result
}

async function setCountTriggers(trx: Transaction<DB>, dialect: Dialect, on: boolean): Promise<void> {
  if (dialect === 'postgres')
    await sql`select set_config('vibeline.bulk', ${on ? 'off' : 'on'}, true)`.execute(trx)
  else if (on) await sql`delete from count_triggers_paused`.execute(trx)
  else await sql`insert into count_triggers_paused (paused) values (1)`.execute(trx)
}

/** Tracks and seconds of a (day added, genre, status), and the smallest and largest of their ids. */
type Share = {
  day: string
  genre: string
  status: string
  tracks: number
  seconds: number
  min_id: number
  max_id: number
}

const shareKey = (s: { day: string; genre: string; status: string }) => `${s.day}|${s.genre}|${s.status}`

/** The selected tracks' share of the counts, at the finest grain of any count table. */
async function sharesOf(trx: Transaction<DB>, ids: RawBuilder<unknown>): Promise<Map<string, Share>> {
  const { rows } = await sql<Share>`select substr(created_at, 1, 10) as day, genre, status,
      count(*) as tracks, coalesce(sum(duration), 0) as seconds, min(id) as min_id, max(id) as max_id
    from tracks where id in (${ids}) group by substr(created_at, 1, 10), genre, status`.execute(trx)
  return new Map(
    rows.map((r) => [
      shareKey(r),
      {
        ...r,
        tracks: Number(r.tracks),
        seconds: Number(r.seconds),
        min_id: Number(r.min_id),
        max_id: Number(r.max_id)
      }
    ])
  )
}

/** after − before, only where it is not zero. */
function difference(after: Map<string, Share>, before: Map<string, Share>): Share[] {
  const out = new Map<string, Share>()
  for (const [key, share] of after) out.set(key, { ...share })
  for (const [key, share] of before) {
    const entry = out.get(key) ?? { ...share, tracks: 0, seconds: 0 }
    entry.tracks -= share.tracks
    entry.seconds -= share.seconds
    out.set(key, entry)
  }
  return [...out.values()].filter((s) => s.tracks !== 0 || s.seconds !== 0)
}

const CHUNK = 500

/** Sums rows that share a key, in key order (PostgreSQL writers lock rows in the same order, so they queue). */
function sumInto<K extends Record<string, string>, V extends Record<string, number>>(
  shares: Share[],
  keyOf: (s: Share) => K,
  valuesOf: (s: Share) => V
): (K & V)[] {
  const sums = new Map<string, K & V>()
  for (const share of shares) {
    const key = keyOf(share)
    const id = Object.values(key).join('\u0000')
    const values = valuesOf(share)
    const entry = sums.get(id)
    if (!entry) sums.set(id, { ...key, ...values })
    else for (const [k, v] of Object.entries(values)) (entry as Record<string, number>)[k] += v
  }
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v)
}

/** Adds differences of shares to the three count tables. */
async function addShares(trx: Transaction<DB>, shares: Share[]): Promise<void> {
  const published = (s: Share) => (s.status === 'published' ? s.tracks : 0)
  const days = sumInto(
    shares,
    (s) => ({ day: s.day, genre: s.genre }),
    (s) => ({ tracks: s.tracks, published: published(s) })
  )
  for (let i = 0; i < days.length; i += CHUNK)
    await trx
      .insertInto('track_count_days')
      .values(days.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(['day', 'genre']).doUpdateSet((eb) => ({
          tracks: eb('track_count_days.tracks', '+', eb.ref('excluded.tracks')),
          published: eb('track_count_days.published', '+', eb.ref('excluded.published'))
        }))
      )
      .execute()
  const months = sumInto(
    shares,
    (s) => ({ month: s.day.slice(0, 7), genre: s.genre }),
    (s) => ({ tracks: s.tracks, published: published(s) })
  )
  for (let i = 0; i < months.length; i += CHUNK)
    await trx
      .insertInto('track_count_months')
      .values(months.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(['month', 'genre']).doUpdateSet((eb) => ({
          tracks: eb('track_count_months.tracks', '+', eb.ref('excluded.tracks')),
          published: eb('track_count_months.published', '+', eb.ref('excluded.published'))
        }))
      )
      .execute()
  const totals = sumInto(
    shares,
    (s) => ({ genre: s.genre, status: s.status }),
    (s) => ({ tracks: s.tracks, seconds: s.seconds })
  )
  for (let i = 0; i < totals.length; i += CHUNK)
    await trx
      .insertInto('track_totals')
      .values(totals.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.columns(['genre', 'status']).doUpdateSet((eb) => ({
          tracks: eb('track_totals.tracks', '+', eb.ref('excluded.tracks')),
          seconds: eb('track_totals.seconds', '+', eb.ref('excluded.seconds'))
        }))
      )
      .execute()
}

/**
 * Lists the selected tracks with their genre and artist before the write (their plays are counted under those), in a
 * temporary table that movePlaysOf reads after the write.
 */
async function listMovingTracks(trx: Transaction<DB>, ids: RawBuilder<unknown>): Promise<void> {
  await sql`create temp table moving_tracks (track_id integer primary key, old_genre text not null,
    old_artist text not null, new_genre text, new_artist text)`.execute(trx)
  await sql`insert into moving_tracks (track_id, old_genre, old_artist)
    select id, genre, artist from tracks where id in (${ids})`.execute(trx)
}

/**
 * Moves the plays of the listed tracks that changed genre or artist (call it after the write) from their old (day,
 * genre) and (day, artist) roll-ups to the new ones, raises the versions of the days that changed, and relabels
 * their (day, track) rows. Their plays are summed per day and move once, from the (track, day, plays) index alone.
 */
async function movePlaysOf(trx: Transaction<DB>): Promise<void> {
  // Lookups by id: an UPDATE … FROM tracks made SQLite scan every track (the temporary table has no statistics).
  await sql`update moving_tracks set new_genre = (select genre from tracks t where t.id = moving_tracks.track_id),
    new_artist = (select artist from tracks t where t.id = moving_tracks.track_id)`.execute(trx)
  await sql`delete from moving_tracks where new_genre = old_genre and new_artist = old_artist`.execute(trx)
  for (const [table, key] of [
    ['play_daily_genres', 'genre'],
    ['play_daily_artists', 'artist']
  ] as const) {
    const [from, to] = [sql.ref(`m.old_${key}`), sql.ref(`m.new_${key}`)]
    // Per day and (old, new) value of this key only: grouping by both keys made a group of nearly every row. CROSS
    // JOIN keeps SQLite walking the listed tracks through the (track, day, plays) index instead of scanning every
    // (day, track) row; PostgreSQL reads it as a plain join.
    await sql`create temp table moved_plays as
      select p.day, ${from} as old_key, ${to} as new_key, sum(p.plays) as plays
      from moving_tracks m cross join play_daily_tracks p
      where p.track_id = m.track_id and ${from} <> ${to} group by p.day, ${from}, ${to}`.execute(trx)
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
  await sql`update play_daily_tracks set genre = m.new_genre, artist = m.new_artist from moving_tracks m
    where play_daily_tracks.track_id = m.track_id`.execute(trx)
  await sql`drop table moving_tracks`.execute(trx)
}

/**
 * Takes the plays of tracks about to be deleted (their plays go with them, by cascade) off every roll-up: their
 * (day, track) rows, their days' genres and artists, their listeners' days (a listener with no play left that day is
 * one listener fewer) and the days' totals, whose versions rise.
 */
async function takeAwayPlaysOf(trx: Transaction<DB>, ids: RawBuilder<unknown>): Promise<void> {
  for (const key of ['genre', 'artist'] as const) {
    const table = sql.table(`play_daily_${key}s`)
    const column = sql.ref(key)
    await sql`update ${table} set plays = ${sql.ref(`play_daily_${key}s.plays`)} - gone.plays
      from (select day, ${column} as k, sum(plays) as plays from play_daily_tracks where track_id in (${ids})
            group by day, ${column}) gone
      where ${sql.ref(`play_daily_${key}s.day`)} = gone.day and ${sql.ref(`play_daily_${key}s.${key}`)} = gone.k`.execute(
      trx
    )
    await sql`delete from ${table} where plays <= 0
      and (day, ${column}) in (select day, ${column} from play_daily_tracks where track_id in (${ids}))`.execute(
      trx
    )
  }
  await sql`delete from play_daily_tracks where track_id in (${ids})`.execute(trx)

  await sql`create temp table gone_listener_plays (day text not null, user_id integer not null,
    plays integer not null, primary key (day, user_id))`.execute(trx)
  await sql`insert into gone_listener_plays (day, user_id, plays)
    select substr(played_at, 1, 10), user_id, count(*) from play_histories where track_id in (${ids})
    group by substr(played_at, 1, 10), user_id`.execute(trx)
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
type AnyDb = Kysely<any>

const SQLITE_PAUSABLE = [
  'track_counts_inserted',
  'track_counts_deleted',
  'track_counts_updated',
  'track_totals_inserted',
  'track_totals_deleted',
  'track_totals_updated',
  'play_rollups_track_moved',
  'play_rollups_genre_moved',
  'play_rollups_artist_moved',
  'play_rollups_play_deleted'
]

const POSTGRES_PAUSABLE = [
  ['track_counts_inserted', 'tracks'],
  ['track_counts_updated', 'tracks'],
  ['track_totals_inserted', 'tracks'],
  ['track_totals_updated', 'tracks'],
  ['play_rollups_track_moved', 'tracks'],
  ['play_rollups_row_moved', 'play_daily_tracks'],
  ['play_rollups_play_deleted', 'play_histories']
]

/**
 * Widens each (day or month, genre) row's id bounds (migration 0013) to hold the tracks now in it, as the triggers do
 * one track at a time: a keyword search within a genre's dates reads only the ids between them. Bounds never narrow,
 * and a row whose count did not change may still have taken in a track from elsewhere, so every row the tracks are
 * in is widened, not only those whose counts moved.
 */
async function widenIdBounds(trx: Transaction<DB>, dialect: Dialect, after: Share[]): Promise<void> {
  const widened = (table: 'track_count_days' | 'track_count_months') => {
    const [low, high] = [sql.ref(`${table}.min_id`), sql.ref(`${table}.max_id`)]
    return dialect === 'postgres'
      ? {
          min_id: sql<number>`least(${low}, excluded.min_id)`,
          max_id: sql<number>`greatest(${high}, excluded.max_id)`
        }
      : {
          min_id: sql<number>`min(coalesce(${low}, excluded.min_id), excluded.min_id)`,
          max_id: sql<number>`max(coalesce(${high}, excluded.max_id), excluded.max_id)`
        }
  }
  const bounds = <K extends Record<string, string>>(keyOf: (s: Share) => K) => {
    const rows = new Map<string, K & { tracks: number; published: number; min_id: number; max_id: number }>()
    for (const share of after) {
      const key = keyOf(share)
      const id = Object.values(key).join('|')
      const row = rows.get(id)
      if (!row) rows.set(id, { ...key, tracks: 0, published: 0, min_id: share.min_id, max_id: share.max_id })
      else {
        row.min_id = Math.min(row.min_id, share.min_id)
        row.max_id = Math.max(row.max_id, share.max_id)
      }
    }
    return [...rows.values()].sort((a, b) =>
      Object.values(a).join('|') < Object.values(b).join('|') ? -1 : 1
    )
  }
  // Every row exists already (addShares made those that gained tracks); the zero counts only satisfy the insert.
  const days = bounds((s) => ({ day: s.day, genre: s.genre }))
  for (let i = 0; i < days.length; i += CHUNK)
    await trx
      .insertInto('track_count_days')
      .values(days.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['day', 'genre']).doUpdateSet(widened('track_count_days')))
      .execute()
  const months = bounds((s) => ({ month: s.day.slice(0, 7), genre: s.genre }))
  for (let i = 0; i < months.length; i += CHUNK)
    await trx
      .insertInto('track_count_months')
      .values(months.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(['month', 'genre']).doUpdateSet(widened('track_count_months')))
      .execute()
}

/** Migration 0014: the count and roll-up triggers of tracks and plays, made again with the bulk switch. */
export async function makeCountTriggersPausable(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    // Empty but while a bulk write runs (in its own transaction).
    await sql`create table count_triggers_paused (paused integer not null)`.execute(db)
    for (const name of SQLITE_PAUSABLE) await sql`drop trigger ${sql.id(name)}`.execute(db)
    const live = [SQLITE_NOT_IN_BULK]
    for (const statement of [
      ...sqliteTrackCountTriggers(live),
      ...sqliteTrackRollupTriggers(live),
      sqlitePlayDeletedFolded(live)
    ])
      await statement.execute(db)
    return
  }
  for (const [name, table] of POSTGRES_PAUSABLE)
    await sql`drop trigger ${sql.id(name)} on ${sql.table(table)}`.execute(db)
  const live = [POSTGRES_NOT_IN_BULK]
  for (const statement of [...postgresTrackCountTriggers(live), ...postgresRollupTriggers(live)])
    await statement.execute(db)
}
