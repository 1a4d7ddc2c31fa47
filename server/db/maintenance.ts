// PostgreSQL: the server vacuums and analyzes its busiest tables itself, because it cannot count on autovacuum (it
// is off on this project's machines, and per-table autovacuum settings do nothing then). Every update of a track's
// play count leaves a dead row version and, play_count being indexed, new entries in every index of `tracks`,
// the GIN words index's pending list among them; until a vacuum clears them, the navbar search's walk of the
// play-count index and its words lookups slow down run after run.
// One process of all those sharing the database does the work at a time (a session advisory lock); the others skip.
import { sql, type Kysely } from 'kysely'
import type { Dialect } from './database'
import type { DB } from './schema'

/** The tables that ingestion and edits rewrite or grow all day. */
export const MAINTAINED_TABLES = [
  'tracks',
  'play_histories',
  'play_daily',
  'play_daily_tracks',
  'play_daily_listeners',
  'play_daily_genres',
  'play_daily_artists',
  'track_totals'
] as const

export type MaintenanceThresholds = {
  /** A table is vacuumed once its dead (or, for the visibility map, newly inserted) rows exceed this share of its live rows… */
  fraction: number
  /** …plus this many (a small table is not vacuumed after every few writes). */
  rows: number
}

export const DEFAULT_THRESHOLDS: MaintenanceThresholds = { fraction: 0.02, rows: 1000 }

type TableStats = { table: string; live: number; dead: number; inserted: number }

/** The maintained tables of the current schema whose dead or newly inserted rows are over the thresholds. */
export async function tablesToVacuum(
  db: Kysely<DB>,
  { fraction, rows }: MaintenanceThresholds = DEFAULT_THRESHOLDS
): Promise<string[]> {
  const names = sql.join(MAINTAINED_TABLES.map((t) => sql`to_regclass(${t})`))
  const { rows: stats } = await sql<TableStats>`select relname as "table", n_live_tup as live,
      n_dead_tup as dead, n_ins_since_vacuum as inserted
    from pg_stat_user_tables where relid in (${names})`.execute(db)
  return stats
    .filter((s) => Math.max(Number(s.dead), Number(s.inserted)) > rows + fraction * Number(s.live))
    .map((s) => s.table)
}

// Per schema, so that test schemas sharing a database do not stand in each other's way.
const LOCK = sql`hashtextextended('vibeline:maintenance:' || current_schema(), 0)`

/**
 * Vacuums (and analyzes) the maintained tables that need it, when no other process is doing so. Answers the tables
 * vacuumed, or null when another process holds the maintenance lock. VACUUM runs outside any transaction and waits
 * for no lock (SKIP_LOCKED): reads and writes go on meanwhile.
 */
export async function maintainTables(
  db: Kysely<DB>,
  thresholds: MaintenanceThresholds = DEFAULT_THRESHOLDS
): Promise<string[] | null> {
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${LOCK}) as locked`.execute(
      conn
    )
    if (!rows[0]?.locked) return null
    try {
      const tables = await tablesToVacuum(conn, thresholds)
      for (const table of tables) await sql`vacuum (analyze, skip_locked) ${sql.table(table)}`.execute(conn)
      return tables
    } finally {
      await sql`select pg_advisory_unlock(${LOCK})`.execute(conn)
    }
  })
}

/**
 * Looks every `intervalMs` for tables to vacuum (PostgreSQL; 0: never); answers the function that stops it. Every
 * process may run it: the lock makes them take turns, and a look costs one small statement.
 */
export function startTableMaintenance(
  db: Kysely<DB>,
  dialect: Dialect,
  intervalMs: number,
  onError: (err: unknown) => void,
  thresholds: MaintenanceThresholds = DEFAULT_THRESHOLDS
): () => Promise<void> {
  if (dialect !== 'postgres' || intervalMs <= 0) return async () => {}
  let running: Promise<unknown> | undefined
  const timer = setInterval(() => {
    running ??= maintainTables(db, thresholds)
      .catch(onError)
      .finally(() => (running = undefined))
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
