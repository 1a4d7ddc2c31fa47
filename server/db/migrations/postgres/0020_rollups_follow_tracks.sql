-- A track's plays are counted under the genre and artist the track has now, read from its row by the triggers; the
-- (day, track) roll-up drops its copies of them. A bulk edit then moves the plays' counts without rewriting every
-- (day, track) row of its tracks.
-- A play's genre and artist are its track's. When the play goes with its track (a cascade), the track row is gone
-- and the per-play function finds nothing: tracks_plays_deleted, which runs before the track row goes, has taken
-- all of that track's plays off already.

drop trigger play_rollups_track_moved on tracks;

drop trigger play_rollups_row_moved on play_daily_tracks;

drop function play_rollups_track_moved();

drop function play_rollups_row_moved();

-- play_daily_tracks keeps (day, track, plays) only: relabelling its copies of each track's genre and artist was
-- most of a bulk edit's time.
alter table "play_daily_tracks" drop column "genre";

alter table "play_daily_tracks" drop column "artist";

-- A deleted play leaves every roll-up, and its track's play count.
create or replace function play_rollups_play_deleted() returns trigger language plpgsql as $$
  declare
    d text := substr(old.played_at, 1, 10);
    g text;
    a text;
    gone integer := 0;
  begin
    select genre, artist into g, a from tracks where id = old.track_id;
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

create function tracks_plays_deleted() returns trigger language plpgsql as $$
  begin
    update play_daily_genres r set plays = r.plays - p.plays from play_daily_tracks p
      where p.track_id = old.id and r.day = p.day and r.genre = old.genre;
    delete from play_daily_genres r using play_daily_tracks p
      where p.track_id = old.id and r.day = p.day and r.genre = old.genre and r.plays <= 0;
    update play_daily_artists r set plays = r.plays - p.plays from play_daily_tracks p
      where p.track_id = old.id and r.day = p.day and r.artist = old.artist;
    delete from play_daily_artists r using play_daily_tracks p
      where p.track_id = old.id and r.day = p.day and r.artist = old.artist and r.plays <= 0;
    delete from play_daily_tracks where track_id = old.id;
    return old;
  end $$;

create function tracks_plays_moved() returns trigger language plpgsql as $$
  begin
    update play_daily set version = version + 1
      where day in (select day from play_daily_tracks where track_id = new.id);
    if old.genre <> new.genre then
      update play_daily_genres r set plays = r.plays - p.plays from play_daily_tracks p
      where p.track_id = new.id and r.day = p.day and r.genre = old.genre;
    delete from play_daily_genres r using play_daily_tracks p
      where p.track_id = new.id and r.day = p.day and r.genre = old.genre and r.plays <= 0;
    insert into play_daily_genres (day, genre, plays)
      select day, new.genre, plays from play_daily_tracks where track_id = new.id order by day
      on conflict (day, genre) do update set plays = play_daily_genres.plays + excluded.plays;
    end if;
    if old.artist <> new.artist then
      update play_daily_artists r set plays = r.plays - p.plays from play_daily_tracks p
      where p.track_id = new.id and r.day = p.day and r.artist = old.artist;
    delete from play_daily_artists r using play_daily_tracks p
      where p.track_id = new.id and r.day = p.day and r.artist = old.artist and r.plays <= 0;
    insert into play_daily_artists (day, artist, plays)
      select day, new.artist, plays from play_daily_tracks where track_id = new.id order by day
      on conflict (day, artist) do update set plays = play_daily_artists.plays + excluded.plays;
    end if;
    return null;
  end $$;

-- Before the row goes, while its plays' (day, track) rows still say how many to take off which day. Its plays go
-- afterwards by cascade; their own trigger then counts them off the days and listeners only.
create trigger tracks_plays_deleted before delete on tracks
  for each row when ((current_setting('vibeline.bulk', true) is distinct from 'on')) execute function tracks_plays_deleted();

create trigger tracks_plays_moved after update of genre, artist on tracks
  for each row when ((old.genre <> new.genre or old.artist <> new.artist) and (current_setting('vibeline.bulk', true) is distinct from 'on'))
  execute function tracks_plays_moved();
