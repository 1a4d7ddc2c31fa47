// Demo mode's files (the media port of server/media/mediaPort.ts, as a page keeps them): an uploaded audio file or
// cover stays an object URL of this page, read by music-metadata (which the track form loads too) for its tags. They
// last as long as the page: after a reload a track's uploaded audio is its synthesized melody again.
import { MAX_COVER_BYTES } from '@/contracts/music'
import { coverImageType } from '@/lib/imageType'
import type { AudioTags, MediaPort, StagedAudio } from '../../../../server/media/mediaPort'
import { HttpError } from '../../../../server/httpError'

const UPLOADED = 'demo-upload:'
const staged = new Map<string, Blob>()
const kept = new Map<string, string>()

async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer())
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Sets an uploaded file aside, as the server stages the audio part of a multipart body. */
export async function stageFile(file: File): Promise<StagedAudio> {
  const ref = crypto.randomUUID()
  staged.set(ref, file)
  return {
    ref,
    filename: file.name,
    declaredMime: file.type || 'application/octet-stream',
    size: file.size,
    hash: await sha256Hex(file)
  }
}

/** The object URL of an audio file uploaded in this page, if the key names one it still holds. */
export const uploadedAudioUrl = (key: string | null): string | undefined => (key ? kept.get(key) : undefined)

async function readTags(audio: StagedAudio): Promise<AudioTags | undefined> {
  const blob = staged.get(audio.ref)
  if (!blob) return undefined
  const { parseBlob } = await import('music-metadata')
  try {
    const { common, format } = await parseBlob(blob, { duration: true })
    const picture = common.picture?.find((p) => p.type === 'Cover (front)') ?? common.picture?.[0]
    return {
      container: format.container,
      duration: format.duration,
      title: common.title,
      artist: common.artist,
      album: common.album,
      genre: common.genre?.[0],
      picture: picture?.data
    }
  } catch {
    return undefined
  }
}

export const demoFiles: MediaPort = {
  stageAudio: () => Promise.reject(new Error('Demo mode stages the File itself (stageFile).')),
  readTags,
  async keepAudio(audio) {
    const blob = staged.get(audio.ref)
    if (!blob) throw new HttpError(400, 'The audio file is no longer here; choose it again.')
    staged.delete(audio.ref)
    const key = `${UPLOADED}${audio.ref}`
    kept.set(key, URL.createObjectURL(blob))
    return key
  },
  discardAudio: async (audio) => void staged.delete(audio.ref),
  async removeAudio(key) {
    const url = kept.get(key)
    if (url) URL.revokeObjectURL(url)
    kept.delete(key)
  },
  // As the server's media/covers.ts refuses them: too large, or no JPEG, PNG or WebP by content.
  async storeCover(bytes) {
    if (bytes.byteLength > MAX_COVER_BYTES)
      throw new HttpError(413, `The cover image is larger than ${MAX_COVER_BYTES / 1024 / 1024} MB.`)
    const type = coverImageType(bytes)
    if (!type) throw new HttpError(415, 'The cover must be a JPEG, PNG or WebP image.')
    return URL.createObjectURL(new Blob([bytes as BlobPart], { type }))
  },
  ownsCover: (url) => url.startsWith('blob:'),
  removeCover: async (url) => URL.revokeObjectURL(url)
}
