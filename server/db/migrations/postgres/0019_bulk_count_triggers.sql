-- The count and roll-up triggers of tracks and plays stand aside while a bulk write of many tracks keeps those
-- counts itself, with a few set-based statements, in its own transaction (db/bulkCounts.ts).
-- PostgreSQL: the triggers hold while the transaction-local setting vibeline.bulk is not 'on'.

drop trigger "track_counts_inserted" on "tracks";

drop trigger "track_counts_updated" on "tracks";

drop trigger "track_totals_inserted" on "tracks";

drop trigger "track_totals_updated" on "tracks";

drop trigger "play_rollups_track_moved" on "tracks";

drop trigger "play_rollups_row_moved" on "play_daily_tracks";

drop trigger "play_rollups_play_deleted" on "play_histories";

create trigger track_counts_inserted after insert or delete on tracks
  for each row when ((current_setting('vibeline.bulk', true) is distinct from 'on')) execute function track_counts_changed();

create trigger track_counts_updated after update of genre, status, created_at on tracks
  for each row when ((old.genre <> new.genre or old.status <> new.status
    or substr(old.created_at, 1, 10) <> substr(new.created_at, 1, 10)) and (current_setting('vibeline.bulk', true) is distinct from 'on'))
  execute function track_counts_changed();

create trigger play_rollups_play_deleted after delete on play_histories
  for each row when ((current_setting('vibeline.bulk', true) is distinct from 'on')) execute function play_rollups_play_deleted();

create trigger track_totals_inserted after insert or delete on tracks
  for each row when ((current_setting('vibeline.bulk', true) is distinct from 'on')) execute function track_totals_changed();

create trigger track_totals_updated after update of genre, status, duration on tracks
  for each row when ((old.genre <> new.genre or old.status <> new.status or old.duration <> new.duration) and (current_setting('vibeline.bulk', true) is distinct from 'on'))
  execute function track_totals_changed();

create trigger play_rollups_track_moved after update of genre, artist on tracks
  for each row when ((old.genre <> new.genre or old.artist <> new.artist) and (current_setting('vibeline.bulk', true) is distinct from 'on'))
  execute function play_rollups_track_moved();

create trigger play_rollups_row_moved after update of genre, artist on play_daily_tracks
  for each row when ((old.genre <> new.genre or old.artist <> new.artist) and (current_setting('vibeline.bulk', true) is distinct from 'on'))
  execute function play_rollups_row_moved();
