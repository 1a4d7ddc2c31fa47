-- Tracks per day and per month by genre and status, kept by triggers: the track list's totals for genre and date
-- filters without counting (issue 17). Filled from the tracks already stored.

create table "track_count_days" (
  "day" text not null,
  "genre" text not null,
  "tracks" integer not null,
  "published" integer not null,
  constraint "track_count_days_pk" primary key ("day", "genre")
);

create table "track_count_months" (
  "month" text not null,
  "genre" text not null,
  "tracks" integer not null,
  "published" integer not null,
  constraint "track_count_months_pk" primary key ("month", "genre")
);

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
      on conflict (day, genre) do update set tracks = "track_count_days".tracks + 1, published = "track_count_days".published + excluded.published;
    insert into track_count_months (month, genre, tracks, published)
      values (substr(new.created_at, 1, 7), new.genre, 1, (new.status = 'published')::int)
      on conflict (month, genre) do update set tracks = "track_count_months".tracks + 1, published = "track_count_months".published + excluded.published;
    end if;
    return null;
  end $$;

create trigger track_counts_inserted after insert or delete on tracks
  for each row execute function track_counts_changed();

create trigger track_counts_updated after update of genre, status, created_at on tracks
  for each row when ((old.genre <> new.genre or old.status <> new.status
    or substr(old.created_at, 1, 10) <> substr(new.created_at, 1, 10)))
  execute function track_counts_changed();

-- Recounted from the tracks.
delete from "track_count_days";

delete from "track_count_months";

insert into track_count_days (day, genre, tracks, published)
  select substr(created_at, 1, 10), genre, count(*), sum(case when status = 'published' then 1 else 0 end)
  from tracks group by substr(created_at, 1, 10), genre;

insert into track_count_months (month, genre, tracks, published)
  select substr(day, 1, 7), genre, sum(tracks), sum(published)
  from track_count_days group by substr(day, 1, 7), genre;
