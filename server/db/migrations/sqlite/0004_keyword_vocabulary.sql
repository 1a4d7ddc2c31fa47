-- A read-only view of the FTS5 dictionary (no storage): which indexed words start with a given prefix.

create virtual table tracks_fts_vocab using fts5vocab(tracks_fts, 'row');
