// Stores batches of plays, each all or nothing, with the rows that the background fold adds to the roll-ups and play
// counts (plays/fold.ts): a batch writes no row that another batch writes, so batches never wait for one another.
// On SQLite the batches that arrive while this process waits for or holds the write lock are stored together in
// its next transaction (group commit): one commit for several batches. Each request is still answered only after
// its rows are committed.
// The statements of both engines are in plays/ingestRepository.ts.
import type { Kysely, Transaction } from 'kysely'
import type { ParsedPlay, PlayBatchResult } from '../../src/contracts/stats'
import { badRequest, HttpError } from '../httpError'
import type { Dialect } from '../db/engine/database'
import type { DB } from '../db/schema'
import {
  addNewPlaysToPending,
  firstUnknown,
  firstUnknownPlay,
  insertPlays,
  insertPlaysJson,
  lastPlayId,
  playColumns,
  playsJson
} from './ingestRepository'
import { lockForPlays } from './trackPlaysLock'

/** Runs in the batch's transaction once it is stored (the audit row). */
type OnStored = (trx: Transaction<DB>, result: PlayBatchResult) => Promise<void>

/** The answer to a batch whose play at `index` names a track or user that does not exist. */
function unknownPlay(plays: ParsedPlay[], index: number, missing: 'track' | 'user'): HttpError {
  const id = missing === 'track' ? plays[index].track_id : plays[index].user_id
  return badRequest(`Play at index ${index}: there is no ${missing} ${id}.`, [
    { path: `plays.${index}.${missing}_id`, message: `There is no such ${missing}` }
  ])
}

/**
 * Stores one batch with its pending rows in a transaction of its own (PostgreSQL; SQLite groups batches, below). A play
 * naming a missing track or user rejects the whole batch before anything of it is written.
 */
export async function ingestPlays(
  db: Kysely<DB>,
  plays: ParsedPlay[],
  onStored?: OnStored
): Promise<PlayBatchResult> {
  const batch = playColumns(plays)
  return db.transaction().execute(async (trx) => {
    await lockForPlays(trx)
    const unknown = await firstUnknownPlay(trx, batch)
    if (unknown) throw unknownPlay(plays, unknown.index, unknown.missing)
    const stored = await insertPlays(trx, batch)
    const result = { received: plays.length, stored, duplicates: plays.length - stored }
    await onStored?.(trx, result)
    return result
  })
}

type Pending = {
  plays: ParsedPlay[]
  onStored?: OnStored
  resolve: (result: PlayBatchResult) => void
  reject: (error: unknown) => void
}

/** At most this many plays are stored in one transaction (it holds the write lock meanwhile). */
const GROUP_PLAYS = 10_000

/**
 * Stores the batches of one process, joining those that wait into one transaction (SQLite). A batch that fails
 * its checks is answered with its error and leaves nothing behind; the others of its group are stored. On
 * PostgreSQL, where writers do not wait for one another, each batch has its own transaction.
 */
export class PlayIngester {
  private readonly queue: Pending[] = []
  private draining = false

  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect
  ) {}

  ingest(plays: ParsedPlay[], onStored?: OnStored): Promise<PlayBatchResult> {
    if (this.dialect !== 'sqlite') return ingestPlays(this.db, plays, onStored)
    return new Promise((resolve, reject) => {
      this.queue.push({ plays, onStored, resolve, reject })
      if (!this.draining) void this.drain()
    })
  }

  /** The waiting batches, oldest first, up to GROUP_PLAYS plays (at least one batch). */
  private take(): Pending[] {
    let plays = 0
    let count = 0
    while (
      count < this.queue.length &&
      (count === 0 || plays + this.queue[count].plays.length <= GROUP_PLAYS)
    )
      plays += this.queue[count++].plays.length
    return this.queue.splice(0, count)
  }

  private async drain(): Promise<void> {
    this.draining = true
    try {
      while (this.queue.length > 0) {
        let group: Pending[] | undefined
        const rejected = new Map<Pending, unknown>()
        try {
          const results = await this.db.transaction().execute(async (trx) => {
            // Taken once the write lock is held: the batches that came in while it was awaited join this one.
            group = this.take()
            const after = await lastPlayId(trx)
            const done = new Map<Pending, PlayBatchResult>()
            for (const pending of group) {
              const json = playsJson(pending.plays)
              // A batch naming a missing track or user is answered with it before anything of it is written.
              const unknown = await firstUnknown(trx, json)
              if (unknown) {
                rejected.set(pending, unknownPlay(pending.plays, unknown.index, unknown.missing))
                continue
              }
              const stored = await insertPlaysJson(trx, json)
              const received = pending.plays.length
              done.set(pending, { received, stored, duplicates: received - stored })
            }
            await addNewPlaysToPending(trx, after)
            for (const [pending, result] of done) await pending.onStored?.(trx, result)
            return done
          })
          for (const [pending, result] of results) pending.resolve(result)
        } catch (error) {
          // The transaction did not begin (the lock stayed taken) or failed: its batches are answered with it.
          for (const pending of group ?? this.take()) if (!rejected.has(pending)) pending.reject(error)
        }
        for (const [pending, error] of rejected) pending.reject(error)
      }
    } finally {
      this.draining = false
    }
  }
}
