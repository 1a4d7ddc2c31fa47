// Tracks: list (filters, sort, pages), get, create (JSON or multipart with the audio file), update, delete.
import { createReadStream, createWriteStream } from 'node:fs'
import { rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createHash, randomUUID } from 'node:crypto'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { parseFile } from 'music-metadata'
import type { Updateable } from 'kysely'
import { z } from 'zod'
import {
  AUDIO_MIME_TYPES,
  GENRES,
  MUSIC_PATHS,
  trackInputSchema,
  trackListQuery,
  trackSchema,
  type TrackInputParsed
} from '../../src/contracts/music'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import type { TracksTable } from '../db/schema'
import { exportTracks } from './tracksRepository'
import { TracksService } from './tracksService'
import { csvValueChunks, sendCsv } from '../export/csv'
import { CSV_FIELDS } from '../../src/contracts/csv'
import { HttpError, notFound, zodError } from '../errors'
import { boundaryOf, filePartError, guardedParts } from '../http/multipartGuard'
import { releaseCover, storeCover } from '../media/covers'
import { MAX_COVER_BYTES } from '../../src/contracts/music'
import { idSchema } from '../../src/contracts/list'
import {
  assertNoNul,
  errorResponses,
  errorSchema,
  idParams,
  listParams,
  now,
  oneOf,
  pageEnvelope,
  pageOf
} from '../http/shared'
import { toTrack } from './trackRows'

const CONTAINER_MIME: Record<string, string> = {
  WAVE: 'audio/wav',
  MPEG: 'audio/mpeg',
  'MPEG-4': 'audio/mp4',
  M4A: 'audio/mp4',
  Ogg: 'audio/ogg',
  FLAC: 'audio/flac',
  EBML: 'audio/webm',
  webm: 'audio/webm',
  ADTS: 'audio/aac'
}

function genreSlug(name: string | undefined): string | undefined {
  if (!name) return undefined
  const slug = name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  const aliases: Record<string, string> = {
    'r-b': 'r-and-b',
    rnb: 'r-and-b',
    hiphop: 'hip-hop',
    rap: 'hip-hop'
  }
  const candidate = aliases[slug] ?? slug
  return (GENRES as readonly string[]).includes(candidate) ? candidate : undefined
}

/** "01_my-song.wav" → "my song": the last resort for the title of an untagged file. */
function titleFromFilename(name: string): string {
  return name
    .replace(/\.[^.]*$/, '')
    .replace(/^\d+[\s._-]+/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 200)
}

type Upload = { tmp: string; mime: string; size: number; filename: string; hash: string }
type TrackBody = { fields: Record<string, unknown>; upload?: Upload; cover?: Buffer }

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

/** SHA-256 (hex) of a file's bytes: what the browser computes over the same file before it uploads. */
async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

const hashesBodySchema = z.object({
  hashes: z
    .array(z.string().regex(/^[0-9a-f]{64}$/, 'A hash is 64 lower-case hexadecimal characters'))
    .max(1000, 'Ask for at most 1,000 hashes at once')
})

/** Reads a JSON body, or a multipart body whose file part is written to a temporary file in the media folder. */
async function readBody(ctx: AppContext, request: FastifyRequest): Promise<TrackBody> {
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
  let upload: Upload | undefined
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
      const tmp = join(ctx.config.mediaDir, `.upload-${randomUUID()}`)
      upload = { tmp, mime: declared, size: 0, filename: part.filename ?? '', hash: '' }
      await pipeline(part.file, createWriteStream(tmp)).catch((error: unknown) => {
        throw filePartError(part.file, error)
      })
      if (part.file.truncated)
        throw new HttpError(
          413,
          `The audio file is larger than ${Math.round(ctx.config.maxAudioBytes / 1024 / 1024)} MB.`
        )
      upload.size = (await stat(tmp)).size
      upload.hash = await hashFile(tmp)
    }
  } catch (err) {
    if (upload) await rm(upload.tmp, { force: true })
    throw err
  }
  return { fields, upload, cover }
}

/**
 * The shared schema coerces (Number([5]) is 5, Number("1e3") is 1000, Boolean({}) is true); the API takes a
 * duration only as a whole number or plain digits (multipart fields are text), a flag only as a boolean or, from a
 * multipart field, "true", "false", "1" or "0".
 */
