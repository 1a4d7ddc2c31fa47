// SQLite's WAL checkpoints, off the server processes' path. By default the connection whose commit takes the WAL
// past 1,000 pages copies the WAL into the database file (and syncs it) before that process goes on: under steady
// ingestion that was about a third of every batch's time. With several server processes (node:cluster), they turn
// automatic checkpoints off and the primary process checkpoints on a thread of its own, PASSIVE (it never waits
// for or blocks a writer or a reader), a few times a second: pages that many transactions rewrote are copied once.
// A WAL grown past MAX_WAL_PAGES is emptied (TRUNCATE), which holds writers back while it runs; it is only tried
// when a PASSIVE checkpoint has just copied everything, quickly, and without waiting for the write lock, so that it
// holds them for moments, never for the time of copying a large transaction.
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

/** How often the checkpointing thread copies the WAL into the database file. */
export const CHECKPOINT_INTERVAL_MS = 250
/** The WAL's size (4 KiB pages, 256 MiB) past which the thread empties it, making writers wait meanwhile. */
export const MAX_WAL_PAGES = 65_536
/**
 * A PASSIVE checkpoint that copied everything in less than this (ms) leaves next to nothing for the TRUNCATE to copy
 * while writers wait; a slower one ran while another transaction may have committed many pages, so it is repeated.
 */
const QUICK_PASS_MS = 50

const THREAD = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const db = new Database(workerData.file, { fileMustExist: true })
// Never waits: a TRUNCATE that waited for the write lock would take it the moment a writer commits and then copy all
// that writer's pages while every other writer waits (past their own busy timeout after a bulk edit of 100,000
// tracks: "database is locked"). A checkpoint that finds the lock taken, or readers still in the WAL, is retried at
// the next tick.
db.pragma('busy_timeout = 0')
let failures = 0
const timer = setInterval(() => {
  try {
    const started = performance.now()
    const [state] = db.pragma('wal_checkpoint(PASSIVE)')
    // Under steady writing a PASSIVE checkpoint never finds the WAL all copied, so writers never start it over
    // and it grows; past the limit, TRUNCATE holds new writers back while it copies what is left and empties it.
    // Only right after a quick PASSIVE pass that copied everything: then there is next to nothing left to copy.
    const quick = performance.now() - started < workerData.quickPassMs
    if (state.log > workerData.maxWalPages && state.checkpointed === state.log && quick)
      db.pragma('wal_checkpoint(TRUNCATE)')
    failures = 0
  } catch (err) {
    // SQLITE_BUSY (another checkpoint runs) is tried again at the next tick; anything else is reported.
    if (err.code !== 'SQLITE_BUSY' && failures++ === 0) parentPort.postMessage(String(err.message))
  }
}, workerData.intervalMs)
parentPort.on('message', () => {
  clearInterval(timer)
  db.close()
  process.exit(0)
})
`

/**
 * Starts the checkpointing thread on the SQLite file; answers the function that stops it. Server processes that
 * open the file meanwhile pass `autoCheckpoint: false` to openDatabase.
 */
export function startCheckpointer(
  file: string,
  onError: (message: string) => void,
  { intervalMs = CHECKPOINT_INTERVAL_MS, maxWalPages = MAX_WAL_PAGES } = {}
): () => Promise<void> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  const worker = new Worker(THREAD, {
    eval: true,
    workerData: { file, driver, intervalMs, maxWalPages, quickPassMs: QUICK_PASS_MS }
  })
  worker.on('message', (message) => onError(String(message)))
  worker.on('error', (err) => onError(err.message))
  worker.unref()
  return async () => {
    const exited = new Promise((resolve) => worker.once('exit', resolve))
    worker.postMessage('stop')
    await exited
  }
}
