// Cover images stored beside the audio (DATA_DIR/media/covers), named by a hash of their content so the same
// picture uploaded twice (or embedded in every track of an album) is one file; served at /media/covers/<name>.
import { createHash, randomUUID } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import { MAX_COVER_BYTES } from '../../src/contracts/music'
import { COVER_TYPES, coverImageType } from '../../src/lib/imageType'
import type { DB } from '../db/schema'
import { HttpError } from '../errors'

export const COVER_URL_PREFIX = '/media/covers/'
const STORED_NAME = /^[a-f0-9]{40}\.(jpg|png|webp)$/

export const coversDir = (mediaDir: string) => join(mediaDir, 'covers')

/** The file of a stored cover's name ("<hash>.jpg"), or null for anything else (a generated "12.svg"). */
export function storedCoverPath(mediaDir: string, name: string): string | null {
  return STORED_NAME.test(name) ? join(coversDir(mediaDir), name) : null
}

export const isStoredCoverName = (name: string) => STORED_NAME.test(name)

/**
 * Stores a cover from its bytes and answers its same-origin URL ("/media/covers/<hash>.webp"). Refuses with 415
 * what is not JPEG, PNG or WebP by content, and with 413 what is larger than MAX_COVER_BYTES. The track form's
 * upload, the embedded picture of an uploaded audio file and the bulk upload all store covers through here.
 */
export async function storeCover(mediaDir: string, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > MAX_COVER_BYTES)
    throw new HttpError(413, `The cover image is larger than ${MAX_COVER_BYTES / 1024 / 1024} MB.`)
  const type = coverImageType(bytes)
  if (!type) throw new HttpError(415, 'The cover must be a JPEG, PNG or WebP image.')
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 40)}.${COVER_TYPES[type]}`
  const dir = coversDir(mediaDir)
  await mkdir(dir, { recursive: true })
  // Written aside and renamed: a reader never sees half a picture, and two stores of one picture agree.
  const tmp = join(dir, `.tmp-${randomUUID()}`)
  await writeFile(tmp, bytes)
  await rename(tmp, join(dir, name))
  return `${COVER_URL_PREFIX}${name}`
}

/** Deletes a stored cover that no track names any more; URLs of anything else are left alone. */
export async function releaseCover(db: Kysely<DB>, mediaDir: string, url: string | null): Promise<void> {
  if (!url?.startsWith(COVER_URL_PREFIX)) return
  const path = storedCoverPath(mediaDir, url.slice(COVER_URL_PREFIX.length))
  if (!path) return
  const users = await db.selectFrom('tracks').select('id').where('cover_url', '=', url).limit(1).execute()
  if (users.length === 0) await rm(path, { force: true })
}
