// Daily roll-ups of plays (per day, per day and listener, track, genre and artist), the catalogue's totals by
// genre and status, and new users per day. Ingestion adds each batch's counts in its own transaction
// (addPlaysToRollups); triggers take plays away again when plays, tracks or users are deleted, move them when a
// track changes genre or artist, and keep the catalogue and user totals. The music overview reads only these.
// A day's play_daily row stays (with 0 plays) once made, so that its version only ever grows.
// Since migration 0015 a play is counted under the genre and artist its track has now (play_daily_tracks no longer
// keeps a copy of them): the triggers that move or take away plays read them from the track row.
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely'
import { addPendingPlayCounts, PLAYS_FOLDED } from './playCounts'
import type { Dialect } from './database'
import type { DB } from './schema'
import { postgresWhen, sqliteWhen } from './triggerConditions'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
type AnyDb = Kysely<any>

/** The UTC day (YYYY-MM-DD) of an ISO-8601 UTC timestamp. */
export const dayOf = (iso: string) => iso.slice(0, 10)

/** Where a deleted play's genre or artist is read: before migration 0015 its (day, track) row named them. */
type LabelOf = (column: 'genre' | 'artist') => RawBuilder<unknown>
const labelOfDayRow: LabelOf = (column) =>
  sql`(select ${sql.raw(column)} from play_daily_tracks where day = substr(old.played_at, 1, 10) and track_id = old.track_id)`

/**
 * The SQLite trigger that takes a deleted play off every roll-up and off its track's play count, `counted` telling
 * whether that count includes the play (migration 0011 made counts follow the plays' fold, db/playCounts.ts), and
 * `labelOf` where its genre and artist are read.
 */
const sqlitePlayDeleted = (
  counted: RawBuilder<unknown>,
  live: RawBuilder<unknown>[] = [],
  labelOf: LabelOf = labelOfDayRow
) =>
  sql`create trigger play_rollups_play_deleted after delete on play_histories ${sqliteWhen(live)} begin
    update play_daily_genres set plays = plays - 1
      where day = substr(old.played_at, 1, 10) and genre = ${labelOf('genre')};
    delete from play_daily_genres
      where day = substr(old.played_at, 1, 10) and plays <= 0 and genre = ${labelOf('genre')};
    update play_daily_artists set plays = plays - 1
      where day = substr(old.played_at, 1, 10) and artist = ${labelOf('artist')};
    delete from play_daily_artists
      where day = substr(old.played_at, 1, 10) and plays <= 0 and artist = ${labelOf('artist')};
    update play_daily_tracks set plays = plays - 1 where day = substr(old.played_at, 1, 10) and track_id = old.track_id;
    delete from play_daily_tracks where day = substr(old.played_at, 1, 10) and track_id = old.track_id and plays <= 0;
    update play_daily_listeners set plays = plays - 1 where day = substr(old.played_at, 1, 10) and user_id = old.user_id;
    update play_daily set plays = plays - 1, version = version + 1,
        listeners = listeners - (select count(*) from play_daily_listeners
          where day = substr(old.played_at, 1, 10) and user_id = old.user_id and plays <= 0)
      where day = substr(old.played_at, 1, 10);
    delete from play_daily_listeners where day = substr(old.played_at, 1, 10) and user_id = old.user_id and plays <= 0;
    update tracks set play_count = play_count - 1 where id = old.track_id and play_count > 0 and ${counted};
  end`

/** Since migration 0011: a play counts in its track's play_count once the background fold has reached its id. */
const playFolded = sql`old.id <= (select cast(value as integer) from meta where key = ${sql.lit(PLAYS_FOLDED)})`
export const SQLITE_PLAY_DELETED_FOLDED = sqlitePlayDeleted(playFolded)
/** The same with conditions of its own (migration 0014). */
export const sqlitePlayDeletedFolded = (live: RawBuilder<unknown>[]) => sqlitePlayDeleted(playFolded, live)

