// Stores a batch of plays and adds them to the roll-ups, in one transaction: all of the batch or none of it.
import type { Kysely, Transaction } from 'kysely'
import type { ParsedPlay, PlayBatchResult } from '../../src/contracts/stats'
import { badRequest } from '../errors'
import { addPlaysToRollups } from './rollups'
import type { DB } from './schema'

const CHUNK = 500

export async function ingestPlays(
  db: Kysely<DB>,
  plays: ParsedPlay[],
  /** Runs in the batch's transaction once it is stored (the audit row). */
  onStored?: (trx: Transaction<DB>, result: PlayBatchResult) => Promise<void>
): Promise<PlayBatchResult> {
  return db.transaction().execute(async (trx) => {
    const trackIds = [...new Set(plays.map((p) => p.track_id))]
    const userIds = [...new Set(plays.map((p) => p.user_id))]
    const tracks = new Map<number, { genre: string; artist: string }>()
    for (let i = 0; i < trackIds.length; i += CHUNK) {
      const rows = await trx
        .selectFrom('tracks')
        .select(['id', 'genre', 'artist'])
        .where('id', 'in', trackIds.slice(i, i + CHUNK))
        .execute()
      for (const row of rows) tracks.set(row.id, row)
    }
    const users = new Set<number>()
    for (let i = 0; i < userIds.length; i += CHUNK) {
      const rows = await trx
        .selectFrom('users')
        .select('id')
        .where('id', 'in', userIds.slice(i, i + CHUNK))
        .execute()
      for (const row of rows) users.add(row.id)
    }
    for (const [index, play] of plays.entries()) {
      if (!tracks.has(play.track_id))
        throw badRequest(`Play at index ${index}: there is no track ${play.track_id}.`, [
          { path: `plays.${index}.track_id`, message: 'There is no such track' }
        ])
      if (!users.has(play.user_id))
        throw badRequest(`Play at index ${index}: there is no user ${play.user_id}.`, [
          { path: `plays.${index}.user_id`, message: 'There is no such user' }
        ])
    }

    const rows = plays.map((p) => ({
      track_id: p.track_id,
      user_id: p.user_id,
      played_at: p.played_at,
      seconds_played: p.duration_played,
      device: p.device,
      country: p.country,
      event_id: p.event_id ?? null
    }))
    const stored: { track_id: number; user_id: number; played_at: string }[] = []
    for (let i = 0; i < rows.length; i += CHUNK) {
      // A play whose event_id is stored already (a retried batch) is skipped; so is a repeat within the batch.
      const inserted = await trx
        .insertInto('play_histories')
        .values(rows.slice(i, i + CHUNK))
        .onConflict((oc) => oc.column('event_id').doNothing())
        .returning(['track_id', 'user_id', 'played_at'])
        .execute()
      stored.push(...inserted)
    }
    await addPlaysToRollups(
      trx,
      stored.map((p) => ({ ...p, ...tracks.get(p.track_id)! }))
    )
    const result = { received: plays.length, stored: stored.length, duplicates: plays.length - stored.length }
    await onStored?.(trx, result)
    return result
  })
}
