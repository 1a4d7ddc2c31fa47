// The Fastify application: the API, the signed audio URLs and the built SPA on one origin.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Writable } from 'node:stream'
import Fastify, { type FastifyInstance } from 'fastify'
import helmet from '@fastify/helmet'
import multipart from '@fastify/multipart'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider
} from 'fastify-type-provider-zod'
import type { ServerConfig } from './config'
import type { AppContext } from './context'
import { PageAnchors } from './db/anchors'
import type { Db } from './db/database'
import { TokenService } from './auth/tokens'
import { createRateLimits, type RateLimitStore } from './auth/rateLimits'
import { MediaStore } from './media/store'
import { errorHandler } from './errors'
import { authenticate } from './auth/guard'
import { assertNoNul } from './routes/shared'
import { authRoutes } from './routes/auth'
import { trackRoutes } from './routes/tracks'
import { playlistRoutes } from './routes/playlists'
import { playHistoryRoutes } from './routes/playHistories'
import { userRoutes } from './routes/users'
import { mediaRoutes } from './routes/media'

export const API_PREFIXES = ['/admin/', '/jwt/', '/media/', '/docs', '/health']

export type BuildOptions = {
  config: ServerConfig
  database: Db
  /** Where logs go; none when unset (tests), stdout in production. */
  logStream?: Writable | 'stdout'
  /** Where rate-limit counters live; this process's memory when unset. */
  rateLimitStore?: RateLimitStore
}

/** Drops the signature of signed media URLs from anything logged. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:signature|token|refreshToken|accessToken)=)[^&]*/gi, '$1[redacted]')
}

export async function buildApp({
  config,
  database,
  logStream,
  rateLimitStore
}: BuildOptions): Promise<FastifyInstance> {
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
    routerOptions: { maxParamLength: 200 }
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.setErrorHandler(errorHandler)
  app.decorateRequest('user', null)
  // JSON (and multipart where files are uploaded) only: a text/plain body answers 415.
  app.removeContentTypeParser('text/plain')

  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    tokens: new TokenService(database.db, config.secret, {
      accessTtl: config.accessTokenTtl,
      refreshTtl: config.refreshTokenTtl,
      graceSeconds: config.refreshGraceSeconds
    }),
    rateLimits: createRateLimits(config, rateLimitStore),
    media: new MediaStore(config.mediaDir, config.secret, config.audioUrlTtl),
    anchors: new PageAnchors()
  }

  // Every admin route needs a signed-in user: without one the answer is 401 before the body is read or validated,
  // also for routes that check the role later than onRequest. Unknown paths stay a 404.
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.startsWith('/admin/')) await authenticate(ctx, request)
  })
  app.addHook('preValidation', async (request) => {
    assertNoNul(request.params, 'path')
    assertNoNul(request.query, 'query')
    assertNoNul(request.body)
  })

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"]
      }
    },
    crossOriginEmbedderPolicy: false,
    // Served over plain HTTP on loopback by default; a TLS proxy in front sets HSTS itself.
    strictTransportSecurity: false
  })
  await app.register(multipart, {
    limits: { fileSize: config.maxAudioBytes, files: 1, fields: 20, parts: 25, fieldSize: 100_000 }
  })
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vibeline API',
        description:
          'The Vibeline Admin API. Sign in with POST /jwt/login, then send `Authorization: Bearer <accessToken>`.',
        version: '1.0.0'
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }]
    },
    transform: jsonSchemaTransform
  })
  await app.register(swaggerUi, { routePrefix: '/docs' })

  app.get('/health', { schema: { hide: true } }, async () => {
    await database.db.selectFrom('meta').select('key').limit(1).execute()
    return { status: 'ok', database: database.dialect }
  })

  await app.register(authRoutes(ctx))
  await app.register(trackRoutes(ctx))
  await app.register(playlistRoutes(ctx))
  await app.register(playHistoryRoutes(ctx))
  await app.register(userRoutes(ctx))
  await app.register(mediaRoutes(ctx))

  const staticRoot = config.staticDir ? resolve(config.staticDir) : undefined
  const spa = staticRoot && existsSync(resolve(staticRoot, 'index.html')) ? staticRoot : undefined
  if (spa) {
    await app.register(fastifyStatic, {
      root: spa,
      prefix: '/',
      setHeaders(res, path) {
        res.setHeader(
          'Cache-Control',
          /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'
        )
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
