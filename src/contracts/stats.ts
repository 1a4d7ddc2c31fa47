// The music overview's contract (issue 11): the stats endpoints under /admin/v2/stats, their range query and
// answers, and the batch of plays the streaming service posts. Shared by the server, the fake database and the
// dashboard.
import { z } from 'zod'
import { DEVICES, ENUM_MEANINGS } from './music'

export const STATS_PATHS = {
  catalogue: '/admin/v2/stats/catalogue',
  playsPerDay: '/admin/v2/stats/plays-per-day',
  listenersPerDay: '/admin/v2/stats/listeners-per-day',
  newUsersPerDay: '/admin/v2/stats/new-users-per-day',
  topTracks: '/admin/v2/stats/top-tracks',
  topArtists: '/admin/v2/stats/top-artists',
  genres: '/admin/v2/stats/genres'
} as const

/** The preset ranges, in days ending today (UTC). */
export const STATS_RANGES = [7, 30, 90] as const
export type StatsRangeDays = (typeof STATS_RANGES)[number]
export const DEFAULT_STATS_RANGE: StatsRangeDays = 30
/** The longest custom range. */
export const MAX_STATS_DAYS = 366
export const DEFAULT_TOP_LIMIT = 10
export const MAX_TOP_LIMIT = 50

const DAY_MS = 86_400_000

const isoDay = (name: 'The start date' | 'The end date') =>
  z
    .string({ message: `${name} must be a date` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be in the format YYYY-MM-DD`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`)
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
    }, `${name} is not a real date`)

const rangeFields = {
  days: z.coerce
    .number({ message: 'The number of days must be 7, 30 or 90' })
    .refine((d) => (STATS_RANGES as readonly number[]).includes(d), 'The number of days must be 7, 30 or 90')
    .optional(),
  from: isoDay('The start date').optional(),
  to: isoDay('The end date').optional()
}

type RangeFields = { days?: number; from?: string; to?: string }

