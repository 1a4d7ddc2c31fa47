// A Kysely dialect over one database of SQLite compiled to WebAssembly (@sqlite.org/sqlite-wasm's oo1 API): demo mode
// runs the server's own services on it in the browser. Kysely's SQLite adapter, compiler and introspector do the SQL;
// this module only runs statements. There is one connection, so transactions take turns behind a mutex (without it
// a second transaction's BEGIN would fail inside the first).
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult
} from 'kysely'

/** The part of an oo1 prepared statement this dialect uses. */
export type WasmStatement = {
  bind(values: unknown[]): unknown
  step(): boolean
  get(target: Record<string, unknown>): Record<string, unknown>
  columnCount: number
  finalize(): unknown
}

/** The part of an oo1 database (`new sqlite3.oo1.DB(...)`) this dialect uses. */
export type WasmDatabase = {
  prepare(sql: string): WasmStatement
  exec(sql: string): unknown
  changes(total?: boolean, sixtyFour?: boolean): number | bigint
  selectValue(sql: string): unknown
}

/** Booleans as SQLite stores them (better-sqlite3 refuses them; the services already write 0 and 1). */
const bindable = (value: unknown): unknown => (typeof value === 'boolean' ? Number(value) : value)

class WasmConnection implements DatabaseConnection {
  constructor(private readonly sqlite: WasmDatabase) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.sqlite.prepare(compiled.sql)
    try {
      if (compiled.parameters.length > 0) statement.bind(compiled.parameters.map(bindable))
      const rows: R[] = []
      const reader = statement.columnCount > 0
      while (statement.step()) if (reader) rows.push(statement.get({}) as R)
      // As Kysely's better-sqlite3 driver answers: rows for a statement that has columns (RETURNING included).
      if (reader) return Promise.resolve({ rows })
      return Promise.resolve({
        rows,
        numAffectedRows: BigInt(this.sqlite.changes(false, true)),
        insertId: BigInt(this.sqlite.selectValue('select last_insert_rowid()') as number)
      })
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)))
    } finally {
      statement.finalize()
    }
  }

  // eslint-disable-next-line require-yield -- Kysely calls this only for .stream(), which no service uses here
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on the WebAssembly SQLite dialect.')
  }
}

/** One turn at a time: a transaction holds the only connection until it ends. */
class Turns {
  #last: Promise<void> = Promise.resolve()

  take(): Promise<() => void> {
    let release!: () => void
    const previous = this.#last
    this.#last = new Promise((resolve) => (release = resolve))
    return previous.then(() => release)
  }
}

class WasmDriver implements Driver {
  readonly #connection: WasmConnection
  readonly #turns = new Turns()
  #release: (() => void) | undefined

  constructor(private readonly sqlite: WasmDatabase) {
    this.#connection = new WasmConnection(sqlite)
  }

  async init(): Promise<void> {
    this.sqlite.exec('pragma foreign_keys = ON')
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#turns.take()
    return this.#connection
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release
    this.#release = undefined
    release?.()
  }

  async destroy(): Promise<void> {}
}

/** The dialect: `new Kysely<DB>({ dialect: new WasmSqliteDialect(new sqlite3.oo1.DB(':memory:')) })`. */
export class WasmSqliteDialect implements Dialect {
  constructor(private readonly sqlite: WasmDatabase) {}

  createDriver(): Driver {
    return new WasmDriver(this.sqlite)
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler()
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter()
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SqliteIntrospector(db)
  }
}
