// The music API contract (spec §7 "Real backend", DESIGN.md §4), shared by the forms, the fake database and the server.
import { z } from 'zod'
// Relative imports with their extension: the build config (vite.config.ts) reads the tracks list from here.
import { ANALYSIS_STATUSES } from './audioAnalysis.ts'
import { keywordSchema, listQuerySchema, rowIdSchema, type ParamsOf, type SortFieldOf } from './list.ts'

export { MAX_PER_PAGE, type One, type Page, type PageMeta } from './list.ts'

export const GENRES = [
  'pop',
  'rock',
  'hip-hop',
  'electronic',
  'jazz',
  'classical',
  'country',
  'r-and-b',
  'reggae',
  'metal',
  'folk',
  'blues',
  'latin',
  'ambient'
] as const
export type Genre = (typeof GENRES)[number]
/**
 * A track's genre: the slug of one of the managed genres (contracts/catalogue.ts, the 14 above are its seed). The
 * shape is checked here; that the list holds it, by the server against the list.
 */
export const genreSlugField = (message: string) =>
  z
    .string({ message })
    .max(200, message)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message)
/** The genres' English names, for text written into the data itself (seeded descriptions); screens translate keys. */
export const GENRE_NAMES: Record<Genre, string> = {
  pop: 'pop',
  rock: 'rock',
  'hip-hop': 'hip-hop',
  electronic: 'electronic',
  jazz: 'jazz',
  classical: 'classical',
  country: 'country',
  'r-and-b': 'R&B',
  reggae: 'reggae',
  metal: 'metal',
  folk: 'folk',
  blues: 'blues',
  latin: 'Latin',
  ambient: 'ambient'
}

export const TRACK_STATUSES = ['published', 'draft'] as const
export const USER_ROLES = ['admin', 'editor', 'viewer'] as const
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const
export const USER_PLANS = ['free', 'premium', 'family', 'student'] as const
/** Countries a user can be given, as ISO 3166-1 alpha-2 codes (the seeded users' among them); names come from Intl. */
export const USER_COUNTRIES = [
  'AE',
  'AR',
  'AT',
  'AU',
  'BE',
  'BR',
  'CA',
  'CH',
  'CL',
  'CN',
  'CO',
  'CZ',
  'DE',
  'DK',
  'DZ',
  'EG',
  'ES',
  'FI',
  'FR',
  'GB',
  'GH',
  'GR',
  'HU',
  'ID',
  'IE',
  'IL',
  'IN',
  'IQ',
  'IT',
  'JO',
  'JP',
  'KE',
  'KR',
  'KW',
  'LB',
  'MA',
  'MX',
  'MY',
  'NG',
  'NL',
  'NO',
  'NZ',
  'PE',
  'PH',
  'PK',
  'PL',
  'PT',
  'QA',
  'RO',
  'SA',
  'SE',
  'SG',
  'TH',
  'TN',
  'TR',
  'UA',
  'US',
  'VN',
  'ZA'
] as const
export const DEVICES = ['web', 'ios', 'android', 'desktop', 'speaker'] as const

/** What the values of the enums mean, for the API reference (the screens translate them their own way). */
export const ENUM_MEANINGS = {
  device:
    'Where the play happened, in lower case: web (a browser), ios (the iPhone and iPad app), android (the Android app), desktop (the desktop app), speaker (a smart speaker or a car).',
  trackStatus: 'published (listeners can find and play it) or draft (only the back office sees it).',
  userRole:
    'admin (manages everything), editor (manages the catalogue and playlists, reads users and plays) or viewer (reads the catalogue and plays).',
  userStatus: 'active (may sign in), inactive (may not) or pending (invited, not yet confirmed).'
} as const

export const MAX_AUDIO_BYTES = 50 * 1024 * 1024
/** A cover image (JPEG, PNG or WebP, told by its content) is at most 5 MB. */
export const MAX_COVER_BYTES = 5 * 1024 * 1024
/** POST …/tracks/hashes: which of these audio files (SHA-256, hex) the catalogue already holds. */
export const audioHashesBodySchema = z.object({
  hashes: z
    .array(z.string().regex(/^[0-9a-f]{64}$/, 'A hash is 64 lower-case hexadecimal characters'))
    .max(1000, 'Ask for at most 1,000 hashes at once')
})

export const AUDIO_MIME_TYPES = [
  'audio/mpeg',
  'audio/mp4',
  'audio/aac',
  'audio/ogg',
  'audio/wav',
  'audio/x-wav',
  'audio/flac',
  'audio/webm'
] as const

export const MUSIC_PATHS = {
  tracks: '/admin/v2/tracks',
  playlists: '/admin/v2/playlists',
  playHistories: '/admin/v2/play_histories',
  users: '/admin/v2/users'
} as const

