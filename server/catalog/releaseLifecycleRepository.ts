// The lifecycle's queries: a release's status row (locked for a transition), its move to another status, the
// transitions that make its timeline, a track's own availability and takedown, and the go-live job's one statement.
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Dialect } from '../db/engine/database'
import type { DB } from '../db/schema'

type Db = Kysely<DB> | Transaction<DB>

const statusColumns = [
  'id',
  'title',
  'status',
  'go_live_at',
  'go_live_zone',
  'explicit',
  'availability',
  'countries',
  'available_from',
  'available_until'
] as const

export const releaseStatus = (db: Db, id: number) =>
  db.selectFrom('releases').select(statusColumns).where('id', '=', id).executeTakeFirst()

/** The release's status row, locked until the transaction ends on PostgreSQL (SQLite's writers take turns). */
export const releaseStatusForUpdate = (trx: Transaction<DB>, dialect: Dialect, id: number) =>
  trx
    .selectFrom('releases')
    .select(statusColumns)
    .where('id', '=', id)
    .$call((q) => (dialect === 'postgres' ? q.forUpdate() : q))
    .executeTakeFirst()

export type StatusChange = {
  to: string
  go_live_at?: string | null
  go_live_zone?: string | null
}

/** Moves the release from `from` to `change.to`; false when its status was no longer `from`. */
export async function moveRelease(
  trx: Transaction<DB>,
  id: number,
  from: string,
  change: StatusChange,
  at: string
) {
  const result = await trx
    .updateTable('releases')
    .set({
      status: change.to,
      ...(change.go_live_at !== undefined ? { go_live_at: change.go_live_at } : {}),
      ...(change.go_live_zone !== undefined ? { go_live_zone: change.go_live_zone } : {}),
      updated_at: at
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export type TransitionRow = {
  release_id: number | null
  track_id: number | null
  from_status: string
  to_status: string
  at: string
  user_id: number | null
  reason?: string
  go_live_at?: string | null
  go_live_zone?: string | null
}

export const insertTransitions = (db: Db, rows: TransitionRow[]) =>
  rows.length === 0
    ? Promise.resolve()
    : db
        .insertInto('lifecycle_transitions')
        .values(
          rows.map((r) => ({
            ...r,
            reason: r.reason ?? '',
            go_live_at: r.go_live_at ?? null,
            go_live_zone: r.go_live_zone ?? null
          }))
        )
        .execute()

/** A release's timeline, oldest first: its own moves and its tracks' own takedowns, with who made them. */
export const timeline = (db: Db, releaseId: number) =>
  db
    .selectFrom('lifecycle_transitions as t')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .select([
      't.id',
      't.track_id',
      't.from_status',
      't.to_status',
      't.at',
      't.user_id',
      'u.full_name',
      't.reason',
      't.go_live_at',
      't.go_live_zone'
    ])
    .where('t.release_id', '=', releaseId)
    .orderBy('t.id')
    .execute()

/** The last takedown of a release (track_id null) or of one track. */
export const lastTakedown = (db: Db, where: { release_id: number } | { track_id: number }) =>
  db
    .selectFrom('lifecycle_transitions')
    .select(['at', 'reason', 'user_id'])
    .where('to_status', '=', 'taken_down')
    .$call((q) =>
      'track_id' in where
        ? q.where('track_id', '=', where.track_id)
        : q.where('release_id', '=', where.release_id).where('track_id', 'is', null)
    )
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()

export const trackOwn = (db: Db, trackId: number) =>
  db.selectFrom('track_availability').selectAll().where('track_id', '=', trackId).executeTakeFirst()

/** The track, its release and its availability row, locked on PostgreSQL. */
export async function trackForUpdate(trx: Transaction<DB>, dialect: Dialect, trackId: number) {
  const track = await trx
    .selectFrom('tracks')
    .leftJoin('track_links', 'track_links.track_id', 'tracks.id')
    .select(['tracks.id', 'tracks.title', 'track_links.release_id'])
    .where('tracks.id', '=', trackId)
    .$call((q) => (dialect === 'postgres' ? q.forUpdate('tracks') : q))
    .executeTakeFirst()
  return track && { ...track, own: await trackOwn(trx, trackId) }
}

type OwnFields = Partial<{
  availability: string
  countries: string
  available_from: string | null
  available_until: string | null
  taken_down_at: string | null
  taken_down_by: number | null
  taken_down_reason: string | null
}>

/** Writes some of a track's own fields, making its row when it has none. */
export const writeTrackOwn = (db: Db, trackId: number, fields: OwnFields) =>
  db
    .insertInto('track_availability')
    .values({
      track_id: trackId,
      available_from: null,
      available_until: null,
      taken_down_at: null,
      taken_down_by: null,
      taken_down_reason: null,
      ...fields
    })
    .onConflict((oc) => oc.column('track_id').doUpdateSet(fields))
    .execute()

/**
 * The go-live job's statement: every scheduled release whose instant has come becomes live, in one conditional
 * UPDATE. On PostgreSQL a second instance running it at the same time waits for the first's row locks, finds the
 * status changed and skips those rows, so each release goes live once, in exactly one transaction.
 */
export const goLiveDue = (trx: Transaction<DB>, now: string) =>
  sql<{ id: number; title: string; go_live_at: string; go_live_zone: string | null }>`
    update releases set status = 'live', updated_at = ${now}
    where status = 'scheduled' and go_live_at <= ${now}
    returning id, title, go_live_at, go_live_zone`.execute(trx)

/** Whether any scheduled release is due: a read first, so that an idle job takes no write lock. */
export const anyDue = async (db: Db, now: string) =>
  (await db
    .selectFrom('releases')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('go_live_at', '<=', now)
    .limit(1)
    .executeTakeFirst()) !== undefined
