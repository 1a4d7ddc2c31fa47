// PostgreSQL: the server vacuums and analyzes its busiest tables itself, because it cannot count on autovacuum (it
// is off on this project's machines, and per-table autovacuum settings do nothing then). Every update of a track's
// play count leaves a dead row version in track_play_counts (migration 0041), and every edit of a track one in
// `tracks` with new entries in its indexes. Those of the GIN words index go to its pending list, which every keyword
// lookup reads through in full and which only a vacuum or 4 MB of it empties: the navbar search of a rare word cost
// 2.6 ms of PostgreSQL CPU with 169 pending pages, 0.6 ms with none. So each look also empties the GIN pending lists,
// whatever the dead rows.
// One process of all those sharing the database does the work at a time (a session advisory lock); the others skip.
import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../db/engine/database'
import { everyInterval } from './everyInterval'
import type { DB } from '../db/schema'

/** The tables that ingestion and edits rewrite or grow all day. */
export const MAINTAINED_TABLES = [
  'tracks',
  'track_play_counts',
  'play_histories',
  'play_daily',
  'play_daily_tracks',
  'play_daily_listeners',
  'play_daily_genres',
  'play_daily_artists',
  'track_totals',
  'play_pending'
] as const

export type MaintenanceThresholds = {
  /** A table is vacuumed once its dead (or, for the visibility map, newly inserted) rows exceed this share of its live rows… */
  fraction: number
  /** …plus this many (a small table is not vacuumed after every few writes). */
  rows: number
}

export const DEFAULT_THRESHOLDS: MaintenanceThresholds = { fraction: 0.02, rows: 1000 }

const maintained = () => sql.join(MAINTAINED_TABLES.map((t) => sql`to_regclass(${t})`))

type TableStats = { table: string; live: number; dead: number; inserted: number }

/** The maintained tables of the current schema whose dead or newly inserted rows are over the thresholds. */
export async function tablesToVacuum(
  db: Kysely<DB>,
  { fraction, rows }: MaintenanceThresholds = DEFAULT_THRESHOLDS
): Promise<string[]> {
  // The live rows as the last vacuum or analyze counted them (pg_class), when the statistics have forgotten them
  // (a copied database, a crash).
  const { rows: stats } = await sql<TableStats>`select s.relname as "table",
      greatest(s.n_live_tup, c.reltuples, 0) as live, s.n_dead_tup as dead, s.n_ins_since_vacuum as inserted
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relid in (${maintained()})`.execute(
    db
  )
  return stats
    .filter((s) => Math.max(Number(s.dead), Number(s.inserted)) > rows + fraction * Number(s.live))
    .map((s) => s.table)
}

// Per schema, so that test schemas sharing a database do not stand in each other's way.
const LOCK = sql`hashtextextended('vibeline:maintenance:' || current_schema(), 0)`

/** Empties the pending lists of the maintained tables' GIN indexes; answers the pages emptied. */
async function cleanGinPendingLists(db: Kysely<DB>): Promise<number> {
  const { rows } = await sql<{
    pages: number
  }>`select coalesce(sum(gin_clean_pending_list(i.indexrelid)), 0) as pages
    from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
    where a.amname = 'gin' and i.indrelid in (${maintained()})`.execute(db)
  return Number(rows[0]?.pages ?? 0)
}

export type MaintenanceDone = { vacuumed: string[]; ginPagesCleaned: number }

/** PostgreSQL's error code for a statement cancelled on request (pg_cancel_backend). */
const QUERY_CANCELED = '57014'

/**
 * Vacuums (and analyzes) the maintained tables that need it and empties their GIN pending lists, when no other
 * process is doing so. Answers what it did, or null when another process holds the maintenance lock. VACUUM runs
 * outside any transaction and waits for no lock (SKIP_LOCKED): reads and writes go on meanwhile. When `stopping`
 * aborts (the server shuts down), the vacuum in progress is cancelled and no other table is started: a vacuum of
 * ten million plays takes longer than a shutdown may.
 */
export async function maintainTables(
  db: Kysely<DB>,
  thresholds: MaintenanceThresholds = DEFAULT_THRESHOLDS,
  stopping?: AbortSignal
): Promise<MaintenanceDone | null> {
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{
      locked: boolean
      pid: number
    }>`select pg_try_advisory_lock(${LOCK}) as locked,
      pg_backend_pid() as pid`.execute(conn)
    if (!rows[0]?.locked) return null
    // Cancelled from another connection of the pool: this one is busy with the vacuum.
    const cancel = () => void sql`select pg_cancel_backend(${rows[0].pid})`.execute(db).catch(() => {})
    stopping?.addEventListener('abort', cancel)
    try {
      const vacuumed: string[] = []
      for (const table of await tablesToVacuum(conn, thresholds)) {
        if (stopping?.aborted) return { vacuumed, ginPagesCleaned: 0 }
        try {
          await sql`vacuum (analyze, skip_locked) ${sql.table(table)}`.execute(conn)
        } catch (err) {
          if (stopping?.aborted && (err as { code?: string }).code === QUERY_CANCELED)
            return { vacuumed, ginPagesCleaned: 0 }
          throw err
        }
        vacuumed.push(table)
      }
      return { vacuumed, ginPagesCleaned: await cleanGinPendingLists(conn) }
    } finally {
      stopping?.removeEventListener('abort', cancel)
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
  if (dialect !== 'postgres') return async () => {}
  return everyInterval(intervalMs, (stopping) => maintainTables(db, thresholds, stopping), onError)
}
