-- A keyword within a genre's range of dates (issue 17). The count tables learn the id bounds of each day and month,
-- so SQLite's text index is asked only for the matches between them (db/tracks.ts, idWindow). The id bounds only
-- ever widen (a delete leaves them).

alter table "track_count_days" add column "min_id" integer;

alter table "track_count_days" add column "max_id" integer;

alter table "track_count_months" add column "min_id" integer;

alter table "track_count_months" add column "max_id" integer;

create or replace function track_counts_changed() returns trigger language plpgsql as $$
  begin
    if tg_op in ('DELETE', 'UPDATE') then
      update track_count_days set tracks = tracks - 1, published = published - (old.status = 'published')::int
      where day = substr(old.created_at, 1, 10) and genre = old.genre;
    update track_count_months set tracks = tracks - 1, published = published - (old.status = 'published')::int
      where month = substr(old.created_at, 1, 7) and genre = old.genre;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      insert into track_count_days (day, genre, tracks, published, min_id, max_id)
      values (substr(new.created_at, 1, 10), new.genre, 1, (new.status = 'published')::int, new.id, new.id)
      on conflict (day, genre) do update set tracks = "track_count_days".tracks + 1, published = "track_count_days".published + excluded.published, min_id = least("track_count_days".min_id, new.id), max_id = greatest("track_count_days".max_id, new.id);
    insert into track_count_months (month, genre, tracks, published, min_id, max_id)
      values (substr(new.created_at, 1, 7), new.genre, 1, (new.status = 'published')::int, new.id, new.id)
      on conflict (month, genre) do update set tracks = "track_count_months".tracks + 1, published = "track_count_months".published + excluded.published, min_id = least("track_count_months".min_id, new.id), max_id = greatest("track_count_months".max_id, new.id);
    end if;
    return null;
  end $$;

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

-- The genre and date index also carries each track's words and other filtered fields, so that PostgreSQL checks
-- every track of such a band from the index alone (db/tracks.ts, keywordInBand) instead of reading a table row per
-- track. Built beside the old one, then put in its place.
create index tracks_genre_created_words_idx on tracks (genre, created_at, id)
  include (words, status, explicit);

drop index tracks_genre_created_idx;

alter index tracks_genre_created_words_idx rename to tracks_genre_created_idx;
