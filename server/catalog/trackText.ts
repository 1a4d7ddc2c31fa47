// The one owner of tracks.artist and tracks.album, the text the track list answers (spec §7) beside the catalogue's
// links (migration 0034). The text stays a column, so that the hot track list reads no join; both directions are
// kept here, set-based, in the transaction of the write that changes either side:
// - a catalogue write (a track's artists or release, an artist or release renamed, a merge) rewrites the text of
//   the tracks it touches from their links (refreshArtistText, refreshAlbumText);
// - a write of the text itself (the track form, a bulk edit, an undo, the seed) links the tracks to the artist and
//   release of that text, found by normalised name or created (linkFromText), as migration 0034 did at upgrade.
// `ids` is a query of one column of track ids. Kysely only: this runs in the browser too.
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely'
import { ARTIST_TEXT_SEPARATOR } from '../../src/contracts/catalogue'
import type { Dialect } from '../db/engine/database'
import type { DB } from '../db/schema'
import { writeTracks } from './trackPlays'

/** The main artists' names of the track `tracks.id`, in order, as one text (null when it has none). */
function mainArtistsText(dialect: Dialect): RawBuilder<string | null> {
  return dialect === 'postgres'
    ? sql`(select string_agg(a.name, ${ARTIST_TEXT_SEPARATOR} order by ta.position, a.id)
        from track_artists ta join artists a on a.id = ta.artist_id
        where ta.track_id = t.id and ta.role = 'main')`
    : sql`(select group_concat(name, ${ARTIST_TEXT_SEPARATOR}) from (select a.name
        from track_artists ta join artists a on a.id = ta.artist_id
        where ta.track_id = t.id and ta.role = 'main' order by ta.position, a.id))`
}

/**
 * Rewrites the artist text of the listed tracks from their main artists (a track with none keeps its text). Goes
 * through writeTracks: the plays' per-artist roll-ups follow the text.
 */
export async function refreshArtistText(
  trx: Transaction<DB>,
  dialect: Dialect,
  ids: RawBuilder<unknown>,
  stamp: string
): Promise<void> {
  await writeTracks(trx, dialect, ids, { kind: 'update', fields: ['artist'] }, () =>
    sql`update tracks set artist = x.text, updated_at = ${stamp}
      from (select t.id, ${mainArtistsText(dialect)} as text from tracks t where t.id in (${ids})) x
      where tracks.id = x.id and x.text is not null and tracks.artist <> x.text`.execute(trx)
  )
}

/** Rewrites the album text of the listed tracks from their release (none: empty). */
export async function refreshAlbumText(
  trx: Transaction<DB>,
  ids: RawBuilder<unknown>,
  stamp: string
): Promise<void> {
  await sql`update tracks set album = x.text, updated_at = ${stamp}
    from (select t.id, coalesce((select r.title from track_links l join releases r on r.id = l.release_id
      where l.track_id = t.id), '') as text from tracks t where t.id in (${ids})) x
    where tracks.id = x.id and tracks.album <> x.text`.execute(trx)
}

/**
 * Links the listed tracks (in the caller's transaction: `trx` is a Kysely only for the seed, which may run in one
 * already) to the artist and release their text names: the artist of the same normalised name (the
 * one it has, else the first) or a new one; the release of that artist and album title (the one it is on, else the
 * first) or a new one. A track whose text still matches its links keeps them (and its place on the release).
 */
