-- Stored and deleted plays reach the roll-ups and the play counts through one background fold (plays/fold.ts):
-- ingestion, the play-deletion trigger and an undone bulk delete append signed rows (day, track, listener, ±n) to
-- play_pending, and the fold adds them to every roll-up and to tracks.play_count. play_count_pending, which did this
-- for the play counts only, goes: its rows are added to their tracks here, as its fold would have.

create table "play_pending" (
  "id" integer primary key,
  "day" text not null,
  "track_id" integer not null,
  "user_id" integer not null,
  "plays" integer not null
);

update tracks set play_count = max(0, play_count
    + (select sum(p.plays) from play_count_pending p where p.track_id = tracks.id))
  where id in (select track_id from play_count_pending);

drop table play_count_pending;

-- A play deleted while its track stays (its listener deleted, a play removed) is folded out. The foreign key's
-- cascade deletes a track's plays after the track's row: such a play finds no track here, and is the track write's.
drop trigger play_rollups_play_deleted;

create trigger play_rollups_play_deleted after delete on play_histories
    when exists (select 1 from tracks where id = old.track_id) begin
    insert into play_pending (day, track_id, user_id, plays)
      values (substr(old.played_at, 1, 10), old.track_id, old.user_id, -1);
  end;
