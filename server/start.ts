// `npm start`: build the SPA when it is missing or stale, migrate, make the first administrator, seed the demo
// catalogue on first start, then serve everything on one origin until Ctrl-C.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildApp } from './app'
import { loadConfig } from './config'
import { openDatabase } from './db/database'
import { migrate } from './db/migrations'
import { ensureAdmin, isSeeded, seedDemo } from './db/seed'
import { MediaStore } from './media/store'
import { sweepMedia } from './media/sweep'

import { DEFAULT_ADMIN_EMAIL } from './start-defaults'

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const info = statSync(path)
  if (!info.isDirectory()) return info.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

/** Builds the server-mode SPA (not the demo build) when dist/ is missing or older than its sources. */
function ensureBuild(staticDir: string): void {
  const index = resolve(staticDir, 'index.html')
  const sources = Math.max(
    ...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => newestMtime(p))
  )
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return
  console.log(
    existsSync(index)
      ? 'The app build is older than its sources: rebuilding…'
      : 'Building the app (first start)…'
  )
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', staticDir, '--emptyOutDir'],
    { stdio: 'inherit' }
  )
  if (result.status !== 0) throw new Error('The app build failed (see above).')
}

async function main(): Promise<void> {
  const config = loadConfig()
  if (config.staticDir && process.env.SKIP_BUILD !== '1') ensureBuild(config.staticDir)

  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  await migrate(database.db, database.dialect)

  const email = process.env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL
  const admin = await ensureAdmin(database.db, email, process.env.ADMIN_PASSWORD || undefined)
  if (admin.generatedPassword) {
    console.log(
      `\nCreated the administrator ${email} with the password:\n\n    ${admin.generatedPassword}\n\nIt is shown only this once; set ADMIN_PASSWORD before the first start to choose it.\n`
    )
  } else if (admin.created) {
    console.log(`Created the administrator ${email} (password from ADMIN_PASSWORD).`)
  }
  if (process.env.SEED !== '0' && !(await isSeeded(database.db))) {
    const started = Date.now()
    const result = await seedDemo(database.db, config.mediaDir)
    console.log(
      `Seeded the demo catalogue: ${result.tracks} tracks, ${result.users} users, ${result.playlists} playlists, ${result.histories} plays (${Date.now() - started} ms).`
    )
  }

  const app = await buildApp({ config, database, logStream: 'stdout' })
  // Uploads cut off by a crash and files whose row never committed: removed before serving, and every hour after
  // (then never younger than ten minutes, as uploads of this process may be in flight).
  const media = new MediaStore(config.mediaDir, config.secret, config.audioUrlTtl)
  const sweep = async (graceSeconds: number) => {
    try {
      const result = await sweepMedia(database.db, media, {
        graceMs: graceSeconds * 1000,
        log: (line) => app.log.info(line)
      })
      if (result.removed.length > 0)
        app.log.info(`media sweep removed ${result.removed.length} stray file(s), ${result.bytes} bytes`)
    } catch (err) {
      app.log.error({ err }, 'media sweep failed')
    }
  }
  await sweep(config.mediaSweepGraceSeconds)
  setInterval(() => void sweep(Math.max(config.mediaSweepGraceSeconds, 600)), 3600_000).unref()
  await app.listen({ host: config.host, port: config.port })
  console.log(
    `\nVibeline is running at http://${config.host}:${config.port}  (API docs: /docs; Ctrl-C stops it)\n`
  )

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: finishing open requests and closing the database…`)
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    await app.close()
    await database.close()
    console.log('Stopped.')
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
