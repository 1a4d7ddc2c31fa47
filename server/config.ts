// Server settings, read once from the environment (README "The API server" lists them).
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

export type ServerConfig = {
  host: string
  port: number
  dataDir: string
  mediaDir: string
  /** PostgreSQL connection string; SQLite at dataDir/vibeline.db when unset. */
  databaseUrl?: string
  /** PostgreSQL schema to use (tests give every file its own). */
  databaseSchema?: string
  /** The built SPA to serve; none when unset or missing. */
  staticDir?: string
  secret: string
  accessTokenTtl: number
  refreshTokenTtl: number
  audioUrlTtl: number
  allowRegistration: boolean
  loginRateMax: number
  loginRateWindowMs: number
  maxAudioBytes: number
  logLevel: string
  /** Keep the heavier stats answers while the roll-ups they come from are unchanged (STATS_CACHE=0: off). */
  statsCache: boolean
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
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret + '\n', { mode: 0o600 })
  return secret
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {}
): ServerConfig {
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? 'data')
  const mediaDir = overrides.mediaDir ?? join(dataDir, 'media')
  mkdirSync(mediaDir, { recursive: true })
  return {
    host: env.HOST ?? '127.0.0.1',
    port: intEnv(env, 'PORT', 3000),
    dataDir,
    mediaDir,
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: env.STATIC_DIR ?? 'dist',
    secret: loadSecret(env, dataDir),
    accessTokenTtl: intEnv(env, 'ACCESS_TOKEN_TTL', 600),
    refreshTokenTtl: intEnv(env, 'REFRESH_TOKEN_TTL', 7 * 24 * 3600),
    audioUrlTtl: intEnv(env, 'AUDIO_URL_TTL', 3600),
    allowRegistration: env.ALLOW_REGISTRATION === '1',
    loginRateMax: intEnv(env, 'LOGIN_RATE_MAX', 10),
    loginRateWindowMs: intEnv(env, 'LOGIN_RATE_WINDOW', 60) * 1000,
    maxAudioBytes: intEnv(env, 'MAX_AUDIO_BYTES', 50 * 1024 * 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
    statsCache: env.STATS_CACHE !== '0',
    ...overrides
  }
}