function withRangeChecks<T extends z.ZodType<RangeFields>>(schema: T) {
  return schema
    .refine((q) => (q.from === undefined) === (q.to === undefined), {
      message: 'Give both a start date (from) and an end date (to), or neither',
      path: ['from']
    })
    .refine((q) => !(q.days !== undefined && q.from !== undefined), {
      message: 'Give either a number of days or a start and end date, not both',
      path: ['days']
    })
    .refine((q) => !q.from || !q.to || q.from <= q.to, {
      message: 'The start date must not be after the end date',
      path: ['from']
    })
    .refine(
      (q) =>
        !q.from ||
        !q.to ||
        (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / DAY_MS < MAX_STATS_DAYS,
      { message: `A range may span at most ${MAX_STATS_DAYS} days`, path: ['to'] }
    )
}

/**
 * A range is either `days` (7, 30 or 90, ending today) or `from` and `to` (inclusive UTC days). Without either,
 * the last 30 days.
 */
export const statsRangeQuerySchema = withRangeChecks(z.object(rangeFields))
export type StatsRangeQuery = z.input<typeof statsRangeQuerySchema>

export const topQuerySchema = withRangeChecks(
  z.object({
    ...rangeFields,
    limit: z.coerce
      .number({ message: 'The limit must be a number' })
      .int('The limit must be a whole number')
      .min(1, `The limit must be between 1 and ${MAX_TOP_LIMIT}`)
      .max(MAX_TOP_LIMIT, `The limit must be between 1 and ${MAX_TOP_LIMIT}`)
      .default(DEFAULT_TOP_LIMIT)
  })
)

export type StatsRange = { from: string; to: string }

export const utcDay = (date: Date) => date.toISOString().slice(0, 10)

/** The inclusive UTC days of a range query, `today` being the last day of a preset range. */
export function resolveStatsRange(
  query: { days?: number; from?: string; to?: string },
  today: Date = new Date()
): StatsRange {
  if (query.from && query.to) return { from: query.from, to: query.to }
  const days = query.days ?? DEFAULT_STATS_RANGE
  const end = Date.parse(`${utcDay(today)}T00:00:00Z`)
  return { from: utcDay(new Date(end - (days - 1) * DAY_MS)), to: utcDay(new Date(end)) }
}

/** Every day of a range, oldest first. */
export function daysOf({ from, to }: StatsRange): string[] {
  const days: string[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS)
    days.push(utcDay(new Date(t)))
  return days
}

const rangeSchema = z.object({ from: z.string(), to: z.string() })
const inRange = <T extends z.ZodType>(item: T) => z.object({ range: rangeSchema, data: z.array(item) })

export const catalogueStatsSchema = z.object({
  tracks: z.number().int(),
  published: z.number().int(),
  drafts: z.number().int(),
  audio_seconds: z.number().int(),
  /** Genres with at least one track. */
  genres: z.number().int()
})
export type CatalogueStats = z.infer<typeof catalogueStatsSchema>

export const dayPlaysSchema = z.object({ day: z.string(), plays: z.number().int() })
export const dayListenersSchema = z.object({ day: z.string(), listeners: z.number().int() })
export const dayUsersSchema = z.object({ day: z.string(), users: z.number().int() })
export const topTrackSchema = z.object({
  track_id: z.number().int(),
  title: z.string(),
  artist: z.string(),
  /** The slug of one of the managed genres. */
  genre: z.string(),
  cover_url: z.string().nullable(),
  plays: z.number().int()
})
export const topArtistSchema = z.object({ artist: z.string(), plays: z.number().int() })
export const genrePlaysSchema = z.object({ genre: z.string(), plays: z.number().int() })

export const playsPerDayResponse = inRange(dayPlaysSchema)
export const listenersPerDayResponse = inRange(dayListenersSchema)
export const newUsersPerDayResponse = inRange(dayUsersSchema)
export const topTracksResponse = inRange(topTrackSchema)
export const topArtistsResponse = inRange(topArtistSchema)
export const genresResponse = inRange(genrePlaysSchema)

export type DayPlays = z.infer<typeof dayPlaysSchema>
export type DayListeners = z.infer<typeof dayListenersSchema>
export type DayUsers = z.infer<typeof dayUsersSchema>
export type TopTrack = z.infer<typeof topTrackSchema>
export type TopArtist = z.infer<typeof topArtistSchema>
export type GenrePlays = z.infer<typeof genrePlaysSchema>
export type InRange<T> = { range: StatsRange; data: T[] }

export const MAX_PLAYS_PER_BATCH = 1000
/** How far in the future a play may be dated (clocks of the reporting service drift a little). */
export const PLAYED_AT_SKEW_MS = 5 * 60_000

/** One play as the streaming service reports it. */
export const playEventSchema = z
  .object({
    track_id: z
      .number({ message: 'track_id must be a number' })
      .int('track_id must be a whole number')
      .positive('track_id must be a positive number')
      .max(2_147_483_647, 'track_id is too large'),
    user_id: z
      .number({ message: 'user_id must be a number' })
      .int('user_id must be a whole number')
      .positive('user_id must be a positive number')
      .max(2_147_483_647, 'user_id is too large'),
    played_at: z.iso
      .datetime({
        offset: true,
        message: 'played_at must be a date and time such as 2025-01-31T20:15:00Z'
      })
      .describe('When the play started: ISO 8601 with Z or an offset, at most 5 minutes in the future.'),
    duration_played: z
      .number({ message: 'duration_played must be a number of seconds' })
      .int('duration_played must be a whole number of seconds')
      .min(0, 'duration_played must be 0 or more')
      .max(86_400, 'duration_played must be at most 86400 seconds'),
    event_id: z
      .string({ message: 'event_id must be text' })
      .min(1, 'event_id must not be empty')
      .max(100, 'event_id must be at most 100 characters')
      .optional()
      .describe(
        'The play’s own id in the streaming back end (1–100 characters), unique per play: a play whose event_id was stored before is skipped, so a retried batch counts once. Without it a batch sent twice counts twice.'
      ),
    device: z
      .enum(DEVICES, { message: `device must be one of ${DEVICES.join(', ')}` })
      .default('web')
      .describe(ENUM_MEANINGS.device),
    country: z
      .string({ message: 'country must be text' })
      .regex(/^([A-Z]{2})?$/, 'country must be a two-letter code such as SE')
      .default('')
      .describe('The listener’s country as an ISO 3166-1 alpha-2 code (SE), or empty when unknown.')
  })
  .strict()
export type PlayEvent = z.input<typeof playEventSchema>

export const playBatchSchema = z
  .object({
    plays: z
      .array(z.unknown(), { message: 'plays must be a list of plays' })
      .min(1, 'plays must hold at least one play')
      .max(MAX_PLAYS_PER_BATCH, `A batch holds at most ${MAX_PLAYS_PER_BATCH} plays`)
  })
  .strict()

/**
 * The batch as the API reference shows it. parsePlayBatch checks the same rules one play at a time, so that the
 * answer names the index of the first bad play.
 */
export const playBatchBodySchema = playBatchSchema
  .extend({
    plays: z
      .array(playEventSchema)
      .min(1)
      .max(MAX_PLAYS_PER_BATCH)
      .describe(
        `1 to ${MAX_PLAYS_PER_BATCH} plays, stored together or not at all. A play whose event_id was stored before is skipped, so a batch sent again after a timeout counts once.`
      )
  })
  .meta({
    examples: [
      {
        plays: [
          {
            event_id: 'ios-7f3a9c2e-0001',
            track_id: 12,
            user_id: 3,
            played_at: '2026-11-29T18:04:05Z',
            duration_played: 187,
            device: 'ios',
            country: 'SE'
          },
          {
            event_id: 'web-51d0b7aa-0002',
            track_id: 7,
            user_id: 5,
            played_at: '2026-11-29T18:06:40Z',
            duration_played: 42
          }
        ]
      }
    ]
  })

export const playBatchResultSchema = z.object({
  received: z.number().int().describe('Plays in the batch.'),
  stored: z.number().int().describe('Plays stored now.'),
  /** Plays whose event_id was stored already (by an earlier batch or earlier in this one). */
  duplicates: z
    .number()
    .int()
    .describe(
      'Plays skipped because their event_id was stored already, by an earlier batch or earlier in this one.'
    )
})
export type PlayBatchResult = z.infer<typeof playBatchResultSchema>

export type ParsedPlay = z.output<typeof playEventSchema>

/**
 * Validates a batch as one unit: the first bad play rejects it, named by its index. played_at comes back as
 * ISO-8601 UTC.
 */
export function parsePlayBatch(
  body: unknown,
  now: Date = new Date()
):
  | { ok: true; plays: ParsedPlay[] }
  | { ok: false; error: string; details: { path: string; message: string }[] } {
  const shapeError = 'Send the plays as { "plays": [ … ] }.'
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, error: shapeError, details: [{ path: '', message: shapeError }] }
  const batch = playBatchSchema.safeParse(body)
  if (!batch.success) {
    const issue = batch.error.issues[0]
    const message =
      issue.code === 'unrecognized_keys' ? 'Send the plays as { "plays": [ … ] }' : issue.message
    return {
      ok: false,
      error: /[.!?]$/.test(message) ? message : `${message}.`,
      details: batch.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
    }
  }
  const plays: ParsedPlay[] = []
  for (const [index, raw] of batch.data.plays.entries()) {
    const parsed = playEventSchema.safeParse(raw, { reportInput: true })
    const fail = (path: string, message: string) => ({
      ok: false as const,
      error: `Play at index ${index}: ${message}.`,
      details: [{ path: `plays.${index}${path ? `.${path}` : ''}`, message }]
    })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const path = issue.path.join('.')
      if (issue.code === 'unrecognized_keys') return fail('', `unknown field ${issue.keys.join(', ')}`)
      if (issue.code === 'invalid_type' && issue.path.length === 0)
        return fail('', 'a play must be an object')
      if (issue.code === 'invalid_type' && issue.input === undefined) return fail(path, `${path} is required`)
      return fail(path, issue.message)
    }
    const at = Date.parse(parsed.data.played_at)
    if (at > now.getTime() + PLAYED_AT_SKEW_MS) return fail('played_at', 'played_at is in the future')
    plays.push({ ...parsed.data, played_at: new Date(at).toISOString() })
  }
  return { ok: true, plays }
}
