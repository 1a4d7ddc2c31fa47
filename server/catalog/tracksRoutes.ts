// Tracks: list (filters, sort, pages), get, create (JSON or multipart with the audio file), update, delete.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AUDIO_MIME_TYPES,
  audioHashesBodySchema,
  MUSIC_PATHS,
  trackInputSchema,
  trackListQuery,
  trackSchema,
  trackUploadSchema
} from '../../src/contracts/music'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import { exportTracks } from './tracksRepository'
import { TracksService } from './tracksService'
import { csvValueChunks, sendCsv } from '../export/csv'
import { CSV_FIELDS } from '../../src/contracts/csv'
import { HttpError } from '../errors'
import { boundaryOf, filePartError, guardedParts } from '../http/multipartGuard'
import type { MediaPort, StagedAudio } from '../media/mediaPort'
import { nodeMedia } from '../media/nodeMedia'
import { TrackFilesService, type TrackBody } from './trackFilesService'
import { MAX_COVER_BYTES } from '../../src/contracts/music'
import { idSchema } from '../../src/contracts/list'
import {
  assertNoNul,
  errorResponses,
  errorSchema,
  idParams,
  listParams,
  oneOf,
  pageEnvelope,
  pageOf
} from '../http/shared'
import { toTrack } from './trackRows'
import { analysisFields } from '../audio/analysisService'
import type { TrackRow } from './tracksRepository'

/** Reads a cover part into memory, up to MAX_COVER_BYTES and one byte more (to tell that it is too large). */
async function readCoverPart(file: AsyncIterable<Buffer> & { resume(): void }): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of file) {
    size += chunk.length
    if (size > MAX_COVER_BYTES) {
      file.resume()
      throw new HttpError(413, `The cover image is larger than ${MAX_COVER_BYTES / 1024 / 1024} MB.`)
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** Reads a JSON body, or a multipart body whose audio part is staged through the media port. */
async function readBody(ctx: AppContext, media: MediaPort, request: FastifyRequest): Promise<TrackBody> {
  if (!request.isMultipart()) {
    const body = request.body
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw new HttpError(400, 'The body must be a JSON object of track fields.')
    return { fields: body as Record<string, unknown> }
  }
  // Without a boundary the parts cannot be found (busboy throws, which used to be a 500).
  if (!boundaryOf(request.headers['content-type']))
    throw new HttpError(
      400,
      'The multipart/form-data body has no boundary in its Content-Type; let the HTTP client set that header.'
    )
  const fields: Record<string, unknown> = {}
  let upload: StagedAudio | undefined
  let cover: Buffer | undefined
  try {
    for await (const part of guardedParts(request, ctx.config.uploadIdleMs)) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value
        assertNoNul({ [part.fieldname]: part.value })
        continue
      }
      if (part.fieldname === 'cover') {
        if (cover) {
          part.file.resume()
          throw new HttpError(413, 'Upload one audio file and at most one cover image at a time.')
        }
        cover = await readCoverPart(part.file).catch((error: unknown) => {
          throw filePartError(part.file, error)
        })
        continue
      }
      if (upload) {
        part.file.resume()
        throw new HttpError(413, 'Upload one audio file and at most one cover image at a time.')
      }
      const declared = part.mimetype
      if (
        !(AUDIO_MIME_TYPES as readonly string[]).includes(declared) &&
        declared !== 'application/octet-stream'
      ) {
        part.file.resume()
        throw new HttpError(
          415,
          `The file must be audio (MP3, M4A, AAC, OGG, WAV, FLAC or WebM), not ${declared}.`
        )
      }
      upload = await media
        .stageAudio(part.file, { filename: part.filename ?? '', declaredMime: declared })
        .catch((error: unknown) => {
          throw filePartError(part.file, error)
        })
      if (part.file.truncated)
        throw new HttpError(
          413,
          `The audio file is larger than ${Math.round(ctx.config.maxAudioBytes / 1024 / 1024)} MB.`
        )
    }
  } catch (err) {
    if (upload) await media.discardAudio(upload)
    throw err
  }
  return { fields, upload, cover }
}

