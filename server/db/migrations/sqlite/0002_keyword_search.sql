-- Keyword search: an external-content FTS5 index over title, artist and album, kept in step by triggers.

create virtual table tracks_fts using fts5(title, artist, album, content='tracks', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3');

create trigger tracks_fts_insert after insert on tracks begin
    insert into tracks_fts(rowid, title, artist, album) values (new.id, new.title, new.artist, new.album);
  end;

create trigger tracks_fts_delete after delete on tracks begin
    insert into tracks_fts(tracks_fts, rowid, title, artist, album) values ('delete', old.id, old.title, old.artist, old.album);
  end;

create trigger tracks_fts_update after update of title, artist, album on tracks begin
    insert into tracks_fts(tracks_fts, rowid, title, artist, album) values ('delete', old.id, old.title, old.artist, old.album);
    insert into tracks_fts(rowid, title, artist, album) values (new.id, new.title, new.artist, new.album);
  end;
