-- Release lifecycle and availability (issue 37): each release's status (draft, in review, scheduled with its go-live
-- instant and time zone, live, taken down) and its availability (worldwide, countries included or excluded, a first
-- and last day), a track's own takedown and narrower availability, the transitions that make a release's timeline,
-- and the catalogue's change log that the feed (/catalog/v1/changes) reads.
-- Releases that exist already were published before there was a lifecycle: they start live. New ones start as drafts.

alter table releases add column status text not null default 'draft'
  check (status in ('draft', 'in_review', 'scheduled', 'live', 'taken_down'));

-- The go-live instant in UTC (ISO 8601) and the IANA time zone it was chosen in.
alter table releases add column go_live_at text;

alter table releases add column go_live_zone text;

alter table releases add column explicit integer not null default 0 check (explicit in (0, 1));

-- Countries are ISO 3166-1 alpha-2 codes, comma-separated and sorted; the days are UTC, both included.
alter table releases add column availability text not null default 'worldwide'
  check (availability in ('worldwide', 'include', 'exclude'));

alter table releases add column countries text not null default '';

alter table releases add column available_from text;

alter table releases add column available_until text;

update releases set status = 'live';

-- The go-live job's question: which scheduled releases are due.
create index releases_go_live_idx on releases (go_live_at) where status = 'scheduled';

-- What narrows one track's availability within its release's, and its own takedown; a row only where one is set.
create table track_availability (
  track_id integer primary key references tracks (id) on delete cascade,
  availability text not null default 'worldwide' check (availability in ('worldwide', 'include', 'exclude')),
  countries text not null default '',
  available_from text,
  available_until text,
  taken_down_at text,
  taken_down_by integer references users (id) on delete set null,
  taken_down_reason text
);

-- Each change of status: a release's (track_id null) or one track's own takedown and reinstatement.
create table lifecycle_transitions (
  id integer primary key autoincrement,
  release_id integer references releases (id) on delete cascade,
  track_id integer references tracks (id) on delete cascade,
  from_status text not null,
  to_status text not null,
  at text not null,
  user_id integer references users (id) on delete set null,
  reason text not null default '',
  go_live_at text,
  go_live_zone text
);

create index lifecycle_transitions_release_idx on lifecycle_transitions (release_id, id);

create index lifecycle_transitions_track_idx on lifecycle_transitions (track_id, id) where track_id is not null;

-- The catalogue's change log: one row per release or track, moved to the end whenever it changes (or goes). SQLite
-- has one writer at a time, so positions are taken in commit order and a reader never sees a later one before an
-- earlier one. The triggers below write it for every writer.
create table catalog_changes (
  kind text not null check (kind in ('release', 'track')),
  entity_id integer not null,
  position integer not null,
  changed_at text not null,
  primary key (kind, entity_id)
) without rowid;

insert into catalog_changes (kind, entity_id, position, changed_at)
  select 'release', id, row_number() over (order by id), strftime('%Y-%m-%dT%H:%M:%fZ', 'now') from releases;

insert into catalog_changes (kind, entity_id, position, changed_at)
  select 'track', id, (select count(*) from releases) + row_number() over (order by id),
    strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
  from tracks;

create unique index catalog_changes_position_idx on catalog_changes (position);

