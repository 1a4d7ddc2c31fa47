// `npm run analyse` (server/analyse-cli.ts): queues every track whose analysis is missing, stale, failed or unavailable,
// and by default works the analysis queue in its own process until nothing waits, so that it needs no server running.
// A server running beside it is no harm: the queue gives each job to one worker (SKIP LOCKED on pg-boss, a leased
// UPDATE on SQLite) and the track's claim (analysisRepository.claim) keeps each file to one run, so the two share the
// work. `--no-work` leaves the analysing to a running server and only watches; `--queue-only` queues and returns.
import type { ServerConfig } from '../config'
import type { Db } from '../db/engine/database'
import { MediaStore } from '../media/store'
import { openQueue } from '../jobs/queueOpen'
import { analyseAll } from './analyseAll'
import {
  ANALYSIS_QUEUE,
  analysisWorker,
  queueRequests,
  recoverAnalyses,
  type AnalysisJob
} from './analysisJob'
import { progress, type Progress } from './analysisRepository'
import { AnalysisService } from './analysisService'
import { serverAnalyser, storeFiles } from './nodeAnalysis'

export type AnalyseFlags = { queueOnly: boolean; work: boolean }

export function analyseFlags(args: string[]): AnalyseFlags {
  return { queueOnly: args.includes('--queue-only'), work: !args.includes('--no-work') }
}

/** Runs the command on an open, migrated database; answers the last counts (null with --queue-only). */
export async function analyseCommand(
  database: Db,
  config: ServerConfig,
  flags: AnalyseFlags,
  report: (line: string) => void,
  tickMs = 2000
): Promise<Progress | null> {
  // Asked to analyse, this process polls even where the server's setting (QUEUE_POLL_MS=0) makes it only send.
  const queue = openQueue(database, { ...config, queuePollMs: config.queuePollMs || 1000 }, (err) =>
    report(`The job queue failed: ${err instanceof Error ? err.message : String(err)}`)
  )
  try {
    const requests = queueRequests(queue)
    if (flags.work && !flags.queueOnly) {
      const analyser = await serverAnalyser(config.ffmpegPath)
      const media = new MediaStore(config.mediaDir, config.secret, config.audioUrlTtl, config.previousSecrets)
      await queue.work<AnalysisJob>(
        ANALYSIS_QUEUE,
        analysisWorker({ db: database.db, analyser, files: storeFiles(media) })
      )
      report(`Analysing in this process with ${analyser.name}; a running server's worker shares the queue.`)
      // What a stopped server (or an interrupted run of this command) left waiting or half done.
      const recovered = await recoverAnalyses(database.db, requests)
      if (recovered) report(`Queued ${recovered} interrupted analysis(es) again.`)
    } else if (!flags.queueOnly) report('Watching only (--no-work): a running server analyses the tracks.')
    const service = new AnalysisService(database.db, requests)
    return await analyseAll(
      {
        requestAll: () => service.requestAll(),
        progress: () => progress(database.db),
        report,
        tick: () => new Promise((resolve) => setTimeout(resolve, tickMs))
      },
      flags.queueOnly
    )
  } finally {
    await queue.stop()
  }
}
