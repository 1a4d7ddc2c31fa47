-- Daily roll-ups of the plays, read by the music overview instead of counting raw plays (issue 11 §5). Ingestion
-- updates them in the same transaction as each batch; triggers keep them right when plays, tracks or users are
-- deleted, and when a track changes genre or artist. `version` grows with every change to the day's roll-ups; the
-- stats cache compares their sum. A day's play_daily row stays (with 0 plays) once made, so its version only grows.
-- SQLite keeps each roll-up in one b-tree (without rowid).

alter table "play_histories" add column "event_id" text;

create unique index "play_histories_event_idx" on "play_histories" ("event_id");

create table "play_daily" (
  "day" text primary key,
  "plays" integer default 0 not null,
  "listeners" integer default 0 not null,
  "version" bigint default 1 not null
) without rowid;

create table "play_daily_listeners" (
  "day" text not null,
  "user_id" integer not null,
  "plays" integer not null,
  constraint "play_daily_listeners_pk" primary key ("day", "user_id")
) without rowid;

create table "play_daily_tracks" (
  "day" text not null,
  "track_id" integer not null,
  "genre" text not null,
  "artist" text not null,
  "plays" integer not null,
  constraint "play_daily_tracks_pk" primary key ("day", "track_id")
) without rowid;

-- A day's most played tracks, and one track's days: the two reads of the top-tracks query.
create index "play_daily_tracks_top_idx" on "play_daily_tracks" ("day", "plays", "track_id");

create index "play_daily_tracks_track_idx" on "play_daily_tracks" ("track_id", "day", "plays");

create table "play_daily_genres" (
  "day" text not null,
  "genre" text not null,
  "plays" integer not null,
  constraint "play_daily_genres_pk" primary key ("day", "genre")
) without rowid;

create table "play_daily_artists" (
  "day" text not null,
  "artist" text not null,
  "plays" integer not null,
  constraint "play_daily_artists_pk" primary key ("day", "artist")
) without rowid;

create index "play_daily_artists_top_idx" on "play_daily_artists" ("day", "plays", "artist");

create index "play_daily_artists_artist_idx" on "play_daily_artists" ("artist", "day", "plays");

create table "track_totals" (
  "genre" text not null,
  "status" text not null,
  "tracks" integer not null,
  "seconds" bigint not null,
  constraint "track_totals_pk" primary key ("genre", "status")
) without rowid;

create table "user_daily" (
  "day" text primary key,
  "users" integer not null
) without rowid;

-- A deleted play leaves every roll-up, and its track's play count.
create trigger play_rollups_play_deleted after delete on play_histories begin
    update play_daily_genres set plays = plays - 1
      where day = substr(old.played_at, 1, 10) and genre = (select genre from play_daily_tracks where day = substr(old.played_at, 1, 10) and track_id = old.track_id);
    delete from play_daily_genres
      where day = substr(old.played_at, 1, 10) and plays <= 0 and genre = (select genre from play_daily_tracks where day = substr(old.played_at, 1, 10) and track_id = old.track_id);
    update play_daily_artists set plays = plays - 1
      where day = substr(old.played_at, 1, 10) and artist = (select artist from play_daily_tracks where day = substr(old.played_at, 1, 10) and track_id = old.track_id);
    delete from play_daily_artists
      where day = substr(old.played_at, 1, 10) and plays <= 0 and artist = (select artist from play_daily_tracks where day = substr(old.played_at, 1, 10) and track_id = old.track_id);
    update play_daily_tracks set plays = plays - 1 where day = substr(old.played_at, 1, 10) and track_id = old.track_id;
    delete from play_daily_tracks where day = substr(old.played_at, 1, 10) and track_id = old.track_id and plays <= 0;
    update play_daily_listeners set plays = plays - 1 where day = substr(old.played_at, 1, 10) and user_id = old.user_id;
    update play_daily set plays = plays - 1, version = version + 1,
        listeners = listeners - (select count(*) from play_daily_listeners
          where day = substr(old.played_at, 1, 10) and user_id = old.user_id and plays <= 0)
      where day = substr(old.played_at, 1, 10);
    delete from play_daily_listeners where day = substr(old.played_at, 1, 10) and user_id = old.user_id and plays <= 0;
    update tracks set play_count = play_count - 1 where id = old.track_id and play_count > 0 and 1;
  end;