/** The SQLite triggers that keep the catalogue's totals and move a track's plays with its genre and artist. */
export const sqliteTrackRollupTriggers = (live: RawBuilder<unknown>[] = []) => [
  sql`create trigger track_totals_inserted after insert on tracks ${sqliteWhen(live)} begin
    insert into track_totals (genre, status, tracks, seconds) values (new.genre, new.status, 1, new.duration)
      on conflict (genre, status) do update set tracks = tracks + 1, seconds = seconds + excluded.seconds;
  end`,
  sql`create trigger track_totals_deleted after delete on tracks ${sqliteWhen(live)} begin
    update track_totals set tracks = tracks - 1, seconds = seconds - old.duration
      where genre = old.genre and status = old.status;
  end`,
  sql`create trigger track_totals_updated after update of genre, status, duration on tracks
    ${sqliteWhen([sql`old.genre <> new.genre or old.status <> new.status or old.duration <> new.duration`, ...live])} begin
    update track_totals set tracks = tracks - 1, seconds = seconds - old.duration
      where genre = old.genre and status = old.status;
    insert into track_totals (genre, status, tracks, seconds) values (new.genre, new.status, 1, new.duration)
      on conflict (genre, status) do update set tracks = tracks + 1, seconds = seconds + excluded.seconds;
  end`,
  sql`create trigger play_rollups_track_moved after update of genre, artist on tracks
    ${sqliteWhen([sql`old.genre <> new.genre or old.artist <> new.artist`, ...live])} begin
    update play_daily_tracks set genre = new.genre, artist = new.artist where track_id = new.id;
  end`,
  sql`create trigger play_rollups_genre_moved after update of genre on play_daily_tracks
    ${sqliteWhen([sql`old.genre <> new.genre`, ...live])} begin
    update play_daily set version = version + 1 where day = old.day;
    update play_daily_genres set plays = plays - old.plays where day = old.day and genre = old.genre;
    delete from play_daily_genres where day = old.day and genre = old.genre and plays <= 0;
    insert into play_daily_genres (day, genre, plays) values (new.day, new.genre, new.plays)
      on conflict (day, genre) do update set plays = plays + excluded.plays;
  end`,
  sql`create trigger play_rollups_artist_moved after update of artist on play_daily_tracks
    ${sqliteWhen([sql`old.artist <> new.artist`, ...live])} begin
    update play_daily set version = version + 1 where day = old.day;
    update play_daily_artists set plays = plays - old.plays where day = old.day and artist = old.artist;
    delete from play_daily_artists where day = old.day and artist = old.artist and plays <= 0;
    insert into play_daily_artists (day, artist, plays) values (new.day, new.artist, new.plays)
      on conflict (day, artist) do update set plays = plays + excluded.plays;
  end`
]

const SQLITE_TRIGGERS = [
  sqlitePlayDeleted(sql`1`),
  ...sqliteTrackRollupTriggers(),
  sql`create trigger user_daily_inserted after insert on users begin
    insert into user_daily (day, users) values (substr(new.created_at, 1, 10), 1)
      on conflict (day) do update set users = users + 1;
  end`,
  sql`create trigger user_daily_deleted after delete on users begin
    update user_daily set users = users - 1 where day = substr(old.created_at, 1, 10);
    delete from user_daily where day = substr(old.created_at, 1, 10) and users <= 0;
  end`,
  sql`create trigger user_daily_updated after update of created_at on users
    when substr(old.created_at, 1, 10) <> substr(new.created_at, 1, 10) begin
    update user_daily set users = users - 1 where day = substr(old.created_at, 1, 10);
    delete from user_daily where day = substr(old.created_at, 1, 10) and users <= 0;
    insert into user_daily (day, users) values (substr(new.created_at, 1, 10), 1)
      on conflict (day) do update set users = users + 1;
  end`
]

const COUNT_OFF = sql`update tracks set play_count = play_count - 1 where id = old.track_id and play_count > 0`

/**
 * Since migration 0018 a play may still be pending (db/playCounts.ts): a track whose folded count is 0 takes the play
 * off its pending counts instead. (A track deleted with its plays has no row left to count.)
 */
