// releases.readiness_errors (migration 0040): how many readiness errors each release has, so that the release list's
// "has errors" filter reads one indexed column instead of every release's tracks. This module is its one owner: a
// service that changes what the checks read (a release's fields, which tracks are on it, a track's link, flags or
// credits) runs that change through keepingReadiness, or refreshes the release it changed, inside its transaction.
// The count is readinessErrorCount (./readinessFilter), the SQL the oracle test holds to the release page's checks.
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { DB } from '../db/schema'
import { readinessErrorCount } from './readinessFilter'

/** Releases per UPDATE: a bulk edit of many tracks touches many releases. */
const CHUNK = 1000

/** Recounts the stored readiness errors of these releases (nulls and repeats are ignored). */
export async function refreshReadinessErrors(
  db: Kysely<DB>,
  releaseIds: Iterable<number | null | undefined>
): Promise<void> {
  const ids = [...new Set([...releaseIds].filter((id): id is number => typeof id === 'number'))].sort(
    (a, b) => a - b
  )
  for (let at = 0; at < ids.length; at += CHUNK)
    await sql`update releases set readiness_errors = ${readinessErrorCount()}
      where id in (${sql.join(ids.slice(at, at + CHUNK))})`.execute(db)
}

/** The releases the tracks of `trackIds` (a query of one column of track ids) are on now. */
export async function releasesOfTracks(db: Kysely<DB>, trackIds: RawBuilder<unknown>): Promise<number[]> {
  const { rows } = await sql<{ release_id: number }>`select distinct release_id from track_links
    where track_id in (${trackIds}) and release_id is not null`.execute(db)
  return rows.map((r) => Number(r.release_id))
}

/**
 * Runs `work`, a change of the tracks of `trackIds`, and recounts the releases they were on before and are on after
 * (a track may move to another release, or go).
 */
export async function keepingReadiness<T>(
  db: Kysely<DB>,
  trackIds: RawBuilder<unknown>,
  work: () => Promise<T>
): Promise<T> {
  const before = await releasesOfTracks(db, trackIds)
  const result = await work()
  await refreshReadinessErrors(db, [...before, ...(await releasesOfTracks(db, trackIds))])
  return result
}