export async function linkFromText(
  trx: Kysely<DB>,
  dialect: Dialect,
  ids: RawBuilder<unknown>,
  stamp: string
): Promise<void> {
  const run = (query: RawBuilder<unknown>) => query.execute(trx)
  await run(sql`insert into artists (name, name_key, created_at, updated_at)
    select min(trim(t.artist)), lower(trim(t.artist)), ${stamp}, ${stamp} from tracks t
    where t.id in (${ids}) and trim(t.artist) <> ''
      and not exists (select 1 from artists a where a.name_key = lower(trim(t.artist)))
    group by lower(trim(t.artist))`)
  await run(sql`delete from track_artists where role = 'main' and track_id in (${ids})
    and not exists (select 1 from artists a join tracks t on t.id = track_artists.track_id
      where a.id = track_artists.artist_id and a.name_key = lower(trim(t.artist)))`)
  await run(sql`insert into track_artists (track_id, artist_id, role, position)
    select t.id, (select min(a.id) from artists a where a.name_key = lower(trim(t.artist))), 'main', 0
    from tracks t
    where t.id in (${ids}) and trim(t.artist) <> ''
      and not exists (select 1 from track_artists m where m.track_id = t.id and m.role = 'main')`)

  await run(sql`create temp table relinked_albums (track_id integer primary key, artist_id integer not null,
    title_key text not null, title text not null, release_id integer)`)
  await run(sql`insert into relinked_albums (track_id, artist_id, title_key, title)
    select t.id, m.artist_id, lower(trim(t.album)), trim(t.album)
    from tracks t join (select track_id, min(artist_id) as artist_id from track_artists
      where role = 'main' and track_id in (${ids}) group by track_id) m on m.track_id = t.id
    where trim(t.album) <> ''`)
  // The release a track is on already, when its title still matches.
  await run(sql`update relinked_albums set release_id = l.release_id
    from track_links l join releases r on r.id = l.release_id
    where l.track_id = relinked_albums.track_id and r.title_key = relinked_albums.title_key`)
  await run(sql`update relinked_albums set release_id = (select min(r.id) from releases r
      join release_artists ra on ra.release_id = r.id
      where ra.artist_id = relinked_albums.artist_id and r.title_key = relinked_albums.title_key)
    where release_id is null`)
  await createMissingReleases(trx, dialect, stamp)
  await run(sql`insert into track_links (track_id, release_id)
    select track_id, release_id from relinked_albums where true
    on conflict (track_id) do update set release_id = excluded.release_id,
      track_number = case when track_links.release_id = excluded.release_id then track_links.track_number end`)
  await run(sql`update track_links set release_id = null, track_number = null
    where track_id in (${ids}) and release_id is not null
      and track_id not in (select track_id from relinked_albums)`)
  await run(sql`drop table relinked_albums`)
}

/** Creates a release (and its primary artist) for each artist and title of relinked_albums that has none. */
async function createMissingReleases(trx: Kysely<DB>, dialect: Dialect, stamp: string): Promise<void> {
  const run = (query: RawBuilder<unknown>) => query.execute(trx)
  // Ids are drawn here so that each new release can be linked to its artist and tracks: from the sequence on
  // PostgreSQL, after the highest ever given on SQLite (one writer at a time).
  const firstId =
    dialect === 'postgres'
      ? sql`nextval(pg_get_serial_sequence('releases', 'id'))`
      : sql`max(coalesce((select seq from sqlite_sequence where name = 'releases'), 0),
          coalesce((select max(id) from releases), 0)) + row_number() over (order by artist_id, title_key)`
  await run(sql`create temp table new_releases (id integer primary key, artist_id integer not null,
    title_key text not null, title text not null)`)
  await run(sql`insert into new_releases (id, artist_id, title_key, title)
    select ${firstId}, artist_id, title_key, title from (select artist_id, title_key, min(title) as title
      from relinked_albums where release_id is null group by artist_id, title_key) missing`)
  // Live: the text of a track made or edited as before the lifecycle (issue 37) keeps it playing; a release made
  // through the releases API starts as a draft instead.
  await run(sql`insert into releases (id, title, title_key, status, created_at, updated_at)
    select id, title, title_key, 'live', ${stamp}, ${stamp} from new_releases`)
  await run(sql`insert into release_artists (release_id, artist_id, position)
    select id, artist_id, 0 from new_releases`)
  await run(sql`update relinked_albums set release_id = n.id from new_releases n
    where relinked_albums.release_id is null and n.artist_id = relinked_albums.artist_id
      and n.title_key = relinked_albums.title_key`)
  await run(sql`drop table new_releases`)
}
