// A number that every insert and delete of a track, and every update of a column the track list filters or sorts by
// other than the play count, changes in the writer's own transaction (migration 0022 on SQLite, 0024 on PostgreSQL). Each server process
// keeps some answers of the list until it reads another number (db/listMemo.ts). Triggers, so that every writer is
// covered: a form, a bulk edit, an import, another process, plain SQL. Plays change play counts all the time, and no
// kept answer depends on them.
import { CompiledQuery, sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run on an untyped Kysely
type AnyDb = Kysely<any>

/** What every trigger of the version does (migrations 0022 and 0024), and a bulk write once. */
const MOVE = sql`update track_list_version set n = n + 1 where id = 1`

/** Moves the version once, for a bulk write that ran with the triggers above dropped. */
export async function moveListVersion(db: AnyDb): Promise<void> {
  await MOVE.execute(db)
}

/** The statement reading the version, compiled once: it runs on most keyword requests. */
export const LIST_VERSION_QUERY = CompiledQuery.raw('select n from track_list_version where id = 1', [])
