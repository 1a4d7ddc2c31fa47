// The media port on the server (media/mediaPort.ts): staged uploads are files in the media folder, read by
// music-metadata, hashed with node:crypto, kept by renaming them into place.
import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { parseFile } from 'music-metadata'
import { COVER_URL_PREFIX, storeCover, storedCoverPath } from './covers'
import type { MediaPort, StagedAudio } from './mediaPort'
import type { MediaStore } from './store'

/** SHA-256 (hex) of a file's bytes. */
async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

export function nodeMedia(mediaDir: string, store: MediaStore): MediaPort {
  const staged = (file: StagedAudio) => join(mediaDir, file.ref)
  const coverPath = (url: string) =>
    url.startsWith(COVER_URL_PREFIX) ? storedCoverPath(mediaDir, url.slice(COVER_URL_PREFIX.length)) : null
  return {
    async stageAudio(bytes, info) {
      const ref = `.upload-${randomUUID()}`
      const path = join(mediaDir, ref)
      try {
        await pipeline(bytes instanceof Readable ? bytes : Readable.from(bytes), createWriteStream(path))
        return { ref, ...info, size: (await stat(path)).size, hash: await hashFile(path) }
      } catch (error) {
        await rm(path, { force: true })
        throw error
      }
    },
    async readTags(file) {
      let meta
      try {
        meta = await parseFile(staged(file), { duration: true, skipCovers: false })
      } catch {
        return undefined
      }
      const pictures = meta.common.picture ?? []
      return {
        container: meta.format.container,
        duration: meta.format.duration,
        title: meta.common.title,
        artist: meta.common.artist,
        album: meta.common.album,
        genre: meta.common.genre?.[0],
        picture: (pictures.find((p) => /front/i.test(p.type ?? '')) ?? pictures[0])?.data
      }
    },
    async keepAudio(file, mime) {
      const key = store.newKey(mime)
      await rename(staged(file), join(mediaDir, key))
      return key
    },
    discardAudio: (file) => rm(staged(file), { force: true }),
    removeAudio: (key) => store.remove(key),
    storeCover: (bytes) => storeCover(mediaDir, bytes),
    ownsCover: (url) => coverPath(url) !== null,
    async removeCover(url) {
      const path = coverPath(url)
      if (path) await rm(path, { force: true })
    }
  }
}
