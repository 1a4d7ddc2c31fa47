// `npm start`: build the SPA when it is missing or stale, migrate, make the first administrator, seed the demo
// catalogue on first start, then serve everything on one origin until Ctrl-C, in one process per core (WORKERS).
import { spawnSync } from 'node:child_process'
import cluster from 'node:cluster'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildApp } from './app'
import { humanLogStream } from './humanLog'
import { loadConfig, type ServerConfig } from './config'
import { openDatabase } from './db/engine/database'
import { serveRateLimitsToWorkers } from './rateLimit'
import { prepareDatabase, sweepStrayMedia } from './startup'
import { DEFAULT_ADMIN_EMAIL } from './start-defaults'
import { signInBanner, type SignInInfo } from './banner'

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
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', staticDir, '--emptyOutDir', '--logLevel', 'warn'],
    { stdio: 'inherit' }
  )
  if (result.status !== 0) throw new Error('The app build failed (see above).')
}

/** The once-per-service work, under the database's start-up lock (other instances may be starting too). */
async function prepare(config: ServerConfig): Promise<Omit<SignInInfo, 'url'>> {
  const database = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolMax: config.databasePoolMax
  })
  try {
    const email = process.env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL
    const report = await prepareDatabase(database, {
      mediaDir: config.mediaDir,
      adminEmail: email,
      adminPassword: process.env.ADMIN_PASSWORD || undefined,
      seed: process.env.SEED === '0' ? false : {}
    })
    if (report.admin.created && !report.admin.generatedPassword)
      console.log(`Created the administrator ${report.admin.email} (password from ADMIN_PASSWORD).`)
    if (report.seeded) {
      const seeded = report.seeded
      console.log(
        `Seeded the demo catalogue: ${seeded.tracks} tracks, ${seeded.users} users, ${seeded.playlists} playlists, ${seeded.histories} plays (${seeded.ms} ms).`
      )
    }
    await sweepStrayMedia(config, database, (line) => console.log(line))
    return { email: report.admin.email, password: report.admin.generatedPassword }
  } finally {
    await database.close()
  }
}

const runningAt = (config: ServerConfig) => `http://${config.host}:${config.port}`

/** Serves until SIGINT/SIGTERM: then refuses new connections, lets requests in flight finish, and exits. */
async function serve(config: ServerConfig, admin?: Omit<SignInInfo, 'url'>): Promise<void> {
  const database = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolMax: config.databasePoolMax
  })
  const app = await buildApp({
    config,
    database,
    logStream: config.logFormat === 'json' ? 'stdout' : humanLogStream(process.stdout)
  })
  await app.listen({ host: config.host, port: config.port })
  // Every hour one process of this machine sweeps again, with the same grace as at start-up.
  if (cluster.isPrimary || cluster.worker?.id === 1)
    setInterval(() => void sweepStrayMedia(config, database, (l) => app.log.info(l)), 3600_000).unref()
  if (cluster.isPrimary && admin) console.log(`\n${signInBanner({ url: runningAt(config), ...admin })}\n`)

  let stopping = false
  const stop = async (why: string) => {
    if (stopping) return
    stopping = true
    if (cluster.isPrimary) console.log(`\n${why}: finishing open requests and closing the database…`)
    const force = setTimeout(() => process.exit(1), config.shutdownTimeoutMs)
    force.unref()
    await app.close()
    await database.close()
    if (cluster.isPrimary) console.log('Stopped.')
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))
  // A worker whose primary is gone has no one to hand it connections.
  if (cluster.isWorker) process.on('disconnect', () => void stop('the primary process stopped'))
}

/**
 * The cluster primary: forks the workers (which share the port), counts the request limits for all of them,
 * replaces a worker that dies, and on SIGINT/SIGTERM stops them all gracefully.
 */
function supervise(config: ServerConfig, admin: Omit<SignInInfo, 'url'>): void {
  serveRateLimitsToWorkers()
  const listening = new Set<number>()
  // One worker folds new plays into the play counts (plays/playCounts.ts) and deletes expired undos (jobs/undoExpiry.ts);
  // doing either in every worker only raced the others for the write lock. A replacement for that worker takes the
  // tasks over.
  let folding: number | undefined
  // A replacement worker's id → the pid of the process it replaces, until it listens.
  const replacing = new Map<number, number>()
  const fork = (folds: boolean, replaces?: number) => {
    const worker = cluster.fork(folds ? {} : { PLAY_COUNT_FOLD_MS: '0', UNDO_EXPIRY_MS: '0' })
    if (folds) folding = worker.id
    if (replaces !== undefined) replacing.set(worker.id, replaces)
  }
  let stopping = false
  let exitCode = 0
  const running = () => Object.values(cluster.workers ?? {}).filter((w) => w !== undefined)

  const stopAll = (why: string, code = 0) => {
    if (stopping) return
    stopping = true
    exitCode = code
    console.log(`\n${why}: finishing open requests in every process…`)
    const force = setTimeout(() => {
      for (const worker of running()) worker.process.kill('SIGKILL')
      process.exit(1)
    }, config.shutdownTimeoutMs + 2000)
    force.unref()
    if (running().length === 0) process.exit(exitCode)
    for (const worker of running()) worker.process.kill('SIGTERM')
  }

  let announced = false
  cluster.on('listening', (worker) => {
    listening.add(worker.id)
    const replaced = replacing.get(worker.id)
    if (replaced !== undefined) {
      console.log(`Server process ${worker.process.pid} is serving in place of ${replaced}.`)
      replacing.delete(worker.id)
    }
    if (!announced && listening.size === config.workers) {
      announced = true
      console.log(
        `\n${signInBanner({ url: `${runningAt(config)} (${config.workers} processes)`, ...admin })}\n`
      )
    }
  })
  cluster.on('exit', (worker, code, signal) => {
    const served = listening.delete(worker.id)
    if (stopping) {
      if (running().length === 0) {
        console.log('Stopped.')
        process.exit(exitCode)
      }
    } else if (!served) {
      // It failed before it could serve: another one would fail the same way.
      console.error(`A server process failed to start (${signal ?? `exit code ${code}`}); stopping.`)
      stopAll('Start-up failure', 1)
    } else {
      console.error(
        `Server process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another.`
      )
      fork(worker.id === folding, worker.process.pid)
    }
  })
  process.on('SIGINT', () => stopAll('SIGINT'))
  process.on('SIGTERM', () => stopAll('SIGTERM'))
  for (let i = 0; i < config.workers; i++) fork(i === 0)
}

async function main(): Promise<void> {
  const config = loadConfig()
  if (cluster.isWorker) return serve(config)
  if (config.staticDir && process.env.SKIP_BUILD !== '1') ensureBuild(config.staticDir)
  const admin = await prepare(config)
  if (config.workers > 1) supervise(config, admin)
  else await serve(config, admin)
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
