// Webhooks (issue 37) under /admin/v2/webhooks: list, register (the secret answered this once), delete an endpoint;
// its delivery log; re-send a delivery. Administrators only (no role but admin has Webhook).
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { idSchema } from '../../src/contracts/list'
import {
  WEBHOOK_EVENTS,
  WEBHOOK_PATH,
  webhookDeliverySchema,
  webhookEndpointInputSchema,
  webhookEndpointSchema
} from '../../src/contracts/webhooks'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import { zodError } from '../errors'
import { errorResponses, errorSchema, idParams } from '../http/shared'
import type { WebhooksService } from './webhooksService'

export function webhookRoutes(ctx: AppContext, webhooks: WebhooksService): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const tags = ['webhooks']

    app.get(
      WEBHOOK_PATH,
      {
        onRequest: can(ctx, 'read', 'Webhook'),
        schema: {
          tags,
          summary: 'The webhook endpoints, newest first (never their secrets), each with its last delivery',
          response: { 200: z.object({ data: z.array(webhookEndpointSchema) }), ...errorResponses }
        }
      },
      async () => ({ data: await webhooks.list() })
    )

    app.post(
      WEBHOOK_PATH,
      {
        preValidation: can(ctx, 'create', 'Webhook'),
        schema: {
          tags,
          summary:
            'Register an endpoint { url, description?, events }; the answer holds its signing secret, this once',
          description: `events: ${WEBHOOK_EVENTS.join(', ')}. Deliveries are signed: see docs/webhooks.md.`,
          requestBody: { 'application/json': webhookEndpointInputSchema },
          response: { 201: z.object({ data: webhookEndpointSchema, secret: z.string() }), ...errorResponses }
        }
      },
      async (request, reply) => {
        const parsed = webhookEndpointInputSchema.safeParse(request.body ?? {})
        if (!parsed.success) throw zodError(parsed.error)
        const { endpoint, secret } = await webhooks.create(parsed.data, request)
        return reply.code(201).send({ data: endpoint, secret })
      }
    )

    app.delete(
      `${WEBHOOK_PATH}/:id`,
      {
        onRequest: can(ctx, 'delete', 'Webhook'),
        schema: {
          tags,
          summary: 'Delete an endpoint, its delivery log and the deliveries still to try',
          params: idParams,
          response: { 200: z.object({ data: z.object({ id: z.number().int() }) }), ...errorResponses }
        }
      },
      async (request) => {
        await webhooks.remove(request.params.id, request)
        return { data: { id: request.params.id } }
      }
    )

    app.get(
      `${WEBHOOK_PATH}/:id/deliveries`,
      {
        onRequest: can(ctx, 'read', 'Webhook'),
        schema: {
          tags,
          summary:
            'The endpoint’s newest deliveries (50), each with its attempts: status code, duration, error',
          params: idParams,
          response: { 200: z.object({ data: z.array(webhookDeliverySchema) }), ...errorResponses }
        }
      },
      async (request) => ({ data: await webhooks.deliveries(request.params.id) })
    )

    app.post(
      `${WEBHOOK_PATH}/:id/deliveries/:deliveryId/resend`,
      {
        onRequest: can(ctx, 'update', 'Webhook'),
        schema: {
          tags,
          summary: 'Send a delivery again (the same body, signed afresh), with a new day of retries',
          params: z.object({ id: idSchema, deliveryId: idSchema }),
          response: {
            202: z.object({ data: z.object({ id: z.number().int() }) }),
            409: errorSchema,
            ...errorResponses
          }
        }
      },
      async (request, reply) => {
        await webhooks.resend(request.params.id, request.params.deliveryId, request)
        return reply.code(202).send({ data: { id: request.params.deliveryId } })
      }
    )
  }
}
