-- The navbar search looks for users by "contains" (db/users.ts): a trigram index per column answers a rare
-- keyword, and (created_at, id) lets a common one walk from the newest user and stop early.

create index "users_created_idx" on "users" ("created_at", "id");

create virtual table users_fts using fts5(full_name, username, email, content='users', content_rowid='id', tokenize='trigram');

insert into users_fts(users_fts) values ('rebuild');

create trigger users_fts_insert after insert on users begin
    insert into users_fts(rowid, full_name, username, email) values (new.id, new.full_name, new.username, new.email);
  end;

create trigger users_fts_delete after delete on users begin
    insert into users_fts(users_fts, rowid, full_name, username, email) values ('delete', old.id, old.full_name, old.username, old.email);
  end;

create trigger users_fts_update after update of full_name, username, email on users begin
    insert into users_fts(users_fts, rowid, full_name, username, email) values ('delete', old.id, old.full_name, old.username, old.email);
    insert into users_fts(rowid, full_name, username, email) values (new.id, new.full_name, new.username, new.email);
  end;
