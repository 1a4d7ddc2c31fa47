// The Fastify application: the API, the signed audio URLs and the built SPA on one origin.
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Writable } from 'node:stream'
import { constants as zlib } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { z } from 'zod'
import compress from '@fastify/compress'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { ServerConfig } from './config'
import type { AppContext } from './context'
import { startPlayFolding } from './plays/fold'
import { startTableMaintenance } from './jobs/maintenance'
import { startUndoExpiry } from './jobs/undoExpiry'
import { startGoLive } from './jobs/goLive'
import { openQueue } from './jobs/queueOpen'
import { AnalysisService } from './audio/analysisService'
import { analysisRoutes } from './audio/analysisRoutes'
import {
  ANALYSIS_QUEUE,
  analysisWorker,
  queueRequests,
  recoverAnalyses,
  type AnalysisJob
} from './audio/analysisJob'
import { serverAnalyser, storeFiles } from './audio/nodeAnalysis'
import { newWebhookSecret } from './webhooks/signature'
import { deliverer } from './webhooks/delivery'
import { DELIVERY_QUEUE, WebhooksService, type DeliveryJob } from './webhooks/webhooksService'
import { webhookRoutes } from './webhooks/webhooksRoutes'
import { PlayIngester } from './plays/ingestService'
import type { Db } from './db/engine/database'
import { TokenService } from './accounts/tokens'
import { MediaStore } from './media/store'
import { errorHandler } from './errors'
import { accountRoutes } from './accounts/accountRoutes'
import { authenticate } from './accounts/guard'
import { assertNoNul } from './http/shared'
import { limitJsonDepth } from './http/bodyDepth'
import { authRoutes } from './accounts/authRoutes'
import { trackRoutes } from './catalog/tracksRoutes'
import { catalogueRoutes } from './catalog/catalogueRoutes'
import { genreRoutes } from './catalog/genresRoutes'
import { releaseLifecycleRoutes } from './catalog/releaseLifecycleRoutes'
import { feedRoutes } from './feed/feedRoutes'
import { playlistRoutes } from './playlists/routes'
import { playHistoryRoutes } from './plays/routes'
import { statsRoutes } from './stats/routes'
import { userRoutes } from './accounts/usersRoutes'
import { bulkRoutes } from './catalog/bulkRoutes'
import { auditRoutes } from './audit/routes'
import { mediaRoutes } from './media/routes'
import { apiKeyRoutes } from './accounts/apiKeysRoutes'
import { searchRoutes } from './search/routes'
import { oidcRoutes } from './accounts/oidcRoutes'
import { OidcClient } from './accounts/oidcClient'
import { OidcSignIn } from './accounts/oidcSessions'
import { recordAudit } from './audit/record'
import { keyLimiter, quotaHeaders, registerRateLimits } from './rateLimit'
import helmet from '@fastify/helmet'
import { failureCounter } from './failureCount'
import { helmetOptions } from './securityHeaders'
import { connectRedis, within } from './redis'
import { indexScriptHashes } from './inlineScripts'
import { DOCS_PREFIX, openapiOptions } from './openapi/document'

export const API_PREFIXES = ['/admin/', '/jwt/', '/media/', '/catalog/', '/docs', '/health', '/ready']

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: { method: string; url: string }[]
  }
}

/** A request id given by a proxy (X-Request-Id) is kept when it is short and made of safe characters. */
const REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/
/** How long /ready waits for the database or Redis. */
const READY_TIMEOUT_MS = 2000

export type BuildOptions = {
  config: ServerConfig
  database: Db
  /** Where logs go; none when unset (tests), stdout in production. */
  logStream?: Writable | 'stdout'
}

/** Drops the signature of signed media URLs and the codes of company sign-in from anything logged. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:signature|token|refreshToken|accessToken|code|state)=)[^&]*/gi, '$1[redacted]')
}

