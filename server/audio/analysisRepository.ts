// The rows of track_analysis (migration 0039): one per track with audio, describing the file named by audio_key.
// A row whose audio_key is not the track's any more is stale: the track reads as pending until analysed again.
import { sql, type Kysely } from 'kysely'
import type { AnalysisStatus } from '../../src/contracts/audioAnalysis'
import type { DB, TrackAnalysisTable } from '../db/schema'

export type AnalysisRow = Omit<
  TrackAnalysisTable,
  'status' | 'approximate' | 'findings' | 'finding_count' | 'attempts'
> & {
  status: AnalysisStatus
  approximate: number
  findings: string
  finding_count: number
  attempts: number
}

/** A track with audio, and its analysis row if it has one. */
export type TrackAudio = {
  id: number
  audio_key: string
  mime_type: string | null
  size: number | null
  duration: number
  analysis?: AnalysisRow
}

export async function trackAudio(db: Kysely<DB>, trackId: number): Promise<TrackAudio | undefined | null> {
  const track = await db
    .selectFrom('tracks')
    .select(['id', 'audio_key', 'mime_type', 'size', 'duration'])
    .where('id', '=', trackId)
    .executeTakeFirst()
  if (!track) return undefined
  if (!track.audio_key) return null
  const analysis = await analysisOf(db, trackId)
  return { ...track, audio_key: track.audio_key, analysis }
}

export function analysisOf(db: Kysely<DB>, trackId: number): Promise<AnalysisRow | undefined> {
  return db
    .selectFrom('track_analysis')
    .selectAll()
    .where('track_id', '=', trackId)
    .executeTakeFirst() as Promise<AnalysisRow | undefined>
}

/** What a track response carries of its analysis (track_id is the track's). */
export type TrackAnalysisBrief = {
  track_id: number
  status: AnalysisStatus
  gain_db: number | null
  audio_key: string
  rendition_key: string | null
}

/** The analysis brief of each of `ids` that has a row: what the track list shows. */
export async function briefsOf(db: Kysely<DB>, ids: number[]): Promise<Map<number, TrackAnalysisBrief>> {
  const found = new Map<number, TrackAnalysisBrief>()
  if (ids.length === 0) return found
  const rows = (await db
    .selectFrom('track_analysis')
    .select(['track_id', 'status', 'gain_db', 'audio_key', 'rendition_key'])
    .where('track_id', 'in', ids)
    .execute()) as TrackAnalysisBrief[]
  for (const row of rows) found.set(row.track_id, row)
  return found
}

/** Marks a track's current file as waiting for analysis (a new row, or an older one reset); a run in progress on the
 * same file is left to finish. */
export async function markPending(
  db: Kysely<DB>,
  trackId: number,
  audioKey: string,
  now: string
): Promise<void> {
  await db
    .insertInto('track_analysis')
    .values({ track_id: trackId, audio_key: audioKey, status: 'pending', updated_at: now })
    .onConflict((oc) =>
      oc
        .column('track_id')
        .doUpdateSet({
          audio_key: audioKey,
          status: 'pending',
          error: null,
          updated_at: now
        })
        .where((eb) =>
          eb.or([
            eb('track_analysis.status', '!=', 'analysing'),
            eb('track_analysis.audio_key', '!=', audioKey)
          ])
        )
    )
    .execute()
}

/**
 * Takes the analysis of a track's file for one run: true when this run holds it. Only a waiting row is taken (or one
 * whose run's heartbeat stopped before `staleBefore`, or that describes an older file): a row another run holds is
 * not, so two instances never analyse the same file at once, and a job sent twice finds the work done.
 */
