-- Each audit row keeps the name of what it changed as it was then (a track's title, a playlist's or key's name, a
-- user's name, a session's device), so a deleted track reads by its title instead of "Track #196".
alter table audit_log add column entity_name text;