/** A calendar date as YYYY-MM-DD that exists (no 2026-02-30). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, 'This date does not exist')

export const trackFiltersSchema = z
  .object({
    keyword: keywordSchema.optional(),
    genre: genreSlugField('Unknown genre').optional(),
    status: z.enum(TRACK_STATUSES, { message: 'status must be published or draft' }).optional(),
    // JSON sends a boolean; the address bar, its text.
    explicit: z
      .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
        message: 'explicit must be true or false'
      })
      .optional(),
    date_from: isoDate.optional(),
    date_to: isoDate.optional(),
    // Analysed tracks with at least one quality finding (issue 38).
    needs_attention: z
      .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
        message: 'needs_attention must be true or false'
      })
      .optional()
  })
  .strict()
  .refine((f) => !f.date_from || !f.date_to || f.date_from <= f.date_to, {
    message: 'date_from must not be after date_to',
    path: ['date_from']
  })
export type TrackFilters = z.infer<typeof trackFiltersSchema>

export const TRACK_SORT_FIELDS = [
  'created_at',
  'title',
  'artist',
  'play_count',
  'duration',
  'release_date'
] as const

/** GET /admin/v2/tracks: keyword (word prefixes of title, artist, album), genre, status, explicit, date added; newest first. */
export const trackListQuery = listQuerySchema({
  sortFields: TRACK_SORT_FIELDS,
  defaultSort: 'created_at',
  defaultDir: 'desc',
  filters: trackFiltersSchema,
  urlKeys: { keyword: 'q', date_from: 'from', date_to: 'to', needs_attention: 'attention' }
})
export type TrackListParams = ParamsOf<typeof trackListQuery>
export type TrackSortField = SortFieldOf<typeof trackListQuery>

/** Same-origin paths ("/media/covers/12.svg") and https: URLs; javascript:, data: and every other scheme are refused. */
export const coverUrlSchema = z
  .string()
  .trim()
  .max(2000, 'Cover must be at most 2000 characters')
  .refine(isCoverUrl, 'Cover must be a valid URL')

export function isCoverUrl(value: string): boolean {
  // A path of this origin: one leading slash ("//host" would be another origin), no backslash or control characters.
  if (value.startsWith('/')) return !value.startsWith('//') && !/[\\\s\p{Cc}]/u.test(value)
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname !== ''
  } catch {
    return false
  }
}

export const trackSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  artist: z.string(),
  album: z.string(),
  genre: z.string(),
  duration: z.number().int().nonnegative(),
  release_date: z.string().nullable(),
  cover_url: z.string().nullable(),
  audio_url: z.string().nullable(),
  mime_type: z.string().nullable(),
  size: z.number().int().nullable(),
  status: z.enum(TRACK_STATUSES).describe(ENUM_MEANINGS.trackStatus),
  explicit: z.boolean(),
  play_count: z.number().int().nonnegative(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The audio's analysis (issue 38): null when the track has no audio; pending until analysed. */
  analysis_status: z.enum(ANALYSIS_STATUSES).nullable(),
  /** The playback gain toward −14 LUFS, limited by the true peak; null until analysed. */
  gain_db: z.number().nullable()
})
export type Track = z.infer<typeof trackSchema>

/** What the track form sends and the server accepts (JSON, or the text fields of a multipart upload). */
export const trackInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  artist: z.string().trim().min(1, 'Artist is required').max(200, 'Artist must be at most 200 characters'),
  album: z.string().trim().max(200, 'Album must be at most 200 characters').default(''),
  genre: genreSlugField('Choose a genre from the list'),
  duration: z.coerce
    .number({ message: 'Duration must be a number of seconds' })
    .int('Duration must be a whole number of seconds')
    .min(1, 'Duration must be at least 1 second')
    .max(24 * 3600, 'Duration must be at most 24 hours'),
  release_date: isoDate.nullable().optional(),
  cover_url: coverUrlSchema.nullable().optional().or(z.literal('')),
  status: z
    .enum(TRACK_STATUSES, { message: 'Status must be published or draft' })
    .default('draft')
    .describe(ENUM_MEANINGS.trackStatus),
  explicit: z.coerce.boolean().default(false)
})
export type TrackInput = z.input<typeof trackInputSchema>

/**
 * A track write as multipart/form-data, for the API reference: the fields of trackInputSchema as text, where empty
 * title, artist, album, genre and duration are read from the audio file's tags, and the files.
 */