create trigger track_totals_inserted after insert on tracks begin
    insert into track_totals (genre, status, tracks, seconds) values (new.genre, new.status, 1, new.duration)
      on conflict (genre, status) do update set tracks = tracks + 1, seconds = seconds + excluded.seconds;
  end;

create trigger track_totals_deleted after delete on tracks begin
    update track_totals set tracks = tracks - 1, seconds = seconds - old.duration
      where genre = old.genre and status = old.status;
  end;

create trigger track_totals_updated after update of genre, status, duration on tracks
    when (old.genre <> new.genre or old.status <> new.status or old.duration <> new.duration) begin
    update track_totals set tracks = tracks - 1, seconds = seconds - old.duration
      where genre = old.genre and status = old.status;
    insert into track_totals (genre, status, tracks, seconds) values (new.genre, new.status, 1, new.duration)
      on conflict (genre, status) do update set tracks = tracks + 1, seconds = seconds + excluded.seconds;
  end;

create trigger play_rollups_track_moved after update of genre, artist on tracks
    when (old.genre <> new.genre or old.artist <> new.artist) begin
    update play_daily_tracks set genre = new.genre, artist = new.artist where track_id = new.id;
  end;

create trigger play_rollups_genre_moved after update of genre on play_daily_tracks
    when (old.genre <> new.genre) begin
    update play_daily set version = version + 1 where day = old.day;
    update play_daily_genres set plays = plays - old.plays where day = old.day and genre = old.genre;
    delete from play_daily_genres where day = old.day and genre = old.genre and plays <= 0;
    insert into play_daily_genres (day, genre, plays) values (new.day, new.genre, new.plays)
      on conflict (day, genre) do update set plays = plays + excluded.plays;
  end;

create trigger play_rollups_artist_moved after update of artist on play_daily_tracks
    when (old.artist <> new.artist) begin
    update play_daily set version = version + 1 where day = old.day;
    update play_daily_artists set plays = plays - old.plays where day = old.day and artist = old.artist;
    delete from play_daily_artists where day = old.day and artist = old.artist and plays <= 0;
    insert into play_daily_artists (day, artist, plays) values (new.day, new.artist, new.plays)
      on conflict (day, artist) do update set plays = plays + excluded.plays;
  end;

create trigger user_daily_inserted after insert on users begin
    insert into user_daily (day, users) values (substr(new.created_at, 1, 10), 1)
      on conflict (day) do update set users = users + 1;
  end;

create trigger user_daily_deleted after delete on users begin
    update user_daily set users = users - 1 where day = substr(old.created_at, 1, 10);
    delete from user_daily where day = substr(old.created_at, 1, 10) and users <= 0;
  end;

create trigger user_daily_updated after update of created_at on users
    when substr(old.created_at, 1, 10) <> substr(new.created_at, 1, 10) begin
    update user_daily set users = users - 1 where day = substr(old.created_at, 1, 10);
    delete from user_daily where day = substr(old.created_at, 1, 10) and users <= 0;
    insert into user_daily (day, users) values (substr(new.created_at, 1, 10), 1)
      on conflict (day) do update set users = users + 1;
  end;

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
  select day, sum(plays), count(*), cast((julianday('now') - 2440587.5) * 86400000 as integer) from play_daily_listeners group by day;

insert into track_totals (genre, status, tracks, seconds)
  select genre, status, count(*), coalesce(sum(duration), 0) from tracks group by genre, status;

insert into user_daily (day, users)
  select substr(created_at, 1, 10), count(*) from users group by substr(created_at, 1, 10);
