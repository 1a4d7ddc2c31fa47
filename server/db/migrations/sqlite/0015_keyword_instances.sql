-- Like 0004's view (no storage), one row per occurrence: it seeks to a term without counting its rows, which made
-- resolving a keyword's prefix cost more than the search itself.

create virtual table tracks_fts_instances using fts5vocab(tracks_fts, 'instance');
