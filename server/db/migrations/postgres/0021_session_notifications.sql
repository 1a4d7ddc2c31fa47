-- PostgreSQL's server processes keep what the guard reads and forget it when told (db/sessionNotifications.ts):
-- triggers send one NOTIFY per statement on vibeline_sessions when a user's role or status changes, a user is
-- deleted, or a session (refresh-token family) loses a live token. The payload names the table's schema, so that
-- processes on other schemas of the same database (test files) can ignore it. The functions name no other function
-- of ours: a name would be looked up along the search path of whoever writes. More than 100 keys are told as "all"
-- (a payload must stay under 8000 bytes).

create function vibeline_users_changed() returns trigger language plpgsql as $$
  declare
    keys jsonb;
  begin
    if tg_op = 'TRUNCATE' then
      perform pg_notify('vibeline_sessions', json_build_object('schema', tg_table_schema, 'all', true)::text);
      return null;
    elsif tg_op = 'DELETE' then
      select jsonb_agg(distinct id) into keys from old_rows;
    else
      select jsonb_agg(distinct o.id) into keys from old_rows o where not exists
    (select 1 from new_rows n where n.id = o.id and n.role = o.role and n.status = o.status);
    end if;
    if keys is not null then
      perform pg_notify('vibeline_sessions', case when jsonb_array_length(keys) > 100
        then json_build_object('schema', tg_table_schema, 'all', true)::text else json_build_object('schema', tg_table_schema, 'users', keys)::text end);
    end if;
    return null;
  end $$;

create function vibeline_refresh_tokens_changed() returns trigger language plpgsql as $$
  declare
    keys jsonb;
  begin
    if tg_op = 'TRUNCATE' then
      perform pg_notify('vibeline_sessions', json_build_object('schema', tg_table_schema, 'all', true)::text);
      return null;
    elsif tg_op = 'DELETE' then
      select jsonb_agg(distinct family) into keys from old_rows where revoked_at is null;
    else
      select jsonb_agg(distinct o.family) into keys from old_rows o where o.revoked_at is null and not exists
    (select 1 from new_rows n where n.id = o.id and n.family = o.family and n.revoked_at is null
      and n.expires_at >= o.expires_at);
    end if;
    if keys is not null then
      perform pg_notify('vibeline_sessions', case when jsonb_array_length(keys) > 100
        then json_build_object('schema', tg_table_schema, 'all', true)::text else json_build_object('schema', tg_table_schema, 'sessions', keys)::text end);
    end if;
    return null;
  end $$;

create trigger users_tell_update after update on "users"
  referencing old table as old_rows new table as new_rows for each statement execute function vibeline_users_changed();

create trigger users_tell_delete after delete on "users"
  referencing old table as old_rows for each statement execute function vibeline_users_changed();

create trigger users_tell_truncate after truncate on "users"
  for each statement execute function vibeline_users_changed();

create trigger refresh_tokens_tell_update after update on "refresh_tokens"
  referencing old table as old_rows new table as new_rows for each statement execute function vibeline_refresh_tokens_changed();

create trigger refresh_tokens_tell_delete after delete on "refresh_tokens"
  referencing old table as old_rows for each statement execute function vibeline_refresh_tokens_changed();

create trigger refresh_tokens_tell_truncate after truncate on "refresh_tokens"
  for each statement execute function vibeline_refresh_tokens_changed();
