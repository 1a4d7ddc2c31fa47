// The OpenAPI 3.1 document served at /docs/json: @fastify/swagger walks the routes and fastify-type-provider-zod turns
// their zod schemas into JSON Schema; this module adds what a route file should not have to repeat: each operation's
// name (operations.ts), its security read from its can() guard, the shared error answers with examples, servers and
// tags. Route files stay declarative; a route that reads its body itself declares that body with `requestBody`.
import { STATUS_CODES } from 'node:http'
import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger'
import type { RouteOptions } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import type { ZodType } from 'zod'
import { SERVER_ROLES } from '../../src/contracts/abilities'
import { API_KEY_SCOPES, keyRules } from '../../src/contracts/apiKeys'
import { forbiddenMessage, SESSION_MESSAGES } from '../../src/contracts/errors'
import { abilityForRole } from '../accounts/ability'
import { abilityOfHook, type GuardedAbility } from '../accounts/guard'
import { OPERATIONS, TAGS, type OperationEntry } from './operations'

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The body as the reference shows it, by media type, for a route that reads its body itself (a multipart upload,
     * or a parse whose messages name the bad item). Only documents: the route's own parse stays the validation.
     */
    requestBody?: Partial<Record<'application/json' | 'multipart/form-data', ZodType>>
  }
}

export const API_VERSION = '2.0.0'

/** Where the document and the reference live (app.ts registers @fastify/swagger-ui there). */
export const DOCS_PREFIX = '/docs'

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const

type Json = Record<string, unknown>
type Security = Record<string, string[]>[]

export const operationKey = (method: string, openapiPath: string) => `${method.toUpperCase()} ${openapiPath}`

/** A Fastify URL (/tracks/:id) as an OpenAPI path (/tracks/{id}). */
export const openapiPathOf = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

const entryOf = (method: string, url: string): OperationEntry | undefined =>
  OPERATIONS[operationKey(method, openapiPathOf(url))]

/** The roles and API-key scopes whose abilities include what the guard checks: any one of them is enough. */
export function securityOfAbility({ action, subject }: GuardedAbility): Security {
  const roles = SERVER_ROLES.filter((role) => abilityForRole(role).can(action, subject))
  const scopes = API_KEY_SCOPES.filter((scope) =>
    keyRules(scope, 'admin').some(
      (rule) => (rule.action === action || rule.action === 'manage') && rule.subject === subject
    )
  )
  return [...roles.map((role) => ({ bearer: [role] })), ...scopes.map((scope) => ({ apiKey: [scope] }))]
}

function securityOfRoute(route: RouteOptions): Security | undefined {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flat()
  const ability = hooks.map(abilityOfHook).find((found) => found !== undefined)
  if (ability) return securityOfAbility(ability)
  const entry = [route.method]
    .flat()
    .map((method) => entryOf(method, route.url))
    .find(Boolean)
  if (entry?.access === 'public') return []
  if (entry?.access === 'person') return [{ bearer: [] }]
  return undefined
}

const ERROR_SCHEMA: Json = {
  type: 'object',
  description:
    'Every error answer: one sentence a person can act on, and for invalid input each problem by path.',
  properties: {
    error: { type: 'string', description: 'One clear sentence.' },
    details: {
      type: 'array',
      description: 'Each invalid value: its path in the body or query (plays.3.device) and what is wrong.',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
        required: ['path', 'message']
      }
    }
  },
  required: ['error']
}

const HEADERS: Record<string, Json> = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 1 }
  },
  'X-RateLimit-Limit': {
    description: 'With an API key: the requests the key may make per window (API_KEY_RATE_MAX).',
    schema: { type: 'integer' }
  },
  'X-RateLimit-Remaining': {
    description: 'With an API key: the requests it has left in this window.',
    schema: { type: 'integer', minimum: 0 }
  },
  'X-RateLimit-Reset': {
    description: 'With an API key: seconds until the window ends and the count starts again.',
    schema: { type: 'integer', minimum: 0 }
  }
}
const headerRefs = (...names: string[]): Json =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]))
const RATE_LIMIT = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']
const RETRY_AFTER = headerRefs('Retry-After')

