// `npm run reset-password -- <email>`: prints a new one-time password for the account (README, first lines).
import { framed } from './banner'
import { loadConfig } from './config'
import { openDatabase } from './db/engine/database'
import { migrate } from './db/migrationFiles'
import { resetPassword } from './resetPassword'

async function main() {
  const email = process.argv[2]
  if (!email) {
    console.error('Usage: npm run reset-password -- <email>')
    process.exit(2)
  }
  const config = loadConfig()
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  try {
    await database.exclusive(() => migrate(database.db, database.dialect))
    const result = await resetPassword(database.db, email)
    if (!result.ok) {
      console.error(result.reason)
      process.exitCode = 1
      return
    }
    console.log(
      `\n${framed([
        `New password for ${result.email}: ${result.password}`,
        '',
        'It is shown only this once; every session of this account was signed out.'
      ])}\n`
    )
  } finally {
    await database.close()
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
