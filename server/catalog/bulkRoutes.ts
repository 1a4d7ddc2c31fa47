// Bulk edits and deletes of tracks, bulk role/status of users, and their undo (issue 15 §1). Each request is one
// transaction: the previous values of exactly the rows it changes are copied aside first (one INSERT … SELECT; an
// edit copies only the fields it changes), then one UPDATE or DELETE names those rows. Undo restores them only
// where nobody changed the row since.
// The triggers on tracks keep the count tables for these statements as for any other; the plays' roll-ups follow
// the tracks through catalog/trackPlays.ts (docs/derived-numbers.md).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sql, type Expression, type ExpressionBuilder, type SqlBool, type Transaction } from 'kysely'
import { z } from 'zod'
import {
  BULK_MESSAGES,
  BULK_PATHS,
  TRACK_BULK_FIELDS,
  UNDO_WINDOW_MS,
  bulkDeleteSchema,
  bulkResultSchema,
  trackBulkEditSchema,
  undoResultSchema,
  userBulkEditSchema,
  type BulkResult,
  type TrackBulkChanges,
  type TrackBulkField,
  type UndoResult,
  type UserBulkChanges
} from '../../src/contracts/bulk'
import { BULK_AUDIT_SAMPLE, bulkBefore } from '../../src/contracts/audit'
import { likePattern } from '../../src/contracts/keyword'
import type { ListQuery, ParamsOf } from '../../src/contracts/list'
import { trackListQuery, userListQuery } from '../../src/contracts/music'
import { recordAudit } from '../audit/record'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import { writeTracks } from './trackPlays'
import type { Dialect } from '../db/engine/database'
import { addPlaysToRollups } from '../plays/rollups'
import type { DB } from '../db/schema'
import { trackWhere } from './tracksRepository'
import { inTransaction } from '../db/engine/transaction'
import { HttpError, notFound } from '../errors'
import { errorResponses, errorSchema, idParams, listParams, now } from '../http/shared'

type Selection = { ids?: number[]; filters?: string | Record<string, unknown> }
type Where<T extends keyof DB> = (eb: ExpressionBuilder<DB, T>) => Expression<SqlBool>

/** The filters of a bulk body, decoded by the list contract exactly as the list route decodes its query. */
function filtersOf<L extends ListQuery>(list: L, filters: Selection['filters']): ParamsOf<L>['filters'] {
  const raw = typeof filters === 'string' ? filters : JSON.stringify(filters ?? {})
  return listParams(list, { filters: raw }).filters
}

const TRACK_COPY = [
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
  'play_count',
  'created_at',
  'updated_at'
] as const

/** The stored form of track changes (explicit is 0/1). */
function trackColumns(changes: TrackBulkChanges): Record<string, string | number | null> {
  const out: Record<string, string | number | null> = {}
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue
    out[key] = typeof value === 'boolean' ? (value ? 1 : 0) : value
  }
  return out
}

