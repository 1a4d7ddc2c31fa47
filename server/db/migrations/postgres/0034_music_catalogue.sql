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
  id serial primary key,
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

-- The keyword is the start of the name: LIKE 'word%' reads this index whatever the database's collation.
create index artists_name_prefix_idx on artists (name_key text_pattern_ops);

create table releases (
  id serial primary key,
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
  release_id integer not null,
  artist_id integer not null,
  position integer not null,
  primary key (release_id, artist_id)
);

-- A track's place in the catalogue; isrc is stored without dashes, upper case.
create table track_links (
  track_id integer primary key,
  release_id integer,
  disc_number integer not null default 1 check (disc_number >= 1),
  track_number integer check (track_number >= 1),
  isrc text,
  version text not null default ''
);

create table track_artists (
  track_id integer not null,
  artist_id integer not null,
  role text not null check (role in ('main', 'featured', 'remixer')),
  position integer not null,
  primary key (track_id, role, artist_id)
);

-- A person credited is an artist of the catalogue (artist_id, name kept as theirs) or a plain name.
create table track_credits (
  id serial primary key,
  track_id integer not null,
  role text not null check (role in ('composer', 'lyricist', 'producer', 'mixer', 'mastering_engineer')),
  artist_id integer,
  name text not null,
  position integer not null
);

insert into genres (slug, name, position, created_at) values
  ('pop', 'Pop', 1, to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  ('rock', 'Rock', 2, to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  ('hip-hop', 'Hip-hop', 3, to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  ('electronic', 'Electronic', 4, to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  ('jazz', 'Jazz', 5, to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  ('classical', 'Classical', 6, to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  ('country', 'Country', 7, to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  ('r-and-b', 'R&B', 8, to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  ('reggae', 'Reggae', 9, to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  ('metal', 'Metal', 10, to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  ('folk', 'Folk', 11, to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  ('blues', 'Blues', 12, to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  ('latin', 'Latin', 13, to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  ('ambient', 'Ambient', 14, to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'));

-- A genre a track has that is not among the 14 (older data) joins the list, so that every track's genre is listed.
insert into genres (slug, name, position, created_at)
  select genre, genre, 14 + row_number() over (order by genre), to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  from (select genre from tracks group by genre) used
  where genre not in (select slug from genres);

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
    to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  from legacy_artist_names group by name_key;

update legacy_artist_names set artist_id = a.id from artists a where a.name_key = legacy_artist_names.name_key;

-- Analysed once artist_id is set: analysed before, the planner took every artist_id for null, expected the joins
-- below to match one row and walked tracks by artist once per album (it had not finished after 13 minutes at 1M).
analyze legacy_artist_names;

insert into track_artists (track_id, artist_id, role, position)
  select t.id, n.artist_id, 'main', 0 from tracks t join legacy_artist_names n on n.artist = t.artist;

-- One release per artist and normalised album title, named by its first spelling, with the earliest date and a
-- cover of its tracks.
create temp table legacy_releases (
  id integer primary key,
  artist_id integer not null,
  title_key text not null,
  title text not null,
  release_date text,
  cover_url text
);

insert into legacy_releases (id, artist_id, title_key, title, release_date, cover_url)
  select row_number() over (order by n.artist_id, lower(trim(t.album))), n.artist_id, lower(trim(t.album)),
    min(trim(t.album)), min(t.release_date), min(t.cover_url)
  from tracks t join legacy_artist_names n on n.artist = t.artist
  where trim(t.album) <> ''
  group by n.artist_id, lower(trim(t.album));

analyze legacy_releases;

insert into releases (id, title, title_key, type, original_release_date, cover_url, created_at, updated_at)
  select id, title, title_key, 'album', release_date, cover_url, to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  from legacy_releases;

insert into release_artists (release_id, artist_id, position) select id, artist_id, 0 from legacy_releases;

-- Every track with an album joins its release, numbered in the order the tracks were added.
-- Written in track order: a table is filled fastest in the order of its key.
insert into track_links (track_id, release_id, disc_number, track_number)
  select id, release_id, 1, track_number from (
    select t.id, r.id as release_id, row_number() over (partition by r.id order by t.created_at, t.id) as track_number
    from tracks t
      join legacy_artist_names n on n.artist = t.artist
      join legacy_releases r on r.artist_id = n.artist_id and r.title_key = lower(trim(t.album))
    where trim(t.album) <> '') numbered
  order by id;

-- The indexes of the tables filled above, made once they are full: one sort each instead of a million inserts
-- in random places.
create unique index releases_upc_key on releases (upc) where upc is not null;

create index releases_title_key_idx on releases (title_key, id);

create index releases_title_prefix_idx on releases (title_key text_pattern_ops);

create index releases_created_idx on releases (created_at, id);

create index releases_date_idx on releases (original_release_date, id);

create index releases_type_idx on releases (type, created_at, id);

create index release_artists_artist_idx on release_artists (artist_id, release_id);

create unique index track_links_isrc_key on track_links (isrc) where isrc is not null;

create index track_links_release_idx on track_links (release_id, disc_number, track_number);

create index track_artists_artist_idx on track_artists (artist_id, role, track_id);

create index track_credits_track_idx on track_credits (track_id, position);

create index track_credits_artist_idx on track_credits (artist_id) where artist_id is not null;

-- The foreign keys, each checked once by a join rather than row by row (a row's check would lock the row it names
-- in tracks).
alter table release_artists add constraint release_artists_release_id_fkey foreign key (release_id) references releases (id) on delete cascade;

alter table release_artists add constraint release_artists_artist_id_fkey foreign key (artist_id) references artists (id);

alter table track_links add constraint track_links_track_id_fkey foreign key (track_id) references tracks (id) on delete cascade;

alter table track_links add constraint track_links_release_id_fkey foreign key (release_id) references releases (id) on delete set null;

alter table track_artists add constraint track_artists_track_id_fkey foreign key (track_id) references tracks (id) on delete cascade;

alter table track_artists add constraint track_artists_artist_id_fkey foreign key (artist_id) references artists (id);

alter table track_credits add constraint track_credits_track_id_fkey foreign key (track_id) references tracks (id) on delete cascade;

alter table track_credits add constraint track_credits_artist_id_fkey foreign key (artist_id) references artists (id);

-- The ids above were given, not drawn: the sequences go on after them.
select setval(pg_get_serial_sequence('artists', 'id'), coalesce((select max(id) from artists), 0) + 1, false);

select setval(pg_get_serial_sequence('releases', 'id'), coalesce((select max(id) from releases), 0) + 1, false);

drop table legacy_releases;

drop table legacy_artist_names;
