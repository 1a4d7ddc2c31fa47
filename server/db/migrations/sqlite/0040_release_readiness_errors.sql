-- The number of readiness errors of each release (issue 37), so that the release list's "has errors" filter reads one
-- indexed column instead of every release's tracks. The server keeps it as releases and tracks change
-- (server/catalog/readinessCount.ts); this counts the releases there are, under the default rules' errors that do not
-- depend on the day: no tracks, no UPC, no (P) line, and per track no ISRC, an ISRC another track of the release
-- has, no composer credit, explicit on a release not marked explicit. (The cover's size is not stored: not counted.)
alter table releases add column readiness_errors integer not null default 0;

update releases set readiness_errors =
  (case when not exists (select 1 from track_links l where l.release_id = releases.id) then 1 else 0 end)
  + (case when releases.upc is null or trim(releases.upc) = '' then 1 else 0 end)
  + (case when releases.p_line is null or trim(releases.p_line) = '' then 1 else 0 end)
  + coalesce((select sum(
        (case when l.isrc is null or trim(l.isrc) = '' then 1 else 0 end)
      + (case when l.isrc is not null and trim(l.isrc) <> '' and exists (select 1 from track_links o
          where o.release_id = l.release_id and o.track_id <> l.track_id and o.isrc = l.isrc) then 1 else 0 end)
      + (case when (select count(*) from track_credits c where c.track_id = l.track_id and c.role = 'composer') < 1
          then 1 else 0 end)
      + (case when coalesce(t.explicit, 0) <> 0 and coalesce(releases.explicit, 0) = 0 then 1 else 0 end))
    from track_links l join tracks t on t.id = l.track_id where l.release_id = releases.id), 0);

-- The "has errors" list: the releases with at least one.
create index releases_readiness_errors_idx on releases (readiness_errors) where readiness_errors > 0;
