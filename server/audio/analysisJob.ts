// One run of a track's analysis, on the job queue (jobs/queue.ts, the queue of the webhooks): claim the track's file
// (analysisRepository.claim: one run per file across instances), analyse it through the analyser port, keep the
// rendition in the media store, write figures, findings, gain and waveform. While it runs, a heartbeat keeps the
// claim fresh; a run whose heartbeat stopped (its process died) is queued again at the next start (recoverAnalyses).
import type { Kysely } from 'kysely'
import { checkQuality, normalisationGain } from '../../src/contracts/audioAnalysis'
import type { DB } from '../db/schema'
import type { Job, JobQueue } from '../jobs/queue'
import type { AudioAnalyser } from './analyserPort'
import { claim, finishRun, heartbeat, interruptedRuns, markPending, trackAudio } from './analysisRepository'
import type { AnalysisRequests } from './analysisService'

export const ANALYSIS_QUEUE = 'audio-analysis'
export type AnalysisJob = { trackId: number }

/** A run refreshes its claim this often; one not refreshed for STALE_MS is taken to have died. */
export const HEARTBEAT_MS = 30_000
export const STALE_MS = 4 * HEARTBEAT_MS
/** Retries after a failed run (a file ffmpeg could not decode fails the same way; a busy machine may not). */
export const ANALYSIS_RETRIES = 2

/** Where the files are: the original's path, and the store that keeps a rendition. */
export type AnalysisFiles = {
  pathOf: (key: string) => string | null
  /** Moves an encoded rendition into the store; answers its key. */
  keepRendition: (path: string, mime: string) => Promise<string>
  removeRendition: (key: string) => Promise<void>
}

export type AnalysisDeps = {
  db: Kysely<DB>
  analyser: AudioAnalyser
  files: AnalysisFiles
  clock?: () => Date
  retries?: number
}

/** The queue's requests: one job per track, a second one dropped while the first waits. */
export function queueRequests(queue: JobQueue, retries = ANALYSIS_RETRIES): AnalysisRequests {
  return {
    send: (trackId) =>
      queue.send<AnalysisJob>(
        ANALYSIS_QUEUE,
        { trackId },
        { singletonKey: `track-${trackId}`, retryLimit: retries, retryDelaySeconds: 30, retryBackoff: true }
      )
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000)

/** Analyses a track's current file; answers what happened (for the CLI and the tests). */
export async function runAnalysis(
  deps: AnalysisDeps,
  trackId: number,
  attempt = 1
): Promise<'done' | 'unavailable' | 'skipped' | 'failed' | 'retry'> {
  const { db, analyser, files } = deps
  const now = () => (deps.clock?.() ?? new Date()).toISOString()
  const staleBefore = () => new Date((deps.clock?.() ?? new Date()).getTime() - STALE_MS).toISOString()
  const track = await trackAudio(db, trackId)
  if (!track) return 'skipped'
  const key = track.audio_key
  if (!(await claim(db, trackId, key, now(), staleBefore()))) return 'skipped'
  const beat = setInterval(() => void heartbeat(db, trackId, key, now()).catch(() => undefined), HEARTBEAT_MS)
  // A Node timer must not keep the process alive; the browser's (demo host) is a number without unref.
  if (typeof beat === 'object') beat.unref()
  let renditionKey: string | null = null
  try {
    const path = files.pathOf(key)
    if (!path) throw new Error(`The stored file ${key} is not in the media store`)
    const input = { path, mime: track.mime_type, size: track.size, storedDuration: track.duration }
    const outcome = await analyser.analyse(input)
    if (outcome.kind === 'unavailable') {
      await finishRun(
        db,
        trackId,
        key,
        {
          status: 'unavailable',
          error: outcome.reason,
          approximate: 0,
          analysed_at: now(),
          figures: null,
          gain_db: null,
          findings: '[]',
          finding_count: 0,
          waveform: null,
          rendition_key: null,
          rendition_codec: null,
          rendition_bitrate: null
        },
        now()
      )
      return 'unavailable'
    }
    const findings = checkQuality({
      ...outcome.figures,
      stored_duration: track.duration,
      expect_stereo: true
    })
    const rendition = analyser.encodeRendition ? await analyser.encodeRendition(input) : null
    if (rendition) renditionKey = await files.keepRendition(rendition.path, rendition.mime)
    const previous = track.analysis?.rendition_key ?? null
    const written = await finishRun(
      db,
      trackId,
      key,
      {
        status: 'done',
        error: null,
        approximate: outcome.approximate ? 1 : 0,
        analysed_at: now(),
        figures: JSON.stringify(outcome.figures),
        gain_db: normalisationGain(outcome.figures),
        findings: JSON.stringify(findings),
        finding_count: findings.length,
        waveform: JSON.stringify(outcome.waveform),
        rendition_key: renditionKey,
        rendition_codec: rendition?.codec ?? null,
        rendition_bitrate: rendition?.bitrate ?? null
      },
      now()
    )
    if (!written) return 'skipped'
    renditionKey = null
    if (previous) await files.removeRendition(previous)
    return 'done'
  } catch (error) {
    const last = attempt > (deps.retries ?? ANALYSIS_RETRIES)
    await finishRun(
      db,
      trackId,
      key,
      {
        status: last ? 'failed' : 'pending',
        error: message(error),
        approximate: 0,
        analysed_at: null,
        figures: null,
        gain_db: null,
        findings: '[]',
        finding_count: 0,
        waveform: null,
        rendition_key: null,
        rendition_codec: null,
        rendition_bitrate: null
      },
      now()
    )
    if (last) return 'failed'
    throw error
  } finally {
    clearInterval(beat)
    // Encoded but not written (the file changed meanwhile, or the write failed): the rendition is nobody's.
    if (renditionKey) await files.removeRendition(renditionKey)
  }
}

/** The queue's handler: a failed run throws while retries are left, so that the queue runs it again. */
export function analysisWorker(deps: AnalysisDeps) {
  return async (job: Job<AnalysisJob>) => {
    await runAnalysis(deps, job.data.trackId, job.attempt)
  }
}

/** At start: queue again what waits and what a dead process was analysing. Answers how many. */
export async function recoverAnalyses(
  db: Kysely<DB>,
  requests: AnalysisRequests,
  clock: () => Date = () => new Date()
): Promise<number> {
  const staleBefore = new Date(clock().getTime() - STALE_MS).toISOString()
  const runs = await interruptedRuns(db, staleBefore)
  for (const run of runs) {
    await markPending(db, run.track_id, run.audio_key, clock().toISOString())
    await requests.send(run.track_id)
  }
  return runs.length
}
