// `npm run seed -- [--tracks N] [--plays M] [--account role:email:password]…`
//   without --tracks: the demo catalogue (as on first start) plus the given sign-in accounts;
//   with --tracks N: appends N benchmark tracks (batched transactions) to the catalogue;
//   with --plays M: appends M plays over the last year (and one listener per 200 plays), then recounts the
//   daily roll-ups the music overview reads. `--tracks 1000000 --plays 10000000` builds the benchmark database.
import { loadConfig } from './config'
import { openDatabase } from './db/engine/database'
import { rebuildRollups } from './plays/rollups'
import { seedBig, seedPlays, type SeedAccount } from './db/seed'
import { DEFAULT_ADMIN_EMAIL } from './start-defaults'
import { prepareDatabase } from './startup'

function parseArgs(argv: string[]) {
  const options: { tracks?: number; plays?: number; small?: boolean; accounts: SeedAccount[] } = {
    accounts: []
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    const value = () => {
      const next = argv[++i]
      if (next === undefined) throw new Error(`${arg} needs a value`)
      return next
    }
    if (arg === '--tracks') {
      options.tracks = Number(value())
      if (!Number.isInteger(options.tracks) || options.tracks < 1)
        throw new Error('--tracks must be a positive whole number')
    } else if (arg === '--plays') {
      options.plays = Number(value())
      if (!Number.isInteger(options.plays) || options.plays < 1)
        throw new Error('--plays must be a positive whole number')
    } else if (arg === '--small') options.small = true
    else if (arg === '--account') {
      const [role, email, ...password] = value().split(':')
      if (!['admin', 'editor', 'viewer'].includes(role) || !email || password.length === 0)
        throw new Error('--account is role:email:password')
      options.accounts.push({ role: role as SeedAccount['role'], email, password: password.join(':') })
    } else throw new Error(`Unknown option ${arg}`)
  }
  return options
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const config = loadConfig()
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  const email = process.env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL
  // The same start-up work as `npm start`, under the same lock, so it may run while servers start.
  const report = await prepareDatabase(database, {
    mediaDir: config.mediaDir,
    adminEmail: email,
    adminPassword: process.env.ADMIN_PASSWORD || undefined,
    accounts: options.accounts,
    seed: options.small ? { tracks: 40, users: 20, playlists: 6, histories: 400 } : {}
  })
  if (report.admin.generatedPassword)
    console.log(`Created the administrator ${email} with the password: ${report.admin.generatedPassword}`)
  if (report.seeded) {
    const result = report.seeded
    console.log(
      `Demo catalogue: ${result.tracks} tracks, ${result.users} users, ${result.playlists} playlists, ${result.histories} plays, ${(result.audioBytes / 1e6).toFixed(1)} MB of audio.`
    )
  }
  if (options.tracks) {
    const started = Date.now()
    let last = 0
    await seedBig(database.db, config.mediaDir, options.tracks, (done) => {
      if (done - last >= 100_000 || done === options.tracks) {
        last = done
        console.log(`  ${done.toLocaleString('en')} tracks (${((Date.now() - started) / 1000).toFixed(0)} s)`)
      }
    })
    console.log(
      `Added ${options.tracks.toLocaleString('en')} tracks in ${((Date.now() - started) / 1000).toFixed(0)} s.`
    )
  }
  if (options.plays) {
    const started = Date.now()
    let last = 0
    await seedPlays(database, options.plays, {
      onProgress: (done) => {
        if (done - last >= 1_000_000 || done === options.plays) {
          last = done
          console.log(
            `  ${done.toLocaleString('en')} plays (${((Date.now() - started) / 1000).toFixed(0)} s)`
          )
        }
      }
    })
    console.log(
      `Added ${options.plays.toLocaleString('en')} plays in ${((Date.now() - started) / 1000).toFixed(0)} s.`
    )
  }
  if (options.tracks || options.plays) {
    const started = Date.now()
    // Bulk loads skip the per-batch roll-up work; one recount afterwards is much faster.
    await rebuildRollups(database.db)
    console.log(`Recounted the daily roll-ups in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
    if (database.sqlite) {
      // A bulk load leaves each text index in many segments; every lookup then reads them all (users: ~90 µs per
      // search against ~20 µs merged).
      if (options.tracks) database.sqlite.exec("insert into tracks_fts(tracks_fts) values('optimize')")
      database.sqlite.exec("insert into users_fts(users_fts) values('optimize')")
      database.sqlite.exec('analyze')
    } else {
      const { sql } = await import('kysely')
      // The count tables took an update per track loaded and keep their dead pages after a plain VACUUM: 28 live
      // rows of track_totals in 52 MB made every catalogue read scan 6,600 pages. They are small: rewrite them.
      await sql`vacuum full track_totals, track_count_days, track_count_months, play_daily, play_daily_genres, user_daily`.execute(
        database.db
      )
      // VACUUM too: it marks the freshly written pages all-visible, so counts can use index-only scans at once
      // rather than after autovacuum gets round to the table.
      await sql`vacuum analyze`.execute(database.db)
    }
  }
  await database.close()
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
