// Opens the database: SQLite (WAL, foreign keys, busy timeout) by default, PostgreSQL when a URL is given.
import Database from 'better-sqlite3'
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type Driver,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDialectConfig
} from 'kysely'
import pg from 'pg'
import { join } from 'node:path'
import { kyselyRowReader, sqliteRowReader, type RowReader } from './rowReader'
import type { DB } from '../schema'
import { GENERIC_PLAN } from './genericPlan'

export { GENERIC_PLAN }

/** How long a statement waits for another process's write lock before SQLITE_BUSY (also a transaction's begin). */
const BUSY_TIMEOUT_MS = 5000

/**
 * Transactions begin IMMEDIATE: they take SQLite's write lock first. A deferred BEGIN reads a snapshot first, and
 * when another process commits in between, its first write fails at once with SQLITE_BUSY, whatever the timeout:
 * under concurrent writers from the server's worker processes that was a 500 for many of them. The lock is asked
 * for without SQLite's busy handler, which sleeps the whole process for up to 100 ms at a time (and a process whose
 * lock came free went on writing its next batch while the other slept, four seconds at worst); instead this
 * process retries after a millisecond or two and serves its other requests meanwhile.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  readonly #sqlite: Database.Database
  constructor(config: SqliteDialectConfig, sqlite: Database.Database) {
    super(config)
    this.#sqlite = sqlite
  }

  override async beginTransaction(): Promise<void> {
    const deadline = Date.now() + BUSY_TIMEOUT_MS
    for (let attempt = 0; !beginImmediate(this.#sqlite); attempt++) {
      if (Date.now() > deadline) throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })
      await new Promise((resolve) => setTimeout(resolve, Math.min(1 + attempt, 10) * Math.random() + 0.5))
    }
  }
}

/** BEGIN IMMEDIATE without waiting: false when another process holds the write lock. */
function beginImmediate(sqlite: Database.Database): boolean {
  sqlite.pragma('busy_timeout = 0')
  try {
    sqlite.exec('begin immediate')
    return true
  } catch (err) {
    if ((err as { code?: string }).code === 'SQLITE_BUSY') return false
    throw err
  } finally {
    sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig
  readonly #sqlite: Database.Database
  constructor(sqlite: Database.Database) {
    const config = { database: withStatementCache(sqlite) }
    super(config)
    this.#config = config
    this.#sqlite = sqlite
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config, this.#sqlite)
  }
}

/** How many distinct SQL texts keep their prepared statement (the rest are prepared again when used). */
const STATEMENTS_KEPT = 1000

type Row = Record<string, unknown>

/**
 * A function making the object of one row from its values in column order, with the columns as literal keys: V8
 * builds such an object at the speed of a literal, where better-sqlite3 sets each property of each row through
 * its C++ API (the 17 columns of 20 tracks took it twice as long).
 */
function rowMaker(columns: string[]): (values: unknown[]) => Row {
  if (columns.includes('__proto__'))
    return (values) => {
      const row: Row = {}
      columns.forEach((column, i) =>
        Object.defineProperty(row, column, { value: values[i], enumerable: true })
      )
      return row
    }
  const fields = columns.map((column, i) => `${JSON.stringify(column)}: values[${i}]`)
  return new Function('values', `return { ${fields.join(', ')} }`) as (values: unknown[]) => Row
}

/**
 * A prepared statement as Kysely uses it, whose rows are read as arrays (better-sqlite3's raw mode) and made
 * objects by rowMaker. The maker is made again when the rows' width changes (a statement SQLite prepared again
 * after a change of the schema).
 */
class RawRowStatement {
  readonly reader: boolean
  readonly #statement: Database.Statement
  #make: (values: unknown[]) => Row = () => ({})
  #width = -1

  constructor(statement: Database.Statement) {
    this.#statement = statement
    this.reader = statement.reader
    if (this.reader) statement.raw(true)
  }

  get busy(): boolean {
    return this.#statement.busy
  }

  #maker(width: number): (values: unknown[]) => Row {
    if (width !== this.#width) {
      this.#make = rowMaker(this.#statement.columns().map((column) => column.name))
      this.#width = width
    }
    return this.#make
  }

  all(parameters: readonly unknown[]): Row[] {
    const rows = this.#statement.all(parameters) as unknown[][]
    if (rows.length === 0) return []
    const make = this.#maker(rows[0].length)
    return rows.map(make)
  }

  *iterate(parameters: readonly unknown[]): IterableIterator<Row> {
    for (const values of this.#statement.iterate(parameters) as IterableIterator<unknown[]>)
      yield this.#maker(values.length)(values)
  }

  run(parameters: readonly unknown[]): Database.RunResult {
    return this.#statement.run(parameters)
  }
}

/**
 * The database as Kysely sees it, with each SQL text prepared once: Kysely prepares every query it runs, and
 * preparing was almost a tenth of the CPU of a list request. A statement still being iterated (a streamed
 * query) is busy, so a second use of its text gets a statement of its own.
 */
function withStatementCache(sqlite: Database.Database) {
  const statements = new Map<string, RawRowStatement>()
  return {
    close: () => sqlite.close(),
    prepare(text: string): RawRowStatement {
      const cached = statements.get(text)
      if (cached && !cached.busy) return cached
      const statement = new RawRowStatement(sqlite.prepare(text))
      if (!cached) {
        if (statements.size >= STATEMENTS_KEPT) statements.clear()
        statements.set(text, statement)
      }
      return statement
    }
  }
}

/** How many distinct SQL texts each PostgreSQL connection keeps parsed (the rest are parsed every time). */
const NAMED_STATEMENTS_KEPT = 500
/** Texts longer than this (bulk inserts, long IN lists) are too varied to be worth keeping. */
const NAMED_TEXT_MAX = 2000

const MARK_WITHIN = 100

const READ = /^\s*select\b/i

type Statement = { name?: string; generic: boolean }

/**
 * The pool as Kysely sees it, with each read's SQL text sent as a named prepared statement: PostgreSQL parses and
 * analyses it once per connection, and each later run only binds the values. Plans are made for each run's values
 * (plan_cache_mode = force_custom_plan: a generic plan for a word search or a date range could be far worse than the
 * planner's choice for the actual values), except for texts marked GENERIC_PLAN, which go to a second pool whose
 * connections keep one plan per text. A checked-out connection takes its pool's connection at its first statement,
 * by that statement's mark; a transaction begins with an unmarked statement, so all of it runs on one connection.
 */
function withNamedStatements(pool: pg.Pool, generic: pg.Pool): PostgresPool {
  const known = new Map<string, Statement>()
  let named = 0
  const statementOf = (text: string): Statement => {
    const found = known.get(text)
    if (found) return found
    const read = READ.test(text)
    const statement = { generic: text.slice(0, MARK_WITHIN).includes(GENERIC_PLAN) }
    // A marked text is one of a few fixed texts, and unnamed its plan would be made for every run.
    if (!statement.generic && (!read || known.size >= NAMED_STATEMENTS_KEPT || text.length > NAMED_TEXT_MAX))
      return statement
    const kept = { ...statement, name: `vibeline_${++named}` }
    known.set(text, kept)
    return kept
  }
  return {
    async connect() {
      let client: Promise<pg.PoolClient> | undefined
      // A connection checked out of its pool has no 'error' listener of the pool's: dropped by the server between two
      // statements of a transaction (a restart, pg_terminate_backend), it would end the process. The statement that
      // follows fails instead, and the connection is destroyed, not given back.
      let dropped = false
      const onDropped = (err: Error) => {
        dropped = true
        console.warn(`PostgreSQL dropped a connection in use: ${err.message}`)
      }
      const clientFor = (statement: Statement) =>
        (client ??= (statement.generic ? generic : pool).connect().then((connection) => {
          connection.on('error', onDropped)
          return connection
        }))
      return {
        query: (async (query: unknown, values?: unknown[]) => {
          if (typeof query !== 'string')
            return (await clientFor({ generic: false })).query(query as pg.Submittable)
          const statement = statementOf(query)
          const connection = await clientFor(statement)
          return connection.query({ text: query, values, name: statement.name })
        }) as unknown as PostgresPoolClient['query'],
        release: () => {
          void client?.then(
            (connection) => {
              connection.off('error', onDropped)
              connection.release(dropped)
            },
            () => undefined
          )
        }
      }
    },
    end: async () => {
      await Promise.all([pool.end(), generic.end()])
    }
  }
}

export type Dialect = 'sqlite' | 'postgres'
export type Db = {
  db: Kysely<DB>
  dialect: Dialect
  sqlite?: Database.Database
  /** Whole-table reads for exports (server/db/engine/rowReader.ts). */
  rows: RowReader
  /**
   * Runs `work` while holding the database-wide start-up lock, so that however many processes or machines start
   * at once, only one migrates and seeds at a time; the others wait, then find the work done.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>
  close: () => Promise<void>
}

export type DbOptions = {
  dataDir: string
  databaseUrl?: string
  databaseSchema?: string
  file?: string
  /** PostgreSQL connections this process may open in each of its two pools (default 10). */
  poolMax?: number
}

/** The SQLite file of these options. */
export const sqliteFile = (options: DbOptions) => options.file ?? join(options.dataDir, 'vibeline.db')

/**
 * Answers a function that resolves once every connection the pools opened has closed its socket. A pool's end()
 * resolves as soon as it has asked its connections to close, not when they have: a database dropped WITH (FORCE) or a
 * backend terminated in that moment (a test file's copy dropped just after close) sends the closing connection
 * "terminating connection due to administrator command", which the pool reports as an idle connection dropped.
 */
function connectionsClosed(pools: pg.Pool[]): () => Promise<void> {
  const open = new Set<pg.Client>()
  let allClosed: (() => void) | undefined
  for (const pool of pools) {
    pool.on('connect', (client) => open.add(client))
    pool.on('remove', (client) => {
      open.delete(client)
      if (open.size === 0) allClosed?.()
    })
  }
  return () => (open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (allClosed = resolve)))
}