const COUNT_OFF_PENDING = sql`${COUNT_OFF};
    if not found and exists (select 1 from tracks where id = old.track_id) then
      insert into play_count_pending (track_id, plays) values (old.track_id, -1);
    end if`

/** Migration 0018's PostgreSQL function for a deleted play: its track's genre and artist from the track row. */
export const POSTGRES_PLAY_DELETED_PENDING = () =>
  postgresPlayDeleted(
    sql`select genre, artist into g, a from tracks where id = old.track_id`,
    COUNT_OFF_PENDING
  )

/**
 * PostgreSQL's function taking a deleted play off every roll-up and off its track's play count; `labels` reads the
 * genre and artist its plays are counted under into g and a (before migration 0015 from its (day, track) row, since
 * then from its track).
 */
const postgresPlayDeleted = (labels: RawBuilder<unknown>, countOff: RawBuilder<unknown> = COUNT_OFF) =>
  sql`create or replace function play_rollups_play_deleted() returns trigger language plpgsql as $$
  declare
    d text := substr(old.played_at, 1, 10);
    g text;
    a text;
    gone integer := 0;
  begin
    ${labels};
    update play_daily_genres set plays = plays - 1 where day = d and genre = g;
    delete from play_daily_genres where day = d and genre = g and plays <= 0;
    update play_daily_artists set plays = plays - 1 where day = d and artist = a;
    delete from play_daily_artists where day = d and artist = a and plays <= 0;
    update play_daily_tracks set plays = plays - 1 where day = d and track_id = old.track_id;
    delete from play_daily_tracks where day = d and track_id = old.track_id and plays <= 0;
    update play_daily_listeners set plays = plays - 1 where day = d and user_id = old.user_id;
    delete from play_daily_listeners where day = d and user_id = old.user_id and plays <= 0;
    get diagnostics gone = row_count;
    update play_daily set plays = plays - 1, listeners = listeners - gone, version = version + 1 where day = d;
    ${countOff};
    return null;
  end $$`

const POSTGRES_FUNCTIONS = [
  postgresPlayDeleted(
    sql`select genre, artist into g, a from play_daily_tracks where day = d and track_id = old.track_id`
  ),
  sql`create function track_totals_changed() returns trigger language plpgsql as $$
  begin
    if tg_op in ('DELETE', 'UPDATE') then
      update track_totals set tracks = tracks - 1, seconds = seconds - old.duration
        where genre = old.genre and status = old.status;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      insert into track_totals (genre, status, tracks, seconds) values (new.genre, new.status, 1, new.duration)
        on conflict (genre, status) do update
        set tracks = track_totals.tracks + 1, seconds = track_totals.seconds + excluded.seconds;
    end if;
    return null;
  end $$`,
  sql`create function play_rollups_track_moved() returns trigger language plpgsql as $$
  begin
    update play_daily_tracks set genre = new.genre, artist = new.artist where track_id = new.id;
    return null;
  end $$`,
  sql`create function play_rollups_row_moved() returns trigger language plpgsql as $$
  begin
    update play_daily set version = version + 1 where day = old.day;
    if old.genre <> new.genre then
      update play_daily_genres set plays = plays - old.plays where day = old.day and genre = old.genre;
      delete from play_daily_genres where day = old.day and genre = old.genre and plays <= 0;
      insert into play_daily_genres (day, genre, plays) values (new.day, new.genre, new.plays)
        on conflict (day, genre) do update set plays = play_daily_genres.plays + excluded.plays;
    end if;
    if old.artist <> new.artist then
      update play_daily_artists set plays = plays - old.plays where day = old.day and artist = old.artist;
      delete from play_daily_artists where day = old.day and artist = old.artist and plays <= 0;
      insert into play_daily_artists (day, artist, plays) values (new.day, new.artist, new.plays)
        on conflict (day, artist) do update set plays = play_daily_artists.plays + excluded.plays;
    end if;
    return null;
  end $$`
]

