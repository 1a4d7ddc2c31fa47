// The WHEN clauses of the count and roll-up triggers. Since migration 0014 each of them also holds only while no bulk
// statement of the same transaction keeps those counts itself (db/bulkCounts.ts): on PostgreSQL while the
// transaction-local setting vibeline.bulk is not 'on' (set by `set_config(…, true)`: no other transaction sees it). On
// SQLite the bulk writer drops these triggers for the time of its transaction instead (even an idle trigger slowed a
// bulk UPDATE down), finding them by this condition in their text; count_triggers_paused stays empty.
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
