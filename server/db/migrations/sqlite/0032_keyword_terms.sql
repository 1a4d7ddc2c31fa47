-- A read-only view of FTS5's dictionary (no storage), one row per occurrence: it seeks to the first indexed word that
-- starts with a keyword's word without reading that word's list of tracks. The track list asks it whether a word
-- typed has only one completion, and then searches that word exactly (catalog/keywordTerms.ts; docs/performance.md).

create virtual table tracks_fts_terms using fts5vocab(tracks_fts, 'instance');
