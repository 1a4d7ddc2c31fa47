-- The tracks' play counts move to a narrow table of their own (docs/performance.md, "Play ingestion"): the background
-- fold (plays/fold.ts) rewrites a count per played track, and in `tracks` each such update rewrote a wide row and,
-- play_count being indexed, an entry in every index of `tracks`. Here it rewrites a row of two integers and its two
-- index entries. Every track has exactly one row: made by this trigger when the track is inserted (by any writer),
-- gone with the track by the foreign key's cascade. The track list sorts by plays through this table's index.

create table "track_play_counts" (
  "track_id" integer primary key references "tracks" ("id") on delete cascade,
  "play_count" integer not null default 0
);

insert into track_play_counts (track_id, play_count) select id, play_count from tracks;

create index "track_play_counts_idx" on "track_play_counts" ("play_count", "track_id");

create trigger track_play_counts_track_inserted after insert on tracks begin
    insert into track_play_counts (track_id, play_count) values (new.id, 0);
  end;

drop index "tracks_play_count_idx";

alter table "tracks" drop column "play_count";

-- An undone bulk delete counts the restored tracks' plays again from 0 (through the fold): the copy was never read.
alter table "bulk_track_rows" drop column "play_count";
