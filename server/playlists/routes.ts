// Playlists: list (keyword, sort, pages), one playlist with its tracks in order, create, update, delete, and the
// ordered track list (add one, remove one, reorder all).
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from 'kysely'
import { z } from 'zod'
import {
  MUSIC_PATHS,
  PLAYLIST_MAX_TRACKS,
  playlistInputSchema,
  playlistListQuery,
  type PlaylistListParams,
  playlistOrderSchema,
  playlistSchema,
  playlistTrackAddSchema,
  playlistTrackSchema,
  PLAYLIST_MOSAIC,
  type Playlist,
  type PlaylistWithTracks
} from '../../src/contracts/music'
import { recordAudit } from '../audit/record'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import type { DB } from '../db/schema'
import { inTransaction, lockRow } from '../db/engine/transaction'
import { HttpError, notFound } from '../errors'
import { toTrack } from '../routes/tracks'
import { likePattern } from '../../src/contracts/keyword'
import { rowIdSchema } from '../../src/contracts/list'
import { csvChunks, keysetChunks, sendCsv } from '../export/csv'
import { CSV_FIELDS } from '../../src/contracts/csv'
import { errorResponses, errorSchema, idParams, listParams, now, oneOf, pageEnvelope, pageOf } from '../routes/shared'

const trackParams = idParams.extend({ trackId: rowIdSchema('The track id') })

