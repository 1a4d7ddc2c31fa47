-- The guard reads the user and the session from the database on every request (issue 33 §5, docs/performance.md):
-- no process keeps them any more, so nothing listens on vibeline_sessions and the triggers of migration 0021 go.

drop trigger users_tell_update on "users";

drop trigger users_tell_delete on "users";

drop trigger users_tell_truncate on "users";

drop trigger refresh_tokens_tell_update on "refresh_tokens";

drop trigger refresh_tokens_tell_delete on "refresh_tokens";

drop trigger refresh_tokens_tell_truncate on "refresh_tokens";

drop function vibeline_users_changed();

drop function vibeline_refresh_tokens_changed();