export async function buildApp({ config, database, logStream }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logStream
      ? {
          level: config.logLevel,
          ...(logStream === 'stdout' ? {} : { stream: logStream }),
          redact: {
            paths: [
              'req.headers.authorization',
              'req.headers.cookie',
              'password',
              'refreshToken',
              'accessToken',
              '*.password',
              '*.refreshToken',
              '*.accessToken'
            ],
            censor: '[redacted]'
          },
          serializers: {
            req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            res: (res) => ({ statusCode: res.statusCode })
          }
        }
      : false,
    bodyLimit: 1024 * 1024,
    // A number of hops trusts the nearest n proxies (X-Forwarded-For read from the right).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
    }
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.setErrorHandler(errorHandler)
  app.decorateRequest('user', null)
  // Every route's method and path, for tests that walk the route table (server/audit.test.ts).
  const routeTable: { method: string; url: string }[] = []
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url })
  })
  app.decorate('routeTable', routeTable)
  // JSON (and multipart where files are uploaded) only: a text/plain body answers 415.
  app.removeContentTypeParser('text/plain')
  limitJsonDepth(app)
  // The id is in every log line of the request and in the answer, so a proxy's log and ours can be matched.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id)
  })
  // A client with an API key sees where it stands in its rate limit on every answer, not only on a 429.
  app.addHook('onSend', async (request, reply) => {
    if (request.apiKeyQuota) reply.headers(quotaHeaders(request.apiKeyQuota))
  })

  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined
  if (redis) {
    // ioredis reconnects by itself; without a listener an unreachable Redis would be an uncaught 'error' event.
    redis.on('error', (err) => app.log.warn({ err: err.message }, 'Redis connection error'))
    app.addHook('onClose', async () => {
      // QUIT waits for Redis to answer; a connection that is not up is simply dropped.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect())
      else redis.disconnect()
    })
  }
  await registerRateLimits(app, { redis, prefix: config.redisPrefix })

  // The one job queue (webhook deliveries): stopped, waiting for the runs in progress, before the database closes.
  const queue = openQueue(database, config, (err) => app.log.error({ err }, 'The job queue failed'))
  app.addHook('onClose', () => queue.stop())
  const deliveryPolicy = {
    retryDelaySeconds: config.webhookRetryDelaySeconds,
    retryLimit: 12,
    timeoutMs: config.webhookTimeoutMs
  }
  const webhooks = new WebhooksService(database.db, queue, deliveryPolicy, newWebhookSecret)
  if (config.queuePollMs > 0)
    await queue.work<DeliveryJob>(DELIVERY_QUEUE, deliverer(database.db, deliveryPolicy))

  const media = new MediaStore(config.mediaDir, config.secret, config.audioUrlTtl, config.previousSecrets)
  // Uploads queue their analysis on the same queue (issue 38); AUDIO_ANALYSIS=0 queues none.
  const analysisRequests = config.audioAnalysis ? queueRequests(queue) : { send: async () => null }
  if (config.audioAnalysis && config.queuePollMs > 0) {
    const analyser = await serverAnalyser(config.ffmpegPath)
    await queue.work<AnalysisJob>(
      ANALYSIS_QUEUE,
      analysisWorker({ db: database.db, analyser, files: storeFiles(media) })
    )
    // What a stopped server left waiting or half done is queued again (the claim keeps it to one run per file).
    app.addHook('onReady', async () => {
      await recoverAnalyses(database.db, analysisRequests).catch((err: unknown) =>
        app.log.error({ err }, 'Queueing the interrupted analyses again failed')
      )
    })
  }

  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    rows: database.rows,
    tokens: new TokenService(
      database.db,
      config.secret,
      {
        accessTtl: config.accessTokenTtl,
        refreshTtl: config.refreshTokenTtl,
        graceSeconds: config.refreshGraceSeconds
      },
      config.previousSecrets
    ),
    media,
    plays: new PlayIngester(database.db, database.dialect),
    apiKeyLimit: keyLimiter(app, 'api-key', config.apiKeyRateMax, config.apiKeyRateWindowMs),
    signInFailures: failureCounter(
      'login-address',
      { max: config.loginAddressMax, windowMs: config.loginAddressWindowMs },
      { redis, prefix: config.redisPrefix }
    ),
    oidc: config.oidc
      ? new OidcSignIn(
          new OidcClient(config.oidc, config.secret, config.previousSecrets),
          database.db,
          (db, entry) => recordAudit(db, null, entry)
        )
      : undefined,
    emit: webhooks.emit,
    analysis: new AnalysisService(database.db, analysisRequests)
  }

  const stopFolding = startPlayFolding(database.db, config.playCountFoldMs, (err) =>
    app.log.error({ err }, 'Folding plays into the roll-ups and play counts failed')
  )
  app.addHook('onClose', stopFolding)
  const stopMaintenance = startTableMaintenance(
    database.db,
    database.dialect,
    config.tableMaintenanceMs,
    (err) => app.log.error({ err }, 'Vacuuming the busiest tables failed')
  )
  app.addHook('onClose', stopMaintenance)
  const stopUndoExpiry = startUndoExpiry(database.db, database.dialect, config.undoExpiryMs, (err) =>
    app.log.error({ err }, 'Deleting the saved rows of expired undos failed')
  )
  app.addHook('onClose', stopUndoExpiry)
  const stopGoLive = startGoLive(
    database.db,
    database.dialect,
    config.goLiveMs,
    (err) => app.log.error({ err }, 'Making scheduled releases live failed'),
    webhooks.emit
  )
  app.addHook('onClose', stopGoLive)

  // Every admin route needs a signed-in user: without one the answer is 401 before the body is read or validated,
  // also for routes that check the role later than onRequest. Unknown paths stay a 404.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.startsWith('/admin/')) await authenticate(ctx, request, { keys: true })
  })
  app.addHook('preValidation', async (request) => {
    assertNoNul(request.params, 'path')
    assertNoNul(request.query, 'query')
    assertNoNul(request.body)
  })

  const staticRoot = config.staticDir ? resolve(config.staticDir) : undefined
  const spa = staticRoot && existsSync(resolve(staticRoot, 'index.html')) ? staticRoot : undefined
  await app.register(helmet, helmetOptions(indexScriptHashes(spa && resolve(spa, 'index.html'))))
  await app.register(multipart, {
    limits: { fileSize: config.maxAudioBytes, files: 2, fields: 20, parts: 25, fieldSize: 100_000 }
  })
  await app.register(swagger, openapiOptions())

  // Alive: the process answers (a failing database makes it unready, not dead: restarting would not help).
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Alive: the process answers (a failing database makes it unready, not dead)',
        security: [],
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }) }
      }
    },
    async () => ({ status: 'ok' as const, database: database.dialect })
  )

  // Ready for traffic: the database answers, and Redis when configured; 503 otherwise, and while shutting down.
  const readiness = z.object({
    status: z.enum(['ready', 'unready']),
    database: z.enum(['ok', 'unavailable']),
    redis: z.enum(['ok', 'unavailable']).optional()
  })
  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        summary:
          'Ready for traffic: the database answers, and Redis when configured (503 otherwise, and while stopping)',
        security: [],
        response: { 200: readiness, 503: readiness }
      }
    },
    async (_request, reply) => {
      // The cause goes to the log, not to whoever asks (it may name hosts and ports).
      const check = (what: string, work: Promise<unknown>) =>
        within(READY_TIMEOUT_MS, work, what).then(
          () => 'ok' as const,
          (err: Error) => {
            app.log.warn({ err: err.message }, `/ready: ${what} does not answer`)
            return 'unavailable' as const
          }
        )
      const [db, cache] = await Promise.all([
        check('the database', sql`select 1`.execute(database.db)),
        redis ? check('Redis', redis.ping()) : undefined
      ])
      const checks = { database: db, ...(cache ? { redis: cache } : {}) }
      const ready = Object.values(checks).every((v) => v === 'ok')
      return reply
        .code(ready ? 200 : 503)
        .send({ status: ready ? ('ready' as const) : ('unready' as const), ...checks })
    }
  )

  // The API in its own context, so that only its answers are compressed per request: JSON above 1 KiB (a page of
  // tracks, the OpenAPI document) at a cheap brotli level. The SPA's files are compressed once at build time
  // (server/precompress.ts) and sent as they are by @fastify/static below.
  await app.register(async (api) => {
    await api.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      customTypes: /^application\/(?:[\w.+-]+\+)?json\b/,
      brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
      globalDecompression: false
    })
    await api.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      // Operation names shown (they are the generated client's method names), filterable, one link per operation.
      uiConfig: { displayOperationId: true, filter: true, deepLinking: true, docExpansion: 'list' }
    })

    await api.register(authRoutes(ctx))
    await api.register(accountRoutes(ctx))
    await api.register(trackRoutes(ctx))
    await api.register(analysisRoutes(ctx))
    await api.register(catalogueRoutes(ctx))
    await api.register(genreRoutes(ctx))
    await api.register(releaseLifecycleRoutes(ctx))
    await api.register(feedRoutes(ctx))
    await api.register(playlistRoutes(ctx))
    await api.register(playHistoryRoutes(ctx))
    await api.register(statsRoutes(ctx))
    await api.register(userRoutes(ctx))
    await api.register(bulkRoutes(ctx))
    await api.register(auditRoutes(ctx))
    await api.register(mediaRoutes(ctx))
    await api.register(apiKeyRoutes(ctx))
    await api.register(searchRoutes(ctx))
    await api.register(webhookRoutes(ctx, webhooks))
    if (ctx.oidc) await api.register(oidcRoutes(ctx, ctx.oidc))
  })

  if (spa) {
    await app.register(fastifyStatic, {
      root: spa,
      prefix: '/',
      // index.js.br / index.js.gz written by the build, chosen by Accept-Encoding.
      preCompressed: true,
      // Off, or send's own "public, max-age=0" would replace the header set below.
      cacheControl: false,
      setHeaders(res, path) {
        // Vite puts a content hash in every file name under assets/: such a file never changes.
        res.setHeader(
          'Cache-Control',
          /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'
        )
        res.setHeader('Vary', 'Accept-Encoding')
      }
    })
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]
    const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix))
    if (spa && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client-side routes (/apps/email, /tracks/12, …) all load the SPA.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html')
    }
    return reply.code(404).send({ error: `There is no ${request.method} ${path} here.` })
  })

  return app
}
