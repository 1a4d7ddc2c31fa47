-- The track list no longer keeps answers per process (docs/performance.md): the version of 0024 goes, and the
-- anchors' version in `meta` (tracks_version) with it.

drop trigger track_list_version_written on tracks;

drop trigger track_list_version_updated on tracks;

drop function track_list_version_move();

drop table track_list_version;

delete from meta where key = 'tracks_version';
