// A release's lifecycle, availability and readiness (issue 37), and a track's own availability and takedown. Thin:
// each decodes with the contract, checks the ability, calls the service and answers. Editors submit, send back to
// draft and schedule (update Release); only administrators take down and reinstate (Takedown).
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { availabilityInputSchema } from '../../src/contracts/availability'
import { readinessSchema } from '../../src/contracts/readiness'
import {
  LIFECYCLE_PATHS,
  releaseLifecycleSchema,
  scheduleInputSchema,
  takedownInputSchema,
  trackStandingSchema
} from '../../src/contracts/releaseLifecycle'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import { errorResponses, errorSchema, idParams, oneOf } from '../http/shared'
import { ReleaseLifecycleService } from './releaseLifecycleService'

export function releaseLifecycleRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    const lifecycle = new ReleaseLifecycleService(ctx.db, ctx.dialect, undefined, ctx.emit)
    const oneLifecycle = { 200: oneOf(releaseLifecycleSchema), ...errorResponses, 409: errorSchema }
    const oneStanding = { 200: oneOf(trackStandingSchema), ...errorResponses, 409: errorSchema }

    app.get(
      LIFECYCLE_PATHS.lifecycle(':id'),
      {
        onRequest: can(ctx, 'read', 'Release'),
        schema: {
          tags: ['releases'],
          summary: 'A release’s status, schedule, availability and timeline (oldest first)',
          params: idParams,
          response: oneLifecycle
        }
      },
      async (request) => ({ data: await lifecycle.lifecycle(request.params.id) })
    )

    app.get(
      LIFECYCLE_PATHS.readiness(':id'),
      {
        onRequest: can(ctx, 'read', 'Release'),
        schema: {
          tags: ['releases'],
          summary: 'The readiness checks’ findings: an error blocks scheduling, a warning does not',
          params: idParams,
          response: { 200: oneOf(readinessSchema), ...errorResponses }
        }
      },
      async (request) => ({ data: await lifecycle.readiness(request.params.id) })
    )

    app.post(
      LIFECYCLE_PATHS.transition(':id', 'submit'),
      {
        onRequest: can(ctx, 'update', 'Release'),
        schema: {
          tags: ['releases'],
          summary: 'Submit a draft for review',
          params: idParams,
          response: oneLifecycle
        }
      },
      async (request) => ({ data: await lifecycle.submit(request.params.id, request) })
    )

    app.post(
      LIFECYCLE_PATHS.transition(':id', 'withdraw'),
      {
        onRequest: can(ctx, 'update', 'Release'),
        schema: {
          tags: ['releases'],
          summary: 'Send a release in review or scheduled back to draft (its schedule is dropped)',
          params: idParams,
          response: oneLifecycle
        }
      },
      async (request) => ({ data: await lifecycle.withdraw(request.params.id, request) })
    )

    app.post(
      LIFECYCLE_PATHS.transition(':id', 'schedule'),
      {
        onRequest: can(ctx, 'update', 'Release'),
        schema: {
          tags: ['releases'],
          summary: 'Schedule a release in review to go live at a local date-time of a time zone',
          description:
            'A release with readiness errors is a 409 listing them; release_at must be in the future. It goes live by itself at that instant.',
          params: idParams,
          body: scheduleInputSchema,
          response: oneLifecycle
        }
      },
      async (request) => ({ data: await lifecycle.schedule(request.params.id, request.body, request) })
    )

    app.post(
      LIFECYCLE_PATHS.transition(':id', 'take-down'),
      {
        onRequest: can(ctx, 'update', 'Takedown'),
        schema: {
          tags: ['releases'],
          summary: 'Take a live release down, with a reason (administrators)',
          params: idParams,
          body: takedownInputSchema,
          response: oneLifecycle
        }
      },
      async (request) => ({ data: await lifecycle.takeDown(request.params.id, request.body.reason, request) })
    )

    app.post(
      LIFECYCLE_PATHS.transition(':id', 'reinstate'),
      {
        onRequest: can(ctx, 'update', 'Takedown'),
        schema: {
          tags: ['releases'],
          summary: 'Make a taken-down release live again (administrators)',
          params: idParams,
          response: oneLifecycle
        }
      },
      async (request) => ({ data: await lifecycle.reinstate(request.params.id, request) })
    )

    app.put(
      LIFECYCLE_PATHS.availability(':id'),
      {
        onRequest: can(ctx, 'update', 'Release'),
        schema: {
          tags: ['releases'],
          summary:
            'Where and when a release may be played: worldwide, or countries included or excluded, and days',
          params: idParams,
          body: availabilityInputSchema,
          response: oneLifecycle
        }
      },
      async (request) => ({ data: await lifecycle.setAvailability(request.params.id, request.body, request) })
    )

    app.get(
      LIFECYCLE_PATHS.trackAvailability(':id'),
      {
        onRequest: can(ctx, 'read', 'Track'),
        schema: {
          tags: ['tracks'],
          summary: 'A track’s own availability, the one it has within its release, and its own takedown',
          params: idParams,
          response: oneStanding
        }
      },
      async (request) => ({ data: await lifecycle.trackStanding(request.params.id) })
    )

    app.put(
      LIFECYCLE_PATHS.trackAvailability(':id'),
      {
        onRequest: can(ctx, 'update', 'Track'),
        schema: {
          tags: ['tracks'],
          summary: 'Narrow a track’s availability within its release’s (null: follow the release)',
          params: idParams,
          body: z.object({ availability: availabilityInputSchema.nullable() }).strict(),
          response: oneStanding
        }
      },
      async (request) => ({
        data: await lifecycle.setTrackAvailability(request.params.id, request.body.availability, request)
      })
    )

    app.post(
      LIFECYCLE_PATHS.trackTransition(':id', 'take-down'),
      {
        onRequest: can(ctx, 'update', 'Takedown'),
        schema: {
          tags: ['tracks'],
          summary: 'Take one track down on its own, with a reason (administrators)',
          params: idParams,
          body: takedownInputSchema,
          response: oneStanding
        }
      },
      async (request) => ({
        data: await lifecycle.setTrackTakedown(request.params.id, request.body.reason, request)
      })
    )

    app.post(
      LIFECYCLE_PATHS.trackTransition(':id', 'reinstate'),
      {
        onRequest: can(ctx, 'update', 'Takedown'),
        schema: {
          tags: ['tracks'],
          summary: 'Reinstate a track taken down on its own (administrators)',
          params: idParams,
          response: oneStanding
        }
      },
      async (request) => ({ data: await lifecycle.setTrackTakedown(request.params.id, null, request) })
    )
  }
}