export async function claim(
  db: Kysely<DB>,
  trackId: number,
  audioKey: string,
  now: string,
  staleBefore: string
): Promise<boolean> {
  await db
    .insertInto('track_analysis')
    .values({ track_id: trackId, audio_key: audioKey, status: 'pending', updated_at: now })
    .onConflict((oc) => oc.column('track_id').doNothing())
    .execute()
  const result = await db
    .updateTable('track_analysis')
    .set({
      audio_key: audioKey,
      status: 'analysing',
      error: null,
      attempts: sql`attempts + 1`,
      updated_at: now
    })
    .where('track_id', '=', trackId)
    .where((eb) =>
      eb.or([
        eb('audio_key', '!=', audioKey),
        eb('status', '=', 'pending'),
        eb.and([eb('status', '=', 'analysing'), eb('updated_at', '<', staleBefore)])
      ])
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Keeps a held run's claim fresh (its heartbeat); false when the run lost it. */
export async function heartbeat(db: Kysely<DB>, trackId: number, audioKey: string, now: string) {
  const result = await db
    .updateTable('track_analysis')
    .set({ updated_at: now })
    .where('track_id', '=', trackId)
    .where('audio_key', '=', audioKey)
    .where('status', '=', 'analysing')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export type AnalysisResult = Pick<
  TrackAnalysisTable,
  | 'error'
  | 'analysed_at'
  | 'figures'
  | 'gain_db'
  | 'waveform'
  | 'rendition_key'
  | 'rendition_codec'
  | 'rendition_bitrate'
> & { status: AnalysisStatus; approximate: number; findings: string; finding_count: number }

/** Writes a run's outcome, if the row still describes the file it analysed; answers whether it did. */
export async function finishRun(
  db: Kysely<DB>,
  trackId: number,
  audioKey: string,
  result: AnalysisResult,
  now: string
): Promise<boolean> {
  const written = await db
    .updateTable('track_analysis')
    .set({ ...result, updated_at: now })
    .where('track_id', '=', trackId)
    .where('audio_key', '=', audioKey)
    .where('status', '=', 'analysing')
    .executeTakeFirst()
  return Number(written.numUpdatedRows) === 1
}

/** Tracks with audio whose analysis is missing, stale, failed or unavailable (what "analyse all" queues). */
export async function tracksToAnalyse(db: Kysely<DB>): Promise<{ id: number; audio_key: string }[]> {
  const rows = await db
    .selectFrom('tracks')
    .leftJoin('track_analysis', 'track_analysis.track_id', 'tracks.id')
    .select(['tracks.id', 'tracks.audio_key'])
    .where('tracks.audio_key', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('track_analysis.track_id', 'is', null),
        eb('track_analysis.audio_key', '!=', eb.ref('tracks.audio_key')),
        eb('track_analysis.status', 'in', ['failed', 'unavailable'])
      ])
    )
    .orderBy('tracks.id')
    .execute()
  return rows as { id: number; audio_key: string }[]
}

/** Rows waiting, or held by a run whose heartbeat stopped (its process died): what a start-up queues again. */
export async function interruptedRuns(
  db: Kysely<DB>,
  staleBefore: string
): Promise<{ track_id: number; audio_key: string }[]> {
  return db
    .selectFrom('track_analysis')
    .innerJoin('tracks', 'tracks.id', 'track_analysis.track_id')
    .select(['track_analysis.track_id', 'track_analysis.audio_key'])
    .whereRef('tracks.audio_key', '=', 'track_analysis.audio_key')
    .where((eb) =>
      eb.or([
        eb('track_analysis.status', '=', 'pending'),
        eb.and([
          eb('track_analysis.status', '=', 'analysing'),
          eb('track_analysis.updated_at', '<', staleBefore)
        ])
      ])
    )
    .orderBy('track_analysis.track_id')
    .execute()
}

export type Progress = {
  total: number
  pending: number
  analysing: number
  done: number
  failed: number
  unavailable: number
}

/** How far the analysis of the catalogue is: every track with audio, by its analysis status (none or stale: pending). */
export async function progress(db: Kysely<DB>): Promise<Progress> {
  const rows = await db
    .selectFrom('tracks')
    .leftJoin('track_analysis', (join) =>
      join
        .onRef('track_analysis.track_id', '=', 'tracks.id')
        .onRef('track_analysis.audio_key', '=', 'tracks.audio_key')
    )
    .select((eb) => [
      eb.fn.coalesce('track_analysis.status', sql<string>`'pending'`).as('status'),
      eb.fn.countAll<number | string>().as('count')
    ])
    .where('tracks.audio_key', 'is not', null)
    .groupBy(sql`coalesce(track_analysis.status, 'pending')`)
    .execute()
  const result: Progress = { total: 0, pending: 0, analysing: 0, done: 0, failed: 0, unavailable: 0 }
  for (const row of rows) {
    const count = Number(row.count)
    result[row.status as AnalysisStatus] += count
    result.total += count
  }
  return result
}

/** Rendition keys in use (the media sweep keeps them). */
export function renditionKeys(db: Kysely<DB>) {
  return db
    .selectFrom('track_analysis')
    .select('rendition_key as audio_key')
    .where('rendition_key', 'is not', null)
}
