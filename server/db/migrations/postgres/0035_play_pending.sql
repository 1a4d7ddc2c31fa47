-- Stored and deleted plays reach the roll-ups and the play counts through one background fold (plays/fold.ts):
-- ingestion, the play-deletion trigger and an undone bulk delete append signed rows (day, track, listener, ±n) to
-- play_pending, and the fold adds them to every roll-up and to tracks.play_count. Batches no longer upsert the
-- roll-up rows they share, for which concurrent batches waited on one another. play_count_pending, which did this
-- for the play counts only, goes: its rows are added to their tracks here, as its fold would have.

create table play_pending (
  id bigserial primary key,
  day text not null,
  track_id integer not null,
  user_id integer not null,
  plays integer not null
);

update tracks t set play_count = greatest(0, t.play_count + p.plays)
  from (select track_id, sum(plays) as plays from play_count_pending group by track_id) p
  where t.id = p.track_id;

drop table play_count_pending;

-- The deleted plays whose track is still there (their listener deleted, a play removed) are folded out; those of a
-- deleted track (migration 0033's trigger deletes them after the track's row) are the track write's.
create or replace function play_rollups_plays_deleted() returns trigger language plpgsql as $$
  begin
    insert into play_pending (day, track_id, user_id, plays)
      select substr(p.played_at, 1, 10), p.track_id, p.user_id, -count(*)
      from gone p join tracks t on t.id = p.track_id
      group by substr(p.played_at, 1, 10), p.track_id, p.user_id;
    return null;
  end $$;
