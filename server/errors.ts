// Every error leaves the server as { error: 'one clear sentence' } with a 4xx status; only real faults are 500s.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ZodError } from 'zod'
import { apiError, issueSentence } from '../src/contracts/errors'
import { badRequest, HttpError } from './httpError'

export { badRequest, HttpError, notFound } from './httpError'

export function zodError(error: ZodError, where?: string): HttpError {
  const body = apiError(error, where)
  return badRequest(body.error, body.details)
}

const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'Send the body as JSON (or multipart/form-data where a file is uploaded).'
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; send a JSON object.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The audio file is too large.'],
  FST_PARTS_LIMIT: [413, 'The upload has too many parts.'],
  FST_FILES_LIMIT: [413, 'Upload one audio file and at most one cover image at a time.'],
  FST_FIELDS_LIMIT: [413, 'The upload has too many fields.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'This request is not multipart/form-data.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body.'],
  FST_ERR_BAD_URL: [400, 'The URL is malformed.']
}

/** What a unique index guards, named the way the client would say it. */
const UNIQUE_MESSAGES: [RegExp, string][] = [
  [/email/i, 'This email is already in use.'],
  [/username/i, 'This username is already in use.'],
  [/playlist_tracks/i, 'This track is already in the playlist.'],
  [/api_keys/i, 'Another key already has this name.'],
  // A race past the catalogue's own checks, which name the holder (catalog/trackCatalogueService.ts).
  [/track_links[._]isrc/i, 'This ISRC is already on another track.'],
  [/releases[._]upc/i, 'This UPC/EAN is already on another release.']
]

/**
 * A database error that is the client's conflict rather than a fault: a unique constraint (SQLite
 * SQLITE_CONSTRAINT_UNIQUE/PRIMARYKEY, PostgreSQL 23505), or a deadlock or serialization failure that PostgreSQL
 * resolved by cancelling this request (40P01, 40001) after any retries.
 */
export function conflictOf(error: unknown): HttpError | null {
  if (!error || typeof error !== 'object') return null
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown }
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505') {
    const where = `${typeof constraint === 'string' ? constraint : ''} ${typeof message === 'string' ? message : ''}`
    const known = UNIQUE_MESSAGES.find(([pattern]) => pattern.test(where))
    return new HttpError(409, known?.[1] ?? 'This conflicts with an existing record.')
  }
  if (code === '40P01' || code === '40001')
    return new HttpError(409, 'Another change to the same data got in the way; try again.')
  return null
}

/** The client went away in the middle of its request (an upload cancelled, a tab closed). */
export function isAbortedRequest(request: FastifyRequest): boolean {
  const raw = request.raw
  return raw.aborted || raw.socket?.destroyed === true || (raw.destroyed && !raw.complete)
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const conflict = conflictOf(error)
  if (conflict) return reply.code(409).send({ error: conflict.message })
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers)
    return reply
      .code(error.statusCode)
      .send(error.details ? { error: error.message, details: error.details } : { error: error.message })
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext === 'querystring' ? 'query' : error.validationContext
    const first = error.validation[0]
    const path = (first.instancePath ?? '').split('/').filter(Boolean)
    const details = error.validation.map((v) => ({
      path: (v.instancePath ?? '').split('/').filter(Boolean).join('.'),
      message: v.message
    }))
    return reply
      .code(400)
      .send({ error: issueSentence({ message: first.message ?? 'Invalid input', path }, where), details })
  }
  const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined
  if (known) return reply.code(known[0]).send({ error: known[1] })
  if (error.statusCode === 429) return reply.code(429).send({ error: error.message })
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const message = error.message.endsWith('.') ? error.message : `${error.message}.`
    return reply.code(error.statusCode).send({ error: message })
  }
  if (isAbortedRequest(request)) {
    // Nobody is left to answer; this is the client's choice, not a fault of the server.
    request.log.info({ reason: error.message }, 'request aborted by the client')
    return reply.code(400).send({ error: 'The request was cancelled before it was complete.' })
  }
  request.log.error({ err: error }, 'request failed')
  return reply.code(500).send({ error: 'Something went wrong on the server.' })
}
