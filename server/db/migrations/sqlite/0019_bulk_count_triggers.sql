-- The count and roll-up triggers of tracks and plays stand aside while a bulk write of many tracks keeps those
-- counts itself, with a few set-based statements, in its own transaction (db/bulkCounts.ts).
-- SQLite: count_triggers_paused stays empty; the bulk writer drops every trigger whose text reads it for the time
-- of its transaction and makes it again from that text (db/bulkCounts.ts, pauseCountTriggers). Keep that condition
-- in the text of such triggers.

create table count_triggers_paused (
  paused integer not null
);

drop trigger "track_counts_inserted";

drop trigger "track_counts_deleted";

drop trigger "track_counts_updated";

drop trigger "track_totals_inserted";

drop trigger "track_totals_deleted";

drop trigger "track_totals_updated";

drop trigger "play_rollups_track_moved";

drop trigger "play_rollups_genre_moved";

drop trigger "play_rollups_artist_moved";

drop trigger "play_rollups_play_deleted";

create trigger track_counts_inserted after insert on tracks when (not exists (select 1 from count_triggers_paused)) begin
    insert into track_count_days (day, genre, tracks, published, min_id, max_id)
      values (substr(new.created_at, 1, 10), new.genre, 1, new.status = 'published', new.id, new.id)
      on conflict (day, genre) do update set tracks = "track_count_days".tracks + 1, published = "track_count_days".published + excluded.published, min_id = min(coalesce("track_count_days".min_id, new.id), new.id),
        max_id = max(coalesce("track_count_days".max_id, new.id), new.id);
    insert into track_count_months (month, genre, tracks, published, min_id, max_id)
      values (substr(new.created_at, 1, 7), new.genre, 1, new.status = 'published', new.id, new.id)
      on conflict (month, genre) do update set tracks = "track_count_months".tracks + 1, published = "track_count_months".published + excluded.published, min_id = min(coalesce("track_count_months".min_id, new.id), new.id),
        max_id = max(coalesce("track_count_months".max_id, new.id), new.id);
  end;

create trigger track_counts_deleted after delete on tracks when (not exists (select 1 from count_triggers_paused)) begin
    update track_count_days set tracks = tracks - 1, published = published - (old.status = 'published')
      where day = substr(old.created_at, 1, 10) and genre = old.genre;
    update track_count_months set tracks = tracks - 1, published = published - (old.status = 'published')
      where month = substr(old.created_at, 1, 7) and genre = old.genre;
  end;

create trigger track_counts_updated after update of genre, status, created_at on tracks
    when (old.genre <> new.genre or old.status <> new.status
      or substr(old.created_at, 1, 10) <> substr(new.created_at, 1, 10)) and (not exists (select 1 from count_triggers_paused)) begin
    update track_count_days set tracks = tracks - 1, published = published - (old.status = 'published')
      where day = substr(old.created_at, 1, 10) and genre = old.genre;
    update track_count_months set tracks = tracks - 1, published = published - (old.status = 'published')
      where month = substr(old.created_at, 1, 7) and genre = old.genre;
    insert into track_count_days (day, genre, tracks, published, min_id, max_id)
      values (substr(new.created_at, 1, 10), new.genre, 1, new.status = 'published', new.id, new.id)
      on conflict (day, genre) do update set tracks = "track_count_days".tracks + 1, published = "track_count_days".published + excluded.published, min_id = min(coalesce("track_count_days".min_id, new.id), new.id),
        max_id = max(coalesce("track_count_days".max_id, new.id), new.id);
    insert into track_count_months (month, genre, tracks, published, min_id, max_id)
      values (substr(new.created_at, 1, 7), new.genre, 1, new.status = 'published', new.id, new.id)
      on conflict (month, genre) do update set tracks = "track_count_months".tracks + 1, published = "track_count_months".published + excluded.published, min_id = min(coalesce("track_count_months".min_id, new.id), new.id),
        max_id = max(coalesce("track_count_months".max_id, new.id), new.id);
  end;

create trigger track_totals_inserted after insert on tracks when (not exists (select 1 from count_triggers_paused)) begin
    insert into track_totals (genre, status, tracks, seconds) values (new.genre, new.status, 1, new.duration)
      on conflict (genre, status) do update set tracks = tracks + 1, seconds = seconds + excluded.seconds;
  end;

create trigger track_totals_deleted after delete on tracks when (not exists (select 1 from count_triggers_paused)) begin
    update track_totals set tracks = tracks - 1, seconds = seconds - old.duration
      where genre = old.genre and status = old.status;
  end;

create trigger track_totals_updated after update of genre, status, duration on tracks
    when (old.genre <> new.genre or old.status <> new.status or old.duration <> new.duration) and (not exists (select 1 from count_triggers_paused)) begin
    update track_totals set tracks = tracks - 1, seconds = seconds - old.duration
      where genre = old.genre and status = old.status;
    insert into track_totals (genre, status, tracks, seconds) values (new.genre, new.status, 1, new.duration)
      on conflict (genre, status) do update set tracks = tracks + 1, seconds = seconds + excluded.seconds;
  end;

create trigger play_rollups_track_moved after update of genre, artist on tracks
    when (old.genre <> new.genre or old.artist <> new.artist) and (not exists (select 1 from count_triggers_paused)) begin
    update play_daily_tracks set genre = new.genre, artist = new.artist where track_id = new.id;
  end;

create trigger play_rollups_genre_moved after update of genre on play_daily_tracks
    when (old.genre <> new.genre) and (not exists (select 1 from count_triggers_paused)) begin
    update play_daily set version = version + 1 where day = old.day;
    update play_daily_genres set plays = plays - old.plays where day = old.day and genre = old.genre;
    delete from play_daily_genres where day = old.day and genre = old.genre and plays <= 0;
    insert into play_daily_genres (day, genre, plays) values (new.day, new.genre, new.plays)
      on conflict (day, genre) do update set plays = plays + excluded.plays;
  end;

create trigger play_rollups_artist_moved after update of artist on play_daily_tracks
    when (old.artist <> new.artist) and (not exists (select 1 from count_triggers_paused)) begin
    update play_daily set version = version + 1 where day = old.day;
    update play_daily_artists set plays = plays - old.plays where day = old.day and artist = old.artist;
    delete from play_daily_artists where day = old.day and artist = old.artist and plays <= 0;
    insert into play_daily_artists (day, artist, plays) values (new.day, new.artist, new.plays)
      on conflict (day, artist) do update set plays = plays + excluded.plays;
  end;

-- A deleted play leaves every roll-up, and its track's play count.
create trigger play_rollups_play_deleted after delete on play_histories when (not exists (select 1 from count_triggers_paused)) begin
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
    update tracks set play_count = play_count - 1 where id = old.track_id and play_count > 0 and old.id <= (select cast(value as integer) from meta where key = 'plays_folded');
  end;