create trigger catalog_changes_track_inserted after insert on tracks begin
  delete from catalog_changes where kind = 'track' and entity_id = new.id;
  insert into catalog_changes (kind, entity_id, position, changed_at)
    values ('track', new.id, (select coalesce(max(position), 0) + 1 from catalog_changes),
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
end;

create trigger catalog_changes_track_updated after update of title, artist, album, status, duration, explicit on tracks
  when old.title is not new.title or old.artist is not new.artist or old.album is not new.album
    or old.status is not new.status or old.duration is not new.duration or old.explicit is not new.explicit
begin
  delete from catalog_changes where kind = 'track' and entity_id = new.id;
  insert into catalog_changes (kind, entity_id, position, changed_at)
    values ('track', new.id, (select coalesce(max(position), 0) + 1 from catalog_changes),
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
end;

create trigger catalog_changes_track_deleted after delete on tracks begin
  delete from catalog_changes where kind = 'track' and entity_id = old.id;
  insert into catalog_changes (kind, entity_id, position, changed_at)
    values ('track', old.id, (select coalesce(max(position), 0) + 1 from catalog_changes),
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
end;

create trigger catalog_changes_link_inserted after insert on track_links begin
  delete from catalog_changes where kind = 'track' and entity_id = new.track_id;
  insert into catalog_changes (kind, entity_id, position, changed_at)
    values ('track', new.track_id, (select coalesce(max(position), 0) + 1 from catalog_changes),
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
end;

create trigger catalog_changes_link_updated after update on track_links
  when old.release_id is not new.release_id or old.isrc is not new.isrc or old.version is not new.version
    or old.disc_number is not new.disc_number or old.track_number is not new.track_number
begin
  delete from catalog_changes where kind = 'track' and entity_id = new.track_id;
  insert into catalog_changes (kind, entity_id, position, changed_at)
    values ('track', new.track_id, (select coalesce(max(position), 0) + 1 from catalog_changes),
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
end;

create trigger catalog_changes_link_deleted after delete on track_links
  when exists (select 1 from tracks where id = old.track_id)
begin
  delete from catalog_changes where kind = 'track' and entity_id = old.track_id;
  insert into catalog_changes (kind, entity_id, position, changed_at)
    values ('track', old.track_id, (select coalesce(max(position), 0) + 1 from catalog_changes),
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
end;

create trigger catalog_changes_own_inserted after insert on track_availability begin
  delete from catalog_changes where kind = 'track' and entity_id = new.track_id;
  insert into catalog_changes (kind, entity_id, position, changed_at)
    values ('track', new.track_id, (select coalesce(max(position), 0) + 1 from catalog_changes),
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
end;

create trigger catalog_changes_own_updated after update on track_availability begin
  delete from catalog_changes where kind = 'track' and entity_id = new.track_id;
  insert into catalog_changes (kind, entity_id, position, changed_at)
    values ('track', new.track_id, (select coalesce(max(position), 0) + 1 from catalog_changes),
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
end;

create trigger catalog_changes_own_deleted after delete on track_availability
  when exists (select 1 from tracks where id = old.track_id)
begin
  delete from catalog_changes where kind = 'track' and entity_id = old.track_id;
  insert into catalog_changes (kind, entity_id, position, changed_at)
    values ('track', old.track_id, (select coalesce(max(position), 0) + 1 from catalog_changes),
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
end;

create trigger catalog_changes_release_inserted after insert on releases begin
  insert into catalog_changes (kind, entity_id, position, changed_at)
    values ('release', new.id, (select coalesce(max(position), 0) + 1 from catalog_changes),
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
end;

-- A release's status and availability are its tracks' too: they move with it.
create trigger catalog_changes_release_updated after update on releases
  when old.title is not new.title or old.upc is not new.upc or old.type is not new.type
    or old.label is not new.label or old.status is not new.status or old.go_live_at is not new.go_live_at
    or old.explicit is not new.explicit or old.availability is not new.availability
    or old.countries is not new.countries or old.available_from is not new.available_from
    or old.available_until is not new.available_until
begin
  delete from catalog_changes where kind = 'release' and entity_id = new.id;
  insert into catalog_changes (kind, entity_id, position, changed_at)
    values ('release', new.id, (select coalesce(max(position), 0) + 1 from catalog_changes),
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  delete from catalog_changes
    where kind = 'track' and entity_id in (select track_id from track_links where release_id = new.id);
  insert into catalog_changes (kind, entity_id, position, changed_at)
    select 'track', track_id, (select coalesce(max(position), 0) from catalog_changes)
        + row_number() over (order by track_id), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
    from track_links where release_id = new.id;
end;

create trigger catalog_changes_release_deleted after delete on releases begin
  delete from catalog_changes where kind = 'release' and entity_id = old.id;
  insert into catalog_changes (kind, entity_id, position, changed_at)
    values ('release', old.id, (select coalesce(max(position), 0) + 1 from catalog_changes),
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
end;
