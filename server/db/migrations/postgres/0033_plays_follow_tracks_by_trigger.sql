-- A play's track is kept by triggers instead of a foreign key (docs/performance.md, "Play ingestion"). The key's check
-- locked each play's track row (FOR KEY SHARE): a write to a random page of tracks per play, most of a batch's time
-- at 1,000,000 tracks. What the key gave is kept:
-- - A deleted track takes its plays along: the statement's deleted rows (a transition table) delete their plays, as
--   the cascade did, after the tracks are gone (so the plays' own trigger leaves the roll-ups to the track write).
-- - No play is stored for a track being deleted: ingestion holds this lock shared from the start of its transaction
--   (and checks its tracks after taking it); a track write that moves plays between roll-ups or deletes tracks takes
--   it exclusively before it reads them (catalog/trackPlays.ts), and so does every DELETE on tracks, here.
alter table play_histories drop constraint play_histories_track_id_fkey;

create function tracks_lock_out_plays() returns trigger language plpgsql as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('vibeline:plays-follow-tracks:' || current_schema(), 0));
  return null;
end $$;

create trigger tracks_lock_out_plays before delete on tracks
  for each statement execute function tracks_lock_out_plays();

create function tracks_deleted_take_plays() returns trigger language plpgsql as $$
begin
  delete from play_histories p using gone g where p.track_id = g.id;
  return null;
end $$;

create trigger tracks_deleted_take_plays after delete on tracks referencing old table as gone
  for each statement execute function tracks_deleted_take_plays();
