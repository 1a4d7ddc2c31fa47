// A release's lifecycle (issue 37): draft → in review → scheduled (a local date-time in a time zone, kept as the UTC
// instant and the zone's name) → live → taken down → live again. Each move is one transition with who may make it;
// the server's service applies them, the screens show the same names and rules.
import { z } from 'zod'
import { availabilitySchema } from './availability'

export const RELEASE_STATUSES = ['draft', 'in_review', 'scheduled', 'live', 'taken_down'] as const
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number]

/** The moves, from which statuses each starts, where it ends, and whether only an administrator may make it. */
export const TRANSITIONS = {
  submit: { from: ['draft'], to: 'in_review', adminOnly: false },
  /** Back to draft: a review sent back, or a schedule withdrawn before its time. */
  withdraw: { from: ['in_review', 'scheduled'], to: 'draft', adminOnly: false },
  schedule: { from: ['in_review'], to: 'scheduled', adminOnly: false },
  /** Made by the server at the go-live instant, never by a person. */
  go_live: { from: ['scheduled'], to: 'live', adminOnly: true },
  take_down: { from: ['live'], to: 'taken_down', adminOnly: true },
  reinstate: { from: ['taken_down'], to: 'live', adminOnly: true }
} as const satisfies Record<string, { from: readonly ReleaseStatus[]; to: ReleaseStatus; adminOnly: boolean }>
export type TransitionName = keyof typeof TRANSITIONS

export const LIFECYCLE_PATHS = {
  transition: (id: number | string, name: 'submit' | 'withdraw' | 'schedule' | 'take-down' | 'reinstate') =>
    `/admin/v2/releases/${id}/${name}`,
  lifecycle: (id: number | string) => `/admin/v2/releases/${id}/lifecycle`,
  availability: (id: number | string) => `/admin/v2/releases/${id}/availability`,
  readiness: (id: number | string) => `/admin/v2/releases/${id}/readiness`,
  trackAvailability: (id: number | string) => `/admin/v2/tracks/${id}/availability`,
  trackTransition: (id: number | string, name: 'take-down' | 'reinstate') => `/admin/v2/tracks/${id}/${name}`
} as const

/** The wall-clock fields of `instant` in `zone`. */
function wallClock(instant: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit'
  }).formatToParts(new Date(instant))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone.length > 0
  } catch {
    return false
  }
}

/**
 * The UTC instant of a local date-time (YYYY-MM-DDTHH:mm) in an IANA zone. A time skipped by a clock change moves
 * forward by the change; a time that happens twice is its first occurrence.
 */
export function zonedToUtc(local: string, zone: string): string {
  const asUtc = Date.parse(`${local}:00Z`)
  // Two rounds find the offset in force at that instant, also next to a change of offset.
  let guess = asUtc - (wallClock(asUtc, zone) - asUtc)
  guess = asUtc - (wallClock(guess, zone) - guess)
  const earlier = guess - 3_600_000
  if (wallClock(earlier, zone) === asUtc) guess = earlier
  return new Date(guess).toISOString()
}

/** "2027-01-15T09:00" as a local date-time in `zone`. */
export const utcToZoned = (instant: string, zone: string) =>
  new Date(wallClock(Date.parse(instant), zone)).toISOString().slice(0, 16)

export const scheduleInputSchema = z
  .object({
    release_at: z
      .string({ message: 'release_at must be a local date and time such as 2027-01-15T00:00' })
      .regex(
        /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
        'release_at must be a local date and time such as 2027-01-15T00:00'
      )
      .refine((v) => !Number.isNaN(Date.parse(`${v}:00Z`)), 'release_at is not a real date and time'),
    time_zone: z
      .string({ message: 'time_zone must be an IANA time zone such as Europe/Berlin' })
      .refine(isTimeZone, 'time_zone must be an IANA time zone such as Europe/Berlin')
  })
  .strict()
export type ScheduleInput = z.infer<typeof scheduleInputSchema>

export const takedownInputSchema = z
  .object({
    reason: z
      .string({ message: 'reason must be text' })
      .trim()
      .min(1, 'A takedown needs a reason')
      .max(500, 'reason must be at most 500 characters')
  })
  .strict()

export const transitionSchema = z.object({
  id: z.number().int(),
  /** Null for the release's own moves; a track's id for its own takedown or reinstatement. */
  track_id: z.number().int().nullable(),
  from_status: z.string(),
  to_status: z.string(),
  at: z.string(),
  /** Null when the server made it (go-live) or the person is gone. */
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reason: z.string(),
  go_live_at: z.string().nullable(),
  go_live_zone: z.string().nullable()
})
export type Transition = z.infer<typeof transitionSchema>

/** GET /admin/v2/releases/:id/lifecycle: the status, schedule, availability and timeline (oldest first). */
export const releaseLifecycleSchema = z.object({
  release_id: z.number().int(),
  status: z.enum(RELEASE_STATUSES),
  go_live_at: z.string().nullable(),
  go_live_zone: z.string().nullable(),
  /** The go-live instant as the wall-clock time of its zone. */
  go_live_local: z.string().nullable(),
  explicit: z.boolean(),
  availability: availabilitySchema,
  availability_summary: z.string(),
  taken_down: z.object({ at: z.string(), reason: z.string(), by: z.number().int().nullable() }).nullable(),
  timeline: z.array(transitionSchema)
})
export type ReleaseLifecycle = z.infer<typeof releaseLifecycleSchema>

/** A track's own standing within its release. */
export const trackStandingSchema = z.object({
  track_id: z.number().int(),
  availability: availabilitySchema.nullable(),
  /** Its release's availability narrowed by its own. */
  effective: availabilitySchema,
  availability_summary: z.string(),
  taken_down: z.object({ at: z.string(), reason: z.string(), by: z.number().int().nullable() }).nullable()
})
export type TrackStanding = z.infer<typeof trackStandingSchema>
