-- One owner per derived number (docs/derived-numbers.md). Nothing pauses a trigger any more:
-- * the track count tables, the catalogue totals and the list version: the triggers on tracks, for every writer,
--   bulk edits included (count_triggers_paused goes);
-- * the play roll-ups that follow a track (its plays moved to a new genre or artist, taken away when it is
--   deleted): the catalogue's track writes, set-based in their own transaction (server/catalog/trackPlays.ts); their
--   per-row triggers go;
-- * a play deleted while its track stays (its listener deleted, a play removed): the trigger on play_histories; a
--   play that goes with its track is the track write's, so the trigger leaves it alone;
-- * tracks.play_count: the fold of play_count_pending (db/playCounts.ts), the same on both engines; the plays not
--   yet folded under the former watermark become pending rows.

drop trigger "track_counts_inserted";

drop trigger "track_counts_deleted";

drop trigger "track_counts_updated";

drop trigger "track_totals_inserted";

drop trigger "track_totals_deleted";

drop trigger "track_totals_updated";

drop trigger "track_list_version_inserted";

drop trigger "track_list_version_deleted";

drop trigger "track_list_version_updated";

drop trigger "tracks_plays_deleted";

drop trigger "tracks_plays_genre_moved";

drop trigger "tracks_plays_artist_moved";

drop trigger "play_rollups_play_deleted";

drop table "count_triggers_paused";

create trigger track_counts_inserted after insert on tracks begin
    insert into track_count_days (day, genre, tracks, published, min_id, max_id)
      values (substr(new.created_at, 1, 10), new.genre, 1, new.status = 'published', new.id, new.id)
      on conflict (day, genre) do update set tracks = "track_count_days".tracks + 1,
        published = "track_count_days".published + excluded.published,
        min_id = min(coalesce("track_count_days".min_id, new.id), new.id),
        max_id = max(coalesce("track_count_days".max_id, new.id), new.id);
    insert into track_count_months (month, genre, tracks, published, min_id, max_id)
      values (substr(new.created_at, 1, 7), new.genre, 1, new.status = 'published', new.id, new.id)
      on conflict (month, genre) do update set tracks = "track_count_months".tracks + 1,
        published = "track_count_months".published + excluded.published,
        min_id = min(coalesce("track_count_months".min_id, new.id), new.id),
        max_id = max(coalesce("track_count_months".max_id, new.id), new.id);
  end;

create trigger track_counts_deleted after delete on tracks begin
    update track_count_days set tracks = tracks - 1, published = published - (old.status = 'published')
      where day = substr(old.created_at, 1, 10) and genre = old.genre;
    update track_count_months set tracks = tracks - 1, published = published - (old.status = 'published')
      where month = substr(old.created_at, 1, 7) and genre = old.genre;
  end;

create trigger track_counts_updated after update of genre, status, created_at on tracks
    when old.genre <> new.genre or old.status <> new.status
      or substr(old.created_at, 1, 10) <> substr(new.created_at, 1, 10) begin
    update track_count_days set tracks = tracks - 1, published = published - (old.status = 'published')
      where day = substr(old.created_at, 1, 10) and genre = old.genre;
    update track_count_months set tracks = tracks - 1, published = published - (old.status = 'published')
      where month = substr(old.created_at, 1, 7) and genre = old.genre;
    insert into track_count_days (day, genre, tracks, published, min_id, max_id)
      values (substr(new.created_at, 1, 10), new.genre, 1, new.status = 'published', new.id, new.id)
      on conflict (day, genre) do update set tracks = "track_count_days".tracks + 1,
        published = "track_count_days".published + excluded.published,
        min_id = min(coalesce("track_count_days".min_id, new.id), new.id),
        max_id = max(coalesce("track_count_days".max_id, new.id), new.id);
    insert into track_count_months (month, genre, tracks, published, min_id, max_id)
      values (substr(new.created_at, 1, 7), new.genre, 1, new.status = 'published', new.id, new.id)
      on conflict (month, genre) do update set tracks = "track_count_months".tracks + 1,
        published = "track_count_months".published + excluded.published,
        min_id = min(coalesce("track_count_months".min_id, new.id), new.id),
        max_id = max(coalesce("track_count_months".max_id, new.id), new.id);
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
    when old.genre <> new.genre or old.status <> new.status or old.duration <> new.duration begin
    update track_totals set tracks = tracks - 1, seconds = seconds - old.duration
      where genre = old.genre and status = old.status;
    insert into track_totals (genre, status, tracks, seconds) values (new.genre, new.status, 1, new.duration)
      on conflict (genre, status) do update set tracks = tracks + 1, seconds = seconds + excluded.seconds;
  end;

create trigger track_list_version_inserted after insert on tracks begin
    update track_list_version set n = n + 1 where id = 1;
  end;

create trigger track_list_version_deleted after delete on tracks begin
    update track_list_version set n = n + 1 where id = 1;
  end;

create trigger track_list_version_updated after update of "title", "artist", "album", "genre", "status", "explicit",
    "created_at", "duration", "release_date" on tracks begin
    update track_list_version set n = n + 1 where id = 1;
  end;

create table "play_count_pending" (
  "id" integer primary key autoincrement,
  "track_id" integer not null,
  "plays" integer not null
);

insert into play_count_pending (track_id, plays)
  select track_id, count(*) from play_histories
  where id > coalesce((select cast(value as integer) from meta where key = 'plays_folded'), 0)
  group by track_id order by track_id;

delete from meta where key = 'plays_folded';

-- The foreign key's cascade deletes a track's plays after the track's row: such a play finds no track here.
create trigger play_rollups_play_deleted after delete on play_histories
    when exists (select 1 from tracks where id = old.track_id) begin
    update play_daily_genres set plays = plays - 1 where day = substr(old.played_at, 1, 10)
      and genre = (select genre from tracks where id = old.track_id);
    delete from play_daily_genres where day = substr(old.played_at, 1, 10) and plays <= 0
      and genre = (select genre from tracks where id = old.track_id);
    update play_daily_artists set plays = plays - 1 where day = substr(old.played_at, 1, 10)
      and artist = (select artist from tracks where id = old.track_id);
    delete from play_daily_artists where day = substr(old.played_at, 1, 10) and plays <= 0
      and artist = (select artist from tracks where id = old.track_id);
    update play_daily_tracks set plays = plays - 1 where day = substr(old.played_at, 1, 10) and track_id = old.track_id;
    delete from play_daily_tracks where day = substr(old.played_at, 1, 10) and track_id = old.track_id and plays <= 0;
    update play_daily_listeners set plays = plays - 1 where day = substr(old.played_at, 1, 10) and user_id = old.user_id;
    update play_daily set plays = plays - 1, version = version + 1,
      listeners = listeners - (select count(*) from play_daily_listeners
        where day = substr(old.played_at, 1, 10) and user_id = old.user_id and plays <= 0)
      where day = substr(old.played_at, 1, 10);
    delete from play_daily_listeners where day = substr(old.played_at, 1, 10) and user_id = old.user_id and plays <= 0;
    insert into play_count_pending (track_id, plays) values (old.track_id, -1);
  end;
