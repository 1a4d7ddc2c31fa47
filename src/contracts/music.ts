// The music API contract (spec §7 "Real backend", DESIGN.md §4), shared by the forms, the fake database and the server.
import { z } from 'zod'
import {
  GENRES,
  TRACK_STATUSES,
  USER_ROLES,
  USER_STATUSES,
  USER_PLANS,
  DEVICES,
  MAX_PER_PAGE,
  TRACK_SORT_FIELDS
} from './musicConstants'

export {
  GENRES,
  TRACK_STATUSES,
  USER_ROLES,
  USER_STATUSES,
  USER_PLANS,
  DEVICES,
  MAX_PER_PAGE,
  MAX_AUDIO_BYTES,
  AUDIO_MIME_TYPES,
  MUSIC_PATHS,
  TRACK_SORT_FIELDS
} from './musicConstants'
export type { Genre } from './musicConstants'

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, 'This date does not exist')

export type PageMeta = {
  total: number
  page: number
  per_page: number
  /** Set when total is an estimate (PostgreSQL keyword searches with many matches): show it as "about N". */
  total_estimated?: true
}
export type Page<T> = { data: T[]; page_meta: PageMeta }
export type One<T> = { data: T }

export const pageQuerySchema = z.object({
  page: z.coerce
    .number()
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(1_000_000_000, 'Page must be at most 1000000000')
    .default(1),
  per_page: z.coerce
    .number()
    .int('per_page must be a whole number')
    .min(1, 'per_page must be between 1 and 100')
    .max(MAX_PER_PAGE, 'per_page must be between 1 and 100')
    .default(10)
})

export const trackFiltersSchema = z
  .object({
    keyword: z.string().trim().max(200, 'Keyword is too long').optional(),
    genre: z.enum(GENRES, { message: 'Unknown genre' }).optional(),
    date_from: isoDate.optional(),
    date_to: isoDate.optional()
  })
  .strict()
  .refine((f) => !f.date_from || !f.date_to || f.date_from <= f.date_to, {
    message: 'date_from must not be after date_to',
    path: ['date_from']
  })
export type TrackFilters = z.infer<typeof trackFiltersSchema>

export const trackSortSchema = z.object({
  sort_by: z.enum(TRACK_SORT_FIELDS).default('created_at'),
  sort_dir: z.enum(['asc', 'desc']).default('desc')
})

export const trackSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  artist: z.string(),
  album: z.string(),
  genre: z.enum(GENRES),
  duration: z.number().int().nonnegative(),
  release_date: z.string().nullable(),
  cover_url: z.string().nullable(),
  audio_url: z.string().nullable(),
  mime_type: z.string().nullable(),
  size: z.number().int().nullable(),
  status: z.enum(TRACK_STATUSES),
  explicit: z.boolean(),
  play_count: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string()
})
export type Track = z.infer<typeof trackSchema>

/** What the track form sends and the server accepts (JSON, or the text fields of a multipart upload). */
export const trackInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  artist: z.string().trim().min(1, 'Artist is required').max(200, 'Artist must be at most 200 characters'),
  album: z.string().trim().max(200, 'Album must be at most 200 characters').default(''),
  genre: z.enum(GENRES, { message: 'Choose a genre from the list' }),
  duration: z.coerce
    .number({ message: 'Duration must be a number of seconds' })
    .int('Duration must be a whole number of seconds')
    .min(1, 'Duration must be at least 1 second')
    .max(24 * 3600, 'Duration must be at most 24 hours'),
  release_date: isoDate.nullable().optional(),
  cover_url: z
    .string()
    .trim()
    .url('Cover must be a valid URL')
    .max(2000)
    .nullable()
    .optional()
    .or(z.literal('')),
  status: z.enum(TRACK_STATUSES, { message: 'Status must be published or draft' }).default('draft'),
  explicit: z.coerce.boolean().default(false)
})
export type TrackInput = z.input<typeof trackInputSchema>
export type TrackInputParsed = z.output<typeof trackInputSchema>

export const playlistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  is_public: z.boolean(),
  track_count: z.number().int(),
  created_at: z.string()
})
export type Playlist = z.infer<typeof playlistSchema>
export type PlaylistWithTracks = Playlist & { tracks: Track[] }

/** keyword matches the playlist's name, its description and its owner's name (server and demo alike). */
export const playlistFiltersSchema = z
  .object({ keyword: z.string().trim().max(200, 'Keyword is too long').optional() })
  .strict()
