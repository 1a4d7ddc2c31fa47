// The statements of bulk edits, deletes and their undo (catalog/bulkService.ts runs them in one transaction): the
// operation's row, the copies of the rows it changes (an edit copies only the fields it changes), the one UPDATE or
// DELETE that names those rows, and the statements that put them back.
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SqlBool,
  type Transaction
} from 'kysely'
import type { TrackBulkField } from '../../src/contracts/bulk'
import { likePattern } from '../../src/contracts/keyword'
import type { UserFilters } from '../../src/contracts/music'
import type { Dialect } from '../db/engine/database'
import type { DB } from '../db/schema'

export type Where<T extends keyof DB> = (eb: ExpressionBuilder<DB, T>) => Expression<SqlBool>
export type OperationKey = { entity: 'track' | 'user' | 'artist'; kind: 'update' | 'delete' | 'merge' }

export const TRACK_COPY = [
  'title',
  'artist',
  'album',
  'genre',
  'duration',
  'release_date',
  'cover_url',
  'audio_key',
  'audio_hash',
  'mime_type',
  'size',
  'status',
  'explicit',
  'created_at',
  'updated_at'
] as const

/** How many ids of rows an undo left alone its answer names. */
export const SKIPPED_IDS = 100

export const tracksById =
  (ids: number[]): Where<'tracks'> =>
  (eb) =>
    eb('tracks.id', 'in', ids)

export const usersById =
  (ids: number[]): Where<'users'> =>
  (eb) =>
    eb('users.id', 'in', ids)

/** The users the user list's filters select (keyword in name, username or email; role; status). */
export function userWhere(dialect: Dialect, filters: UserFilters): Where<'users'> {
  const like = dialect === 'postgres' ? sql`ilike` : sql`like`
  return (eb) => {
    const parts: Expression<SqlBool>[] = []
    if (filters.keyword) {
      const pattern = likePattern(filters.keyword)
      parts.push(
        sql<SqlBool>`(full_name ${like} ${pattern} escape '\\' or username ${like} ${pattern} escape '\\' or email ${like} ${pattern} escape '\\')`
      )
    }
    if (filters.role) parts.push(eb('role', '=', filters.role))
    if (filters.status) parts.push(eb('status', '=', filters.status))
    return eb.and(parts)
  }
}

/** Rows where at least one of the new values differs: only those count as changed and only those are undone. */
export function differs<T extends 'tracks' | 'users'>(columns: Record<string, unknown>): Where<T> {
  return (eb) =>
    eb.or(
      Object.entries(columns).map(([column, value]) =>
        eb(eb.ref(column as never), 'is distinct from', value as never)
      )
    )
}

/**
 * The start of a bulk UPDATE of tracks. On SQLite `or fail`: a statement that may stop half-way with the default
 * ABORT keeps a copy of every page it changes, to undo its own part; the whole transaction rolls back on any failure
 * here anyway.
 */
const updateTracks = (dialect: Dialect) =>
  dialect === 'sqlite' ? sql`update or fail tracks` : sql`update tracks`

/** SQLite: the page cache (KiB) of a bulk write, enough for every track of 1,000,000 and more. */
const BULK_CACHE_KIB = 512 * 1024

/**
 * Runs a bulk write with room in SQLite's page cache for every page it changes: beyond the usual cache SQLite writes
 * changed pages to the WAL before the commit and reads them back from it (a third of the CPU of a bulk edit of
 * 100,000 tracks was the kernel's).
 */
async function withBulkCache<T>(trx: Transaction<DB>, dialect: Dialect, write: () => Promise<T>): Promise<T> {
  if (dialect !== 'sqlite') return write()
  const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(trx)
  await sql`pragma cache_size = ${sql.lit(-BULK_CACHE_KIB)}`.execute(trx)
  try {
    return await write()
  } finally {
    await sql`pragma cache_size = ${sql.lit(Number(rows[0].cache_size))}`.execute(trx)
  }
}

