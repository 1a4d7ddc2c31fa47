-- One owner per derived number (docs/derived-numbers.md). Nothing pauses a trigger any more:
-- * the track count tables, the catalogue totals and the list version: the triggers on tracks, for every writer,
--   bulk edits included (the vibeline.bulk setting they read goes);
-- * the play roll-ups that follow a track (its plays moved to a new genre or artist, taken away when it is
--   deleted): the catalogue's track writes, set-based in their own transaction (server/catalog/trackPlays.ts); their
--   per-row triggers go;
-- * plays deleted while their track stays (their listener deleted, a play removed): one trigger per statement on
--   play_histories; plays that go with their track are the track write's, so the trigger leaves them alone;
-- * tracks.play_count: the fold of play_count_pending (db/playCounts.ts), the same on both engines: a deleted play
--   always adds a -1 there.

drop trigger "track_counts_inserted" on "tracks";

drop trigger "track_counts_updated" on "tracks";

drop trigger "track_totals_inserted" on "tracks";

drop trigger "track_totals_updated" on "tracks";

drop trigger "tracks_plays_deleted" on "tracks";

drop trigger "tracks_plays_moved" on "tracks";

drop trigger "play_rollups_play_deleted" on "play_histories";

drop function tracks_plays_deleted();

drop function tracks_plays_moved();

drop function play_rollups_play_deleted();

create trigger track_counts_inserted after insert or delete on tracks
  for each row execute function track_counts_changed();

create trigger track_counts_updated after update of genre, status, created_at on tracks
  for each row when (old.genre <> new.genre or old.status <> new.status
    or substr(old.created_at, 1, 10) <> substr(new.created_at, 1, 10))
  execute function track_counts_changed();

create trigger track_totals_inserted after insert or delete on tracks
  for each row execute function track_totals_changed();

create trigger track_totals_updated after update of genre, status, duration on tracks
  for each row when (old.genre <> new.genre or old.status <> new.status or old.duration <> new.duration)
  execute function track_totals_changed();

-- The deleted plays whose track is still there, counted per key; those of a deleted track (the foreign key's
-- cascade runs after the track's row is gone, and its plays come in the same transition table) are left out.
create function play_rollups_plays_deleted() returns trigger language plpgsql as $$
  begin
    if not exists (select 1 from gone p join tracks t on t.id = p.track_id) then
      return null;
    end if;
    update play_daily_genres r set plays = r.plays - g.plays
      from (select day, genre, sum(plays) as plays from (select substr(p.played_at, 1, 10) as day, p.track_id, p.user_id, t.genre, t.artist, count(*) as plays
        from gone p join tracks t on t.id = p.track_id
        group by substr(p.played_at, 1, 10), p.track_id, p.user_id, t.genre, t.artist) k group by day, genre) g
      where r.day = g.day and r.genre = g.genre;
    delete from play_daily_genres r using (select substr(p.played_at, 1, 10) as day, p.track_id, p.user_id, t.genre, t.artist, count(*) as plays
        from gone p join tracks t on t.id = p.track_id
        group by substr(p.played_at, 1, 10), p.track_id, p.user_id, t.genre, t.artist) g where r.day = g.day and r.genre = g.genre and r.plays <= 0;
    update play_daily_artists r set plays = r.plays - g.plays
      from (select day, artist, sum(plays) as plays from (select substr(p.played_at, 1, 10) as day, p.track_id, p.user_id, t.genre, t.artist, count(*) as plays
        from gone p join tracks t on t.id = p.track_id
        group by substr(p.played_at, 1, 10), p.track_id, p.user_id, t.genre, t.artist) k group by day, artist) g
      where r.day = g.day and r.artist = g.artist;
    delete from play_daily_artists r using (select substr(p.played_at, 1, 10) as day, p.track_id, p.user_id, t.genre, t.artist, count(*) as plays
        from gone p join tracks t on t.id = p.track_id
        group by substr(p.played_at, 1, 10), p.track_id, p.user_id, t.genre, t.artist) g where r.day = g.day and r.artist = g.artist and r.plays <= 0;
    update play_daily_tracks r set plays = r.plays - g.plays
      from (select day, track_id, sum(plays) as plays from (select substr(p.played_at, 1, 10) as day, p.track_id, p.user_id, t.genre, t.artist, count(*) as plays
        from gone p join tracks t on t.id = p.track_id
        group by substr(p.played_at, 1, 10), p.track_id, p.user_id, t.genre, t.artist) k group by day, track_id) g
      where r.day = g.day and r.track_id = g.track_id;
    delete from play_daily_tracks r using (select substr(p.played_at, 1, 10) as day, p.track_id, p.user_id, t.genre, t.artist, count(*) as plays
        from gone p join tracks t on t.id = p.track_id
        group by substr(p.played_at, 1, 10), p.track_id, p.user_id, t.genre, t.artist) g where r.day = g.day and r.track_id = g.track_id and r.plays <= 0;
    update play_daily_listeners r set plays = r.plays - g.plays
      from (select day, user_id, sum(plays) as plays from (select substr(p.played_at, 1, 10) as day, p.track_id, p.user_id, t.genre, t.artist, count(*) as plays
        from gone p join tracks t on t.id = p.track_id
        group by substr(p.played_at, 1, 10), p.track_id, p.user_id, t.genre, t.artist) k group by day, user_id) g
      where r.day = g.day and r.user_id = g.user_id;
    update play_daily d set plays = d.plays - g.plays, listeners = d.listeners - g.left_days, version = d.version + 1
      from (select x.day, sum(x.plays) as plays, count(*) filter (where l.plays <= 0) as left_days
            from (select day, user_id, sum(plays) as plays from (select substr(p.played_at, 1, 10) as day, p.track_id, p.user_id, t.genre, t.artist, count(*) as plays
        from gone p join tracks t on t.id = p.track_id
        group by substr(p.played_at, 1, 10), p.track_id, p.user_id, t.genre, t.artist) k group by day, user_id) x
            join play_daily_listeners l on l.day = x.day and l.user_id = x.user_id
            group by x.day) g
      where d.day = g.day;
    delete from play_daily_listeners r using (select substr(p.played_at, 1, 10) as day, p.track_id, p.user_id, t.genre, t.artist, count(*) as plays
        from gone p join tracks t on t.id = p.track_id
        group by substr(p.played_at, 1, 10), p.track_id, p.user_id, t.genre, t.artist) g where r.day = g.day and r.user_id = g.user_id and r.plays <= 0;
    insert into play_count_pending (track_id, plays)
      select track_id, -sum(plays) from (select substr(p.played_at, 1, 10) as day, p.track_id, p.user_id, t.genre, t.artist, count(*) as plays
        from gone p join tracks t on t.id = p.track_id
        group by substr(p.played_at, 1, 10), p.track_id, p.user_id, t.genre, t.artist) k group by track_id order by track_id;
    return null;
  end $$;

create trigger play_rollups_plays_deleted after delete on play_histories
  referencing old table as gone for each statement execute function play_rollups_plays_deleted();
