// The security headers (helmet's) of every answer, worked out once. @fastify/helmet runs helmet's middleware for
// every request, parsing the CSP directives each time (about 2% of a list request's CPU); with no per-route
// options and no nonces the headers never change, so they are computed at start-up and copied onto each reply.
import { createRequire } from 'node:module'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyHelmetOptions } from '@fastify/helmet'

type HelmetOptions = FastifyHelmetOptions
type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void

// helmet itself, as @fastify/helmet resolves it (it is that plugin's dependency, not ours).
const helmet = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))('helmet') as (
  options: HelmetOptions
) => Middleware

/**
 * The app's helmet options: a CSP the SPA lives with. No inline script runs but those given by hash (the built
 * index.html's first paint: inlineScripts.ts).
 */
export const helmetOptions = (inlineScriptHashes: readonly string[] = []): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScriptHashes],
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

/** The headers helmet sets for `options`, by header name (lower case). */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value)
      return response
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    }
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err) => {
    if (err) throw err
  })
  return headers
}
