// Webhooks (issue 37): the events an endpoint may want, what an administrator sends to register one, and what the
// API answers about endpoints, deliveries and attempts. The screen under /music/integrations/webhooks reads the same.
import { z } from 'zod'

export const WEBHOOK_EVENTS = [
  'release.live',
  'release.taken_down',
  'release.reinstated',
  'release.scheduled',
  'release.changed',
  'track.changed'
] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

export const WEBHOOK_PATH = '/admin/v2/webhooks'
export const WEBHOOK_PATHS = {
  endpoints: WEBHOOK_PATH,
  endpoint: (id: number | string) => `${WEBHOOK_PATH}/${id}`,
  deliveries: (id: number | string) => `${WEBHOOK_PATH}/${id}/deliveries`,
  resend: (endpointId: number | string, deliveryId: number | string) =>
    `${WEBHOOK_PATH}/${endpointId}/deliveries/${deliveryId}/resend`
} as const

/** The header of every delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (docs/webhooks.md). */
export const SIGNATURE_HEADER = 'Vibeline-Signature'

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

export const webhookEndpointInputSchema = z
  .object({
    url: z
      .string({ message: 'url must be text' })
      .trim()
      .max(2000, 'url must be at most 2000 characters')
      .refine(isHttpUrl, 'url must be an http:// or https:// address'),
    description: z.string({ message: 'description must be text' }).trim().max(200).default(''),
    events: z
      .array(z.enum(WEBHOOK_EVENTS, { message: `each event must be one of ${WEBHOOK_EVENTS.join(', ')}` }))
      .min(1, 'Choose at least one event')
      .transform((events) => [...new Set(events)].sort())
  })
  .strict()
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>

export const webhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  created_at: z.string(),
  /** The newest delivery's state, if any. */
  last_delivery: z
    .object({
      state: z.enum(['pending', 'delivered', 'failed']),
      at: z.string(),
      status: z.number().nullable()
    })
    .nullable()
})
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>

export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  at: z.string(),
  /** Null when no answer came (refused, timed out). */
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string()
})
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event: z.string(),
  event_id: z.string(),
  state: z.enum(['pending', 'delivered', 'failed']),
  created_at: z.string(),
  retry_until: z.string(),
  attempts: z.array(webhookAttemptSchema)
})
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>