export type PlaylistFilters = z.infer<typeof playlistFiltersSchema>

export const PLAYLIST_SORT_FIELDS = ['created_at', 'name', 'owner_name', 'track_count'] as const
export type PlaylistSortField = (typeof PLAYLIST_SORT_FIELDS)[number]
/** Newest first by default; ties broken by id in the same direction. Names sort case-insensitively. */
export const playlistSortSchema = z.object({
  sort_by: z
    .enum(PLAYLIST_SORT_FIELDS, { message: 'sort_by must be created_at, name, owner_name or track_count' })
    .default('created_at'),
  sort_dir: z.enum(['asc', 'desc'], { message: 'sort_dir must be asc or desc' }).default('desc')
})

export const PLAYLIST_NAME_MAX = 100
export const PLAYLIST_DESCRIPTION_MAX = 500
export const PLAYLIST_MAX_TRACKS = 1000

/** What the playlist form sends and the server accepts on create and update. */
export const playlistInputSchema = z
  .object({
    name: z
      .string({ message: 'Name must be text' })
      .trim()
      .min(1, 'Name is required')
      .max(PLAYLIST_NAME_MAX, `Name must be at most ${PLAYLIST_NAME_MAX} characters`),
    description: z
      .string({ message: 'Description must be text' })
      .trim()
      .max(PLAYLIST_DESCRIPTION_MAX, `Description must be at most ${PLAYLIST_DESCRIPTION_MAX} characters`)
      .default(''),
    is_public: z.boolean({ message: 'is_public must be true or false' }).default(true)
  })
  .strict()
export type PlaylistInput = z.input<typeof playlistInputSchema>
export type PlaylistInputParsed = z.output<typeof playlistInputSchema>

const trackIdSchema = z
  .number({ message: 'track_id must be a number' })
  .int('track_id must be a whole number')
  .positive('track_id must be a positive number')
  .max(2_147_483_647, 'track_id is too large')

/** Adds one track to a playlist, at the end unless a 0-based position is given. */
export const playlistTrackAddSchema = z
  .object({
    track_id: trackIdSchema,
    position: z
      .number({ message: 'Position must be a number' })
      .int('Position must be a whole number')
      .min(0, 'Position must be 0 or more')
      .optional()
  })
  .strict()
export type PlaylistTrackAdd = z.infer<typeof playlistTrackAddSchema>

/** The playlist's tracks in their new order: every track of the playlist, each exactly once. */
export const playlistOrderSchema = z
  .object({
    track_ids: z
      .array(trackIdSchema, { message: 'track_ids must be a list of track ids' })
      .max(PLAYLIST_MAX_TRACKS, `A playlist holds at most ${PLAYLIST_MAX_TRACKS} tracks`)
  })
  .strict()
export type PlaylistOrder = z.infer<typeof playlistOrderSchema>

export const playHistorySchema = z.object({
  id: z.number().int(),
  track_id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  played_at: z.string(),
  seconds_played: z.number().int(),
  device: z.enum(DEVICES),
  country: z.string()
})
export type PlayHistory = z.infer<typeof playHistorySchema>

export const adminUserSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  plan: z.enum(USER_PLANS),
  country: z.string(),
  avatar: z.string().nullable(),
  created_at: z.string(),
  last_active_at: z.string().nullable()
})
export type AdminUser = z.infer<typeof adminUserSchema>

export const userFiltersSchema = z
  .object({
    keyword: z.string().trim().max(200).optional(),
    role: z.enum(USER_ROLES, { message: 'Unknown role' }).optional(),
    status: z.enum(USER_STATUSES, { message: 'Unknown status' }).optional()
  })
  .strict()

export const userInputSchema = z.object({
  full_name: z
    .string()
    .trim()
    .min(1, 'Full name is required')
    .max(120, 'Full name must be at most 120 characters'),
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(32, 'Username must be at most 32 characters')
    .regex(/^[a-zA-Z0-9_.-]+$/, 'Username may contain letters, digits, dots, dashes and underscores'),
  email: z.string().trim().min(1, 'Email is required').email('Enter a valid email address'),
  role: z.enum(USER_ROLES, { message: 'Choose a role' }),
  status: z.enum(USER_STATUSES, { message: 'Choose a status' }).default('active'),
  plan: z.enum(USER_PLANS, { message: 'Choose a plan' }).default('free'),
  country: z.string().trim().max(80).default(''),
  password: z.string().min(8, 'Password must be at least 8 characters').max(128).optional()
})
export type UserInput = z.input<typeof userInputSchema>