/** The PostgreSQL triggers (on plays, tracks and play_daily_tracks) that run the functions above. */
export const postgresRollupTriggers = (live: RawBuilder<unknown>[] = []) => [
  sql`create trigger play_rollups_play_deleted after delete on play_histories
    for each row ${postgresWhen(live)} execute function play_rollups_play_deleted()`,
  sql`create trigger track_totals_inserted after insert or delete on tracks
    for each row ${postgresWhen(live)} execute function track_totals_changed()`,
  sql`create trigger track_totals_updated after update of genre, status, duration on tracks
    for each row ${postgresWhen([sql`old.genre <> new.genre or old.status <> new.status or old.duration <> new.duration`, ...live])}
    execute function track_totals_changed()`,
  sql`create trigger play_rollups_track_moved after update of genre, artist on tracks
    for each row ${postgresWhen([sql`old.genre <> new.genre or old.artist <> new.artist`, ...live])}
    execute function play_rollups_track_moved()`,
  sql`create trigger play_rollups_row_moved after update of genre, artist on play_daily_tracks
    for each row ${postgresWhen([sql`old.genre <> new.genre or old.artist <> new.artist`, ...live])}
    execute function play_rollups_row_moved()`
]

const POSTGRES_TRIGGERS = [
  ...POSTGRES_FUNCTIONS,
  ...postgresRollupTriggers(),
  sql`create function user_daily_changed() returns trigger language plpgsql as $$
  begin
    if tg_op in ('DELETE', 'UPDATE') then
      update user_daily set users = users - 1 where day = substr(old.created_at, 1, 10);
      delete from user_daily where day = substr(old.created_at, 1, 10) and users <= 0;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      insert into user_daily (day, users) values (substr(new.created_at, 1, 10), 1)
        on conflict (day) do update set users = user_daily.users + 1;
    end if;
    return null;
  end $$`,
  sql`create trigger user_daily_inserted after insert or delete on users
    for each row execute function user_daily_changed()`,
  sql`create trigger user_daily_updated after update of created_at on users
    for each row when (substr(old.created_at, 1, 10) <> substr(new.created_at, 1, 10))
    execute function user_daily_changed()`
]

export async function createRollupTriggers(db: AnyDb, dialect: Dialect): Promise<void> {
  for (const statement of dialect === 'sqlite' ? SQLITE_TRIGGERS : POSTGRES_TRIGGERS)
    await statement.execute(db)
}

type PlayKey = { table: 'play_daily_genres' | 'play_daily_artists'; key: 'genre' | 'artist' }
const PLAY_KEYS: PlayKey[] = [
  { table: 'play_daily_genres', key: 'genre' },
  { table: 'play_daily_artists', key: 'artist' }
]

/**
 * SQLite statements that take the plays of a track (`track`: old.id or new.id) off the (day, genre or artist) rows of
 * the value it is counted under (`from`), one day at a time from its (day, track) rows.
 */
function sqliteTakePlaysOff({ table, key }: PlayKey, track: string, from: string): RawBuilder<unknown> {
  const [t, k] = [sql.raw(table), sql.raw(key)]
  const days = sql`(select day from play_daily_tracks where track_id = ${sql.raw(track)})`
  return sql`update ${t} set plays = plays - (select p.plays from play_daily_tracks p
        where p.track_id = ${sql.raw(track)} and p.day = ${t}.day)
      where ${k} = ${sql.raw(from)} and day in ${days};
    delete from ${t} where ${k} = ${sql.raw(from)} and plays <= 0 and day in ${days};`
}

