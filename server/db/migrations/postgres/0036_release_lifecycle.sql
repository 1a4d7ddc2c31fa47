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
  id serial primary key,
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

-- The catalogue's change log: one row per release or track, moved to the end whenever it changes (or goes). Sequence
-- values commit out of order, and a reader that saw position 11 before the transaction holding 10 committed would
-- skip 10. So a change is first noted in catalog_pending by the triggers below, and the transaction's positions are
-- taken only as it commits: a deferred constraint trigger takes a lock held until the commit, numbers the
-- transaction's changes and moves them into the log. Positions are therefore handed out in commit order, and every
-- reader sees a prefix of the log. The lock is held only for that last step, after the transaction's own writes, so it
-- cannot take part in a deadlock with their row locks.
create sequence catalog_change_positions as bigint;

create table catalog_changes (
  kind text not null check (kind in ('release', 'track')),
  entity_id integer not null,
  position bigint not null,
  changed_at text not null,
  primary key (kind, entity_id)
);

insert into catalog_changes (kind, entity_id, position, changed_at)
  select 'release', id, nextval('catalog_change_positions'), to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  from releases order by id;

insert into catalog_changes (kind, entity_id, position, changed_at)
  select 'track', id, nextval('catalog_change_positions'), to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  from tracks order by id;

create unique index catalog_changes_position_idx on catalog_changes (position);

-- What the running transactions changed, until they commit. Unlogged: a row lives only inside its transaction, which
-- a crash ends anyway, so it needs no write-ahead log.
create unlogged table catalog_pending (
  txid xid8 not null,
  kind text not null,
  entity_id integer not null,
  primary key (txid, kind, entity_id)
);

-- One row per transaction that noted a change, so that the deferred trigger fires once for it.
create unlogged table catalog_pending_transactions (txid xid8 primary key);

-- plpgsql, not SQL: its statements' plans are kept for the session instead of made again for every row.
create function note_catalog_changes(change_kind text, ids integer[]) returns void language plpgsql as $$
begin
  if coalesce(cardinality(ids), 0) = 0 then
    return;
  end if;
  insert into catalog_pending (txid, kind, entity_id)
    select pg_current_xact_id(), change_kind, id from unnest(ids) as changed (id)
  on conflict do nothing;
  insert into catalog_pending_transactions (txid) values (pg_current_xact_id()) on conflict do nothing;
end $$;

create function catalog_changes_commit() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('vibeline:catalog-changes:' || current_schema(), 0));
  insert into catalog_changes (kind, entity_id, position, changed_at)
    select kind, entity_id, nextval('catalog_change_positions'),
      to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    from (select kind, entity_id from catalog_pending where txid = new.txid order by kind, entity_id) noted
  on conflict (kind, entity_id) do update set position = excluded.position, changed_at = excluded.changed_at;
  delete from catalog_pending where txid = new.txid;
  delete from catalog_pending_transactions where txid = new.txid;
  return null;
end $$;

create constraint trigger catalog_changes_commit after insert on catalog_pending_transactions
  deferrable initially deferred for each row execute function catalog_changes_commit();

-- Tracks and their links change by the thousand in a bulk edit: their triggers run once per statement over its
-- transition tables. (A trigger with transition tables cannot name columns, so the one on updates compares them.)
create function catalog_tracks_added() returns trigger language plpgsql as $$
begin
  perform note_catalog_changes('track', array(select id from added order by id));
  return null;
end $$;

create function catalog_tracks_updated() returns trigger language plpgsql as $$
begin
  perform note_catalog_changes('track', array(
    select n.id from after_rows n join before_rows o on o.id = n.id
    where o.title is distinct from n.title or o.artist is distinct from n.artist or o.album is distinct from n.album
      or o.status is distinct from n.status or o.duration is distinct from n.duration
      or o.explicit is distinct from n.explicit
    order by n.id));
  return null;
end $$;

create function catalog_tracks_gone() returns trigger language plpgsql as $$
begin
  perform note_catalog_changes('track', array(select id from gone order by id));
  return null;
end $$;

create function catalog_links_added() returns trigger language plpgsql as $$
begin
  perform note_catalog_changes('track', array(select track_id from added order by track_id));
  return null;
end $$;

create function catalog_links_updated() returns trigger language plpgsql as $$
begin
  perform note_catalog_changes('track', array(
    select n.track_id from after_rows n join before_rows o on o.track_id = n.track_id
    where o.release_id is distinct from n.release_id or o.isrc is distinct from n.isrc
      or o.version is distinct from n.version or o.disc_number is distinct from n.disc_number
      or o.track_number is distinct from n.track_number
    order by n.track_id));
  return null;
end $$;

create function catalog_links_gone() returns trigger language plpgsql as $$
begin
  perform note_catalog_changes('track', array(select track_id from gone order by track_id));
  return null;
end $$;

create function catalog_track_own_changed() returns trigger language plpgsql as $$
begin
  perform note_catalog_changes('track', array[case when tg_op = 'DELETE' then old.track_id else new.track_id end]);
  return null;
end $$;

-- A release's status and availability are its tracks' too: they move with it.
create function catalog_release_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform note_catalog_changes('release', array[old.id]);
    return null;
  end if;
  perform note_catalog_changes('release', array[new.id]);
  if tg_op = 'UPDATE' then
    perform note_catalog_changes('track', array(select track_id from track_links where release_id = new.id));
  end if;
  return null;
end $$;

create trigger catalog_changes_tracks_added after insert on tracks referencing new table as added
  for each statement execute function catalog_tracks_added();

create trigger catalog_changes_tracks_updated after update on tracks
  referencing old table as before_rows new table as after_rows
  for each statement execute function catalog_tracks_updated();

create trigger catalog_changes_tracks_gone after delete on tracks referencing old table as gone
  for each statement execute function catalog_tracks_gone();

create trigger catalog_changes_links_added after insert on track_links referencing new table as added
  for each statement execute function catalog_links_added();

create trigger catalog_changes_links_updated after update on track_links
  referencing old table as before_rows new table as after_rows
  for each statement execute function catalog_links_updated();

create trigger catalog_changes_links_gone after delete on track_links referencing old table as gone
  for each statement execute function catalog_links_gone();

create trigger catalog_changes_own after insert or update or delete on track_availability
  for each row execute function catalog_track_own_changed();

create trigger catalog_changes_releases after insert or delete on releases
  for each row execute function catalog_release_changed();

create trigger catalog_changes_releases_updated after update on releases for each row
  when (old.title is distinct from new.title or old.upc is distinct from new.upc or old.type is distinct from new.type
    or old.label is distinct from new.label or old.status is distinct from new.status
    or old.go_live_at is distinct from new.go_live_at or old.explicit is distinct from new.explicit
    or old.availability is distinct from new.availability or old.countries is distinct from new.countries
    or old.available_from is distinct from new.available_from
    or old.available_until is distinct from new.available_until)
  execute function catalog_release_changed();
