// `npm run media:sweep -- [--grace SECONDS] [--no-server-running]`: removes unfinished uploads and audio files no
// track refers to from the media folder, and says what it removed. Files younger than the grace (default
// MEDIA_SWEEP_GRACE, else 600 s) are left alone, since a server may be writing them; a grace below 600 s is refused
// unless --no-server-running says that every server using the folder is stopped.
import { loadConfig } from './config'
import { openDatabase } from './db/engine/database'
import { migrate } from './db/migrationFiles'
import { MediaStore } from './media/store'
import { graceTooShort, MIN_SWEEP_GRACE_SECONDS, sweepMedia } from './media/sweep'

function sweepOptions(argv: string[]): { grace: number; noServerRunning: boolean } {
  const noServerRunning = argv.includes('--no-server-running')
  const at = argv.indexOf('--grace')
  const raw = at === -1 ? process.env.MEDIA_SWEEP_GRACE || String(MIN_SWEEP_GRACE_SECONDS) : argv[at + 1]
  if (!raw || !/^\d+$/.test(raw)) throw new Error('--grace needs a whole number of seconds')
  const grace = Number(raw)
  if (grace < MIN_SWEEP_GRACE_SECONDS && !noServerRunning) throw new Error(graceTooShort(grace))
  return { grace, noServerRunning }
}

async function main() {
  const { grace, noServerRunning } = sweepOptions(process.argv.slice(2))
  const config = loadConfig()
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  try {
    await migrate(database.db, database.dialect)
    const media = new MediaStore(config.mediaDir, config.secret, config.audioUrlTtl)
    const result = await sweepMedia(database.db, media, {
      graceMs: grace * 1000,
      noServerRunning,
      log: (line) => console.log(line)
    })
    console.log(
      `Media sweep: removed ${result.removed.length} file(s), ${(result.bytes / 1e6).toFixed(1)} MB; ${result.kept} referenced file(s) kept.`
    )
  } finally {
    await database.close()
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