export const trackUploadSchema = trackInputSchema.partial().extend({
  audio: z
    .file()
    .optional()
    .describe(
      'The audio file: MP3, M4A, AAC, OGG, WAV, FLAC or WebM, at most MAX_AUDIO_BYTES (50 MiB by default).'
    ),
  cover: z.file().optional().describe('A cover picture: JPEG, PNG or WebP, at most 5 MB.')
})
export type TrackInputParsed = z.output<typeof trackInputSchema>

/** A track's own fields as the track form sends them: the body of an edit that changes some of them. */
export const trackInputOf = (track: Track): TrackInput =>
  Object.fromEntries(
    Object.keys(trackInputSchema.shape).map((key) => [key, track[key as keyof TrackInput & keyof Track]])
  ) as TrackInput

export const playlistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  is_public: z.boolean(),
  track_count: z.number().int(),
  /** The covers of its first tracks (at most PLAYLIST_MOSAIC, in playlist order): the list's mosaic. */
  covers: z.array(z.string()),
  created_at: z.string()
})
export type Playlist = z.infer<typeof playlistSchema>
export const PLAYLIST_MOSAIC = 4
/** A track as a playlist holds it: added_at is when it joined the playlist. */
export const playlistTrackSchema = trackSchema.extend({ added_at: z.string() })
export type PlaylistTrack = z.infer<typeof playlistTrackSchema>
export type PlaylistWithTracks = Playlist & { tracks: PlaylistTrack[] }

/** keyword matches the playlist's name, its description and its owner's name (any case, server and demo alike). */
export const playlistFiltersSchema = z.object({ keyword: keywordSchema.optional() }).strict()
export type PlaylistFilters = z.infer<typeof playlistFiltersSchema>

export const PLAYLIST_SORT_FIELDS = ['created_at', 'name', 'owner_name', 'track_count'] as const
/** Newest first by default; ties broken by id in the same direction. Names sort case-insensitively. */
export const playlistListQuery = listQuerySchema({
  sortFields: PLAYLIST_SORT_FIELDS,
  defaultSort: 'created_at',
  defaultDir: 'desc',
  filters: playlistFiltersSchema,
  urlKeys: { keyword: 'q' },
  sortMessage: 'sort_by must be created_at, name, owner_name or track_count'
})
export type PlaylistListParams = ParamsOf<typeof playlistListQuery>
export type PlaylistSortField = SortFieldOf<typeof playlistListQuery>

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
  device: z.enum(DEVICES).describe(ENUM_MEANINGS.device),
  country: z.string()
})
export type PlayHistory = z.infer<typeof playHistorySchema>

/** GET /admin/v2/play_histories?track_id=: the plays of one track (or of all), newest first; no filters. */
export const playHistoryListQuery = listQuerySchema({
  sortFields: ['played_at'],
  defaultSort: 'played_at',
  defaultDir: 'desc',
  filters: z.object({}).strict(),
  sortMessage: 'sort_by must be played_at'
})
export type PlayHistoryListParams = ParamsOf<typeof playHistoryListQuery>

/** ?track_id= of the play histories list. */
export const trackIdQuery = rowIdSchema('track_id')

export const adminUserSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES).describe(ENUM_MEANINGS.userRole),
  status: z.enum(USER_STATUSES).describe(ENUM_MEANINGS.userStatus),
  plan: z.enum(USER_PLANS),
  country: z.string(),
  avatar: z.string().nullable(),
  created_at: z.string(),
  last_active_at: z.string().nullable()
})
export type AdminUser = z.infer<typeof adminUserSchema>

export const userFiltersSchema = z
  .object({
    keyword: keywordSchema.optional(),
    role: z.enum(USER_ROLES, { message: 'Unknown role' }).optional(),
    status: z.enum(USER_STATUSES, { message: 'Unknown status' }).optional()
  })
  .strict()
export type UserFilters = z.infer<typeof userFiltersSchema>

/** GET /admin/v2/users: keyword (name, username, email; any case), role, status; newest first. */
export const userListQuery = listQuerySchema({
  sortFields: ['created_at'],
  defaultSort: 'created_at',
  defaultDir: 'desc',
  filters: userFiltersSchema,
  urlKeys: { keyword: 'q' },
  sortMessage: 'sort_by must be created_at'
})
export type UserListParams = ParamsOf<typeof userListQuery>

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
  role: z.enum(USER_ROLES, { message: 'Choose a role' }).describe(ENUM_MEANINGS.userRole),
  status: z
    .enum(USER_STATUSES, { message: 'Choose a status' })
    .default('active')
    .describe(ENUM_MEANINGS.userStatus),
  plan: z.enum(USER_PLANS, { message: 'Choose a plan' }).default('free'),
  country: z.string().trim().max(80).default(''),
  password: z.string().min(8, 'Password must be at least 8 characters').max(128).optional()
})
export type UserInput = z.input<typeof userInputSchema>