/** How long a process waits for another one's start-up work (a first seed on a slow machine takes seconds). */
const EXCLUSIVE_WAIT_MS = 10 * 60 * 1000

export function openDatabase(options: DbOptions): Db {
  if (options.databaseUrl) {
    // COUNT(*) and other bigints come back as strings by default; our counts fit in a JS number.
    pg.types.setTypeParser(20, (value) => Number(value))
    const settings = (...more: string[]) =>
      [...(options.databaseSchema ? [`search_path=${options.databaseSchema},public`] : []), ...more]
        .map((setting) => `-c ${setting}`)
        .join(' ')
    // No JIT and no parallel workers: this API's statements take a millisecond or two, and starting a parallel
    // worker alone took 77 ms on a loaded 2-core machine (the navbar search of a word no track has: 0.2 ms of work,
    // 131 ms with a worker); a generic plan, costed on default estimates, chose either even more readily.
    const fast = ['jit=off', 'max_parallel_workers_per_gather=0']
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      options: settings('plan_cache_mode=force_custom_plan', ...fast),
      max: options.poolMax ?? 10
    })
    const generic = new pg.Pool({
      connectionString: options.databaseUrl,
      options: settings('plan_cache_mode=force_generic_plan', ...fast),
      max: options.poolMax ?? 10
    })
    // An idle connection that the server drops (a restart, a failover) is an 'error' event of the pool: without a
    // listener it would end the process. The pool opens a new connection at the next query.
    for (const each of [pool, generic])
      each.on('error', (err) => console.warn(`PostgreSQL dropped an idle connection: ${err.message}`))
    const closed = connectionsClosed([pool, generic])
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: withNamedStatements(pool, generic) })
    })
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      // A session-level advisory lock on a connection of its own: the work itself uses the pool (migrations take
      // Kysely's own, different lock). The key is per schema, so test schemas in one database do not queue; a
      // process that dies while holding it loses its session and so the lock.
      const client = await pool.connect()
      try {
        await client.query(`set lock_timeout = ${EXCLUSIVE_WAIT_MS}`)
        await client.query(
          `select pg_advisory_lock(hashtextextended('vibeline:startup:' || current_schema(), 0))`
        )
        await client.query('reset lock_timeout')
        try {
          return await work()
        } finally {
          await client.query(
            `select pg_advisory_unlock(hashtextextended('vibeline:startup:' || current_schema(), 0))`
          )
        }
      } finally {
        client.release()
      }
    }
    return {
      db,
      dialect: 'postgres',
      exclusive,
      rows: kyselyRowReader(db),
      close: async () => {
        await db.destroy()
        await closed()
      }
    }
  }
  const sqlite = new Database(sqliteFile(options))
  // The busy timeout first: switching a file to WAL takes a lock that another process starting at the same moment
  // may hold, and without it the switch failed at once with "database is locked".
  sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('cache_size = -65536')
  sqlite.pragma('mmap_size = 268435456')
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect(sqlite) })
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    // SQLite's write lock: BEGIN IMMEDIATE waits (busy timeout) while another process writes. All the work runs in
    // that one transaction on this connection (Kysely migrates SQLite without transactions of its own).
    const deadline = Date.now() + EXCLUSIVE_WAIT_MS
    for (;;) {
      try {
        await sql`begin immediate`.execute(db)
        break
      } catch (err) {
        if ((err as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw err
      }
    }
    try {
      const result = await work()
      await sql`commit`.execute(db)
      return result
    } catch (err) {
      if (sqlite.inTransaction) await sql`rollback`.execute(db)
      throw err
    }
  }
  const rows = sqliteRowReader(sqlite.name, BUSY_TIMEOUT_MS)
  const close = async () => {
    rows.close()
    await db.destroy()
  }
  return { db, dialect: 'sqlite', sqlite, exclusive, rows, close }
}
