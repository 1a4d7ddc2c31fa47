// The catalogue feed for the streaming back end (issue 37): GET /catalog/v1/changes?since=<cursor> answers, in order,
// each release and track that changed since the cursor (became playable, changed, stopped being playable, or went),
// with what decides whether it plays, in keyset pages. A client that reads from the start and keeps the cursor holds
// the catalogue; it evaluates `playableIn` (./availability) on an entry for a country and an instant.
import { z } from 'zod'
import { availabilitySchema, UNPLAYABLE_REASONS } from './availability'
import { isrcSchema } from './catalogue'
import { isCountryCode } from './countries'

export const FEED_PATHS = {
  changes: '/catalog/v1/changes',
  track: (isrc: string) => `/catalog/v1/tracks/${isrc}`
} as const

/**
 * A page's server CPU grows with its length (about 10 ms for 1,000 entries). On the 1M-track database at 4
 * connections a page of 100 answered within the 25 ms p95 budget and one of 250 did not (docs/performance.md).
 */
export const FEED_PAGE_MAX = 100

export const feedQuerySchema = z
  .object({
    since: z
      .string({ message: 'since must be a cursor this feed gave' })
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'since must be a cursor this feed gave')
      .optional(),
    limit: z.coerce
      .number({ message: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(FEED_PAGE_MAX, `limit must be at most ${FEED_PAGE_MAX}`)
      .default(100)
  })
  .strict()

export const feedEntrySchema = z.object({
  /** Pass it as `since` to read on from just after this entry. */
  cursor: z.string(),
  kind: z.enum(['release', 'track']),
  id: z.number().int(),
  changed_at: z.string(),
  /** Deleted: drop it. The fields below are then null or false. */
  removed: z.boolean(),
  /** Its release's status (a track on no release counts as live); with go_live_at, blocked and availability it is
   * what `playableIn` reads. */
  status: z.string().nullable(),
  go_live_at: z.string().nullable(),
  /** A track taken down on its own or not published. */
  blocked: z.boolean(),
  /** For a track, its release's narrowed by its own. */
  availability: availabilitySchema.nullable(),
  availability_summary: z.string().nullable(),
  release: z
    .object({
      title: z.string(),
      upc: z.string().nullable(),
      type: z.string(),
      label: z.string(),
      explicit: z.boolean()
    })
    .nullable(),
  track: z
    .object({
      isrc: z.string().nullable(),
      title: z.string(),
      version: z.string(),
      artist: z.string(),
      release_id: z.number().int().nullable(),
      disc_number: z.number().int().nullable(),
      track_number: z.number().int().nullable(),
      duration: z.number().int(),
      explicit: z.boolean(),
      taken_down: z.boolean()
    })
    .nullable()
})
export type FeedEntry = z.infer<typeof feedEntrySchema>

export const feedPageSchema = z.object({
  data: z.array(feedEntrySchema),
  /** Where to read on: the last entry's cursor, or `since` again when nothing newer is there yet. */
  next_cursor: z.string(),
  /** More entries were there already: read on at once. */
  has_more: z.boolean()
})
export type FeedPage = z.infer<typeof feedPageSchema>

export const trackQuerySchema = z
  .object({
    country: z
      .string({ message: 'country must be a code such as DE' })
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'country must be an ISO 3166-1 code such as DE')
  })
  .strict()

export const trackParamsSchema = z.object({ isrc: isrcSchema })

/** GET /catalog/v1/tracks/:isrc?country=DE: whether and how the track plays there now. */
export const trackAnswerSchema = z.object({
  isrc: z.string(),
  track_id: z.number().int(),
  title: z.string(),
  artist: z.string(),
  country: z.string(),
  at: z.string(),
  playable: z.boolean(),
  /** Why not, when it does not play. */
  reason: z.enum(UNPLAYABLE_REASONS).nullable(),
  status: z.string(),
  taken_down: z.boolean(),
  availability: availabilitySchema,
  availability_summary: z.string(),
  release: z.object({ id: z.number().int(), title: z.string(), status: z.string() }).nullable()
})
export type TrackAnswer = z.infer<typeof trackAnswerSchema>
