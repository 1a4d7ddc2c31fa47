-- The id bounds of the count tables (migration 0018) go: only the track list's id windows and band scans read them,
-- and the list now leaves its plans to the database (docs/performance.md). SQLite refuses to drop a column a
-- trigger names, so the two count triggers that widened the bounds are made again without them first.

drop trigger "track_counts_inserted";

drop trigger "track_counts_updated";

create trigger track_counts_inserted after insert on tracks begin
    insert into track_count_days (day, genre, tracks, published)
      values (substr(new.created_at, 1, 10), new.genre, 1, new.status = 'published')
      on conflict (day, genre) do update set tracks = "track_count_days".tracks + 1,
        published = "track_count_days".published + excluded.published;
    insert into track_count_months (month, genre, tracks, published)
      values (substr(new.created_at, 1, 7), new.genre, 1, new.status = 'published')
      on conflict (month, genre) do update set tracks = "track_count_months".tracks + 1,
        published = "track_count_months".published + excluded.published;
  end;

create trigger track_counts_updated after update of genre, status, created_at on tracks
    when old.genre <> new.genre or old.status <> new.status
      or substr(old.created_at, 1, 10) <> substr(new.created_at, 1, 10) begin
    update track_count_days set tracks = tracks - 1, published = published - (old.status = 'published')
      where day = substr(old.created_at, 1, 10) and genre = old.genre;
    update track_count_months set tracks = tracks - 1, published = published - (old.status = 'published')
      where month = substr(old.created_at, 1, 7) and genre = old.genre;
    insert into track_count_days (day, genre, tracks, published)
      values (substr(new.created_at, 1, 10), new.genre, 1, new.status = 'published')
      on conflict (day, genre) do update set tracks = "track_count_days".tracks + 1,
        published = "track_count_days".published + excluded.published;
    insert into track_count_months (month, genre, tracks, published)
      values (substr(new.created_at, 1, 7), new.genre, 1, new.status = 'published')
      on conflict (month, genre) do update set tracks = "track_count_months".tracks + 1,
        published = "track_count_months".published + excluded.published;
  end;

alter table "track_count_days" drop column "min_id";

alter table "track_count_days" drop column "max_id";

alter table "track_count_months" drop column "min_id";

alter table "track_count_months" drop column "max_id";
