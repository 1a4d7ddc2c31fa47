// The security headers of every answer (@fastify/helmet, registered in app.ts).
import type { FastifyHelmetOptions } from '@fastify/helmet'

type HelmetOptions = FastifyHelmetOptions

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