export function trackRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const path = MUSIC_PATHS.tracks
    const one = oneOf(trackSchema)

    const tracks = new TracksService(ctx.db, ctx.dialect)
    const media = nodeMedia(ctx.config.mediaDir, ctx.media)
    // A stored upload queues the analysis of its file (issue 38). The upload stands if queueing fails: its row says
    // pending, and the next start queues it again.
    const withFiles = new TrackFilesService(ctx.db, tracks, media, (id) =>
      ctx.analysis
        .request(id)
        .catch((err: unknown) => fastify.log.warn({ err }, 'Queueing an analysis failed'))
    )
    const find = (id: number) => tracks.find(id)
    /** Track responses with their analysis status, gain and streamed file, read in one query per page. */
    const respond = async (rows: TrackRow[]) => {
      const fields = await analysisFields(ctx.db, rows)
      return rows.map((row) => toTrack(row, ctx.media, fields.get(row.id)))
    }
    const respondOne = async (row: TrackRow) => (await respond([row]))[0]

    app.get(
      path,
      {
        onRequest: can(ctx, 'read', 'Track'),
        schema: {
          tags: ['tracks'],
          summary: 'List tracks (or one with ?id=)',
          description:
            'filters is JSON: {"keyword","genre","status","explicit","date_from","date_to"}; keyword matches words of the title, artist and album; status is published or draft; explicit is true or false; dates (YYYY-MM-DD) bound the date added.',
          querystring: trackListQuery.httpSchema.extend({ id: idSchema.optional() }),
          response: { 200: z.union([pageOf(trackSchema), one]), ...errorResponses }
        }
      },
      async (request) => {
        if (request.query.id !== undefined) return { data: await respondOne(await find(request.query.id)) }
        const params = listParams(trackListQuery, request.query)
        const { rows, total, estimated } = await tracks.list(params)
        return pageEnvelope(await respond(rows), params, total, estimated)
      }
    )

    app.post(
      `${path}/hashes`,
      {
        onRequest: can(ctx, 'create', 'Track'),
        schema: {
          tags: ['tracks'],
          summary:
            'Which of these audio hashes (SHA-256, hex) the catalogue already holds: { hashes } → { data: [{ hash, track }] }',
          body: audioHashesBodySchema,
          response: {
            200: z.object({
              data: z.array(
                z.object({
                  hash: z.string(),
                  track: z.object({ id: z.number().int(), title: z.string(), artist: z.string() })
                })
              )
            }),
            ...errorResponses
          }
        }
      },
      async (request) => {
        const hashes = [...new Set(request.body.hashes)]
        if (hashes.length === 0) return { data: [] }
        return { data: await tracks.knownHashes(hashes) }
      }
    )

    app.get(
      `${path}/export`,
      {
        onRequest: can(ctx, 'read', 'Track'),
        schema: {
          tags: ['tracks'],
          summary:
            'The filtered, sorted list of tracks as CSV (UTF-8 with BOM); page and per_page are ignored',
          querystring: trackListQuery.httpSchema,
          produces: ['text/csv'],
          response: { ...errorResponses }
        }
      },
      async (request, reply) => {
        const params = listParams(trackListQuery, request.query)
        return sendCsv(
          reply,
          'tracks',
          csvValueChunks(
            CSV_FIELDS.tracks,
            exportTracks(ctx.db, ctx.dialect, ctx.rows, CSV_FIELDS.tracks, params)
          )
        )
      }
    )

    app.get(
      `${path}/:id`,
      {
        onRequest: can(ctx, 'read', 'Track'),
        schema: {
          tags: ['tracks'],
          summary: 'One track',
          params: idParams,
          response: { 200: one, ...errorResponses }
        }
      },
      async (request) => ({ data: await respondOne(await find(request.params.id)) })
    )

    const trackBody = { 'application/json': trackInputSchema, 'multipart/form-data': trackUploadSchema }
    const writeResponses = {
      200: one,
      201: one,
      ...errorResponses,
      408: errorSchema,
      409: errorSchema,
      413: errorSchema,
      415: errorSchema
    }

    app.post(
      path,
      {
        onRequest: can(ctx, 'create', 'Track'),
        schema: {
          tags: ['tracks'],
          summary: 'Create a track from JSON, or from multipart/form-data with an `audio` file',
          description:
            'Fields: title, artist, album, genre, duration (seconds), release_date (YYYY-MM-DD), cover_url, status (published|draft), explicit. With a file, empty title, artist, album, genre and duration are read from its tags.',
          requestBody: trackBody,
          response: writeResponses
        }
      },
      async (request, reply) => {
        const row = await withFiles.create(request, await readBody(ctx, media, request))
        return reply.code(201).send({ data: await respondOne(row) })
      }
    )

    app.put(
      `${path}/:id`,
      {
        onRequest: can(ctx, 'update', 'Track'),
        schema: {
          tags: ['tracks'],
          summary:
            'Replace a track’s fields (JSON), or also its audio (multipart/form-data with an `audio` file)',
          requestBody: trackBody,
          params: idParams,
          response: writeResponses
        }
      },
      async (request) => {
        const { id } = request.params
        await find(id)
        const row = await withFiles.update(request, id, await readBody(ctx, media, request))
        return { data: await respondOne(row) }
      }
    )

    app.delete(
      `${path}/:id`,
      {
        onRequest: can(ctx, 'delete', 'Track'),
        schema: {
          tags: ['tracks'],
          summary: 'Delete a track, its audio file, its play histories and its places in playlists',
          params: idParams,
          response: { 200: one, ...errorResponses }
        }
      },
      async (request) => {
        const { id } = request.params
        // Of parallel deletes only the one whose statement removed the row answers 200; the others find nothing.
        const deleted = await withFiles.remove(request, id)
        return { data: { ...toTrack(deleted, ctx.media), audio_url: null } }
      }
    )
  }
}
