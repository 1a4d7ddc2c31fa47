-- The music catalogue (issue 36): artists, releases and their primary artists, each track's place on a release
-- (disc, number), ISRC and version, its artists with roles, its credits, and the genres as a managed list.
-- tracks.artist and tracks.album stay as text: the track list reads them without a join (spec §7). The catalogue's
-- writes keep them equal to the links (server/catalog/trackText.ts); this migration makes the links from that text.
-- It is set-based (a few INSERT … SELECT over the distinct texts, no per-row work) and runs in the migration's
-- transaction: interrupted, it leaves nothing and runs again from the start.

create table genres (
  slug text primary key,
  name text not null,
  position integer not null,
  created_at text not null
);

-- A name need not be unique; name_key (lower-case, trimmed) finds namesakes and legacy text.
create table artists (
  id integer primary key autoincrement,
  name text not null,
  name_key text not null,
  sort_name text not null default '',
  country text,
  image_url text,
  biography text not null default '',
  links text not null default '[]',
  created_at text not null,
  updated_at text not null
);

create index artists_name_key_idx on artists (name_key, id);

create index artists_created_idx on artists (created_at, id);

create index artists_country_idx on artists (country, name_key, id);

create table releases (
  id integer primary key autoincrement,
  title text not null,
  title_key text not null,
  type text not null default 'album' check (type in ('album', 'single', 'ep', 'compilation')),
  upc text,
  label text not null default '',
  p_line text not null default '',
  c_line text not null default '',
  original_release_date text,
  cover_url text,
  created_at text not null,
  updated_at text not null
);

-- A release's primary artists, in order.
create table release_artists (
  release_id integer not null references releases (id) on delete cascade,
  artist_id integer not null references artists (id),
  position integer not null,
  primary key (release_id, artist_id)
) without rowid;

-- A track's place in the catalogue; isrc is stored without dashes, upper case.
create table track_links (
  track_id integer primary key references tracks (id) on delete cascade,
  release_id integer references releases (id) on delete set null,
  disc_number integer not null default 1 check (disc_number >= 1),
  track_number integer check (track_number >= 1),
  isrc text,
  version text not null default ''
);

create table track_artists (
  track_id integer not null references tracks (id) on delete cascade,
  artist_id integer not null references artists (id),
  role text not null check (role in ('main', 'featured', 'remixer')),
  position integer not null,
  primary key (track_id, role, artist_id)
) without rowid;

-- A person credited is an artist of the catalogue (artist_id, name kept as theirs) or a plain name.
create table track_credits (
  id integer primary key autoincrement,
  track_id integer not null references tracks (id) on delete cascade,
  role text not null check (role in ('composer', 'lyricist', 'producer', 'mixer', 'mastering_engineer')),
  artist_id integer references artists (id),
  name text not null,
  position integer not null
);

insert into genres (slug, name, position, created_at) values
  ('pop', 'Pop', 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ('rock', 'Rock', 2, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ('hip-hop', 'Hip-hop', 3, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ('electronic', 'Electronic', 4, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ('jazz', 'Jazz', 5, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ('classical', 'Classical', 6, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ('country', 'Country', 7, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ('r-and-b', 'R&B', 8, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ('reggae', 'Reggae', 9, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ('metal', 'Metal', 10, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ('folk', 'Folk', 11, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ('blues', 'Blues', 12, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ('latin', 'Latin', 13, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ('ambient', 'Ambient', 14, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));

-- A genre a track has that is not among the 14 (older data) joins the list, so that every track's genre is listed.
insert into genres (slug, name, position, created_at)
  select genre, genre, 14 + row_number() over (order by genre), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  from (select genre from tracks group by genre) used
  where genre not in (select slug from genres);

-- CROSS JOIN below keeps SQLite reading tracks once in id order (the others are looked up by their keys) rather
-- than a million tracks in random order through an index.

-- Each distinct artist text (read from the index on tracks.artist), its normalised name and, below, its artist.
create temp table legacy_artist_names (
  artist text primary key,
  name_key text not null,
  artist_id integer
);

insert into legacy_artist_names (artist, name_key)
  select artist, lower(trim(artist)) from tracks group by artist having trim(artist) <> '';

-- One artist per normalised name, named by its first spelling.
insert into artists (id, name, name_key, created_at, updated_at)
  select row_number() over (order by name_key), min(trim(artist)), name_key,
    strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  from legacy_artist_names group by name_key;

update legacy_artist_names set artist_id = a.id from artists a where a.name_key = legacy_artist_names.name_key;

insert into track_artists (track_id, artist_id, role, position)
  select t.id, n.artist_id, 'main', 0 from tracks t cross join legacy_artist_names n where n.artist = t.artist;

-- Each (artist, album text) pair, with the earliest date and a cover of its tracks.
create temp table legacy_albums (
  artist_id integer not null,
  album text not null,
  title_key text not null,
  release_date text,
  cover_url text,
  release_id integer,
  primary key (artist_id, album)
);

insert into legacy_albums (artist_id, album, title_key, release_date, cover_url)
  select n.artist_id, t.album, lower(trim(t.album)), min(t.release_date), min(t.cover_url)
  from tracks t cross join legacy_artist_names n
  where n.artist = t.artist and trim(t.album) <> ''
  group by n.artist_id, t.album;

-- One release per artist and normalised album title.
create temp table legacy_releases (
  id integer primary key,
  artist_id integer not null,
  title_key text not null,
  title text not null,
  release_date text,
  cover_url text
);

insert into legacy_releases (id, artist_id, title_key, title, release_date, cover_url)
  select row_number() over (order by artist_id, title_key), artist_id, title_key, min(trim(album)),
    min(release_date), min(cover_url)
  from legacy_albums group by artist_id, title_key;

create index legacy_releases_key on legacy_releases (artist_id, title_key);

insert into releases (id, title, title_key, type, original_release_date, cover_url, created_at, updated_at)
  select id, title, title_key, 'album', release_date, cover_url, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'),
    strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  from legacy_releases;

insert into release_artists (release_id, artist_id, position) select id, artist_id, 0 from legacy_releases;

update legacy_albums set release_id = r.id from legacy_releases r
  where r.artist_id = legacy_albums.artist_id and r.title_key = legacy_albums.title_key;

-- Every track with an album joins its release, numbered in the order the tracks were added.
-- Written in track order: a table is filled fastest in the order of its key.
insert into track_links (track_id, release_id, disc_number, track_number)
  select id, release_id, 1, track_number from (
    select t.id, a.release_id, row_number() over (partition by a.release_id order by t.created_at, t.id) as track_number
    from tracks t cross join legacy_artist_names n cross join legacy_albums a
    where n.artist = t.artist and a.artist_id = n.artist_id and a.album = t.album) numbered
  order by id;

-- The indexes of the tables filled above, made once they are full: one sort each instead of a million inserts
-- in random places.
create unique index releases_upc_key on releases (upc) where upc is not null;

create index releases_title_key_idx on releases (title_key, id);

create index releases_created_idx on releases (created_at, id);

create index releases_date_idx on releases (original_release_date, id);

create index releases_type_idx on releases (type, created_at, id);

create index release_artists_artist_idx on release_artists (artist_id, release_id);

create unique index track_links_isrc_key on track_links (isrc) where isrc is not null;

create index track_links_release_idx on track_links (release_id, disc_number, track_number);

create index track_artists_artist_idx on track_artists (artist_id, role, track_id);

create index track_credits_track_idx on track_credits (track_id, position);

create index track_credits_artist_idx on track_credits (artist_id) where artist_id is not null;

drop table legacy_releases;

drop table legacy_albums;

drop table legacy_artist_names;
