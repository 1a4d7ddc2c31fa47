// `npm run analyse -- [--no-work | --queue-only]`: queues the analysis of every track whose analysis is missing,
// failed or unavailable (issue 38), analyses them in this process (beside a running server's worker, if any) and
// prints the progress until done. audio/analyseCommand.ts says what the flags do.
import { loadConfig } from './config'
import { openDatabase } from './db/engine/database'
import { migrate } from './db/migrationFiles'
import { analyseCommand, analyseFlags } from './audio/analyseCommand'

async function main() {
  const config = loadConfig()
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  try {
    await migrate(database.db, database.dialect)
    await analyseCommand(database, config, analyseFlags(process.argv.slice(2)), (line) => console.log(line))
  } finally {
    await database.close()
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exitCode = 1
})
