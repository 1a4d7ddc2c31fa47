// Daily roll-ups of plays (per day, per day and listener, track, genre and artist), the catalogue's totals by
// genre and status, and new users per day. Who keeps each is in docs/derived-numbers.md: ingestion adds each
// batch's counts in its own transaction (addPlaysToRollups); the catalogue's track writes move a track's plays when
// it changes genre or artist and take them away when it is deleted (catalog/trackPlays.ts); a trigger takes away
// plays deleted while their track stays; triggers keep the catalogue and user totals. The music overview reads only
// these. A day's play_daily row stays (with 0 plays) once made, so that its version only ever grows.
// A play is counted under the genre and artist its track has now (play_daily_tracks keeps no copy of them since
// migration 0020).
import { sql, type Kysely } from 'kysely'
import { addPendingPlayCounts } from './playCounts'
import type { DB } from '../db/schema'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the seed's and tests' databases as well as the server's
type AnyDb = Kysely<any>

/** The UTC day (YYYY-MM-DD) of an ISO-8601 UTC timestamp. */
export const dayOf = (iso: string) => iso.slice(0, 10)

type PlayKey = { table: 'play_daily_genres' | 'play_daily_artists'; key: 'genre' | 'artist' }
const PLAY_KEYS: PlayKey[] = [
  { table: 'play_daily_genres', key: 'genre' },
  { table: 'play_daily_artists', key: 'artist' }
]

/** Recounts every roll-up from the tables it summarises (after a bulk load, or to repair). */
export async function rebuildRollups(db: AnyDb): Promise<void> {
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
 * Adds stored plays to every roll-up, and to the play counts waiting to be folded into the tracks'
 * (plays/playCounts.ts; `playCounts: false` leaves them out, for a caller that sets the counts itself). Call it in the
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

  // The tracks' own play counts (the track list's "plays" column) are folded in the background from the per-track
  // counts appended here (plays/playCounts.ts).
  if (!playCounts) return
  const perTrack = new Map<number, number>()
  for (const t of tracks) perTrack.set(t.track_id, (perTrack.get(t.track_id) ?? 0) + t.plays)
  await addPendingPlayCounts(trx, perTrack)
}