/** Starts an operation. Those whose undo window has passed go in the background (jobs/undoExpiry.ts). */
export async function insertOperation(
  trx: Transaction<DB>,
  op: OperationKey & { userId: number | null; stamp: string; expiresAt: string; changes: unknown }
) {
  const row = await trx
    .insertInto('bulk_operations')
    .values({
      entity: op.entity,
      kind: op.kind,
      user_id: op.userId,
      created_at: op.stamp,
      expires_at: op.expiresAt,
      stamp: op.stamp,
      changes: JSON.stringify(op.changes),
      count: 0
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow()
  return { id: row.id, expires: row.expires_at, stamp: op.stamp }
}

/** Keeps an operation that changed rows with its count; drops one that changed none. */
export async function finishOperation(trx: Transaction<DB>, opId: number, count: number) {
  if (count === 0) await trx.deleteFrom('bulk_operations').where('id', '=', opId).execute()
  else await trx.updateTable('bulk_operations').set({ count }).where('id', '=', opId).execute()
}

/** The operation an undo names (locked on PostgreSQL against a second undo at once), if any. */
export function findOperation(
  trx: Transaction<DB>,
  dialect: Dialect,
  id: number,
  entity: OperationKey['entity']
) {
  let query = trx.selectFrom('bulk_operations').selectAll().where('id', '=', id).where('entity', '=', entity)
  if (dialect === 'postgres') query = query.forUpdate()
  return query.executeTakeFirst()
}

export async function markUndone(trx: Transaction<DB>, opId: number, at: string) {
  await trx.updateTable('bulk_operations').set({ undone_at: at }).where('id', '=', opId).execute()
}

/** Copies the tracks of a selection aside for the operation; answers how many. */
export async function saveTracks(trx: Transaction<DB>, opId: number, where: Where<'tracks'>) {
  const copied = await trx
    .insertInto('bulk_track_rows')
    .columns(['operation_id', 'track_id', ...TRACK_COPY])
    .expression(
      trx
        .selectFrom('tracks')
        .select([sql.lit(opId).as('operation_id'), 'tracks.id as track_id', ...TRACK_COPY])
        .where(where)
    )
    .executeTakeFirst()
  return Number(copied.numInsertedOrUpdatedRows ?? 0)
}

/** Copies the fields an edit changes (and updated_at) of the tracks it changes; answers how many. */
export async function saveEdits(
  trx: Transaction<DB>,
  opId: number,
  fields: TrackBulkField[],
  where: Where<'tracks'>
) {
  const copied = await trx
    .insertInto('bulk_track_edits')
    .columns(['operation_id', 'track_id', ...fields, 'updated_at'])
    .expression(
      trx
        .selectFrom('tracks')
        .select([sql.lit(opId).as('operation_id'), 'tracks.id as track_id', ...fields, 'updated_at'])
        .where(where)
    )
    .executeTakeFirst()
  return Number(copied.numInsertedOrUpdatedRows ?? 0)
}

// The ids of the tracks an operation saved, as SQL text to embed (catalog/trackPlays.ts reads them before and after
// the write).
export const editedIds = (opId: number): RawBuilder<unknown> =>
  sql`select track_id from bulk_track_edits where operation_id = ${opId}`
export const savedIds = (opId: number): RawBuilder<unknown> =>
  sql`select track_id from bulk_track_rows where operation_id = ${opId}`

/** A small operation's saved rows: both tables hold track_id and every field the operation changed. */
export async function savedTrackRows(
  trx: Transaction<DB>,
  saved: 'bulk_track_rows' | 'bulk_track_edits',
  opId: number
) {
  return (await trx
    .selectFrom(saved as 'bulk_track_edits')
    .selectAll()
    .where('operation_id', '=', opId)
    .orderBy('track_id')
    .execute()) as ({ track_id: number } & Record<string, unknown>)[]
}

/** Writes an edit's new values (and its stamp as updated_at) to the tracks it saved. */
export async function updateEditedTracks(
  trx: Transaction<DB>,
  dialect: Dialect,
  opId: number,
  columns: Record<string, string | number | null>
) {
  const set = Object.entries(columns).map(([column, value]) => sql`${sql.id(column)} = ${value}`)
  return withBulkCache(trx, dialect, () =>
    sql`${updateTracks(dialect)} set ${sql.join(set)} where id in (${editedIds(opId)})`.execute(trx)
  )
}

/** Copies aside the places in playlists and the plays of the tracks a delete saved. */
export async function saveTrackLinks(trx: Transaction<DB>, opId: number) {
  const lit = sql.lit(opId)
  await sql`insert into bulk_playlist_rows (operation_id, playlist_id, track_id, position, added_at)
    select ${lit}, playlist_id, track_id, position, added_at from playlist_tracks
    where track_id in (select track_id from bulk_track_rows where operation_id = ${opId})`.execute(trx)
  await sql`insert into bulk_play_rows (operation_id, id, track_id, user_id, played_at, seconds_played, device, country, event_id)
    select ${lit}, id, track_id, user_id, played_at, seconds_played, device, country, event_id from play_histories
    where track_id in (select track_id from bulk_track_rows where operation_id = ${opId})`.execute(trx)
}

export function deleteSavedTracks(trx: Transaction<DB>, opId: number) {
  return trx
    .deleteFrom('tracks')
    .where('id', 'in', trx.selectFrom('bulk_track_rows').select('track_id').where('operation_id', '=', opId))
    .execute()
}

/** Tracks still as the bulk edit left them: its updated_at stamp, and every field it changed holding its value. */
function untouchedEdit(stamp: string, values: Record<string, string | number | null>) {
  return sql<SqlBool>`(tracks.updated_at = ${stamp} and ${sql.join(
    Object.keys(values).map((f) => sql`${sql.ref(`tracks.${f}`)} is not distinct from ${values[f]}`),
    sql` and `
  )})`
}

/** The first ids of the tracks an edit's undo leaves alone: deleted, or changed by someone else since. */
export function touchedSinceEdit(
  trx: Transaction<DB>,
  opId: number,
  stamp: string,
  values: Record<string, string | number | null>
) {
  const untouched = untouchedEdit(stamp, values)
  return trx
    .selectFrom('bulk_track_edits as b')
    .leftJoin('tracks', 'tracks.id', 'b.track_id')
    .where('b.operation_id', '=', opId)
    .where((eb) => eb.or([eb('tracks.id', 'is', null), eb.not(untouched)]))
    .select('b.track_id')
    .orderBy('b.track_id')
    .limit(SKIPPED_IDS)
    .execute()
}

/** Restores the saved fields of the tracks still as the edit left them; answers how many. */
export async function restoreEdits(
  trx: Transaction<DB>,
  dialect: Dialect,
  opId: number,
  stamp: string,
  values: Record<string, string | number | null>
) {
  const untouched = untouchedEdit(stamp, values)
  // One join of the saved rows to their tracks (UPDATE … FROM, both engines), not a subquery per field and row.
  const set = sql.join(
    [...Object.keys(values), 'updated_at'].map((f) => sql`${sql.id(f)} = ${sql.ref(`b.${f}`)}`)
  )
  const restored = await withBulkCache(trx, dialect, () =>
    sql`${updateTracks(dialect)} set ${set} from bulk_track_edits as b
      where b.operation_id = ${opId} and b.track_id = tracks.id and ${untouched}`.execute(trx)
  )
  return Number(restored.numAffectedRows ?? 0)
}

/** The saved tracks whose id is taken again (by a track created since), in id order. */
export function takenTrackIds(trx: Transaction<DB>, opId: number) {
  return trx
    .selectFrom('bulk_track_rows as b')
    .innerJoin('tracks as t', 't.id', 'b.track_id')
    .where('b.operation_id', '=', opId)
    .select('b.track_id')
    .orderBy('b.track_id')
    .execute()
}

/** Puts back the deleted tracks whose id is free, with their ids; answers how many. */
export async function restoreDeletedTracks(trx: Transaction<DB>, opId: number) {
  const cols = TRACK_COPY.join(', ')
  const absent = sql`b.operation_id = ${opId} and not exists (select 1 from tracks t where t.id = b.track_id)`
  // A restored track counts its plays again from 0, through the fold of the pending rows its plays add back;
  // pending rows of its own from before the delete would count them twice.
  await sql`delete from play_pending
    where track_id in (select b.track_id from bulk_track_rows b where ${absent})`.execute(trx)
  const inserted = await sql`insert into tracks (id, ${sql.raw(cols)})
    select track_id, ${sql.raw(cols)} from bulk_track_rows b where ${absent}`.execute(trx)
  return Number(inserted.numAffectedRows ?? 0)
}

/**
 * Puts back the places in playlists and the plays of the restored tracks, where the playlist and the user still
 * exist and nothing took their place; answers the restored plays with what their roll-ups need.
 */
export async function restoreTrackLinks(trx: Transaction<DB>, opId: number) {
  const back = sql`b.operation_id = ${opId} and exists (select 1 from tracks t where t.id = b.track_id)`
  await sql`insert into playlist_tracks (playlist_id, track_id, position, added_at)
    select playlist_id, track_id, position, added_at from bulk_playlist_rows b where ${back}
    and exists (select 1 from playlists p where p.id = b.playlist_id)
    and not exists (select 1 from playlist_tracks x where x.playlist_id = b.playlist_id and x.track_id = b.track_id)`.execute(
    trx
  )
  await sql`insert into play_histories (id, track_id, user_id, played_at, seconds_played, device, country, event_id)
    select id, track_id, user_id, played_at, seconds_played, device, country, event_id from bulk_play_rows b
    where ${back} and exists (select 1 from users u where u.id = b.user_id)
    and not exists (select 1 from play_histories x where x.id = b.id or x.event_id = b.event_id)`.execute(trx)
  return trx
    .selectFrom('play_histories as p')
    .innerJoin('tracks as t', 't.id', 'p.track_id')
    .where('p.id', 'in', trx.selectFrom('bulk_play_rows').select('id').where('operation_id', '=', opId))
    .select(['p.track_id', 'p.user_id', 'p.played_at', 't.genre', 't.artist'])
    .execute()
}

/** Whether the acting user is among the users a bulk user edit would change. */
export function selfChanges(
  trx: Transaction<DB>,
  self: number,
  where: Where<'users'>,
  columns: Record<string, unknown>
) {
  return trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', self)
    .where(where)
    .where(differs<'users'>(columns))
    .executeTakeFirst()
}

/** Copies role and status of the users an edit changes, the acting user left out; answers how many. */
export async function saveUsers(
  trx: Transaction<DB>,
  opId: number,
  self: number,
  where: Where<'users'>,
  columns: Record<string, unknown>
) {
  const copied = await trx
    .insertInto('bulk_user_rows')
    .columns(['operation_id', 'user_id', 'role', 'status'])
    .expression(
      trx
        .selectFrom('users')
        .select([sql.lit(opId).as('operation_id'), 'users.id as user_id', 'role', 'status'])
        .where(where)
        .where(differs<'users'>(columns))
        .where('users.id', '<>', self)
    )
    .executeTakeFirst()
  return Number(copied.numInsertedOrUpdatedRows ?? 0)
}

const savedUserIds = (trx: Transaction<DB>, opId: number) =>
  trx.selectFrom('bulk_user_rows').select('user_id').where('operation_id', '=', opId)

export function savedUserRows(trx: Transaction<DB>, opId: number) {
  return trx
    .selectFrom('bulk_user_rows')
    .select(['user_id', 'role', 'status'])
    .where('operation_id', '=', opId)
    .execute()
}

export async function updateSavedUsers(trx: Transaction<DB>, opId: number, columns: Record<string, unknown>) {
  await trx.updateTable('users').set(columns).where('id', 'in', savedUserIds(trx, opId)).execute()
}

/** Ends every open session of the users an operation saved. */
export async function revokeSavedUsersSessions(trx: Transaction<DB>, opId: number, at: string) {
  await trx
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('user_id', 'in', savedUserIds(trx, opId))
    .where('revoked_at', 'is', null)
    .execute()
}

export async function revokeSessions(trx: Transaction<DB>, userIds: number[], at: string) {
  await trx
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('user_id', 'in', userIds)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Saved users still as the edit left them: every changed field holds the value it wrote. */
const untouchedUser =
  (changes: Record<string, string>) =>
  (eb: ExpressionBuilder<DB, 'users'>): Expression<SqlBool> =>
    eb.and(Object.entries(changes).map(([column, value]) => eb(column as 'role' | 'status', '=', value)))

export async function restorableUsers(trx: Transaction<DB>, opId: number, changes: Record<string, string>) {
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('id', 'in', savedUserIds(trx, opId))
    .where(untouchedUser(changes))
    .execute()
  return rows.map((r) => r.id)
}

/** Puts back the saved role and status of the users still as the edit left them; answers how many. */
export async function restoreUsers(trx: Transaction<DB>, opId: number, changes: Record<string, string>) {
  const set: Record<string, unknown> = {}
  for (const field of Object.keys(changes))
    set[field] = sql.raw(
      `(select b.${field} from bulk_user_rows b where b.operation_id = ${Number(opId)} and b.user_id = users.id)`
    )
  const done = await trx
    .updateTable('users')
    .set(set)
    .where('id', 'in', savedUserIds(trx, opId))
    .where(untouchedUser(changes))
    .executeTakeFirst()
  return Number(done.numUpdatedRows)
}

export async function allSavedUserIds(trx: Transaction<DB>, opId: number) {
  const rows = await savedUserIds(trx, opId).orderBy('user_id').execute()
  return rows.map((r) => r.user_id)
}
