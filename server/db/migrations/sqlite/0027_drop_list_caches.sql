-- The track list no longer keeps answers per process, nor resolves a keyword's prefixes through FTS5's list of words
-- (docs/performance.md): the version of 0022 and the two read-only views of 0004 and 0015 go. The anchors' version
-- in `meta` (tracks_version) goes with them.

drop trigger track_list_version_inserted;

drop trigger track_list_version_deleted;

drop trigger track_list_version_updated;

drop table track_list_version;

drop table tracks_fts_vocab;

drop table tracks_fts_instances;

delete from meta where key = 'tracks_version';
