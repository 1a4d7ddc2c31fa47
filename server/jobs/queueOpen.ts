// Which job queue a deployment uses: pg-boss on PostgreSQL, the table-backed queue on SQLite (docs/jobs.md).
import type { ServerConfig } from '../config'
import type { Db } from '../db/engine/database'
import type { JobQueue } from './queue'
import { PgBossQueue } from './queuePgBoss'
import { SqliteQueue } from './queueSqlite'

export function openQueue(
  database: Db,
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'jobsSchema' | 'queuePollMs'>,
  onError: (err: unknown) => void
): JobQueue {
  if (database.dialect === 'postgres' && config.databaseUrl)
    return new PgBossQueue({
      connectionString: config.databaseUrl,
      schema: config.jobsSchema ?? (config.databaseSchema ? `${config.databaseSchema}_jobs` : 'pgboss'),
      pollSeconds: config.queuePollMs / 1000,
      onError
    })
  return new SqliteQueue(database.db, { pollMs: config.queuePollMs || 1000, onError })
}