/** The shared error answers, each with an example of a real message. */
const ERRORS: Record<number, { name: string; description: string; example: Json; headers?: Json }> = {
  400: {
    name: 'BadRequest',
    description: 'A value is invalid or the body is malformed; `details` names each problem by its path.',
    example: {
      error: 'per_page must be between 1 and 100.',
      details: [{ path: 'per_page', message: 'per_page must be between 1 and 100' }]
    }
  },
  401: {
    name: 'Unauthorized',
    description:
      'No valid credentials: sign in (or refresh the access token), or send a live API key. Nothing was read or changed.',
    example: { error: SESSION_MESSAGES.missing }
  },
  403: {
    name: 'Forbidden',
    description:
      'The role of the person (or the scope of the key, within its maker’s role) does not allow this.',
    example: { error: forbiddenMessage('viewer', 'create', 'Track') }
  },
  404: { name: 'NotFound', description: 'Nothing has this id.', example: { error: 'Track was not found.' } },
  408: {
    name: 'UploadStalled',
    description: 'The upload sent nothing for UPLOAD_IDLE_TIMEOUT seconds; the connection is closed.',
    example: {
      error: 'The upload stalled: nothing arrived for 30 s, so the server stopped waiting; send it again.'
    }
  },
  409: {
    name: 'Conflict',
    description:
      'The change conflicts with stored data (a unique value, a record still in use, a concurrent change).',
    example: { error: 'This ISRC is already on another track.' }
  },
  413: {
    name: 'TooLarge',
    description: 'The body (or a file in it) is larger than allowed.',
    example: { error: 'The request body is too large.' }
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body is not JSON (or multipart/form-data where a file is uploaded).',
    example: { error: 'Send the body as JSON (or multipart/form-data where a file is uploaded).' }
  },
  416: {
    name: 'RangeNotSatisfiable',
    description: 'The Range header asks for bytes outside the file.',
    example: { error: 'The requested range is outside the file.' }
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many requests in the window (per API key, or per address and account at sign-in).',
    example: { error: 'This API key made too many requests; try again in 12 s.' },
    headers: headerRefs('Retry-After', ...RATE_LIMIT)
  },
  500: {
    name: 'ServerError',
    description: 'A fault of the server; nothing the request could fix. It is logged with the request id.',
    example: { error: 'Something went wrong on the server.' }
  },
  503: {
    name: 'Unavailable',
    description: 'A service the server needs (the request limits’ store) does not answer; try again shortly.',
    example: { error: 'The service cannot check request limits right now; try again in a moment.' },
    headers: RETRY_AFTER
  }
}

const errorResponse = (code: number, message?: string): Json => {
  const known = ERRORS[code] ?? ERRORS[code >= 500 ? 500 : 400]
  if (message === undefined) return { $ref: `#/components/responses/${known.name}` }
  return {
    description: known.description,
    ...(known.headers ? { headers: known.headers } : {}),
    content: {
      'application/json': { schema: { $ref: '#/components/schemas/Error' }, example: { error: message } }
    }
  }
}

const isErrorEnvelope = (response: Json): boolean => {
  const content = (response.content ?? {}) as Record<string, { schema?: { properties?: Json } }>
  return Object.values(content).some((media) => media.schema?.properties?.error !== undefined)
}

/** The error answers an operation can give, from what it takes and who may call it, plus those its route names. */
function errorCodesOf(operation: Json, declared: number[], entry: OperationEntry | undefined): number[] {
  const codes = new Set(declared)
  const security = (operation.security as Security | undefined) ?? []
  if (operation.parameters || operation.requestBody) codes.add(400)
  if (operation.requestBody) for (const code of [413, 415]) codes.add(code)
  if (security.length > 0) for (const code of [401, 403]) codes.add(code)
  if (security.some((requirement) => 'apiKey' in requirement)) codes.add(429)
  for (const code of Object.keys(entry?.errors ?? {})) codes.add(Number(code))
  codes.add(500)
  return [...codes].sort((a, b) => a - b)
}