/** Migration 0015's SQLite triggers: plays follow their track's genre and artist, read from the track row. */
const sqliteRollupsByTrack = (live: RawBuilder<unknown>[]) => [
  // A play's genre and artist are its track's. When the play goes with its track (a cascade), the track row is gone
  // and these find nothing: tracks_plays_deleted has taken all of that track's plays off already.
  sqlitePlayDeleted(
    playFolded,
    live,
    (column) => sql`(select ${sql.raw(column)} from tracks where id = old.track_id)`
  ),
  // Before the row goes, while its plays' (day, track) rows still say how many to take off which day. Its plays go
  // afterwards by cascade; their own trigger then counts them off the days and listeners only.
  sql`create trigger tracks_plays_deleted before delete on tracks ${sqliteWhen(live)} begin
    ${sqliteTakePlaysOff(PLAY_KEYS[0], 'old.id', 'old.genre')}
    ${sqliteTakePlaysOff(PLAY_KEYS[1], 'old.id', 'old.artist')}
    delete from play_daily_tracks where track_id = old.id;
  end`,
  ...PLAY_KEYS.map(
    (
      pk
    ) => sql`create trigger ${sql.raw(`tracks_plays_${pk.key}_moved`)} after update of ${sql.raw(pk.key)} on tracks
    ${sqliteWhen([sql`old.${sql.raw(pk.key)} <> new.${sql.raw(pk.key)}`, ...live])} begin
    update play_daily set version = version + 1 where day in (select day from play_daily_tracks where track_id = new.id);
    ${sqliteTakePlaysOff(pk, 'new.id', `old.${pk.key}`)}
    insert into ${sql.raw(pk.table)} (day, ${sql.raw(pk.key)}, plays)
      select day, new.${sql.raw(pk.key)}, plays from play_daily_tracks where track_id = new.id and true
      on conflict (day, ${sql.raw(pk.key)}) do update set plays = plays + excluded.plays;
  end`
  )
]

/** PostgreSQL statements of the same (`track` and `from` as there), and those that count the plays under `to`. */
function postgresMovePlays(
  { table, key }: PlayKey,
  track: string,
  from: string,
  to?: string
): RawBuilder<unknown> {
  const [t, k] = [sql.raw(table), sql.raw(key)]
  const off = sql`update ${t} r set plays = r.plays - p.plays from play_daily_tracks p
      where p.track_id = ${sql.raw(track)} and r.day = p.day and r.${k} = ${sql.raw(from)};
    delete from ${t} r using play_daily_tracks p
      where p.track_id = ${sql.raw(track)} and r.day = p.day and r.${k} = ${sql.raw(from)} and r.plays <= 0;`
  if (!to) return off
  return sql`${off}
    insert into ${t} (day, ${k}, plays)
      select day, ${sql.raw(to)}, plays from play_daily_tracks where track_id = ${sql.raw(track)} order by day
      on conflict (day, ${k}) do update set plays = ${t}.plays + excluded.plays;`
}

/** Migration 0015's PostgreSQL functions and triggers, likewise. */
const postgresRollupsByTrack = (live: RawBuilder<unknown>[]) => [
  // Nothing when the track went first (a cascade): tracks_plays_deleted has taken its plays off already.
  postgresPlayDeleted(sql`select genre, artist into g, a from tracks where id = old.track_id`),
  sql`create function tracks_plays_deleted() returns trigger language plpgsql as $$
  begin
    ${postgresMovePlays(PLAY_KEYS[0], 'old.id', 'old.genre')}
    ${postgresMovePlays(PLAY_KEYS[1], 'old.id', 'old.artist')}
    delete from play_daily_tracks where track_id = old.id;
    return old;
  end $$`,
  sql`create function tracks_plays_moved() returns trigger language plpgsql as $$
  begin
    update play_daily set version = version + 1
      where day in (select day from play_daily_tracks where track_id = new.id);
    if old.genre <> new.genre then
      ${postgresMovePlays(PLAY_KEYS[0], 'new.id', 'old.genre', 'new.genre')}
    end if;
    if old.artist <> new.artist then
      ${postgresMovePlays(PLAY_KEYS[1], 'new.id', 'old.artist', 'new.artist')}
    end if;
    return null;
  end $$`,
  sql`create trigger tracks_plays_deleted before delete on tracks
    for each row ${postgresWhen(live)} execute function tracks_plays_deleted()`,
  sql`create trigger tracks_plays_moved after update of genre, artist on tracks
    for each row ${postgresWhen([sql`old.genre <> new.genre or old.artist <> new.artist`, ...live])}
    execute function tracks_plays_moved()`
]

/**
 * Migration 0015: play_daily_tracks keeps (day, track, plays) only. Its copies of each track's genre and artist were
 * there for the triggers; relabelling them was most of a bulk edit's time. The triggers read the track row instead:
 * a track's plays are counted under its current genre and artist, which every move keeps true.
 */
