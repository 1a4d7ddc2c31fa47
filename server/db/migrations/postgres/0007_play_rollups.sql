-- Daily roll-ups of the plays, read by the music overview instead of counting raw plays (issue 11 §5). Ingestion
-- updates them in the same transaction as each batch; triggers keep them right when plays, tracks or users are
-- deleted, and when a track changes genre or artist. `version` grows with every change to the day's roll-ups; the
-- stats cache compares their sum. A day's play_daily row stays (with 0 plays) once made, so its version only grows.

alter table "play_histories" add column "event_id" text;

create unique index "play_histories_event_idx" on "play_histories" ("event_id");

create table "play_daily" (
  "day" text primary key,
  "plays" integer default 0 not null,
  "listeners" integer default 0 not null,
  "version" bigint default 1 not null
);

create table "play_daily_listeners" (
  "day" text not null,
  "user_id" integer not null,
  "plays" integer not null,
  constraint "play_daily_listeners_pk" primary key ("day", "user_id")
);

create table "play_daily_tracks" (
  "day" text not null,
  "track_id" integer not null,
  "genre" text not null,
  "artist" text not null,
  "plays" integer not null,
  constraint "play_daily_tracks_pk" primary key ("day", "track_id")
);

-- A day's most played tracks, and one track's days: the two reads of the top-tracks query.
create index "play_daily_tracks_top_idx" on "play_daily_tracks" ("day", "plays", "track_id");

create index "play_daily_tracks_track_idx" on "play_daily_tracks" ("track_id", "day", "plays");

create table "play_daily_genres" (
  "day" text not null,
  "genre" text not null,
  "plays" integer not null,
  constraint "play_daily_genres_pk" primary key ("day", "genre")
);

create table "play_daily_artists" (
  "day" text not null,
  "artist" text not null,
  "plays" integer not null,
  constraint "play_daily_artists_pk" primary key ("day", "artist")
);

create index "play_daily_artists_top_idx" on "play_daily_artists" ("day", "plays", "artist");

create index "play_daily_artists_artist_idx" on "play_daily_artists" ("artist", "day", "plays");

create table "track_totals" (
  "genre" text not null,
  "status" text not null,
  "tracks" integer not null,
  "seconds" bigint not null,
  constraint "track_totals_pk" primary key ("genre", "status")
);

create table "user_daily" (
  "day" text primary key,
  "users" integer not null
);

-- A deleted play leaves every roll-up, and its track's play count.
create or replace function play_rollups_play_deleted() returns trigger language plpgsql as $$
  declare
    d text := substr(old.played_at, 1, 10);
    g text;
    a text;
    gone integer := 0;
  begin
    select genre, artist into g, a from play_daily_tracks where day = d and track_id = old.track_id;
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
    update tracks set play_count = play_count - 1 where id = old.track_id and play_count > 0;
    return null;
  end $$;

create function track_totals_changed() returns trigger language plpgsql as $$
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
  end $$;

create function play_rollups_track_moved() returns trigger language plpgsql as $$
  begin
    update play_daily_tracks set genre = new.genre, artist = new.artist where track_id = new.id;
    return null;
  end $$;

create function play_rollups_row_moved() returns trigger language plpgsql as $$
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
  end $$;

create trigger play_rollups_play_deleted after delete on play_histories
  for each row execute function play_rollups_play_deleted();

create trigger track_totals_inserted after insert or delete on tracks
  for each row execute function track_totals_changed();

create trigger track_totals_updated after update of genre, status, duration on tracks
  for each row when ((old.genre <> new.genre or old.status <> new.status or old.duration <> new.duration))
  execute function track_totals_changed();

create trigger play_rollups_track_moved after update of genre, artist on tracks
  for each row when ((old.genre <> new.genre or old.artist <> new.artist))
  execute function play_rollups_track_moved();

create trigger play_rollups_row_moved after update of genre, artist on play_daily_tracks
  for each row when ((old.genre <> new.genre or old.artist <> new.artist))
  execute function play_rollups_row_moved();

create function user_daily_changed() returns trigger language plpgsql as $$
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
  end $$;

create trigger user_daily_inserted after insert or delete on users
  for each row execute function user_daily_changed();

create trigger user_daily_updated after update of created_at on users
  for each row when (substr(old.created_at, 1, 10) <> substr(new.created_at, 1, 10))
  execute function user_daily_changed();

-- Every roll-up recounted from the tables it summarises.
delete from "play_daily";

delete from "play_daily_listeners";

delete from "play_daily_tracks";

delete from "play_daily_genres";

delete from "play_daily_artists";

delete from "track_totals";

delete from "user_daily";

insert into play_daily_tracks (day, track_id, genre, artist, plays)
  select p.day, p.track_id, t.genre, t.artist, p.plays
  from (select substr(played_at, 1, 10) as day, track_id, count(*) as plays from play_histories
        group by substr(played_at, 1, 10), track_id) p
  join tracks t on t.id = p.track_id;

insert into "play_daily_genres" (day, "genre", plays)
  select p.day, "t"."genre", sum(p.plays) from play_daily_tracks p join tracks t on t.id = p.track_id
  group by p.day, "t"."genre";

insert into "play_daily_artists" (day, "artist", plays)
  select p.day, "t"."artist", sum(p.plays) from play_daily_tracks p join tracks t on t.id = p.track_id
  group by p.day, "t"."artist";

insert into play_daily_listeners (day, user_id, plays)
  select substr(played_at, 1, 10), user_id, count(*) from play_histories
  group by substr(played_at, 1, 10), user_id;

-- A recount starts the versions afresh (milliseconds since 1970), above any a running server may have cached
-- answers for.
insert into play_daily (day, plays, listeners, version)
  select day, sum(plays), count(*), cast(extract(epoch from clock_timestamp()) * 1000 as bigint) from play_daily_listeners group by day;

insert into track_totals (genre, status, tracks, seconds)
  select genre, status, count(*), coalesce(sum(duration), 0) from tracks group by genre, status;

insert into user_daily (day, users)
  select substr(created_at, 1, 10), count(*) from users group by substr(created_at, 1, 10);
