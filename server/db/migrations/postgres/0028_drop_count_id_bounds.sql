-- The id bounds of the count tables and the words carried by the genre and date index (migration 0018) go: only the
-- track list's id windows and band scans used them, and the list now leaves its plans to the database
-- (docs/performance.md). The count trigger function stops widening the bounds before they are dropped.

create or replace function track_counts_changed() returns trigger language plpgsql as $$
  begin
    if tg_op in ('DELETE', 'UPDATE') then
      update track_count_days set tracks = tracks - 1, published = published - (old.status = 'published')::int
        where day = substr(old.created_at, 1, 10) and genre = old.genre;
      update track_count_months set tracks = tracks - 1, published = published - (old.status = 'published')::int
        where month = substr(old.created_at, 1, 7) and genre = old.genre;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      insert into track_count_days (day, genre, tracks, published)
        values (substr(new.created_at, 1, 10), new.genre, 1, (new.status = 'published')::int)
        on conflict (day, genre) do update set tracks = "track_count_days".tracks + 1,
          published = "track_count_days".published + excluded.published;
      insert into track_count_months (month, genre, tracks, published)
        values (substr(new.created_at, 1, 7), new.genre, 1, (new.status = 'published')::int)
        on conflict (month, genre) do update set tracks = "track_count_months".tracks + 1,
          published = "track_count_months".published + excluded.published;
    end if;
    return null;
  end $$;

alter table "track_count_days" drop column "min_id";

alter table "track_count_days" drop column "max_id";

alter table "track_count_months" drop column "min_id";

alter table "track_count_months" drop column "max_id";

-- The genre and date index as SQLite has it: its key only.
drop index tracks_genre_created_idx;

create index tracks_genre_created_idx on tracks (genre, created_at, id);
