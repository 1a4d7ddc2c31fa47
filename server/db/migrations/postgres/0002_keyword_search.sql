-- Keyword search: a trigram index over title, artist and album (replaced by a word index in 0003).

-- pg_trgm lives in public (tests migrate into schemas of their own, which share it).
create extension if not exists pg_trgm with schema public;

create index tracks_keyword_trgm_idx on tracks using gin ((title || ' ' || artist || ' ' || album) public.gin_trgm_ops);
