-- A track's plays are counted under the genre and artist the track has now, read from its row by the triggers; the
-- (day, track) roll-up drops its copies of them. A bulk edit then moves the plays' counts without rewriting every
-- (day, track) row of its tracks.
-- A play's genre and artist are its track's. When the play goes with its track (a cascade), the track row is gone
-- and the per-play trigger finds nothing: tracks_plays_deleted, which runs before the track row goes, has taken all
-- of that track's plays off already.

drop trigger "play_rollups_track_moved";

drop trigger "play_rollups_genre_moved";

drop trigger "play_rollups_artist_moved";

drop trigger "play_rollups_play_deleted";

-- play_daily_tracks keeps (day, track, plays) only: relabelling its copies of each track's genre and artist was
-- most of a bulk edit's time.
alter table "play_daily_tracks" drop column "genre";

alter table "play_daily_tracks" drop column "artist";

-- A deleted play leaves every roll-up, and its track's play count.
create trigger play_rollups_play_deleted after delete on play_histories when (not exists (select 1 from count_triggers_paused)) begin
    update play_daily_genres set plays = plays - 1
      where day = substr(old.played_at, 1, 10) and genre = (select genre from tracks where id = old.track_id);
    delete from play_daily_genres
      where day = substr(old.played_at, 1, 10) and plays <= 0 and genre = (select genre from tracks where id = old.track_id);
    update play_daily_artists set plays = plays - 1
      where day = substr(old.played_at, 1, 10) and artist = (select artist from tracks where id = old.track_id);
    delete from play_daily_artists
      where day = substr(old.played_at, 1, 10) and plays <= 0 and artist = (select artist from tracks where id = old.track_id);
    update play_daily_tracks set plays = plays - 1 where day = substr(old.played_at, 1, 10) and track_id = old.track_id;
    delete from play_daily_tracks where day = substr(old.played_at, 1, 10) and track_id = old.track_id and plays <= 0;
    update play_daily_listeners set plays = plays - 1 where day = substr(old.played_at, 1, 10) and user_id = old.user_id;
    update play_daily set plays = plays - 1, version = version + 1,
        listeners = listeners - (select count(*) from play_daily_listeners
          where day = substr(old.played_at, 1, 10) and user_id = old.user_id and plays <= 0)
      where day = substr(old.played_at, 1, 10);
    delete from play_daily_listeners where day = substr(old.played_at, 1, 10) and user_id = old.user_id and plays <= 0;
    update tracks set play_count = play_count - 1 where id = old.track_id and play_count > 0 and old.id <= (select cast(value as integer) from meta where key = 'plays_folded');
  end;

-- Before the row goes, while its plays' (day, track) rows still say how many to take off which day. Its plays go
-- afterwards by cascade; their own trigger then counts them off the days and listeners only.
create trigger tracks_plays_deleted before delete on tracks when (not exists (select 1 from count_triggers_paused)) begin
    update play_daily_genres set plays = plays - (select p.plays from play_daily_tracks p
        where p.track_id = old.id and p.day = play_daily_genres.day)
      where genre = old.genre and day in (select day from play_daily_tracks where track_id = old.id);
    delete from play_daily_genres where genre = old.genre and plays <= 0 and day in (select day from play_daily_tracks where track_id = old.id);
    update play_daily_artists set plays = plays - (select p.plays from play_daily_tracks p
        where p.track_id = old.id and p.day = play_daily_artists.day)
      where artist = old.artist and day in (select day from play_daily_tracks where track_id = old.id);
    delete from play_daily_artists where artist = old.artist and plays <= 0 and day in (select day from play_daily_tracks where track_id = old.id);
    delete from play_daily_tracks where track_id = old.id;
  end;

create trigger tracks_plays_genre_moved after update of genre on tracks
    when (old.genre <> new.genre) and (not exists (select 1 from count_triggers_paused)) begin
    update play_daily set version = version + 1 where day in (select day from play_daily_tracks where track_id = new.id);
    update play_daily_genres set plays = plays - (select p.plays from play_daily_tracks p
        where p.track_id = new.id and p.day = play_daily_genres.day)
      where genre = old.genre and day in (select day from play_daily_tracks where track_id = new.id);
    delete from play_daily_genres where genre = old.genre and plays <= 0 and day in (select day from play_daily_tracks where track_id = new.id);
    insert into play_daily_genres (day, genre, plays)
      select day, new.genre, plays from play_daily_tracks where track_id = new.id and true
      on conflict (day, genre) do update set plays = plays + excluded.plays;
  end;

create trigger tracks_plays_artist_moved after update of artist on tracks
    when (old.artist <> new.artist) and (not exists (select 1 from count_triggers_paused)) begin
    update play_daily set version = version + 1 where day in (select day from play_daily_tracks where track_id = new.id);
    update play_daily_artists set plays = plays - (select p.plays from play_daily_tracks p
        where p.track_id = new.id and p.day = play_daily_artists.day)
      where artist = old.artist and day in (select day from play_daily_tracks where track_id = new.id);
    delete from play_daily_artists where artist = old.artist and plays <= 0 and day in (select day from play_daily_tracks where track_id = new.id);
    insert into play_daily_artists (day, artist, plays)
      select day, new.artist, plays from play_daily_tracks where track_id = new.id and true
      on conflict (day, artist) do update set plays = plays + excluded.plays;
  end;
