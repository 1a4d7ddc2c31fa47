-- Word-prefix search like FTS5 on SQLite (the trigram index answered substrings). The words are stored, so a
-- filter walking the date index reads them instead of parsing every title again, and their GIN index's statistics
-- give close row estimates for the keyword's total.

alter table tracks add column words tsvector generated always as (to_tsvector('simple'::regconfig, title || ' ' || artist || ' ' || album)) stored;

create index tracks_words_idx on tracks using gin (words);

drop index if exists tracks_keyword_trgm_idx;
