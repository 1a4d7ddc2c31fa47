-- Play counts are folded in the background from here on (db/playCounts.ts): tracks.play_count counts the plays
-- whose id is at most the watermark meta 'plays_folded'. Every play stored so far is counted already. A deleted
-- play takes itself off its track's count only when it had been folded.

-- Every play stored so far is counted in its track's play_count already.
insert into meta (key, value)
  values ('plays_folded', (select cast(coalesce(max(id), 0) as text) from play_histories))
  on conflict (key) do update set value = excluded.value;

drop trigger play_rollups_play_deleted;

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
    update tracks set play_count = play_count - 1 where id = old.track_id and play_count > 0 and old.id <= (select cast(value as integer) from meta where key = 'plays_folded');
  end;
