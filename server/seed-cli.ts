// `npm run seed -- [--tracks N] [--account role:email:password]…`
//   without --tracks: the demo catalogue (as on first start) plus the given sign-in accounts;
//   with --tracks N: appends N benchmark tracks (batched transactions) to the catalogue.
import { loadConfig } from './config'
import { openDatabase } from './db/database'
import { seedBig, type SeedAccount } from './db/seed'
import { DEFAULT_ADMIN_EMAIL } from './start-defaults'
import { prepareDatabase } from './startup'

function parseArgs(argv: string[]) {
  const options: { tracks?: number; small?: boolean; accounts: SeedAccount[] } = { accounts: [] }
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
    if (database.sqlite) {
      database.sqlite.exec("insert into tracks_fts(tracks_fts) values('optimize')")
      database.sqlite.exec('analyze')
    } else {
      // VACUUM too: it marks the freshly written pages all-visible, so counts can use index-only scans at once
      // rather than after autovacuum gets round to the table.
      await (await import('kysely')).sql`vacuum analyze`.execute(database.db)
    }
    console.log(
      `Added ${options.tracks.toLocaleString('en')} tracks in ${((Date.now() - started) / 1000).toFixed(0)} s.`
    )
  }
  await database.close()
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