export async function rollupsFollowTracks(
  db: AnyDb,
  dialect: Dialect,
  live: RawBuilder<unknown>[]
): Promise<void> {
  if (dialect === 'sqlite') {
    for (const name of [
      'play_rollups_track_moved',
      'play_rollups_genre_moved',
      'play_rollups_artist_moved',
      'play_rollups_play_deleted'
    ])
      await sql`drop trigger ${sql.id(name)}`.execute(db)
  } else {
    await sql`drop trigger play_rollups_track_moved on tracks`.execute(db)
    await sql`drop trigger play_rollups_row_moved on play_daily_tracks`.execute(db)
    await sql`drop function play_rollups_track_moved()`.execute(db)
    await sql`drop function play_rollups_row_moved()`.execute(db)
  }
  await db.schema.alterTable('play_daily_tracks').dropColumn('genre').execute()
  await db.schema.alterTable('play_daily_tracks').dropColumn('artist').execute()
  for (const statement of dialect === 'sqlite' ? sqliteRollupsByTrack(live) : postgresRollupsByTrack(live))
    await statement.execute(db)
}

/** Recounts every roll-up from the tables it summarises (after a bulk load, or to repair). */
export async function rebuildRollups(db: AnyDb, { labelled = false } = {}): Promise<void> {
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
  // Before migration 0015 (`labelled`) each (day, track) row also named the track's genre and artist.
  await sql`insert into play_daily_tracks (day, track_id, ${labelled ? sql`genre, artist, ` : sql``}plays)
    select p.day, p.track_id, ${labelled ? sql`t.genre, t.artist, ` : sql``}p.plays
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

/** A stored play, with the genre and artist of its track. */
export type PlayForRollup = {
  track_id: number
  user_id: number
  played_at: string
  genre: string
  artist: string
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, { item: T; count: number }> {
  const counts = new Map<string, { item: T; count: number }>()
  for (const item of items) {
    const k = key(item)
    const entry = counts.get(k)
    if (entry) entry.count++
    else counts.set(k, { item, count: 1 })
  }
  return counts
}

/** Sums the plays of rows that share a key. */
function sumBy<T extends { plays: number }, K extends object>(
  rows: T[],
  keep: (row: T) => K,
  key: (row: T) => string
): (K & { plays: number })[] {
  const sums = new Map<string, K & { plays: number }>()
  for (const row of rows) {
    const k = key(row)
    const entry = sums.get(k)
    if (entry) entry.plays += row.plays
    else sums.set(k, { ...keep(row), plays: row.plays })
  }
  return [...sums.values()]
}

const CHUNK = 500

const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

async function inChunks<T>(rows: T[], run: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await run(rows.slice(i, i + CHUNK))
}

/**
 * Adds stored plays to every roll-up, and on PostgreSQL to the play counts waiting to be folded into the tracks'
 * (db/playCounts.ts; `playCounts: false` leaves them out, for a caller that sets the counts itself). Call it in the
 * transaction that stored the plays, with plays stored under new ids.
 * A (day, listener) pair that is new adds a listener to its day; the pair is claimed with "insert … on conflict
 * do nothing returning", so two batches racing on PostgreSQL cannot both count it.
 */
export async function addPlaysToRollups(
  trx: Kysely<DB>,
  plays: PlayForRollup[],
  { playCounts = true } = {}
): Promise<void> {
  if (plays.length === 0) return
  const tracks = [...countBy(plays, (p) => `${dayOf(p.played_at)}|${p.track_id}`).values()].map(
    ({ item, count }) => ({
      day: dayOf(item.played_at),
      track_id: item.track_id,
      genre: item.genre,
      artist: item.artist,
      plays: count
    })
  )
  // Every upsert visits its rows in key order, so that two batches running at once on PostgreSQL take the row locks
  // in the same order (and wait for each other instead of deadlocking).
  tracks.sort((a, b) => compareKeys(a.day, b.day) || a.track_id - b.track_id)
  await inChunks(tracks, (chunk) =>
    trx
      .insertInto('play_daily_tracks')
      .values(chunk.map(({ day, track_id, plays }) => ({ day, track_id, plays })))
      .onConflict((oc) =>
        oc.columns(['day', 'track_id']).doUpdateSet((eb) => ({
          plays: eb('play_daily_tracks.plays', '+', eb.ref('excluded.plays'))
        }))
      )
      .execute()
  )
  const genres = sumBy(
    tracks,
    (t) => ({ day: t.day, genre: t.genre }),
    (t) => `${t.day}|${t.genre}`
  ).sort((a, b) => compareKeys(a.day, b.day) || compareKeys(a.genre, b.genre))
  await inChunks(genres, (chunk) =>
    trx
      .insertInto('play_daily_genres')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['day', 'genre']).doUpdateSet((eb) => ({
          plays: eb('play_daily_genres.plays', '+', eb.ref('excluded.plays'))
        }))
      )
      .execute()
  )
  const artists = sumBy(
    tracks,
    (t) => ({ day: t.day, artist: t.artist }),
    (t) => `${t.day}\u0000${t.artist}`
  ).sort((a, b) => compareKeys(a.day, b.day) || compareKeys(a.artist, b.artist))
  await inChunks(artists, (chunk) =>
    trx
      .insertInto('play_daily_artists')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['day', 'artist']).doUpdateSet((eb) => ({
          plays: eb('play_daily_artists.plays', '+', eb.ref('excluded.plays'))
        }))
      )
      .execute()
  )

  const listeners = [...countBy(plays, (p) => `${dayOf(p.played_at)}|${p.user_id}`).values()].map(
    ({ item, count }) => ({ day: dayOf(item.played_at), user_id: item.user_id, plays: count })
  )
  listeners.sort((a, b) => compareKeys(a.day, b.day) || a.user_id - b.user_id)
  const claimed = new Set<string>()
  await inChunks(listeners, async (chunk) => {
    const rows = await trx
      .insertInto('play_daily_listeners')
      .values(chunk)
      .onConflict((oc) => oc.columns(['day', 'user_id']).doNothing())
      .returning(['day', 'user_id'])
      .execute()
    for (const row of rows) claimed.add(`${row.day}|${row.user_id}`)
  })
  const known = listeners.filter((l) => !claimed.has(`${l.day}|${l.user_id}`))
  await inChunks(known, (chunk) =>
    trx
      .insertInto('play_daily_listeners')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['day', 'user_id']).doUpdateSet((eb) => ({
          plays: eb('play_daily_listeners.plays', '+', eb.ref('excluded.plays'))
        }))
      )
      .execute()
  )

  const days = new Map<string, { day: string; plays: number; listeners: number; version: number }>()
  for (const l of listeners) {
    const entry = days.get(l.day) ?? { day: l.day, plays: 0, listeners: 0, version: 1 }
    entry.plays += l.plays
    if (claimed.has(`${l.day}|${l.user_id}`)) entry.listeners++
    days.set(l.day, entry)
  }
  await trx
    .insertInto('play_daily')
    .values([...days.values()].sort((a, b) => compareKeys(a.day, b.day)))
    .onConflict((oc) =>
      oc.column('day').doUpdateSet((eb) => ({
        plays: eb('play_daily.plays', '+', eb.ref('excluded.plays')),
        listeners: eb('play_daily.listeners', '+', eb.ref('excluded.listeners')),
        version: eb('play_daily.version', '+', 1)
      }))
    )
    .execute()

  // The tracks' own play counts (the track list's "plays" column) are folded in the background
  // (db/playCounts.ts): SQLite from the plays' ids, PostgreSQL from the per-track counts appended here.
  if (!playCounts || !(trx.getExecutor().adapter instanceof PostgresAdapter)) return
  const perTrack = new Map<number, number>()
  for (const t of tracks) perTrack.set(t.track_id, (perTrack.get(t.track_id) ?? 0) + t.plays)
  await addPendingPlayCounts(trx, perTrack)
}
