// The WHEN clauses of the count and roll-up triggers. Since migration 0014 each of them also holds only while no bulk
// statement of the same transaction keeps those counts itself (db/bulkCounts.ts): on SQLite while the table
// count_triggers_paused is empty (the bulk writer fills and empties it within its transaction, and SQLite has one
// writer at a time, so no other writer ever sees a row), on PostgreSQL while the transaction-local setting
// vibeline.bulk is not 'on' (set by `set_config(…, true)`: no other transaction sees it).
import { sql, type RawBuilder } from 'kysely'

export const SQLITE_NOT_IN_BULK = sql`not exists (select 1 from count_triggers_paused)`
export const POSTGRES_NOT_IN_BULK = sql`current_setting('vibeline.bulk', true) is distinct from 'on'`

/** `when …` of a SQLite trigger: every condition given must hold (none given: no clause, the trigger always runs). */
export const sqliteWhen = (conditions: RawBuilder<unknown>[]) =>
  conditions.length === 0
    ? sql``
    : sql`when ${sql.join(
        conditions.map((c) => sql`(${c})`),
        sql` and `
      )}`

/** `when (…)` of a PostgreSQL row trigger, likewise. */
export const postgresWhen = (conditions: RawBuilder<unknown>[]) =>
  conditions.length === 0
    ? sql``
    : sql`when (${sql.join(
        conditions.map((c) => sql`(${c})`),
        sql` and `
      )})`
