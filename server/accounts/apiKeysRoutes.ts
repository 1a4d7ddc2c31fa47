// API keys of the admin API (issue 15 §5): list the live keys, create one (its secret answered this once), revoke.
// Administrators only; a key itself can never reach these routes (no scope grants ApiKey).
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  API_KEY_ERRORS,
  API_KEY_PATH,
  API_KEY_SCOPE_MEANING,
  API_KEY_SCOPES,
  apiKeyInputSchema,
  keyAccess,
  maskPrefix,
  type ApiKey,
  type ApiKeyScope
} from '../../src/contracts/apiKeys'
import { can } from './guard'
import { newApiKey } from './apiKeyCredentials'
import type { AppContext } from '../context'
import type { ApiKeyRow, KeyOwner } from './apiKeysRepository'
import { ApiKeysService } from './apiKeysService'
import { HttpError, zodError } from '../errors'
import { errorResponses, errorSchema, idParams } from '../http/shared'

const toApiKey = (row: ApiKeyRow, owner: KeyOwner, requests: number | string | null = 0): ApiKey => {
  const role = owner.status === 'active' ? owner.role : null
  return {
    id: row.id,
    name: row.name,
    maskedKey: maskPrefix(row.prefix),
    scope: row.scope as ApiKeyScope,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    requestsLast24h: Number(requests ?? 0),
    owner: { name: owner.full_name ?? '', role },
    access: keyAccess(row.scope, role)
  }
}

const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  maskedKey: z.string(),
  scope: z.enum(API_KEY_SCOPES).describe(API_KEY_SCOPE_MEANING),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  requestsLast24h: z
    .number()
    .int()
    .describe('Requests made with the key in the last 24 hours (the current UTC hour and the 23 before it)'),
  owner: z.object({ name: z.string(), role: z.string().nullable() }),
  access: z.enum(['full', 'narrowed', 'none'])
})

export function apiKeyRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const tags = ['api keys']
    const keys = new ApiKeysService(ctx.db, newApiKey)

    app.get(
      API_KEY_PATH,
      {
        onRequest: can(ctx, 'read', 'ApiKey'),
        schema: {
          tags,
          summary:
            'The live API keys, newest first (never their secrets), each with its owner and whether the owner’s current role narrows it',
          response: { 200: z.object({ data: z.array(apiKeySchema) }), ...errorResponses }
        }
      },
      async () => {
        const rows = await keys.list()
        return { data: rows.map((row) => toApiKey(row, row, row.recent_requests)) }
      }
    )

    app.post(
      API_KEY_PATH,
      {
        preValidation: can(ctx, 'create', 'ApiKey'),
        schema: {
          tags,
          summary: 'Create a key { name, scope }; the answer holds the key itself, this once',
          description: `scope: ${API_KEY_SCOPES.join(', ')}. Send it as Authorization: Bearer <key>.`,
          requestBody: { 'application/json': apiKeyInputSchema },
          response: {
            201: z.object({ data: apiKeySchema, key: z.string() }),
            409: errorSchema,
            ...errorResponses
          }
        }
      },
      async (request, reply) => {
        const parsed = apiKeyInputSchema.safeParse(request.body ?? {})
        if (!parsed.success) {
          const error = zodError(parsed.error)
          const code = parsed.error.issues[0]?.message
          throw new HttpError(400, API_KEY_ERRORS[code] ?? error.message, error.details)
        }
        const { row, owner, key } = await keys.create(parsed.data, request.user!.id, request)
        return reply.code(201).send({ data: toApiKey(row, owner), key })
      }
    )

    app.delete(
      `${API_KEY_PATH}/:id`,
      {
        onRequest: can(ctx, 'delete', 'ApiKey'),
        schema: {
          tags,
          summary: 'Revoke a key: requests with it answer 401 from now on',
          params: idParams,
          response: { 200: z.object({ data: z.object({ id: z.number().int() }) }), ...errorResponses }
        }
      },
      async (request) => {
        const { id } = request.params
        await keys.revoke(id, request)
        return { data: { id } }
      }
    )
  }
}
