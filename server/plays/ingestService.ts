// Stores batches of plays, each in a transaction of its own, all of it or none, with the rows that the background
// fold adds to the roll-ups and play counts (plays/fold.ts). A batch writes no row that another batch writes, so
// batches never wait for one another's row locks (PostgreSQL) and each holds SQLite's write lock only for its own
// plays. The statements of both engines are in plays/ingestRepository.ts.
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

/** PostgreSQL: checks and stores a batch; answers how many plays it stored. */
async function storePostgres(trx: Transaction<DB>, plays: ParsedPlay[]): Promise<number> {
  const batch = playColumns(plays)
  // Before the check of its tracks: no track is deleted from then until this commits (plays/trackPlaysLock.ts).
  await lockForPlays(trx)
  const unknown = await firstUnknownPlay(trx, batch)
  if (unknown) throw unknownPlay(plays, unknown.index, unknown.missing)
  return insertPlays(trx, batch)
}

/** SQLite: the same; the plays this transaction stores are those after the greatest id before it. */
async function storeSqlite(trx: Transaction<DB>, plays: ParsedPlay[]): Promise<number> {
  const json = playsJson(plays)
  const unknown = await firstUnknown(trx, json)
  if (unknown) throw unknownPlay(plays, unknown.index, unknown.missing)
  const after = await lastPlayId(trx)
  const stored = await insertPlaysJson(trx, json)
  await addNewPlaysToPending(trx, after)
  return stored
}

export class PlayIngester {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect
  ) {}

  /**
   * Stores one batch. A play naming a missing track or user rejects the whole batch before anything of it is
   * written; a play whose event_id is stored already (a retried batch) or repeated within the batch is skipped.
   */
  ingest(plays: ParsedPlay[], onStored?: OnStored): Promise<PlayBatchResult> {
    return this.db.transaction().execute(async (trx) => {
      const stored = await (this.dialect === 'postgres' ? storePostgres : storeSqlite)(trx, plays)
      const result = { received: plays.length, stored, duplicates: plays.length - stored }
      await onStored?.(trx, result)
      return result
    })
  }
}
