// Server settings, read once from the environment (docs/api-server.md lists them).
import { randomBytes } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { MIN_SWEEP_GRACE_SECONDS } from './media/sweep'
import { readOidcSettings, type OidcSettings } from './accounts/oidcSettings'

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
  /**
   * Whom to believe about the client's address (X-Forwarded-For): false (the socket's peer, the default), true
   * (any proxy), a number of proxy hops, or addresses/CIDRs of trusted proxies. Rate limits key on that address.
   */
  trustProxy: boolean | number | string
  loginRateMax: number
  /** Requests one API key may make per apiKeyRateWindowMs (API_KEY_RATE_MAX, API_KEY_RATE_WINDOW seconds). */
  apiKeyRateMax: number
  apiKeyRateWindowMs: number
  loginRateWindowMs: number
  /**
   * Failed sign-ins one client address may make across all accounts per loginAddressWindowMs before it waits
   * (LOGIN_ADDRESS_FAILURES_MAX, default 30; LOGIN_ADDRESS_WINDOW seconds, default 900): password spraying.
   */
  loginAddressMax: number
  loginAddressWindowMs: number
  registerRateMax: number
  registerRateWindowMs: number
  /** How long a refresh token that was just rotated may be used again for the same new pair (two tabs at once). */
  refreshGraceSeconds: number
  /** Redis for the state every instance shares (rate limits); this process's memory when unset. */
  redisUrl?: string
  /** Prefix of every Redis key, so that several services (or test runs) can share one Redis database. */
  redisPrefix: string
  /** Server processes `npm start` runs on this machine (node:cluster); 1 runs a single process. */
  workers: number
  /** How long a stopping server lets requests in flight finish before it exits anyway. */
  shutdownTimeoutMs: number
  maxAudioBytes: number
  /**
   * An upload that sends nothing for this long (UPLOAD_IDLE_TIMEOUT seconds, default 30) is answered 408 and its
   * connection closed, its temporary file removed (server/http/multipartGuard.ts).
   */
  uploadIdleMs: number
  /**
   * Seconds a stray media file must be old before the start-up and hourly sweeps remove it (MEDIA_SWEEP_GRACE):
   * at least, and by default, MIN_SWEEP_GRACE_SECONDS (600) on both engines, since a running server (another
   * instance, or a second `npm start` on the same folder) may be writing it.
   */
  mediaSweepGraceSeconds: number
  logLevel: string
  /** `json`: pino's JSON lines, for a log collector (LOG_FORMAT=json); `human` (default): one short line per request. */
  logFormat: 'json' | 'human'
  /** Keep the heavier stats answers while the roll-ups they come from are unchanged (STATS_CACHE=0: off). */
  statsCache: boolean
  /**
   * How often (ms) the process folds stored and deleted plays into the roll-ups and the tracks' play counts, the
   * delay of the music overview and of the track list's plays column (PLAY_COUNT_FOLD_MS; 0: never, for tests that
   * fold by hand).
   */
  playCountFoldMs: number
  /**
   * PostgreSQL: how often (ms) the server looks for busy tables with many dead rows and vacuums them
   * (jobs/maintenance.ts; TABLE_MAINTENANCE_MS, 0: never). Autovacuum may be off.
   */
  tableMaintenanceMs: number
  /**
   * How often (ms) the rows saved for undos whose window has passed are deleted (jobs/undoExpiry.ts; UNDO_EXPIRY_MS,
   * 0: never). In a cluster, the worker that folds play counts does it; the others get 0.
   */
  undoExpiryMs: number
  /**
   * How often (ms) each process makes due scheduled releases live (jobs/goLive.ts; GO_LIVE_MS, 0: never, not even at
   * start). Every instance runs it; each release still goes live once.
   */
  goLiveMs: number
  /**
   * How often (ms) this process looks for due jobs of the job queue (jobs/queue.ts: webhook deliveries; QUEUE_POLL_MS,
   * 0: it works none, but still sends). pg-boss polls every half second at the most.
   */
  queuePollMs: number
  /** The first retry's delay of a webhook delivery, in seconds; each next one about doubles (WEBHOOK_RETRY_DELAY_S). */
  webhookRetryDelaySeconds: number
  /** How long a webhook endpoint has to answer (WEBHOOK_TIMEOUT_MS). */
  webhookTimeoutMs: number
  /**
   * Analyse uploaded audio on the job queue (audio/analysisJob.ts; AUDIO_ANALYSIS=0 turns it off: uploads are then
   * not queued for analysis).
   */
  audioAnalysis: boolean
  /** The ffmpeg to analyse with (FFMPEG_PATH); else the system's, else @ffmpeg-installer/ffmpeg's (audio/ffmpegLocator.ts). */
  ffmpegPath?: string
  /** PostgreSQL: the schema pg-boss keeps its jobs in (JOBS_SCHEMA; default: pgboss, or <DATABASE_SCHEMA>_jobs). */
  jobsSchema?: string
  /** Company sign-in through an OpenID Connect provider (OIDC_ISSUER and friends); off when unset. */
  oidc?: OidcSettings
}

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`)
  return value
}

/**
 * TRUST_PROXY: off by default; "1"/"true" trusts any proxy, a number trusts that many hops, and a comma-separated
 * list names the trusted proxies (addresses, CIDR ranges, or loopback, linklocal, uniquelocal).
 */
export function parseTrustProxy(raw: string | undefined): boolean | number | string {
  const value = (raw ?? '').trim()
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false
  if (value === '1' || value.toLowerCase() === 'true') return true
  if (/^\d+$/.test(value)) return Number(value)
  const entries = value.split(',').map((entry) => entry.trim())
  const valid = (entry: string) =>
    ['loopback', 'linklocal', 'uniquelocal'].includes(entry) || /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry)
  if (!entries.every(valid))
    throw new Error(
      `TRUST_PROXY must be 1, a number of proxy hops or a list of proxy addresses, got "${raw}"`
    )
  return entries.join(',')
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    loginRateMax: intEnv(env, 'LOGIN_RATE_MAX', 10),
    apiKeyRateMax: intEnv(env, 'API_KEY_RATE_MAX', 600),
    apiKeyRateWindowMs: intEnv(env, 'API_KEY_RATE_WINDOW', 60) * 1000,
    loginRateWindowMs: intEnv(env, 'LOGIN_RATE_WINDOW', 60) * 1000,
    loginAddressMax: intEnv(env, 'LOGIN_ADDRESS_FAILURES_MAX', 30),
    loginAddressWindowMs: intEnv(env, 'LOGIN_ADDRESS_WINDOW', 900) * 1000,
    registerRateMax: intEnv(env, 'REGISTER_RATE_MAX', 5),
    registerRateWindowMs: intEnv(env, 'REGISTER_RATE_WINDOW', 3600) * 1000,
    refreshGraceSeconds: intEnv(env, 'REFRESH_GRACE_SECONDS', 30, 0),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX ?? 'vibeline:',
    workers: workersEnv(env),
    shutdownTimeoutMs: intEnv(env, 'SHUTDOWN_TIMEOUT', 10) * 1000,
    maxAudioBytes: intEnv(env, 'MAX_AUDIO_BYTES', 50 * 1024 * 1024),
    uploadIdleMs: intEnv(env, 'UPLOAD_IDLE_TIMEOUT', 30) * 1000,
    mediaSweepGraceSeconds: intEnv(
      env,
      'MEDIA_SWEEP_GRACE',
      MIN_SWEEP_GRACE_SECONDS,
      MIN_SWEEP_GRACE_SECONDS
    ),
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: env.LOG_FORMAT === 'json' ? 'json' : 'human',
    statsCache: env.STATS_CACHE !== '0',
    playCountFoldMs: intEnv(env, 'PLAY_COUNT_FOLD_MS', 1000, 0),
    tableMaintenanceMs: intEnv(env, 'TABLE_MAINTENANCE_MS', 10_000, 0),
    undoExpiryMs: intEnv(env, 'UNDO_EXPIRY_MS', 60_000, 0),
    goLiveMs: intEnv(env, 'GO_LIVE_MS', 5000, 0),
    queuePollMs: intEnv(env, 'QUEUE_POLL_MS', 1000, 0),
    jobsSchema: env.JOBS_SCHEMA || undefined,
    audioAnalysis: env.AUDIO_ANALYSIS !== '0',
    ffmpegPath: env.FFMPEG_PATH || undefined,
    webhookRetryDelaySeconds: intEnv(env, 'WEBHOOK_RETRY_DELAY_S', 60, 0),
    webhookTimeoutMs: intEnv(env, 'WEBHOOK_TIMEOUT_MS', 10_000),
    oidc: readOidcSettings(env),
    ...overrides
  }
}
