-- A keyword within a genre's range of dates (issue 17). The count tables learn the id bounds of each day and month,
-- so SQLite's text index is asked only for the matches between them (db/tracks.ts, idWindow). The id bounds only
-- ever widen (a delete leaves them).

alter table "track_count_days" add column "min_id" integer;

alter table "track_count_days" add column "max_id" integer;

alter table "track_count_months" add column "min_id" integer;

alter table "track_count_months" add column "max_id" integer;

drop trigger "track_counts_inserted";

drop trigger "track_counts_deleted";

drop trigger "track_counts_updated";

create trigger track_counts_inserted after insert on tracks begin
    insert into track_count_days (day, genre, tracks, published, min_id, max_id)
      values (substr(new.created_at, 1, 10), new.genre, 1, new.status = 'published', new.id, new.id)
      on conflict (day, genre) do update set tracks = "track_count_days".tracks + 1, published = "track_count_days".published + excluded.published, min_id = min(coalesce("track_count_days".min_id, new.id), new.id),
        max_id = max(coalesce("track_count_days".max_id, new.id), new.id);
    insert into track_count_months (month, genre, tracks, published, min_id, max_id)
      values (substr(new.created_at, 1, 7), new.genre, 1, new.status = 'published', new.id, new.id)
      on conflict (month, genre) do update set tracks = "track_count_months".tracks + 1, published = "track_count_months".published + excluded.published, min_id = min(coalesce("track_count_months".min_id, new.id), new.id),
        max_id = max(coalesce("track_count_months".max_id, new.id), new.id);
  end;

create trigger track_counts_deleted after delete on tracks begin
    update track_count_days set tracks = tracks - 1, published = published - (old.status = 'published')
      where day = substr(old.created_at, 1, 10) and genre = old.genre;
    update track_count_months set tracks = tracks - 1, published = published - (old.status = 'published')
      where month = substr(old.created_at, 1, 7) and genre = old.genre;
  end;

create trigger track_counts_updated after update of genre, status, created_at on tracks
    when (old.genre <> new.genre or old.status <> new.status
      or substr(old.created_at, 1, 10) <> substr(new.created_at, 1, 10)) begin
    update track_count_days set tracks = tracks - 1, published = published - (old.status = 'published')
      where day = substr(old.created_at, 1, 10) and genre = old.genre;
    update track_count_months set tracks = tracks - 1, published = published - (old.status = 'published')
      where month = substr(old.created_at, 1, 7) and genre = old.genre;
    insert into track_count_days (day, genre, tracks, published, min_id, max_id)
      values (substr(new.created_at, 1, 10), new.genre, 1, new.status = 'published', new.id, new.id)
      on conflict (day, genre) do update set tracks = "track_count_days".tracks + 1, published = "track_count_days".published + excluded.published, min_id = min(coalesce("track_count_days".min_id, new.id), new.id),
        max_id = max(coalesce("track_count_days".max_id, new.id), new.id);
    insert into track_count_months (month, genre, tracks, published, min_id, max_id)
      values (substr(new.created_at, 1, 7), new.genre, 1, new.status = 'published', new.id, new.id)
      on conflict (month, genre) do update set tracks = "track_count_months".tracks + 1, published = "track_count_months".published + excluded.published, min_id = min(coalesce("track_count_months".min_id, new.id), new.id),
        max_id = max(coalesce("track_count_months".max_id, new.id), new.id);
  end;

-- Recounted from the tracks.
delete from "track_count_days";

delete from "track_count_months";

insert into track_count_days (day, genre, tracks, published, min_id, max_id)
  select substr(created_at, 1, 10), genre, count(*), sum(case when status = 'published' then 1 else 0 end)
    , min(id), max(id)
  from tracks group by substr(created_at, 1, 10), genre;

insert into track_count_months (month, genre, tracks, published, min_id, max_id)
  select substr(day, 1, 7), genre, sum(tracks), sum(published) , min(min_id), max(max_id)
  from track_count_days group by substr(day, 1, 7), genre;
