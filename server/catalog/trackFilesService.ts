// A track written with its files: the fields a form left empty are read from the audio file's tags, the cover is
// the uploaded image, else the file's embedded picture, else the cover_url field; a file that ends up nobody's (a
// refused or failed write, a replaced one after the commit) is removed. The files themselves go through the media
// port (media/mediaPort.ts), so this runs wherever the port does.
import type { Kysely, Updateable } from 'kysely'
import { apiError } from '../../src/contracts/errors'
import { trackInputSchema, type TrackInputParsed } from '../../src/contracts/music'
import type { AuditOrigin } from '../audit/record'
import type { DB, TracksTable } from '../db/schema'
import { badRequest, HttpError, notFound } from '../httpError'
import { coverInUse } from '../media/coversRepository'
import type { MediaPort, StagedAudio } from '../media/mediaPort'
import { genreOfTag, requireListedGenre } from './listedGenre'
import type { TracksService } from './tracksService'

/** A write's request: its fields (JSON, or the text parts of a multipart body) and the files that came with it. */
export type TrackBody = { fields: Record<string, unknown>; upload?: StagedAudio; cover?: Uint8Array }

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

/** "01_my-song.wav" → "my song": the last resort for the title of an untagged file. */
function titleFromFilename(name: string): string {
  return name
    .replace(/\.[^.]*$/, '')
    .replace(/^\d+[\s._-]+/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 200)
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

export class TrackFilesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly tracks: TracksService,
    private readonly media: MediaPort,
    /** Told of each track whose audio file was stored (created or replaced): the analysis queues it (issue 38). */
    private readonly audioStored?: (trackId: number) => Promise<unknown>
  ) {}

  /** Deletes a stored audio file unless another track still uses it. */
  async releaseAudio(key: string | null): Promise<void> {
    if (key && !(await this.tracks.audioInUse(key))) await this.media.removeAudio(key)
  }

  /** Deletes a stored cover that no track names any more. */
  async releaseCover(url: string | null): Promise<void> {
    if (url && this.media.ownsCover(url) && !(await coverInUse(this.db, url)))
      await this.media.removeCover(url)
  }

  /** Fills the fields left empty from the file's tags, then validates like a JSON body. */
  private async withMetadata(
    body: TrackBody
  ): Promise<{ input: TrackInputParsed; mime?: string; picture?: Uint8Array }> {
    const fields = { ...body.fields }
    strictScalars(fields)
    let mime: string | undefined
    let picture: Uint8Array | undefined
    if (body.upload) {
      const tags = await this.media.readTags(body.upload)
      const container = tags?.container
      if (!tags || !container || !tags.duration)
        throw new HttpError(415, 'The file is not an audio file we can read.')
      const detected = Object.entries(CONTAINER_MIME).find(([name]) =>
        container.toUpperCase().includes(name.toUpperCase())
      )?.[1]
      const declared = body.upload.declaredMime
      mime = detected ?? (declared === 'application/octet-stream' ? undefined : declared)
      if (!mime) throw new HttpError(415, 'The file is not an audio format we can play.')
      const empty = (key: string) => fields[key] === undefined || fields[key] === ''
      if (empty('title')) fields.title = tags.title || titleFromFilename(body.upload.filename) || undefined
      if (empty('artist') && tags.artist) fields.artist = tags.artist
      if (empty('album') && tags.album) fields.album = tags.album
      if (empty('genre')) fields.genre = (await genreOfTag(this.db, tags.genre)) ?? fields.genre
      if (empty('duration')) fields.duration = Math.max(1, Math.round(tags.duration))
      picture = tags.picture
    }
    for (const key of ['release_date', 'cover_url']) if (fields[key] === '') fields[key] = null
    // A missing required field reads as empty, so the message is the form's ("Title is required").
    for (const key of ['title', 'artist']) if (fields[key] === undefined) fields[key] = ''
    const parsed = trackInputSchema.safeParse(fields)
    if (!parsed.success) {
      const error = apiError(parsed.error)
      throw badRequest(error.error, error.details)
    }
    await requireListedGenre(this.db, parsed.data.genre)
    return { input: parsed.data, mime, picture }
  }

  /**
   * The cover a write ends with: an uploaded image first, else the audio file's embedded picture when the fields
   * name no cover, else the cover_url field. An embedded picture that is no JPEG, PNG or WebP is skipped, not refused.
   */
  private async coverOf(body: TrackBody, input: TrackInputParsed, picture: Uint8Array | undefined) {
    if (body.cover) return this.media.storeCover(body.cover)
    if (picture && !input.cover_url) {
      const stored = await this.media.storeCover(picture).catch(() => null)
      if (stored) return stored
    }
    return input.cover_url || null
  }

  /** Creates a track; the staged upload is kept or discarded whatever happens. */
  async create(origin: AuditOrigin, body: TrackBody) {
    let upload = body.upload
    try {
      const { input, mime, picture } = await this.withMetadata(body)
      const cover_url = await this.coverOf(body, input, picture)
      let audio: { audio_key: string | null; mime_type: string | null; size: number | null } = {
        audio_key: null,
        mime_type: null,
        size: null
      }
      let audioHash: string | null = null
      if (upload && mime) {
        await this.tracks.refuseDuplicate(upload.hash)
        audioHash = upload.hash
        audio = { audio_key: await this.media.keepAudio(upload, mime), mime_type: mime, size: upload.size }
        upload = undefined
      }
      const stamp = new Date().toISOString()
      let created
      try {
        created = await this.tracks.create(origin, {
          ...columns(input),
          cover_url,
          ...audio,
          audio_hash: audioHash,
          created_at: stamp,
          updated_at: stamp
        })
      } catch (error) {
        // The file belongs to no row: it goes with the failed insert.
        if (audio.audio_key) await this.media.removeAudio(audio.audio_key)
        await this.releaseCover(cover_url)
        throw error
      }
      if (audio.audio_key) await this.audioStored?.(created.id)
      return created
    } finally {
      if (upload) await this.media.discardAudio(upload)
    }
  }

  /** Replaces a track's fields (and its audio, when a file came); the replaced files go after the commit. */
  async update(origin: AuditOrigin, id: number, body: TrackBody) {
    let upload = body.upload
    let newKey: string | null = null
    let newCover: string | null = null
    let committed = false
    try {
      const { input, mime, picture } = await this.withMetadata(body)
      newCover = await this.coverOf(body, input, picture)
      const changes: Updateable<TracksTable> = {
        ...columns(input),
        cover_url: newCover,
        updated_at: new Date().toISOString()
      }
      if (upload && mime) {
        const { size, hash } = upload
        await this.tracks.refuseDuplicate(hash, id)
        newKey = await this.media.keepAudio(upload, mime)
        upload = undefined
        Object.assign(changes, { audio_key: newKey, mime_type: mime, size, audio_hash: hash })
      }
      const storedAudio = newKey !== null
      const result = await this.tracks.update(origin, id, changes, storedAudio)
      if (!result) throw notFound(`Track ${id}`)
      newKey = null
      committed = true
      if (storedAudio) await this.audioStored?.(id)
      // Only after the commit: until then the old file is still the one the row names.
      await this.releaseAudio(result.replaced)
      await this.releaseCover(result.replacedCover)
      return result.row
    } finally {
      if (upload) await this.media.discardAudio(upload)
      // The update did not happen (validation, a deleted track, a failed commit): the new file is nobody's.
      if (newKey) await this.media.removeAudio(newKey)
      if (!committed) await this.releaseCover(newCover)
    }
  }

  /** Deletes a track with the files no other track names. */
  async remove(origin: AuditOrigin, id: number) {
    const deleted = await this.tracks.remove(origin, id)
    await this.releaseAudio(deleted.audio_key)
    await this.releaseCover(deleted.cover_url)
    return deleted
  }
}
