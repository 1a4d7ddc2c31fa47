// A number that every insert and delete of a track, and every update of a column the track list filters or sorts by
// other than the play count, changes in the writer's own transaction (migration 0017 on SQLite, 0019 on PostgreSQL). Each server process
// keeps some answers of the list until it reads another number (db/listMemo.ts). Triggers, so that every writer is
// covered: a form, a bulk edit, an import, another process, plain SQL. Plays change play counts all the time, and no
// kept answer depends on them.
import { CompiledQuery, sql, type Kysely } from 'kysely'
import { SQLITE_NOT_IN_BULK, sqliteWhen } from './triggerConditions'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
type AnyDb = Kysely<any>

/** The columns whose change moves the version (with every insert and delete). */
const LISTED = [
  'title',
  'artist',
  'album',
  'genre',
  'status',
  'explicit',
  'created_at',
  'duration',
  'release_date'
]

/** What every trigger below does, and a bulk write once. */
const MOVE = sql`update track_list_version set n = n + 1 where id = 1`

export async function createListVersion(db: AnyDb): Promise<void> {
  await sql`create table track_list_version (id integer primary key check (id = 1), n integer not null)`.execute(
    db
  )
  await sql`insert into track_list_version (id, n) values (1, 0)`.execute(db)
  const bump = sql`${MOVE};`
  // A bulk write drops these with the count triggers (db/bulkCounts.ts) and moves the version once itself.
  const when = sqliteWhen([SQLITE_NOT_IN_BULK])
  await sql`create trigger track_list_version_inserted after insert on tracks ${when} begin ${bump} end`.execute(
    db
  )
  await sql`create trigger track_list_version_deleted after delete on tracks ${when} begin ${bump} end`.execute(
    db
  )
  await sql`create trigger track_list_version_updated after update of ${sql.join(LISTED.map((c) => sql.id(c)))}
    on tracks ${when} begin ${bump} end`.execute(db)
}

/**
 * PostgreSQL: the same version, moved by statement triggers (once per statement, however many rows it wrote; a bulk
 * write needs nothing of its own). Under MVCC a reader that reads the version and then the tracks may see tracks newer
 * than the version it read, never older: what it keeps is dropped at the next read of the moved version.
 */
export async function createListVersionPostgres(db: AnyDb): Promise<void> {
  await sql`create table track_list_version (id integer primary key check (id = 1), n bigint not null)`.execute(
    db
  )
  await sql`insert into track_list_version (id, n) values (1, 0)`.execute(db)
  await sql`create function track_list_version_move() returns trigger language plpgsql as $$
    begin ${MOVE}; return null; end $$`.execute(db)
  const move = sql`for each statement execute function track_list_version_move()`
  await sql`create trigger track_list_version_written after insert or delete or truncate on tracks ${move}`.execute(
    db
  )
  await sql`create trigger track_list_version_updated after update of ${sql.join(LISTED.map((c) => sql.id(c)))}
    on tracks ${move}`.execute(db)
}

/** Moves the version once, for a bulk write that ran with the triggers above dropped. */
export async function moveListVersion(db: AnyDb): Promise<void> {
  await MOVE.execute(db)
}

/** The statement reading the version, compiled once: it runs on most keyword requests. */
export const LIST_VERSION_QUERY = CompiledQuery.raw('select n from track_list_version where id = 1', [])
