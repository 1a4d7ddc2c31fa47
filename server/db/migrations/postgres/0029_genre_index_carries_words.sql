-- The genre and date index carries the words again (0028 dropped them with the band scans' other payload): a keyword
-- within a genre and a range of dates reads its few matching ids from this index alone, checking each entry's words,
-- instead of intersecting it with the text index's list of every match (docs/performance.md: 7 ms against 20 ms for
-- "midnight" in half a year of jazz at 1,000,000 tracks).
drop index tracks_genre_created_idx;

create index tracks_genre_created_idx on tracks (genre, created_at, id) include (words);
