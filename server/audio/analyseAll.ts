// `npm run analyse`'s core (server/analyse-cli.ts): queues every track whose analysis is missing, stale, failed or
// unavailable, then reports the progress counts until nothing is pending or analysing. Who analyses (this process's
// worker, a running server's, or both) is analyseCommand.ts's choice.
import type { Progress } from './analysisRepository'

export type AnalyseAllDeps = {
  requestAll: () => Promise<{ queued: number }>
  progress: () => Promise<Progress>
  report: (line: string) => void
  /** Resolves when it is time to read the counts again. */
  tick: () => Promise<void>
}

export const progressLine = (p: Progress) =>
  `${p.done}/${p.total} analysed, ${p.pending} waiting, ${p.analysing} analysing, ${p.failed} failed, ${p.unavailable} unavailable`

export async function analyseAll(deps: AnalyseAllDeps, queueOnly: boolean): Promise<Progress | null> {
  const { queued } = await deps.requestAll()
  deps.report(`Queued ${queued} track(s) for analysis.`)
  if (queueOnly) return null
  for (;;) {
    const counts = await deps.progress()
    deps.report(progressLine(counts))
    if (counts.pending + counts.analysing === 0) return counts
    await deps.tick()
  }
}