function strictScalars(fields: Record<string, unknown>): void {
  const duration = fields.duration
  if (duration !== undefined && duration !== '') {
    if (typeof duration === 'string') fields.duration = /^\d{1,9}$/.test(duration) ? Number(duration) : NaN
    else if (typeof duration !== 'number') fields.duration = NaN
  }
  const explicit = fields.explicit
  if (explicit === undefined || typeof explicit === 'boolean') return
  if (explicit === 'true' || explicit === '1') fields.explicit = true
  else if (explicit === 'false' || explicit === '0' || explicit === '') fields.explicit = false
  else
    throw new HttpError(400, 'explicit must be true or false.', [
      { path: 'explicit', message: 'Expected a boolean' }
    ])
}

/** Fills the fields left empty from the file's tags, then validates like a JSON body. */
async function withMetadata(
  body: TrackBody
): Promise<{ input: TrackInputParsed; mime?: string; picture?: Uint8Array }> {
  const fields = { ...body.fields }
  strictScalars(fields)
  let mime: string | undefined
  let picture: Uint8Array | undefined
  if (body.upload) {
    let meta
    try {
      meta = await parseFile(body.upload.tmp, { duration: true, skipCovers: false })
    } catch {
      meta = undefined
    }
    const container = meta?.format.container
    if (!meta || !container || !meta.format.duration)
      throw new HttpError(415, 'The file is not an audio file we can read.')
    const detected = Object.entries(CONTAINER_MIME).find(([name]) =>
      container.toUpperCase().includes(name.toUpperCase())
    )?.[1]
    mime = detected ?? (body.upload.mime === 'application/octet-stream' ? undefined : body.upload.mime)
    if (!mime) throw new HttpError(415, 'The file is not an audio format we can play.')
    const empty = (key: string) => fields[key] === undefined || fields[key] === ''
    if (empty('title'))
      fields.title = meta.common.title || titleFromFilename(body.upload.filename) || undefined
    if (empty('artist') && meta.common.artist) fields.artist = meta.common.artist
    if (empty('album') && meta.common.album) fields.album = meta.common.album
    if (empty('genre')) fields.genre = genreSlug(meta.common.genre?.[0]) ?? fields.genre
    if (empty('duration')) fields.duration = Math.max(1, Math.round(meta.format.duration))
    // The embedded front cover (or the first picture) becomes the cover when the form brings none.
    const pictures = meta.common.picture ?? []
    picture = (pictures.find((p) => /front/i.test(p.type ?? '')) ?? pictures[0])?.data
  }
  for (const key of ['release_date', 'cover_url']) if (fields[key] === '') fields[key] = null
  // A missing required field reads as empty, so the message is the form's ("Title is required").
  for (const key of ['title', 'artist']) if (fields[key] === undefined) fields[key] = ''
  const parsed = trackInputSchema.safeParse(fields)
  if (!parsed.success) throw zodError(parsed.error)
  return { input: parsed.data, mime, picture }
}

/**
 * The cover a write ends with: an uploaded image first, else the audio file's embedded picture when the fields
 * name no cover, else the cover_url field. An embedded picture that is no JPEG, PNG or WebP is skipped, not refused.
 */
async function coverOf(
  ctx: AppContext,
  body: TrackBody,
  input: TrackInputParsed,
  picture: Uint8Array | undefined
): Promise<string | null> {
  if (body.cover) return storeCover(ctx.config.mediaDir, body.cover)
  if (picture && !input.cover_url) {
    const stored = await storeCover(ctx.config.mediaDir, picture).catch(() => null)
    if (stored) return stored
  }
  return input.cover_url || null
}

function columns(input: TrackInputParsed) {
  return {
    title: input.title,
    artist: input.artist,
    album: input.album,
    genre: input.genre,
    duration: input.duration,
    release_date: input.release_date ?? null,
    cover_url: input.cover_url || null,
    status: input.status,
    explicit: input.explicit ? 1 : 0
  }
}

