// PostgreSQL tells every server process when something the guard reads changes: a user's role or status, a deleted
// user, a session (refresh-token family) that lost a live token. Triggers send one NOTIFY per statement on
// SESSION_CHANNEL, whoever made the change (a route, a CLI, psql), with a JSON payload:
//   {"schema": s, "users": [id, …]} | {"schema": s, "sessions": [family, …]} | {"schema": s, "all": true}
// `schema` is the table's, so that processes on other schemas of the same database (test files) can ignore it.
// New rows are not told: only what exists and is live is ever kept, so a new row cannot make a kept answer wrong.
import { sql, type Kysely } from 'kysely'

export const SESSION_CHANNEL = 'vibeline_sessions'

/** More keys than this in one statement are told as "all" (a payload must stay under 8000 bytes). */
const KEYS_TOLD = 100

/**
 * The trigger function of `table`: `changed` is a query of the keys (a jsonb array, null for none) that matter,
 * from the statement's transition tables old_rows (and new_rows for an UPDATE). It names no other function of
 * ours: a name would be looked up along the search path of whoever writes, which need not include our schema.
 */
function tellingFunction(table: string, kind: string, changed: { deleted: string; updated: string }) {
  const all = `json_build_object('schema', tg_table_schema, 'all', true)::text`
  return sql`create function ${sql.raw(`vibeline_${table}_changed`)}() returns trigger language plpgsql as $$
    declare
      keys jsonb;
    begin
      if tg_op = 'TRUNCATE' then
        perform pg_notify(${sql.lit(SESSION_CHANNEL)}, ${sql.raw(all)});
        return null;
      elsif tg_op = 'DELETE' then
        ${sql.raw(changed.deleted)};
      else
        ${sql.raw(changed.updated)};
      end if;
      if keys is not null then
        perform pg_notify(${sql.lit(SESSION_CHANNEL)}, case when jsonb_array_length(keys) > ${sql.lit(KEYS_TOLD)}
          then ${sql.raw(all)} else json_build_object('schema', tg_table_schema, ${sql.lit(kind)}, keys)::text end);
      end if;
      return null;
    end $$`
}

export async function createSessionNotifications(db: Kysely<unknown>): Promise<void> {
  // A user matters when deleted, or when an update changed its id, role or status.
  await tellingFunction('users', 'users', {
    deleted: 'select jsonb_agg(distinct id) into keys from old_rows',
    updated: `select jsonb_agg(distinct o.id) into keys from old_rows o where not exists
      (select 1 from new_rows n where n.id = o.id and n.role = o.role and n.status = o.status)`
  }).execute(db)
  // A session matters when one of its tokens that was not revoked is revoked, deleted, moved to another family or
  // made to expire sooner. Rotating a token is such a change (its successor is a new row): each process then reads
  // the session again once.
  await tellingFunction('refresh_tokens', 'sessions', {
    deleted: 'select jsonb_agg(distinct family) into keys from old_rows where revoked_at is null',
    updated: `select jsonb_agg(distinct o.family) into keys from old_rows o where o.revoked_at is null and not exists
      (select 1 from new_rows n where n.id = o.id and n.family = o.family and n.revoked_at is null
        and n.expires_at >= o.expires_at)`
  }).execute(db)

  for (const table of ['users', 'refresh_tokens']) {
    const fn = sql.raw(`vibeline_${table}_changed`)
    const t = sql.table(table)
    await sql`create trigger ${sql.raw(`${table}_tell_update`)} after update on ${t}
      referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`.execute(
      db
    )
    await sql`create trigger ${sql.raw(`${table}_tell_delete`)} after delete on ${t}
      referencing old table as old_rows for each statement execute function ${fn}()`.execute(db)
    await sql`create trigger ${sql.raw(`${table}_tell_truncate`)} after truncate on ${t}
      for each statement execute function ${fn}()`.execute(db)
  }
}
