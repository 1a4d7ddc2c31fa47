// PostgreSQL's lock between storing plays and the track writes that their roll-ups follow (migration 0033): play
// ingestion holds it shared for its transaction, a write that deletes tracks or moves their plays between roll-ups
// holds it exclusively. So a batch never stores plays for a track that a write is deleting, and a write never misses
// the plays of a batch still in flight. It replaces the row locks of the plays' foreign key to tracks.
import { sql, type Kysely } from 'kysely'

// Per schema, as the tests run side by side in schemas of one database; the same expression as the migration's.
const KEY = sql`hashtextextended('vibeline:plays-follow-tracks:' || current_schema(), 0)`

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the caller's transaction, whatever its schema type
type AnyDb = Kysely<any>

/** Ingestion: taken before anything else of its transaction, above all before it checks that its tracks exist. */
export async function lockForPlays(trx: AnyDb): Promise<void> {
  await sql`select pg_advisory_xact_lock_shared(${KEY})`.execute(trx)
}

/** A track write: waits for the batches in flight, and keeps new ones out until it commits. */
export async function lockOutPlays(trx: AnyDb): Promise<void> {
  await sql`select pg_advisory_xact_lock(${KEY})`.execute(trx)
}
