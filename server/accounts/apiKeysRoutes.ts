// API keys of the admin API (issue 15 §5): list the live keys, create one (its secret answered this once), revoke.
// Administrators only; a key itself can never reach these routes (no scope grants ApiKey).
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  API_KEY_ERRORS,
  API_KEY_PATH,
  API_KEY_SCOPES,
  apiKeyInputSchema,
  keyAccess,
  maskPrefix,
  type ApiKey,
  type ApiKeyScope
} from '../../src/contracts/apiKeys'
import { recordAudit } from '../audit/record'
import { can } from './guard'
import { newApiKey } from './apiKeys'
import type { AppContext } from '../context'
import type { ApiKeysTable } from '../db/schema'
import { inTransaction } from '../db/engine/transaction'
import { HttpError, zodError } from '../errors'
import { errorResponses, errorSchema, idParams, now } from '../http/shared'

type Row = Omit<ApiKeysTable, 'id'> & { id: number }
/** The key's owner today: a deactivated or deleted owner's keys do nothing (role null). */
type Owner = { full_name: string | null; role: string | null; status: string | null }

const toApiKey = (row: Row, owner: Owner): ApiKey => {
  const role = owner.status === 'active' ? owner.role : null
  return {
    id: row.id,
    name: row.name,
    maskedKey: maskPrefix(row.prefix),
    scope: row.scope as ApiKeyScope,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    owner: { name: owner.full_name ?? '', role },
    access: keyAccess(row.scope, role)
  }
}

const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  maskedKey: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  owner: z.object({ name: z.string(), role: z.string().nullable() }),
  access: z.enum(['full', 'narrowed', 'none'])
})

export function apiKeyRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const tags = ['api keys']

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
        const rows = await ctx.db
          .selectFrom('api_keys')
          .leftJoin('users', 'users.id', 'api_keys.created_by')
          .selectAll('api_keys')
          .select(['users.full_name', 'users.role', 'users.status'])
          .where('api_keys.revoked_at', 'is', null)
          .orderBy('api_keys.created_at', 'desc')
          .orderBy('api_keys.id', 'desc')
          .execute()
        return { data: rows.map((row) => toApiKey(row, row)) }
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
          body: z.unknown(),
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
        const { name, scope } = parsed.data
        const { key, prefix, hash } = newApiKey()
        const row = await inTransaction(ctx.db, async (trx) => {
          const taken = await trx
            .selectFrom('api_keys')
            .select('id')
            .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
            .where('revoked_at', 'is', null)
            .executeTakeFirst()
          if (taken) throw new HttpError(409, API_KEY_ERRORS.nameTaken)
          const created = await trx
            .insertInto('api_keys')
            .values({
              name,
              prefix,
              key_hash: hash,
              scope,
              created_by: request.user!.id,
              created_at: now(),
              last_used_at: null,
              revoked_at: null
            })
            .returningAll()
            .executeTakeFirstOrThrow()
          await recordAudit(trx, request, {
            action: 'api_key_create',
            entity: 'api_key',
            entityId: created.id,
            after: { name, scope, prefix }
          })
          return created
        })
        const owner = await ctx.db
          .selectFrom('users')
          .select(['full_name', 'role', 'status'])
          .where('id', '=', row.created_by)
          .executeTakeFirstOrThrow()
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
        await inTransaction(ctx.db, async (trx) => {
          const stamp = now()
          const revoked = await trx
            .updateTable('api_keys')
            .set({ revoked_at: stamp })
            .where('id', '=', id)
            .where('revoked_at', 'is', null)
            .returning(['id', 'name', 'scope', 'prefix'])
            .executeTakeFirst()
          if (!revoked) throw new HttpError(404, API_KEY_ERRORS.notFound)
          await recordAudit(trx, request, {
            action: 'api_key_revoke',
            entity: 'api_key',
            entityId: id,
            before: { name: revoked.name, scope: revoked.scope, prefix: revoked.prefix, revoked_at: null },
            after: { name: revoked.name, scope: revoked.scope, prefix: revoked.prefix, revoked_at: stamp }
          })
        })
        return { data: { id } }
      }
    )
  }
}
