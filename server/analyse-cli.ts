// `npm run analyse -- [--queue-only]`: queues the analysis of every track whose analysis is missing, failed or
// unavailable (issue 38) and prints the progress until done; a running server's worker analyses them.
import { loadConfig } from './config'
import { openDatabase } from './db/engine/database'
import { migrate } from './db/migrationFiles'
import { openQueue } from './jobs/queueOpen'
import { queueRequests } from './audio/analysisJob'
import { AnalysisService } from './audio/analysisService'
import { progress } from './audio/analysisRepository'
import { analyseAll } from './audio/analyseAll'

async function main() {
  const queueOnly = process.argv.slice(2).includes('--queue-only')
  const config = loadConfig()
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  const queue = openQueue(database, config, (err) => console.error(err))
  try {
    await migrate(database.db, database.dialect)
    const service = new AnalysisService(database.db, queueRequests(queue))
    await analyseAll(
      {
        requestAll: () => service.requestAll(),
        progress: () => progress(database.db),
        report: (line) => console.log(line),
        tick: () => new Promise((resolve) => setTimeout(resolve, 2000))
      },
      queueOnly
    )
  } finally {
    await queue.stop()
    await database.close()
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exitCode = 1
})
