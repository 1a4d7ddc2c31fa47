-- Ingestion appends per-track play counts that a background fold adds to the tracks, instead of rewriting each
-- batch's tracks in its transaction (db/playCounts.ts). A play deleted while its track's folded count is 0 (the
-- play is still pending) adds a -1 to the pending rows.

create table "play_count_pending" (
  "id" bigserial primary key,
  "track_id" integer not null,
  "plays" integer not null
);

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
    if not found and exists (select 1 from tracks where id = old.track_id) then
      insert into play_count_pending (track_id, plays) values (old.track_id, -1);
    end if;
    return null;
  end $$;