function completeOperation(path: string, method: string, operation: Json): void {
  const entry = OPERATIONS[operationKey(method, path)]
  if (entry) operation.operationId = entry.id
  const responses = (operation.responses ?? {}) as Record<string, Json>
  const byKey = ((operation.security as Security | undefined) ?? []).some(
    (requirement) => 'apiKey' in requirement
  )
  for (const [code, response] of Object.entries(responses)) {
    if (response.description === 'Default Response') response.description = STATUS_CODES[code] ?? 'The answer'
    if (byKey && code.startsWith('2'))
      response.headers = { ...(response.headers as Json), ...headerRefs(...RATE_LIMIT) }
  }
  // A declared error answer is replaced by the shared one (with its example) when it is the error envelope; one of
  // another shape (/ready's 503) stays as the route says.
  const declared = Object.keys(responses)
    .map(Number)
    .filter((code) => code >= 400 && isErrorEnvelope(responses[code]))
  for (const code of errorCodesOf(operation, declared, entry))
    if (!responses[code] || declared.includes(code))
      responses[code] = errorResponse(code, entry?.errors?.[code])
  operation.responses = responses
}

/** The per-route step: zod to JSON Schema, then the documented body, the CSV answer, and the guard's security. */
const transform: SwaggerTransform = (input) => {
  const { schema, route } = input as unknown as { schema?: Json; route: RouteOptions }
  const { requestBody, ...validated } = (schema ?? {}) as Json & { requestBody?: Record<string, ZodType> }
  const result = jsonSchemaTransform({ ...input, schema: validated } as never) as {
    schema: Json
    url: string
  }
  if (result.schema.hide) return result
  if (requestBody) {
    const content: Json = {}
    for (const [type, zod] of Object.entries(requestBody)) {
      const converted = jsonSchemaTransform({ ...input, schema: { body: zod } } as never) as unknown as {
        schema: Json
      }
      content[type] = { schema: converted.schema.body }
    }
    result.schema.body = { content }
  }
  const produces = result.schema.produces as string[] | undefined
  const response = (result.schema.response ?? {}) as Record<string, Json>
  if (produces?.includes('text/csv') && !Object.keys(response).some((code) => code.startsWith('2')))
    result.schema.response = {
      ...response,
      200: {
        description: 'The rows as CSV (UTF-8 with a byte order mark), sent as they are read.',
        type: 'string'
      }
    }
  if (result.schema.security === undefined) {
    const security = securityOfRoute(route)
    if (security) result.schema.security = security
  }
  return result as never
}

/** The whole-document step: names, error answers, components. */
const transformObject: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input as never) as Json & {
    paths: Record<string, Record<string, Json>>
    components: Json
  }
  for (const [path, item] of Object.entries(document.paths))
    for (const method of HTTP_METHODS) {
      // A route of several methods (GET and HEAD) shares one operation object; each gets a name of its own.
      if (!item[method]) continue
      item[method] = structuredClone(item[method])
      completeOperation(path, method, item[method])
    }
  const components = document.components as Json & { schemas?: Json }
  components.schemas = { ...components.schemas, Error: ERROR_SCHEMA }
  components.headers = HEADERS
  const used = JSON.stringify(document.paths)
  components.responses = Object.fromEntries(
    Object.values(ERRORS)
      .filter(({ name }) => used.includes(`"#/components/responses/${name}"`))
      .map(({ name, description, example, headers }) => [
        name,
        {
          description,
          ...(headers ? { headers } : {}),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example } }
        }
      ])
  )
  return document
}

export function openapiOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vibeline API',
        version: API_VERSION,
        summary:
          'The back office of the Vibeline music streaming service, for its screens and its integrators.',
        description: [
          'People sign in with `POST /jwt/login` and send `Authorization: Bearer <accessToken>`.',
          'Machine clients (the streaming back end) send an API key the same way: `Authorization: Bearer vbl_live_…`.',
          'Each operation lists the roles (bearer) and key scopes (apiKey) that may call it; any one of them is enough.',
          'Guide for integrators: docs/integrators.md. Within /admin/v2 the API only grows (docs/api-versioning.md).'
        ].join('\n\n')
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'An access token from POST /jwt/login, renewed with POST /jwt/refresh-token. The names listed on an operation are the roles that may call it.'
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'vbl_live_…',
            description:
              'An API key made on the Integrations screen (/music/integrations) or with POST /admin/v2/api_keys, sent as `Authorization: Bearer vbl_live_…`. The names listed on an operation are the key scopes that may call it; a key never does more than its maker’s role allows today. Each key has its own rate limit (429 with Retry-After).'
          }
        }
      }
    },
    transform,
    transformObject
  }
}
