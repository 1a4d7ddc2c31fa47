// Server settings, read once from the environment (README "The API server" lists them).
import { randomBytes } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'

export type ServerConfig = {
  host: string
  port: number
  dataDir: string
  mediaDir: string
  /** PostgreSQL connection string; SQLite at dataDir/vibeline.db when unset. */
  databaseUrl?: string
  /** PostgreSQL connections per server process. */
  databasePoolMax: number
  /** PostgreSQL schema to use (tests give every file its own). */
  databaseSchema?: string
  /** The built SPA to serve; none when unset or missing. */
  staticDir?: string
  secret: string
  /** Earlier signing secrets still accepted (not used to sign) while a new JWT_SECRET is rolled out. */
  previousSecrets: string[]
  accessTokenTtl: number
  refreshTokenTtl: number
  audioUrlTtl: number
  allowRegistration: boolean
  loginRateMax: number
  loginRateWindowMs: number
  registerRateMax: number
  registerRateWindowMs: number
  /** Redis for the state every instance shares (rate limits); this process's memory when unset. */
  redisUrl?: string
  /** Prefix of every Redis key, so that several services (or test runs) can share one Redis database. */
  redisPrefix: string
  /** Server processes `npm start` runs on this machine (node:cluster); 1 runs a single process. */
  workers: number
  /** How long a stopping server lets requests in flight finish before it exits anyway. */
  shutdownTimeoutMs: number
  maxAudioBytes: number
  logLevel: string
}

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number, got "${raw}"`)
  return value
}

/** The signing secret: JWT_SECRET, else one generated on first start and kept in the data folder. */
function loadSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long')
    return env.JWT_SECRET
  }
  const file = join(dataDir, 'secret.key')
  if (!existsSync(file)) {
    // Processes starting together must end up with one secret: each writes a whole file of its own, and only the
    // first link to the shared name wins (link fails when the name exists); everyone then reads the winner's.
    const mine = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(mine, randomBytes(32).toString('hex') + '\n', { mode: 0o600 })
    try {
      linkSync(mine, file)
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    } finally {
      rmSync(mine, { force: true })
    }
  }
  return readFileSync(file, 'utf8').trim()
}

function workersEnv(env: NodeJS.ProcessEnv): number {
  const raw = env.WORKERS
  if (raw === undefined || raw === '' || raw === 'auto') return availableParallelism()
  return intEnv(env, 'WORKERS', 1)
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {}
): ServerConfig {
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? 'data')
  const mediaDir = resolve(overrides.mediaDir ?? (env.MEDIA_DIR || join(dataDir, 'media')))
  mkdirSync(dataDir, { recursive: true })
  mkdirSync(mediaDir, { recursive: true })
  return {
    host: env.HOST ?? '127.0.0.1',
    port: intEnv(env, 'PORT', 3000),
    dataDir,
    mediaDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: intEnv(env, 'DATABASE_POOL_MAX', 10),
    staticDir: env.STATIC_DIR ?? 'dist',
    secret: loadSecret(env, dataDir),
    previousSecrets: env.JWT_SECRET_PREVIOUS ? [env.JWT_SECRET_PREVIOUS] : [],
    accessTokenTtl: intEnv(env, 'ACCESS_TOKEN_TTL', 600),
    refreshTokenTtl: intEnv(env, 'REFRESH_TOKEN_TTL', 7 * 24 * 3600),
    audioUrlTtl: intEnv(env, 'AUDIO_URL_TTL', 3600),
    allowRegistration: env.ALLOW_REGISTRATION === '1',
    loginRateMax: intEnv(env, 'LOGIN_RATE_MAX', 10),
    loginRateWindowMs: intEnv(env, 'LOGIN_RATE_WINDOW', 60) * 1000,
    registerRateMax: intEnv(env, 'REGISTER_RATE_MAX', 5),
    registerRateWindowMs: intEnv(env, 'REGISTER_RATE_WINDOW', 3600) * 1000,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX ?? 'vibeline:',
    workers: workersEnv(env),
    shutdownTimeoutMs: intEnv(env, 'SHUTDOWN_TIMEOUT', 10) * 1000,
    maxAudioBytes: intEnv(env, 'MAX_AUDIO_BYTES', 50 * 1024 * 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
    ...overrides
  }
}