/** Rows where at least one of the new values differs: only those count as changed and only those are undone. */
function differs<T extends 'tracks' | 'users'>(columns: Record<string, unknown>): Where<T> {
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

export function bulkRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const result = z.object({ data: bulkResultSchema })
    const undoResult = z.object({ data: undoResultSchema })
    const responses = { 200: result, ...errorResponses, 409: errorSchema }

    const trackSelection = (body: Selection): Where<'tracks'> => {
      if (body.ids) {
        const ids = body.ids
        return (eb) => eb('tracks.id', 'in', ids)
      }
      return trackWhere(ctx.dialect, filtersOf(trackListQuery, body.filters))
    }

    const userSelection = (body: Selection): Where<'users'> => {
      if (body.ids) {
        const ids = body.ids
        return (eb) => eb('users.id', 'in', ids)
      }
      const filters = filtersOf(userListQuery, body.filters)
      const like = ctx.dialect === 'postgres' ? sql`ilike` : sql`like`
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

    /** Starts an operation. Those whose undo window has passed go in the background (db/undoExpiry.ts). */
    const begin = async (
      trx: Transaction<DB>,
      request: FastifyRequest,
      entity: 'track' | 'user',
      kind: 'update' | 'delete',
      changes: Record<string, unknown>
    ) => {
      const stamp = now()
      const op = await trx
        .insertInto('bulk_operations')
        .values({
          entity,
          kind,
          user_id: request.user?.id ?? null,
          created_at: stamp,
          expires_at: new Date(Date.parse(stamp) + UNDO_WINDOW_MS).toISOString(),
          stamp,
          changes: JSON.stringify(changes),
          count: 0
        })
        .returning(['id', 'expires_at'])
        .executeTakeFirstOrThrow()
      return { id: op.id, expires: op.expires_at, stamp }
    }

    /** Copies the tracks of a selection aside for the operation; answers how many. */
    const saveTracks = async (trx: Transaction<DB>, opId: number, where: Where<'tracks'>) => {
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

    const savedTrackIds = (trx: Transaction<DB>, opId: number) =>
      trx.selectFrom('bulk_track_rows').select('track_id').where('operation_id', '=', opId)

    /** Copies the fields an edit changes (and updated_at) of the tracks it changes; answers how many. */
    const saveEdits = async (
      trx: Transaction<DB>,
      opId: number,
      fields: TrackBulkField[],
      where: Where<'tracks'>
    ) => {
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

    // The same two selections as SQL text to embed (db/bulkCounts.ts reads them before and after the write).
    const editedIds = (opId: number) =>
      sql`select track_id from bulk_track_edits where operation_id = ${opId}`
    const savedIds = (opId: number) => sql`select track_id from bulk_track_rows where operation_id = ${opId}`

    /** A small operation's rows, each with its previous values, for the audit log's before/after view. */
    const sampleBefore = async (
      trx: Transaction<DB>,
      saved: 'bulk_track_rows' | 'bulk_track_edits',
      opId: number,
      fields: string[],
      count: number
    ): Promise<Record<string, unknown>> => {
      if (count > BULK_AUDIT_SAMPLE) return bulkBefore('tracks', count, [])
      // Either table: both hold track_id and every field the operation changed.
      const rows = (await trx
        .selectFrom(saved as 'bulk_track_edits')
        .selectAll()
        .where('operation_id', '=', opId)
        .orderBy('track_id')
        .execute()) as ({ track_id: number } & Record<string, unknown>)[]
      return bulkBefore(
        'tracks',
        count,
        rows.map((row) => {
          const values: Record<string, unknown> = {}
          for (const f of fields) values[f] = f === 'explicit' ? Boolean(row.explicit) : row[f]
          return { id: row.track_id, values }
        })
      )
    }

    /** The users of a small operation with their previous role and status (the fields it changes). */
    const sampleUsers = async (trx: Transaction<DB>, opId: number, fields: string[], count: number) => {
      if (count > BULK_AUDIT_SAMPLE) return bulkBefore('users', count, [])
      const rows = await trx
        .selectFrom('bulk_user_rows')
        .select(['user_id', 'role', 'status'])
        .where('operation_id', '=', opId)
        .execute()
      return bulkBefore(
        'users',
        count,
        rows.map((row) => ({
          id: row.user_id,
          values: Object.fromEntries(fields.map((f) => [f, row[f as 'role' | 'status']]))
        }))
      )
    }

    const finish = async (trx: Transaction<DB>, opId: number, count: number) => {
      if (count === 0) await trx.deleteFrom('bulk_operations').where('id', '=', opId).execute()
      else await trx.updateTable('bulk_operations').set({ count }).where('id', '=', opId).execute()
    }

    app.patch(
      BULK_PATHS.tracks,
      {
        onRequest: can(ctx, 'update', 'Track'),
        schema: {
          tags: ['tracks'],
          summary: 'Change genre, status, explicit, artist, album or release date of many tracks at once',
          description:
            'Body: {"ids":[…]} or {"filters":{…the list’s filters…}}, and "changes". One transaction; answers how many tracks changed and the id of its undo.',
          body: trackBulkEditSchema,
          response: responses
        }
      },
      async (request) => {
        const { changes, ...selection } = request.body
        const where = trackSelection(selection)
        const columns = trackColumns(changes)
        const fields = Object.keys(columns) as TrackBulkField[]
        const changing: Where<'tracks'> = (eb) => eb.and([where(eb), differs<'tracks'>(columns)(eb)])
        const data = await inTransaction(ctx.db, async (trx): Promise<BulkResult> => {
          const op = await begin(trx, request, 'track', 'update', columns)
          const count = await saveEdits(trx, op.id, fields, changing)
          await finish(trx, op.id, count)
          if (count === 0) return { changed: 0, undo_id: null, undo_expires_at: null, skipped: [] }
          const set = Object.entries({ ...columns, updated_at: op.stamp }).map(
            ([column, value]) => sql`${sql.id(column)} = ${value}`
          )
          await writeTracks(trx, ctx.dialect, editedIds(op.id), { kind: 'update', fields }, () =>
            withBulkCache(trx, ctx.dialect, () =>
              sql`${updateTracks(ctx.dialect)} set ${sql.join(set)} where id in (${editedIds(op.id)})`.execute(
                trx
              )
            )
          )
          await recordAudit(trx, request, {
            action: 'bulk_update',
            entity: 'track',
            entityId: op.id,
            before: await sampleBefore(trx, 'bulk_track_edits', op.id, fields, count),
            after: { tracks: count, ...changes },
            summary: true
          })
          return { changed: count, undo_id: op.id, undo_expires_at: op.expires, skipped: [] }
        })
        return { data }
      }
    )

    app.post(
      BULK_PATHS.tracksDelete,
      {
        onRequest: can(ctx, 'delete', 'Track'),
        schema: {
          tags: ['tracks'],
          summary: 'Delete many tracks (with their places in playlists and their plays); undoable',
          description:
            'Body: {"ids":[…]} or {"filters":{…}}. Audio files are kept for the undo; the media sweep removes them later.',
          body: bulkDeleteSchema,
          response: responses
        }
      },
      async (request) => {
        const where = trackSelection(request.body)
        const data = await inTransaction(ctx.db, async (trx): Promise<BulkResult> => {
          const op = await begin(trx, request, 'track', 'delete', {})
          const count = await saveTracks(trx, op.id, where)
          await finish(trx, op.id, count)
          if (count === 0) return { changed: 0, undo_id: null, undo_expires_at: null, skipped: [] }
          const lit = sql.lit(op.id)
          await sql`insert into bulk_playlist_rows (operation_id, playlist_id, track_id, position, added_at)
            select ${lit}, playlist_id, track_id, position, added_at from playlist_tracks
            where track_id in (select track_id from bulk_track_rows where operation_id = ${op.id})`.execute(
            trx
          )
          await sql`insert into bulk_play_rows (operation_id, id, track_id, user_id, played_at, seconds_played, device, country, event_id)
            select ${lit}, id, track_id, user_id, played_at, seconds_played, device, country, event_id from play_histories
            where track_id in (select track_id from bulk_track_rows where operation_id = ${op.id})`.execute(
            trx
          )
          await writeTracks(trx, ctx.dialect, savedIds(op.id), { kind: 'delete' }, () =>
            trx.deleteFrom('tracks').where('id', 'in', savedTrackIds(trx, op.id)).execute()
          )
          await recordAudit(trx, request, {
            action: 'bulk_delete',
            entity: 'track',
            entityId: op.id,
            before: await sampleBefore(
              trx,
              'bulk_track_rows',
              op.id,
              ['title', 'artist', 'album', 'genre'],
              count
            ),
            after: null,
            summary: true
          })
          return { changed: count, undo_id: op.id, undo_expires_at: op.expires, skipped: [] }
        })
        return { data }
      }
    )

    /** The operation an undo names, or the reason it cannot be undone. */
    const operation = async (trx: Transaction<DB>, id: number, entity: 'track' | 'user') => {
      let query = trx
        .selectFrom('bulk_operations')
        .selectAll()
        .where('id', '=', id)
        .where('entity', '=', entity)
      if (ctx.dialect === 'postgres') query = query.forUpdate()
      const op = await query.executeTakeFirst()
      if (!op) throw notFound(`Bulk change ${id}`)
      if (op.undone_at) throw new HttpError(409, BULK_MESSAGES.undoDone)
      if (op.expires_at < now()) throw new HttpError(409, BULK_MESSAGES.undoGone)
      return op
    }

    app.post(
      BULK_PATHS.tracksUndo(':id'),
      {
        onRequest: can(ctx, 'update', 'Track'),
        schema: {
          tags: ['tracks'],
          summary:
            'Undo a bulk edit or delete: rows changed by someone else since are left alone and reported',
          params: idParams,
          response: { 200: undoResult, ...errorResponses, 409: errorSchema }
        }
      },
      async (request) => {
        const { id } = request.params
        const data = await inTransaction(ctx.db, async (trx): Promise<UndoResult> => {
          const op = await operation(trx, id, 'track')
          if (op.kind === 'delete' && !request.user?.ability.can('delete', 'Track'))
            throw new HttpError(403, 'Your role may not restore deleted tracks.')
          const data = op.kind === 'update' ? await undoTrackEdit(trx, op) : await undoTrackDelete(trx, op.id)
          await trx.updateTable('bulk_operations').set({ undone_at: now() }).where('id', '=', op.id).execute()
          await recordAudit(trx, request, {
            action: 'undo',
            entity: 'track',
            entityId: op.id,
            before: { tracks: op.count, ...(JSON.parse(op.changes) as Record<string, unknown>) },
            after: { undone: op.kind === 'update' ? 'bulk_update' : 'bulk_delete', ...data },
            summary: true
          })
          return data
        })
        return { data }
      }
    )

    const SKIPPED_IDS = 100

    /**
     * Restores the changed fields of every track still as the bulk edit left it: its updated_at stamp, and every field
     * it changed holding the value it wrote.
     */
    async function undoTrackEdit(
      trx: Transaction<DB>,
      op: { id: number; stamp: string; changes: string; count: number }
    ): Promise<UndoResult> {
      // The operation's own record of what it wrote; only known field names ever become SQL.
      const written = JSON.parse(op.changes) as Record<string, string | number | null>
      const fields = TRACK_BULK_FIELDS.filter((f) => f in written)
      const values = Object.fromEntries(fields.map((f) => [f, written[f]]))
      const untouched = sql<SqlBool>`(tracks.updated_at = ${op.stamp} and ${sql.join(
        fields.map((f) => sql`${sql.ref(`tracks.${f}`)} is not distinct from ${values[f]}`),
        sql` and `
      )})`
      const skipped = await trx
        .selectFrom('bulk_track_edits as b')
        .leftJoin('tracks', 'tracks.id', 'b.track_id')
        .where('b.operation_id', '=', op.id)
        .where((eb) => eb.or([eb('tracks.id', 'is', null), eb.not(untouched)]))
        .select('b.track_id')
        .orderBy('b.track_id')
        .limit(SKIPPED_IDS)
        .execute()
      // One join of the saved rows to their tracks (UPDATE … FROM, both engines), not a subquery per field and row.
      const set = sql.join([...fields, 'updated_at'].map((f) => sql`${sql.id(f)} = ${sql.ref(`b.${f}`)}`))
      const restored = await writeTracks(trx, ctx.dialect, editedIds(op.id), { kind: 'update', fields }, () =>
        withBulkCache(trx, ctx.dialect, () =>
          sql`${updateTracks(ctx.dialect)} set ${set} from bulk_track_edits as b
            where b.operation_id = ${op.id} and b.track_id = tracks.id and ${untouched}`.execute(trx)
        )
      )
      const n = Number(restored.numAffectedRows ?? 0)
      return { restored: n, skipped: op.count - n, skipped_ids: skipped.map((r) => r.track_id) }
    }

    /** Puts deleted tracks back with their ids, their places in playlists and their plays (and the plays' roll-ups). */
    async function undoTrackDelete(trx: Transaction<DB>, opId: number): Promise<UndoResult> {
      const cols = TRACK_COPY.join(', ')
      const taken = await trx
        .selectFrom('bulk_track_rows as b')
        .innerJoin('tracks as t', 't.id', 'b.track_id')
        .where('b.operation_id', '=', opId)
        .select('b.track_id')
        .orderBy('b.track_id')
        .execute()
      const absent = sql`b.operation_id = ${opId} and not exists (select 1 from tracks t where t.id = b.track_id)`
      // A restored track counts its plays again from 0, through the fold of the pending counts its plays add below;
      // pending counts of its own from before the delete would count them twice.
      await sql`delete from play_count_pending
        where track_id in (select b.track_id from bulk_track_rows b where ${absent})`.execute(trx)
      const copied = TRACK_COPY.map((c) => (c === 'play_count' ? '0' : c)).join(', ')
      const inserted = await sql`insert into tracks (id, ${sql.raw(cols)})
        select track_id, ${sql.raw(copied)} from bulk_track_rows b where ${absent}`.execute(trx)
      const restored = Number(inserted.numAffectedRows ?? 0)
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
        and not exists (select 1 from play_histories x where x.id = b.id or x.event_id = b.event_id)`.execute(
        trx
      )
      const plays = await trx
        .selectFrom('play_histories as p')
        .innerJoin('tracks as t', 't.id', 'p.track_id')
        .where('p.id', 'in', trx.selectFrom('bulk_play_rows').select('id').where('operation_id', '=', opId))
        .select(['p.track_id', 'p.user_id', 'p.played_at', 't.genre', 't.artist'])
        .execute()
      // The roll-ups and the pending play counts count the plays back in, as ingestion does.
      await addPlaysToRollups(trx, plays)
      return {
        restored,
        skipped: taken.length,
        skipped_ids: taken.slice(0, SKIPPED_IDS).map((r) => r.track_id)
      }
    }

    app.patch(
      BULK_PATHS.users,
      {
        onRequest: can(ctx, 'update', 'User'),
        schema: {
          tags: ['users'],
          summary: 'Change the role or status of many users at once (your own account is left alone)',
          description:
            'Body: {"ids":[…]} or {"filters":{"keyword","role","status"}}, and "changes": {role?, status?}. Changed users are signed out.',
          body: userBulkEditSchema,
          response: responses
        }
      },
      async (request) => {
        const { changes, ...selection } = request.body
        const where = userSelection(selection)
        const self = request.user!.id
        const columns = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined))
        const data = await inTransaction(ctx.db, async (trx): Promise<BulkResult> => {
          const mine = await trx
            .selectFrom('users')
            .select('id')
            .where('id', '=', self)
            .where(where)
            .where(differs<'users'>(columns))
            .executeTakeFirst()
          const op = await begin(trx, request, 'user', 'update', columns)
          const copied = await trx
            .insertInto('bulk_user_rows')
            .columns(['operation_id', 'user_id', 'role', 'status'])
            .expression(
              trx
                .selectFrom('users')
                .select([sql.lit(op.id).as('operation_id'), 'users.id as user_id', 'role', 'status'])
                .where(where)
                .where(differs<'users'>(columns))
                .where('users.id', '<>', self)
            )
            .executeTakeFirst()
          const count = Number(copied.numInsertedOrUpdatedRows ?? 0)
          await finish(trx, op.id, count)
          const skipped = mine ? [self] : []
          if (count === 0) return { changed: 0, undo_id: null, undo_expires_at: null, skipped }
          const ids = trx.selectFrom('bulk_user_rows').select('user_id').where('operation_id', '=', op.id)
          await trx.updateTable('users').set(columns).where('id', 'in', ids).execute()
          // New rights: every session begun under the old ones ends.
          await trx
            .updateTable('refresh_tokens')
            .set({ revoked_at: now() })
            .where('user_id', 'in', ids)
            .where('revoked_at', 'is', null)
            .execute()
          await recordAudit(trx, request, {
            action: 'bulk_update',
            entity: 'user',
            entityId: op.id,
            before: await sampleUsers(trx, op.id, Object.keys(columns), count),
            after: { users: count, ...changes },
            summary: true
          })
          return { changed: count, undo_id: op.id, undo_expires_at: op.expires, skipped }
        })
        return { data }
      }
    )

    app.post(
      BULK_PATHS.usersUndo(':id'),
      {
        onRequest: can(ctx, 'update', 'User'),
        schema: {
          tags: ['users'],
          summary: 'Undo a bulk role/status change: users changed since are left alone and reported',
          params: idParams,
          response: { 200: undoResult, ...errorResponses, 409: errorSchema }
        }
      },
      async (request) => {
        const { id } = request.params
        const data = await inTransaction(ctx.db, async (trx): Promise<UndoResult> => {
          const op = await operation(trx, id, 'user')
          const changes = JSON.parse(op.changes) as UserBulkChanges
          // Still as the bulk edit left it: every changed field holds the value it wrote.
          const untouched = (eb: ExpressionBuilder<DB, 'users'>) =>
            eb.and(
              Object.entries(changes).map(([column, value]) =>
                eb(column as 'role' | 'status', '=', value as string)
              )
            )
          const saved = trx.selectFrom('bulk_user_rows').select('user_id').where('operation_id', '=', op.id)
          const restorable = await trx
            .selectFrom('users')
            .select('id')
            .where('id', 'in', saved)
            .where(untouched)
            .execute()
          const ids = restorable.map((r) => r.id)
          const set: Record<string, unknown> = {}
          for (const field of Object.keys(changes))
            set[field] = sql.raw(
              `(select b.${field} from bulk_user_rows b where b.operation_id = ${Number(op.id)} and b.user_id = users.id)`
            )
          let restored = 0
          if (ids.length > 0) {
            const done = await trx
              .updateTable('users')
              .set(set)
              .where('id', 'in', saved)
              .where(untouched)
              .executeTakeFirst()
            restored = Number(done.numUpdatedRows)
            await trx
              .updateTable('refresh_tokens')
              .set({ revoked_at: now() })
              .where('user_id', 'in', ids)
              .where('revoked_at', 'is', null)
              .execute()
          }
          const kept = new Set(ids)
          const all = await saved.orderBy('user_id').execute()
          const skippedIds = all.map((r) => r.user_id).filter((u) => !kept.has(u))
          await trx.updateTable('bulk_operations').set({ undone_at: now() }).where('id', '=', op.id).execute()
          const data = {
            restored,
            skipped: skippedIds.length,
            skipped_ids: skippedIds.slice(0, SKIPPED_IDS)
          }
          await recordAudit(trx, request, {
            action: 'undo',
            entity: 'user',
            entityId: op.id,
            before: { users: op.count, ...changes },
            after: { undone: 'bulk_update', ...data },
            summary: true
          })
          return data
        })
        return { data }
      }
    )
  }
}