export function playlistRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const path = MUSIC_PATHS.playlists
    const like = ctx.dialect === 'postgres' ? sql`ilike` : sql`like`
    const withTracks = oneOf(playlistSchema.extend({ tracks: z.array(playlistTrackSchema) }))
    const writeResponses = { 200: withTracks, 201: withTracks, ...errorResponses, 409: errorSchema }

    const trackCount = sql<number>`(select count(*) from playlist_tracks where playlist_tracks.playlist_id = playlists.id)`

    const select = (db: Kysely<DB> = ctx.db) =>
      db
        .selectFrom('playlists')
        .innerJoin('users', 'users.id', 'playlists.owner_id')
        .select([
          'playlists.id',
          'playlists.name',
          'playlists.description',
          'playlists.owner_id',
          'users.full_name as owner_name',
          'playlists.is_public',
          'playlists.created_at',
          trackCount.as('track_count')
        ])

    type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>
    const toPlaylist = (row: Row, covers: Map<number, string[]>): Playlist => ({
      ...row,
      is_public: Boolean(row.is_public),
      track_count: Number(row.track_count ?? 0),
      covers: covers.get(row.id) ?? []
    })

    /** The first covers of each playlist, in playlist order, in one query for a whole page. */
    const coversOf = async (ids: number[], db: Kysely<DB> = ctx.db): Promise<Map<number, string[]>> => {
      const covers = new Map<number, string[]>()
      if (ids.length === 0) return covers
      const rows = await db
        .selectFrom('playlist_tracks')
        .innerJoin('tracks', 'tracks.id', 'playlist_tracks.track_id')
        .select(['playlist_tracks.playlist_id', 'tracks.cover_url'])
        .where('playlist_tracks.playlist_id', 'in', ids)
        .where('tracks.cover_url', 'is not', null)
        // A bound for long playlists: the mosaic comes from the first few dozen places.
        .where('playlist_tracks.position', '<', 64)
        .orderBy('playlist_tracks.playlist_id')
        .orderBy('playlist_tracks.position')
        .orderBy('playlist_tracks.added_at')
        .execute()
      for (const row of rows) {
        const list = covers.get(row.playlist_id) ?? []
        if (list.length < PLAYLIST_MOSAIC && row.cover_url) list.push(row.cover_url)
        covers.set(row.playlist_id, list)
      }
      return covers
    }

    const find = async (id: number, db: Kysely<DB> = ctx.db) => {
      const row = await select(db).where('playlists.id', '=', id).executeTakeFirst()
      if (!row) throw notFound(`Playlist ${id}`)
      return row
    }

    const trackIdsOf = async (id: number, db: Kysely<DB>) =>
      (
        await db
          .selectFrom('playlist_tracks')
          .select('track_id')
          .where('playlist_id', '=', id)
          .orderBy('position')
          .orderBy('added_at')
          .execute()
      ).map((r) => r.track_id)

    /** Writes positions 0..n-1 in the given order, in one statement (rows of the playlist not listed stay). */
    const writeOrder = async (id: number, trackIds: number[], db: Kysely<DB>) => {
      if (trackIds.length === 0) return
      const cases = trackIds.map((trackId, position) => sql`when ${trackId} then ${position}`)
      await db
        .updateTable('playlist_tracks')
        .set({ position: sql<number>`cast(case track_id ${sql.join(cases, sql` `)} end as integer)` })
        .where('playlist_id', '=', id)
        .where('track_id', 'in', trackIds)
        .execute()
    }

    /**
     * Opens a transaction that edits one playlist's tracks: the playlist row is locked first, so parallel edits of
     * one playlist take turns (on PostgreSQL they deadlocked on each other's position rows); a 404 if it is gone.
     */
    const editTracks = <T>(id: number, fn: (trx: Transaction<DB>) => Promise<T>) =>
      inTransaction(ctx.db, async (trx) => {
        if (!(await lockRow(trx, ctx.dialect, 'playlists', id))) throw notFound(`Playlist ${id}`)
        return fn(trx)
      })

    const full = async (id: number, db: Kysely<DB> = ctx.db): Promise<PlaylistWithTracks> => {
      const row = await find(id, db)
      const tracks = await db
        .selectFrom('playlist_tracks')
        .innerJoin('tracks', 'tracks.id', 'playlist_tracks.track_id')
        .selectAll('tracks')
        .select('playlist_tracks.added_at as joined_at')
        .where('playlist_tracks.playlist_id', '=', row.id)
        .orderBy('playlist_tracks.position')
        .orderBy('playlist_tracks.added_at')
        .execute()
      return {
        ...toPlaylist(row, await coversOf([row.id], db)),
        tracks: tracks.map(({ joined_at, ...t }) => ({ ...toTrack(t, ctx.media), added_at: joined_at }))
      }
    }

    const listOrder = ({ sort_by, sort_dir, filters }: Omit<PlaylistListParams, 'page' | 'per_page'>) => {
      const pattern = filters.keyword ? likePattern(filters.keyword) : undefined
      const where = pattern
        ? sql<SqlBool>`(playlists.name ${like} ${pattern} escape '\\' or playlists.description ${like} ${pattern} escape '\\' or users.full_name ${like} ${pattern} escape '\\')`
        : sql<SqlBool>`1 = 1`
      const key: RawBuilder<unknown> = {
        created_at: sql`playlists.created_at`,
        name: sql`lower(playlists.name)`,
        owner_name: sql`lower(users.full_name)`,
        track_count: trackCount
      }[sort_by]
      const dir = sort_dir === 'asc' ? sql`asc` : sql`desc`
      return { where, key, dir }
    }

    app.get(
      `${path}/export`,
      {
        onRequest: can(ctx, 'read', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary:
            'The filtered, sorted list of playlists as CSV (UTF-8 with BOM); page and per_page are ignored',
          querystring: playlistListQuery.httpSchema,
          produces: ['text/csv'],
          response: { ...errorResponses }
        }
      },
      async (request, reply) => {
        const params = listParams(playlistListQuery, request.query)
        const { where, key, dir } = listOrder(params)
        const cmp = params.sort_dir === 'asc' ? sql`>` : sql`<`
        const chunks = keysetChunks<Row & { sort_key: unknown }>((after, limit) => {
          let query = select().select(key.as('sort_key')).where(where)
          if (after)
            query = query.where(sql<SqlBool>`(${key}, playlists.id) ${cmp} (${after.sort_key}, ${after.id})`)
          return query
            .orderBy(sql`${key} ${dir}`)
            .orderBy('playlists.id', params.sort_dir)
            .limit(limit)
            .execute()
        })
        return sendCsv(reply, 'playlists', csvChunks(CSV_FIELDS.playlists, chunks))
      }
    )

    app.get(
      path,
      {
        onRequest: can(ctx, 'read', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary: 'List playlists, newest first unless sort_by/sort_dir say otherwise',
          description:
            'filters is JSON: {"keyword"}; the keyword matches the name, the description and the owner’s name (any case). sort_by: created_at, name, owner_name or track_count; sort_dir: asc or desc; ties are broken by id.',
          querystring: playlistListQuery.httpSchema,
          response: { 200: pageOf(playlistSchema), ...errorResponses }
        }
      },
      async (request) => {
        const params = listParams(playlistListQuery, request.query)
        const { page, per_page, sort_dir } = params
        const { where, key, dir } = listOrder(params)
        const [rows, count] = await Promise.all([
          select()
            .where(where)
            .orderBy(sql`${key} ${dir}`)
            .orderBy('playlists.id', sort_dir)
            .limit(per_page)
            .offset((page - 1) * per_page)
            .execute(),
          ctx.db
            .selectFrom('playlists')
            .innerJoin('users', 'users.id', 'playlists.owner_id')
            .where(where)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ])
        const covers = await coversOf(rows.map((r) => r.id))
        return pageEnvelope(
          rows.map((r) => toPlaylist(r, covers)),
          params,
          Number(count.n)
        )
      }
    )

    app.get(
      `${path}/:id`,
      {
        onRequest: can(ctx, 'read', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary: 'A playlist with its tracks in playlist order',
          params: idParams,
          response: { 200: withTracks, ...errorResponses }
        }
      },
      async (request) => ({ data: await full(request.params.id) })
    )

    app.post(
      path,
      {
        onRequest: can(ctx, 'create', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary: 'Create an empty playlist owned by the signed-in user',
          description: 'Body: name (1–100 characters), description (up to 500), is_public (default true).',
          body: playlistInputSchema,
          response: writeResponses
        }
      },
      async (request, reply) => {
        const input = request.body
        const created = await inTransaction(ctx.db, async (trx) => {
          const row = await trx
            .insertInto('playlists')
            .values({
              name: input.name,
              description: input.description,
              is_public: input.is_public ? 1 : 0,
              owner_id: request.user!.id,
              created_at: now()
            })
            .returningAll()
            .executeTakeFirstOrThrow()
          await recordAudit(trx, request, {
            action: 'create',
            entity: 'playlist',
            entityId: row.id,
            after: row
          })
          return row
        })
        return reply.code(201).send({ data: await full(created.id) })
      }
    )

    app.put(
      `${path}/:id`,
      {
        onRequest: can(ctx, 'update', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary: 'Replace a playlist’s name, description and public flag (its tracks stay)',
          params: idParams,
          body: playlistInputSchema,
          response: writeResponses
        }
      },
      async (request) => {
        const { id } = request.params
        const input = request.body
        await inTransaction(ctx.db, async (trx) => {
          const before = await trx
            .selectFrom('playlists')
            .selectAll()
            .where('id', '=', id)
            .$call((q) => (ctx.dialect === 'postgres' ? q.forUpdate() : q))
            .executeTakeFirst()
          if (!before) throw notFound(`Playlist ${id}`)
          const after = await trx
            .updateTable('playlists')
            .set({ name: input.name, description: input.description, is_public: input.is_public ? 1 : 0 })
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirst()
          if (!after) throw notFound(`Playlist ${id}`)
          await recordAudit(trx, request, {
            action: 'update',
            entity: 'playlist',
            entityId: id,
            before,
            after
          })
        })
        return { data: await full(id) }
      }
    )

    app.delete(
      `${path}/:id`,
      {
        onRequest: can(ctx, 'delete', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary: 'Delete a playlist (its tracks stay in the catalogue)',
          params: idParams,
          response: { 200: withTracks, ...errorResponses }
        }
      },
      async (request) => {
        const { id } = request.params
        return {
          data: await inTransaction(ctx.db, async (trx) => {
            const existing = await full(id, trx)
            // Of parallel deletes only the one whose statement removed the row answers 200.
            const deleted = await trx.deleteFrom('playlists').where('id', '=', id).executeTakeFirst()
            if (Number(deleted.numDeletedRows) === 0) throw notFound(`Playlist ${id}`)
            const { tracks, ...fields } = existing
            await recordAudit(trx, request, {
              action: 'delete',
              entity: 'playlist',
              entityId: id,
              before: { ...fields, track_ids: tracks.map((t) => t.id) }
            })
            return existing
          })
        }
      }
    )

    app.post(
      `${path}/:id/tracks`,
      {
        onRequest: can(ctx, 'update', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary: 'Add a track to a playlist, at the end or at a 0-based position',
          description: 'Body: {"track_id", "position"?}. A track is in a playlist at most once (409).',
          params: idParams,
          body: playlistTrackAddSchema,
          response: writeResponses
        }
      },
      async (request, reply) => {
        const { id } = request.params
        const { track_id, position } = request.body
        await editTracks(id, async (trx) => {
          const track = await trx
            .selectFrom('tracks')
            .select('id')
            .where('id', '=', track_id)
            .executeTakeFirst()
          if (!track) throw notFound(`Track ${track_id}`)
          const ids = await trackIdsOf(id, trx)
          if (ids.includes(track_id)) throw new HttpError(409, 'This track is already in the playlist.')
          if (ids.length >= PLAYLIST_MAX_TRACKS)
            throw new HttpError(409, `A playlist holds at most ${PLAYLIST_MAX_TRACKS} tracks.`)
          if (position !== undefined && position > ids.length)
            throw new HttpError(400, `Position must be at most ${ids.length}, the number of tracks.`)
          const at = position ?? ids.length
          await trx
            .insertInto('playlist_tracks')
            .values({ playlist_id: id, track_id, position: at, added_at: now() })
            .execute()
          const order = [...ids.slice(0, at), track_id, ...ids.slice(at)]
          if (at < ids.length) await writeOrder(id, order, trx)
          await recordAudit(trx, request, {
            action: 'playlist_tracks_add',
            entity: 'playlist',
            entityId: id,
            before: { track_ids: ids },
            after: { track_ids: order }
          })
        })
        return reply.code(201).send({ data: await full(id) })
      }
    )

    app.delete(
      `${path}/:id/tracks/:trackId`,
      {
        onRequest: can(ctx, 'update', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary: 'Remove a track from a playlist (the track stays in the catalogue)',
          params: trackParams,
          response: writeResponses
        }
      },
      async (request) => {
        const { id, trackId } = request.params
        await editTracks(id, async (trx) => {
          const ids = await trackIdsOf(id, trx)
          if (!ids.includes(trackId)) throw notFound(`Track ${trackId} in playlist ${id}`)
          await trx
            .deleteFrom('playlist_tracks')
            .where('playlist_id', '=', id)
            .where('track_id', '=', trackId)
            .execute()
          const order = ids.filter((t) => t !== trackId)
          await writeOrder(id, order, trx)
          await recordAudit(trx, request, {
            action: 'playlist_tracks_remove',
            entity: 'playlist',
            entityId: id,
            before: { track_ids: ids },
            after: { track_ids: order }
          })
        })
        return { data: await full(id) }
      }
    )

    app.put(
      `${path}/:id/tracks`,
      {
        onRequest: can(ctx, 'update', 'Playlist'),
        schema: {
          tags: ['playlists'],
          summary: 'Reorder a playlist: track_ids lists every track of the playlist once, in the new order',
          params: idParams,
          body: playlistOrderSchema,
          response: writeResponses
        }
      },
      async (request) => {
        const { id } = request.params
        const { track_ids } = request.body
        await editTracks(id, async (trx) => {
          const ids = await trackIdsOf(id, trx)
          const given = new Set(track_ids)
          if (given.size !== track_ids.length)
            throw new HttpError(400, 'track_ids lists a track more than once.')
          if (given.size !== ids.length || ids.some((t) => !given.has(t)))
            throw new HttpError(
              409,
              'track_ids must list every track of the playlist exactly once; reload the playlist and try again.'
            )
          await writeOrder(id, track_ids, trx)
          await recordAudit(trx, request, {
            action: 'playlist_tracks_reorder',
            entity: 'playlist',
            entityId: id,
            before: { track_ids: ids },
            after: { track_ids }
          })
        })
        return { data: await full(id) }
      }
    )
  }
}
