-- The list version of 0022 on PostgreSQL, moved by statement triggers (once per statement, however many rows it
-- wrote; a bulk write needs nothing of its own). Under MVCC a reader may see tracks newer than the version it
-- read, never older: what it keeps is dropped at the next read of the moved version.

create table track_list_version (
  id integer primary key check (id = 1),
  n bigint not null
);

insert into track_list_version (id, n) values (1, 0);

create function track_list_version_move() returns trigger language plpgsql as $$
  begin update track_list_version set n = n + 1 where id = 1; return null; end $$;

create trigger track_list_version_written after insert or delete or truncate on tracks for each statement execute function track_list_version_move();

create trigger track_list_version_updated after update of "title", "artist", "album", "genre", "status", "explicit", "created_at", "duration", "release_date"
  on tracks for each statement execute function track_list_version_move();
