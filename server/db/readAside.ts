// SQLite: reads on a second connection, in a thread of its own, while this process's connection goes on writing. A
// transaction that began IMMEDIATE holds the write lock, so a read begun after that sees the database exactly as the
// transaction found it, whatever the transaction has written since: a bulk edit of 100,000 tracks sums their plays
// there (half a second) while it rewrites the tracks here (db/bulkCounts.ts).
import type { CompiledQuery } from 'kysely'
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

const THREAD = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
let answer
try {
  const db = new Database(workerData.file, { fileMustExist: true })
  try {
    db.pragma('mmap_size = 268435456')
    db.pragma('cache_size = -65536')
    // One snapshot for every statement; the temporary tables they make go with the connection.
    db.exec('begin')
    answer = { rows: workerData.statements.map(({ sql, parameters }) => {
      const statement = db.prepare(sql)
      return statement.reader ? statement.all(parameters) : (statement.run(parameters), [])
    }) }
    db.exec('rollback')
  } finally {
    db.close()
  }
} catch (err) {
  answer = { error: String(err && err.message) }
}
parentPort.postMessage(answer)
`

export type AsideRows = Record<string, unknown>[][]

/**
 * Runs `statements` in one read transaction on a new connection to `file` in a worker thread; answers the rows of
 * each (none for a statement that returns none). Start it only while holding the write lock (inside a transaction
 * begun IMMEDIATE): then it reads what the holder found when it began. Statements may write temporary tables only.
 * Aborting `signal` ends the thread (the promise then rejects).
 */
export function readAside(
  file: string,
  statements: readonly CompiledQuery[],
  signal?: AbortSignal
): Promise<AsideRows> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  const worker = new Worker(THREAD, {
    eval: true,
    workerData: {
      file,
      driver,
      statements: statements.map((s) => ({ sql: s.sql, parameters: s.parameters }))
    }
  })
  return new Promise<AsideRows>((resolve, reject) => {
    worker.once('message', (answer: { rows?: AsideRows; error?: string }) => {
      if (answer.rows) resolve(answer.rows)
      else reject(new Error(`reading aside: ${answer.error ?? 'no answer'}`))
    })
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`reading aside: the thread exited (${code})`)))
    // Its answer is no longer wanted: the thread stops once SQLite's statement in progress returns.
    signal?.addEventListener('abort', () => void worker.terminate(), { once: true })
  })
}

/**
 * Runs `work` with a signal for the reads aside it begins (readAside's `signal`): they stop when it ends, however it
 * ends. Given the body of a transaction, a read never outlives it: not when it fails, nor when it is tried again.
 */
export async function readingAsideFor<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const done = new AbortController()
  try {
    return await work(done.signal)
  } finally {
    done.abort()
  }
}
