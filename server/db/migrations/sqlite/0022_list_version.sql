-- A version of the tracks that moves with every insert and delete of a track and every update of a column the track
-- list filters or sorts by (not the play count), in the writer's own transaction (db/listVersion.ts, db/listMemo.ts).
-- A bulk write drops these with the count triggers (db/bulkCounts.ts) and moves the version once itself.

create table track_list_version (
  id integer primary key check (id = 1),
  n integer not null
);

insert into track_list_version (id, n) values (1, 0);

create trigger track_list_version_inserted after insert on tracks when (not exists (select 1 from count_triggers_paused)) begin update track_list_version set n = n + 1 where id = 1; end;

create trigger track_list_version_deleted after delete on tracks when (not exists (select 1 from count_triggers_paused)) begin update track_list_version set n = n + 1 where id = 1; end;

create trigger track_list_version_updated after update of "title", "artist", "album", "genre", "status", "explicit", "created_at", "duration", "release_date"
  on tracks when (not exists (select 1 from count_triggers_paused)) begin update track_list_version set n = n + 1 where id = 1; end;
