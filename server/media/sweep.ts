// Removes audio files nothing refers to: temporary uploads left by a crash or a cut connection (.upload-*), and
// stored files no track names (a crash between writing a file and committing its row), nor any track a bulk delete
// keeps for its undo. Run at start-up and by `npm run media:sweep`.
import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { renditionKeys } from '../audio/analysisRepository'
import type { MediaStore } from './store'

export type SweepResult = { removed: string[]; bytes: number; kept: number }

export const UPLOAD_PREFIX = '.upload-'

/**
 * The youngest a file may be for a sweep to remove it while a server may use the folder: an upload in flight writes
 * its temporary file at least every UPLOAD_IDLE_TIMEOUT (30 s), and a stored file waits for its row only while
 * its track is being written. Even with SQLite another process may share the folder (a second `npm start`).
 */
export const MIN_SWEEP_GRACE_SECONDS = 600

export const graceTooShort = (seconds: number) =>
  `A grace of ${seconds} s is below ${MIN_SWEEP_GRACE_SECONDS} s: the uploads in flight of a running server could be removed. ` +
  'Stop every server that uses this media folder and say so (media:sweep --no-server-running).'

/**
 * Files younger than `graceMs` stay: a server process using the folder may be writing them or about to commit the
 * row that names them. A grace below MIN_SWEEP_GRACE_SECONDS is refused unless `noServerRunning` says that no
 * server uses the folder.
 */
export async function sweepMedia(
  db: Kysely<DB>,
  media: MediaStore,
  options: { graceMs: number; noServerRunning?: boolean; now?: number; log?: (line: string) => void }
): Promise<SweepResult> {
  if (options.graceMs < MIN_SWEEP_GRACE_SECONDS * 1000 && !options.noServerRunning)
    throw new Error(graceTooShort(options.graceMs / 1000))
  const now = options.now ?? Date.now()
  const names = await readdir(media.dir).catch(() => [] as string[])
  const candidates = names.filter((name) => name.startsWith(UPLOAD_PREFIX) || media.pathOf(name) !== null)
  const result: SweepResult = { removed: [], bytes: 0, kept: 0 }
  if (candidates.length === 0) return result
  // Read after listing the folder: a file written and committed in between is then known to be referenced. The
  // tracks a bulk delete saved for its undo name theirs too, until the undo expires (jobs/undoExpiry.ts).
  const referenced = new Set(
    (
      await db
        .selectFrom('tracks')
        .select('audio_key')
        .where('audio_key', 'is not', null)
        .union(db.selectFrom('bulk_track_rows').select('audio_key').where('audio_key', 'is not', null))
        .union(renditionKeys(db))
        .execute()
    ).map((r) => r.audio_key)
  )
  for (const name of candidates) {
    if (referenced.has(name)) {
      result.kept++
      continue
    }
    const path = join(media.dir, name)
    const info = await stat(path).catch(() => null)
    if (!info?.isFile() || now - info.mtimeMs < options.graceMs) continue
    await rm(path, { force: true })
    result.removed.push(name)
    result.bytes += info.size
    options.log?.(
      `removed ${name.startsWith(UPLOAD_PREFIX) ? 'the unfinished upload' : 'the unreferenced audio file'} ${name} (${info.size} bytes)`
    )
  }
  return result
}