export function trackRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const path = MUSIC_PATHS.tracks
    const one = oneOf(trackSchema)

    const tracks = new TracksService(ctx.db, ctx.dialect)
    const find = (id: number) => tracks.find(id)

    /** Deletes a stored audio file unless another track still uses it. */
    const releaseAudio = async (key: string | null) => {
      if (key && !(await tracks.audioInUse(key))) await ctx.media.remove(key)
    }

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
        if (request.query.id !== undefined) return { data: toTrack(await find(request.query.id), ctx.media) }
        const params = listParams(trackListQuery, request.query)
        const { rows, total, estimated } = await tracks.list(params)
        return pageEnvelope(
          rows.map((r) => toTrack(r, ctx.media)),
          params,
          total,
          estimated
        )
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
          body: hashesBodySchema,
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
      async (request) => ({ data: toTrack(await find(request.params.id), ctx.media) })
    )

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
          consumes: ['application/json', 'multipart/form-data'],
          response: writeResponses
        }
      },
      async (request, reply) => {
        const body = await readBody(ctx, request)
        try {
          const { input, mime, picture } = await withMetadata(body)
          const cover_url = await coverOf(ctx, body, input, picture)
          let audio: { audio_key: string | null; mime_type: string | null; size: number | null } = {
            audio_key: null,
            mime_type: null,
            size: null
          }
          let audioHash: string | null = null
          if (body.upload && mime) {
            await tracks.refuseDuplicate(body.upload.hash)
            audioHash = body.upload.hash
            const key = ctx.media.newKey(mime)
            await rename(body.upload.tmp, join(ctx.config.mediaDir, key))
            audio = { audio_key: key, mime_type: mime, size: body.upload.size }
            body.upload = undefined
          }
          const stamp = now()
          let row
          try {
            row = await tracks.create(request, {
              ...columns(input),
              cover_url,
              ...audio,
              audio_hash: audioHash,
              play_count: 0,
              created_at: stamp,
              updated_at: stamp
            })
          } catch (error) {
            // The file belongs to no row: it goes with the failed insert.
            if (audio.audio_key) await ctx.media.remove(audio.audio_key)
            await releaseCover(ctx.db, ctx.config.mediaDir, cover_url)
            throw error
          }
          return reply.code(201).send({ data: toTrack(row, ctx.media) })
        } finally {
          if (body.upload) await rm(body.upload.tmp, { force: true })
        }
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
          consumes: ['application/json', 'multipart/form-data'],
          params: idParams,
          response: writeResponses
        }
      },
      async (request) => {
        const { id } = request.params
        await find(id)
        const body = await readBody(ctx, request)
        let newKey: string | null = null
        let newCover: string | null = null
        let committed = false
        try {
          const { input, mime, picture } = await withMetadata(body)
          newCover = await coverOf(ctx, body, input, picture)
          const changes: Updateable<TracksTable> = {
            ...columns(input),
            cover_url: newCover,
            updated_at: now()
          }
          if (body.upload && mime) {
            const { tmp, size, hash } = body.upload
            await tracks.refuseDuplicate(hash, id)
            newKey = ctx.media.newKey(mime)
            await rename(tmp, join(ctx.config.mediaDir, newKey))
            body.upload = undefined
            Object.assign(changes, { audio_key: newKey, mime_type: mime, size, audio_hash: hash })
          }
          const result = await tracks.update(request, id, changes, newKey !== null)
          if (!result) throw notFound(`Track ${id}`)
          newKey = null
          committed = true
          // Only after the commit: until then the old file is still the one the row names.
          await releaseAudio(result.replaced)
          await releaseCover(ctx.db, ctx.config.mediaDir, result.replacedCover)
          return { data: toTrack(result.row, ctx.media) }
        } finally {
          if (body.upload) await rm(body.upload.tmp, { force: true })
          // The update did not happen (validation, a deleted track, a failed commit): the new file is nobody's.
          if (newKey) await ctx.media.remove(newKey)
          if (!committed) await releaseCover(ctx.db, ctx.config.mediaDir, newCover)
        }
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
        const deleted = await tracks.remove(request, id)
        await releaseAudio(deleted.audio_key)
        await releaseCover(ctx.db, ctx.config.mediaDir, deleted.cover_url)
        return { data: { ...toTrack(deleted, ctx.media), audio_url: null } }
      }
    )
  }
}
