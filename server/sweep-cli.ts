// `npm run media:sweep -- [--grace SECONDS]`: removes unfinished uploads and audio files no track refers to from the
// media folder, and says what it removed. Files younger than the grace (default MEDIA_SWEEP_GRACE, else 600 s
// here, since a server may be running) are left alone; --grace 0 only when no server uses the folder.
import { loadConfig } from './config'
import { openDatabase } from './db/database'
import { migrate } from './db/migrationFiles'
import { MediaStore } from './media/store'
import { sweepMedia } from './media/sweep'

function graceSeconds(argv: string[]): number {
  const at = argv.indexOf('--grace')
  if (at === -1) return process.env.MEDIA_SWEEP_GRACE ? Number(process.env.MEDIA_SWEEP_GRACE) : 600
  const raw = argv[at + 1]
  if (!raw || !/^\d+$/.test(raw)) throw new Error('--grace needs a whole number of seconds')
  return Number(raw)
}

async function main() {
  const grace = graceSeconds(process.argv.slice(2))
  const config = loadConfig()
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  try {
    await migrate(database.db, database.dialect)
    const media = new MediaStore(config.mediaDir, config.secret, config.audioUrlTtl)
    const result = await sweepMedia(database.db, media, {
      graceMs: grace * 1000,
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
