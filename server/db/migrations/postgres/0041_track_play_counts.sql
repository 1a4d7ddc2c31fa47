-- The tracks' play counts move to a narrow table of their own (docs/performance.md, "Play ingestion"): the background
-- fold (plays/fold.ts) rewrites a count per played track, and in `tracks` no such update was HOT (play_count is
-- indexed), so each wrote a new version of a wide row and an entry in every index of `tracks` (13 WAL records a row,
-- and the words' GIN pending list). Here it rewrites a row of two integers and its two index entries. Every track has
-- exactly one row: made and removed with the track by these statement triggers, whatever the writer (a foreign key's
-- cascade would delete them one at a time).

create table track_play_counts (
  track_id integer primary key,
  play_count integer not null default 0
);

insert into track_play_counts (track_id, play_count) select id, play_count from tracks;

create index track_play_counts_idx on track_play_counts (play_count, track_id);

create function track_play_counts_tracks_inserted() returns trigger language plpgsql as $$
begin
  insert into track_play_counts (track_id) select id from added;
  return null;
end $$;

create trigger track_play_counts_tracks_inserted after insert on tracks referencing new table as added
  for each statement execute function track_play_counts_tracks_inserted();

create function track_play_counts_tracks_deleted() returns trigger language plpgsql as $$
begin
  delete from track_play_counts c using gone g where c.track_id = g.id;
  return null;
end $$;

create trigger track_play_counts_tracks_deleted after delete on tracks referencing old table as gone
  for each statement execute function track_play_counts_tracks_deleted();

drop index tracks_play_count_idx;

alter table tracks drop column play_count;

-- An undone bulk delete counts the restored tracks' plays again from 0 (through the fold): the copy was never read.
alter table bulk_track_rows drop column play_count;

analyze track_play_counts;
