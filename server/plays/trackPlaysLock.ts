// PostgreSQL's lock between storing plays and deleting tracks (migration 0033), which stands in for the plays'
// foreign key to tracks: play ingestion holds it shared for its transaction, and every DELETE on tracks takes it
// exclusively (0033's statement trigger). So no batch stores plays for a track being deleted: the delete waits for
// the batches in flight, and a new batch checks its tracks only after the delete has committed.
import { sql, type Kysely } from 'kysely'

// Per schema, as the tests run side by side in schemas of one database; the same expression as the migration's.
const KEY = sql`hashtextextended('vibeline:plays-follow-tracks:' || current_schema(), 0)`

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller's transaction, whatever its schema type
type AnyDb = Kysely<any>

/** Ingestion: taken before anything else of its transaction, above all before it checks that its tracks exist. */
export async function lockForPlays(trx: AnyDb): Promise<void> {
  await sql`select pg_advisory_xact_lock_shared(${KEY})`.execute(trx)
}
