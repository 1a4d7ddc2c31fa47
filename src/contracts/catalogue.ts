// The music catalogue's contract (issue 36): artists, releases, a track's place in the catalogue (release, position,
// ISRC, version, artists with roles, credits) and the managed genres. Shared by the server and the screens.
import { z } from 'zod'
import { keywordSchema, listQuerySchema, rowIdSchema, type ParamsOf } from './list.ts'
import { coverUrlSchema, isoDate, USER_COUNTRIES } from './music.ts'

export const CATALOGUE_PATHS = {
  artists: '/admin/v2/artists',
  releases: '/admin/v2/releases',
  genres: '/admin/v2/genres',
  /** One genre, by its slug: `${genres}/:slug`. */
  genre: (slug: string) => `/admin/v2/genres/${slug}`,
  /** A track's place in the catalogue: `${tracks}/:id/catalogue`. */
  trackCatalogue: (trackId: number | string) => `/admin/v2/tracks/${trackId}/catalogue`
} as const

export const RELEASE_TYPES = ['album', 'single', 'ep', 'compilation'] as const
export type ReleaseType = (typeof RELEASE_TYPES)[number]
export const TRACK_ARTIST_ROLES = ['main', 'featured', 'remixer'] as const
export type TrackArtistRole = (typeof TRACK_ARTIST_ROLES)[number]
export const CREDIT_ROLES = ['composer', 'lyricist', 'producer', 'mixer', 'mastering_engineer'] as const
export type CreditRole = (typeof CREDIT_ROLES)[number]

/** How a track's several main artists make its artist text (the track list's `artist`). */
export const ARTIST_TEXT_SEPARATOR = ', '

export const NAME_MAX = 200
export const BIOGRAPHY_MAX = 5000
export const LINKS_MAX = 10
export const TRACKLIST_MAX = 500

// --- Identifiers -------------------------------------------------------------------------------------------------

/** An ISRC as stored: dashes and spaces dropped, upper case (`US-RC1-76-07839` → `USRC17607839`). */
export const normaliseIsrc = (value: string) => value.replace(/[\s-]/g, '').toUpperCase()
/** Country (2 letters), registrant (3 letters or digits), year (2 digits), designation (5 digits). */
const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/
/** An ISRC as people read it: CC-XXX-YY-NNNNN. */
export const formatIsrc = (isrc: string) =>
  `${isrc.slice(0, 2)}-${isrc.slice(2, 5)}-${isrc.slice(5, 7)}-${isrc.slice(7)}`

export const ISRC_MESSAGE = 'ISRC must have the form CC-XXX-YY-NNNNN (for example US-RC1-76-07839)'

export const isrcSchema = z
  .string({ message: 'ISRC must be text' })
  .transform(normaliseIsrc)
  .refine((v) => ISRC.test(v), ISRC_MESSAGE)

/** The GS1 check digit of the digits before it (UPC-A: 11 digits, EAN-13: 12). */
export function gtinCheckDigit(body: string): number {
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    // Weights 3 and 1 alternate from the rightmost digit of the body.
    const weight = (body.length - i) % 2 === 1 ? 3 : 1
    sum += Number(body[i]) * weight
  }
  return (10 - (sum % 10)) % 10
}

/** A UPC (12 digits) or EAN (13 digits) as stored: spaces and dashes dropped. */
export const upcSchema = z
  .string({ message: 'UPC/EAN must be text' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .superRefine((value, ctx) => {
    if (!/^\d{12,13}$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'UPC/EAN must be 12 digits (UPC) or 13 digits (EAN)' })
      return
    }
    const expected = gtinCheckDigit(value.slice(0, -1))
    if (Number(value.at(-1)) !== expected)
      ctx.addIssue({
        code: 'custom',
        message: `UPC/EAN check digit is wrong: the last digit should be ${expected}`
      })
  })

// --- Artists -----------------------------------------------------------------------------------------------------

const linkSchema = z
  .object({
    label: z.string().trim().max(60, 'A link label must be at most 60 characters').default(''),
    url: z
      .string({ message: 'A link must be a URL' })
      .trim()
      .max(2000, 'A link must be at most 2000 characters')
      .refine((v) => {
        try {
          return new URL(v).protocol === 'https:'
        } catch {
          return false
        }
      }, 'A link must be an https:// URL')
  })
  .strict()

export const artistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort_name: z.string(),
  country: z.string().nullable(),
  image_url: z.string().nullable(),
  biography: z.string(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  /** Tracks on which the artist is a main artist. */
  track_count: z.number().int(),
  release_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string()
})
export type Artist = z.infer<typeof artistSchema>

export const artistInputSchema = z
  .object({
    name: z
      .string({ message: 'Name must be text' })
      .trim()
      .min(1, 'Name is required')
      .max(NAME_MAX, `Name must be at most ${NAME_MAX} characters`),
    sort_name: z
      .string({ message: 'Sort name must be text' })
      .trim()
      .max(NAME_MAX, `Sort name must be at most ${NAME_MAX} characters`)
      .default(''),
    country: z
      .enum(USER_COUNTRIES, { message: 'Country must be a country code such as GB' })
      .nullable()
      .optional(),
    image_url: coverUrlSchema.nullable().optional(),
    biography: z
      .string({ message: 'Biography must be text' })
      .trim()
      .max(BIOGRAPHY_MAX, `Biography must be at most ${BIOGRAPHY_MAX} characters`)
      .default(''),
    links: z
      .array(linkSchema, { message: 'Links must be a list' })
      .max(LINKS_MAX, `An artist has at most ${LINKS_MAX} links`)
      .default([])
  })
  .strict()
export type ArtistInput = z.input<typeof artistInputSchema>
export type ArtistInputParsed = z.output<typeof artistInputSchema>

export const artistFiltersSchema = z
  .object({
    keyword: keywordSchema.optional(),
    country: z.enum(USER_COUNTRIES, { message: 'Unknown country' }).optional()
  })
  .strict()
export type ArtistFilters = z.infer<typeof artistFiltersSchema>

/** GET /admin/v2/artists: keyword (the start of the name, any case), country; by name. */
export const artistListQuery = listQuerySchema({
  sortFields: ['name', 'created_at'],
  defaultSort: 'name',
  defaultDir: 'asc',
  filters: artistFiltersSchema,
  urlKeys: { keyword: 'q' },
  sortMessage: 'sort_by must be name or created_at'
})
export type ArtistListParams = ParamsOf<typeof artistListQuery>

/** A release as a list shows it. */
export const releaseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.enum(RELEASE_TYPES),
  upc: z.string().nullable(),
  label: z.string(),
  p_line: z.string(),
  c_line: z.string(),
  original_release_date: z.string().nullable(),
  cover_url: z.string().nullable(),
  artists: z.array(z.object({ id: z.number().int(), name: z.string() })),
  track_count: z.number().int(),
  /** Seconds, all its tracks. */
  duration: z.number().int(),
  created_at: z.string(),
  updated_at: z.string()
})
export type Release = z.infer<typeof releaseSchema>

export const topTrackSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  artist: z.string(),
  album: z.string(),
  duration: z.number().int(),
  play_count: z.number().int(),
  cover_url: z.string().nullable()
})
export type TopTrack = z.infer<typeof topTrackSchema>

export const ARTIST_TOP_TRACKS = 10
export const ARTIST_PAGE_RELEASES = 50

/** GET /admin/v2/artists/:id/page: the artist, their releases by type (newest first) and top tracks by plays. */
export const artistPageSchema = z.object({
  artist: artistSchema,
  releases: z.object(
    Object.fromEntries(RELEASE_TYPES.map((t) => [t, z.array(releaseSchema)])) as Record<
      ReleaseType,
      z.ZodArray<typeof releaseSchema>
    >
  ),
  top_tracks: z.array(topTrackSchema),
  /** Credits of the artist on tracks (composer, producer…), most played first. */
  credits: z.array(z.object({ track_id: z.number().int(), title: z.string(), role: z.enum(CREDIT_ROLES) }))
})
export type ArtistPage = z.infer<typeof artistPageSchema>

/** POST /admin/v2/artists/merge: every link of `from` moves to `into`, and `from` goes (undo for 10 minutes). */
export const artistMergeSchema = z
  .object({ from: rowIdSchema('from'), into: rowIdSchema('into') })
  .strict()
  .refine((v) => v.from !== v.into, { message: 'An artist cannot be merged into itself', path: ['into'] })
export const artistMergeResultSchema = z.object({
  artist: artistSchema,
  moved: z.object({ tracks: z.number().int(), releases: z.number().int(), credits: z.number().int() }),
  undo_id: z.number().int(),
  undo_expires_at: z.string()
})
export type ArtistMergeResult = z.infer<typeof artistMergeResultSchema>

// --- Releases ----------------------------------------------------------------------------------------------------

const lineSchema = (name: string) =>
  z
    .string({ message: `${name} must be text` })
    .trim()
    .max(NAME_MAX, `${name} must be at most ${NAME_MAX} characters`)
    .default('')

export const releaseInputSchema = z
  .object({
    title: z
      .string({ message: 'Title must be text' })
      .trim()
      .min(1, 'Title is required')
      .max(NAME_MAX, `Title must be at most ${NAME_MAX} characters`),
    type: z
      .enum(RELEASE_TYPES, { message: 'Type must be album, single, ep or compilation' })
      .default('album'),
    upc: upcSchema.nullable().optional(),
    label: lineSchema('Label'),
    p_line: lineSchema('The (P) line'),
    c_line: lineSchema('The (C) line'),
    original_release_date: isoDate.nullable().optional(),
    cover_url: coverUrlSchema.nullable().optional(),
    /** Whether the release is marked explicit (issue 37); left as it is when omitted. */
    explicit: z.boolean({ message: 'explicit must be true or false' }).optional(),
    artist_ids: z
      .array(rowIdSchema('artist_ids'), { message: 'artist_ids must be a list of artist ids' })
      .min(1, 'A release has at least one primary artist')
      .max(20, 'A release has at most 20 primary artists')
      .refine((ids) => new Set(ids).size === ids.length, 'artist_ids lists an artist more than once')
  })
  .strict()
export type ReleaseInput = z.input<typeof releaseInputSchema>
export type ReleaseInputParsed = z.output<typeof releaseInputSchema>

export const releaseFiltersSchema = z
  .object({
    keyword: keywordSchema.optional(),
    type: z.enum(RELEASE_TYPES, { message: 'Unknown release type' }).optional(),
    artist_id: rowIdSchema('artist_id').optional(),
    upc: z.string().trim().max(20).optional(),
    /** Whether it fails a readiness check of severity error (issue 37); JSON sends a boolean, the address bar text. */
    has_errors: z
      .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
        message: 'has_errors must be true or false'
      })
      .optional()
  })
  .strict()
export type ReleaseFilters = z.infer<typeof releaseFiltersSchema>

/** GET /admin/v2/releases: keyword (start of the title), type, artist, UPC, readiness errors; newest first. */
export const releaseListQuery = listQuerySchema({
  sortFields: ['created_at', 'title', 'original_release_date'],
  defaultSort: 'created_at',
  defaultDir: 'desc',
  filters: releaseFiltersSchema,
  urlKeys: { keyword: 'q' },
  sortMessage: 'sort_by must be created_at, title or original_release_date'
})
export type ReleaseListParams = ParamsOf<typeof releaseListQuery>

/** A track of a release's tracklist. */
export const tracklistEntrySchema = z.object({
  track_id: z.number().int(),
  title: z.string(),
  artist: z.string(),
  duration: z.number().int(),
  play_count: z.number().int(),
  disc_number: z.number().int(),
  track_number: z.number().int().nullable(),
  isrc: z.string().nullable(),
  version: z.string()
})
export type TracklistEntry = z.infer<typeof tracklistEntrySchema>

/** Who is credited on a release's tracks, in tracklist order (a person is an artist or a plain name). */
export const releaseCreditSchema = z.object({
  track_id: z.number().int(),
  role: z.enum(CREDIT_ROLES),
  artist_id: z.number().int().nullable(),
  name: z.string()
})
export type ReleaseCredit = z.infer<typeof releaseCreditSchema>

export const releaseWithTracksSchema = releaseSchema.extend({
  tracks: z.array(tracklistEntrySchema),
  credits: z.array(releaseCreditSchema)
})
export type ReleaseWithTracks = z.infer<typeof releaseWithTracksSchema>

/** PUT /admin/v2/releases/:id/tracks: the tracklist in order; each disc is numbered from 1 in this order. */
export const tracklistOrderSchema = z
  .object({
    tracks: z
      .array(
        z
          .object({
            track_id: rowIdSchema('track_id'),
            disc_number: z
              .number({ message: 'disc_number must be a number' })
              .int('disc_number must be a whole number')
              .min(1, 'disc_number must be 1 or more')
              .max(99, 'disc_number must be at most 99')
              .default(1)
          })
          .strict(),
        { message: 'tracks must be a list' }
      )
      .max(TRACKLIST_MAX, `A release has at most ${TRACKLIST_MAX} tracks`)
      .refine(
        (tracks) => new Set(tracks.map((t) => t.track_id)).size === tracks.length,
        'tracks lists a track more than once'
      )
  })
  .strict()
export type TracklistOrder = z.infer<typeof tracklistOrderSchema>

// --- A track's place in the catalogue ----------------------------------------------------------------------------

export const trackCatalogueSchema = z.object({
  track_id: z.number().int(),
  release_id: z.number().int().nullable(),
  release_title: z.string().nullable(),
  disc_number: z.number().int(),
  track_number: z.number().int().nullable(),
  /** Stored form, without dashes. */
  isrc: z.string().nullable(),
  version: z.string(),
  artists: z.array(
    z.object({ artist_id: z.number().int(), name: z.string(), role: z.enum(TRACK_ARTIST_ROLES) })
  ),
  credits: z.array(
    z.object({ role: z.enum(CREDIT_ROLES), artist_id: z.number().int().nullable(), name: z.string() })
  )
})
export type TrackCatalogue = z.infer<typeof trackCatalogueSchema>

const creditInputSchema = z
  .object({
    role: z.enum(CREDIT_ROLES, {
      message: 'A credit role is composer, lyricist, producer, mixer or mastering_engineer'
    }),
    artist_id: rowIdSchema('A credit’s artist_id').nullable().optional(),
    name: z.string().trim().max(NAME_MAX, `A credit’s name must be at most ${NAME_MAX} characters`).optional()
  })
  .strict()
  .refine((c) => c.artist_id != null || (c.name ?? '') !== '', {
    message: 'A credit names an artist (artist_id) or a person (name)',
    path: ['name']
  })

/** PUT /admin/v2/tracks/:id/catalogue. */
export const trackCatalogueInputSchema = z
  .object({
    release_id: rowIdSchema('release_id').nullable().default(null),
    disc_number: z
      .number({ message: 'disc_number must be a number' })
      .int('disc_number must be a whole number')
      .min(1, 'disc_number must be 1 or more')
      .max(99, 'disc_number must be at most 99')
      .default(1),
    track_number: z
      .number({ message: 'track_number must be a number' })
      .int('track_number must be a whole number')
      .min(1, 'track_number must be 1 or more')
      .max(TRACKLIST_MAX, `track_number must be at most ${TRACKLIST_MAX}`)
      .nullable()
      .default(null),
    isrc: isrcSchema.nullable().default(null),
    version: z
      .string({ message: 'Version must be text' })
      .trim()
      .max(100, 'Version must be at most 100 characters')
      .default(''),
    artists: z
      .array(
        z
          .object({
            artist_id: rowIdSchema('An artist’s artist_id'),
            role: z.enum(TRACK_ARTIST_ROLES, { message: 'An artist’s role is main, featured or remixer' })
          })
          .strict(),
        { message: 'artists must be a list' }
      )
      .max(30, 'A track has at most 30 artists')
      .refine((a) => a.some((x) => x.role === 'main'), 'A track has at least one main artist')
      .refine(
        (a) => new Set(a.map((x) => `${x.role}:${x.artist_id}`)).size === a.length,
        'artists lists an artist twice in one role'
      ),
    credits: z.array(creditInputSchema, { message: 'credits must be a list' }).max(50).default([])
  })
  .strict()
export type TrackCatalogueInput = z.input<typeof trackCatalogueInputSchema>
export type TrackCatalogueInputParsed = z.output<typeof trackCatalogueInputSchema>

// --- Genres ------------------------------------------------------------------------------------------------------

export const genreSchema = z.object({ slug: z.string(), name: z.string(), position: z.number().int() })
export type GenreEntry = z.infer<typeof genreSchema>

export const GENRE_NAME_MAX = 40

/** A genre's slug from its name ("Drum & Bass" → "drum-and-bass"): what tracks store; it never changes. */
export const genreSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

/** Spellings of the seeded genres that audio tags use and their names do not slug to. */
const GENRE_TAG_ALIASES: Record<string, string> = {
  'r-b': 'r-and-b',
  rnb: 'r-and-b',
  hiphop: 'hip-hop',
  rap: 'hip-hop'
}

/** The slug an audio file's genre tag ("Hip Hop", "R&B", "Drum & Bass") would have, or '' for none. */
export const genreSlugOfTag = (tag: string) => {
  const slug = genreSlug(tag)
  return GENRE_TAG_ALIASES[slug] ?? slug
}

/** POST /admin/v2/genres (the slug is made from the name) and PUT /admin/v2/genres/:slug (a new name). */
export const genreInputSchema = z
  .object({
    name: z
      .string({ message: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(GENRE_NAME_MAX, `Name is at most ${GENRE_NAME_MAX} characters`)
      .refine((name) => genreSlug(name) !== '', 'Name needs a letter (a–z) or a digit')
  })
  .strict()
export type GenreInput = z.input<typeof genreInputSchema>
export const genreParams = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,200}$/, 'The genre is a slug: lower-case letters, digits and dashes')
})

// --- An uploaded file's tags linked to the catalogue -------------------------------------------------------------

const tagName = (name: string) =>
  z
    .string({ message: `${name} must be text` })
    .trim()
    .max(NAME_MAX, `${name} must be at most ${NAME_MAX} characters`)
    .default('')

/**
 * What an uploaded file's tags say about its place in the catalogue, as the review step left them: names, not ids.
 * The server links each name to the artist or release it finds, or creates one (TAG_LINKS_PATHS).
 */
export const tagLinksInputSchema = z
  .object({
    /** The track's main artist: the artist of this normalised name, else a new one. */
    artist: tagName('Artist').refine((v) => v !== '', 'Artist is required'),
    /** The release's primary artist; empty: the track's artist. */
    album_artist: tagName('Album artist'),
    /** The release of the album artist with this title, else a new one; empty: on no release. */
    album: tagName('Album'),
    /** A composer credit: the artist of this name when the catalogue has one, else the plain name. */
    composer: tagName('Composer'),
    isrc: isrcSchema.nullable().default(null),
    disc_number: trackCatalogueInputSchema.shape.disc_number,
    track_number: trackCatalogueInputSchema.shape.track_number
  })
  .strict()
  .refine((v) => v.album !== '' || v.track_number === null, {
    message: 'A track number needs an album to be on',
    path: ['track_number']
  })
export type TagLinksInput = z.input<typeof tagLinksInputSchema>
export type TagLinksInputParsed = z.output<typeof tagLinksInputSchema>

const plannedName = z.object({
  name: z.string(),
  /** The artist linked; null: a new artist of this name is created. */
  artist_id: z.number().int().nullable()
})

/** What applying the tags would do, checked but not written (POST TAG_LINKS_PATHS.plan). */
export const tagLinksPlanSchema = z.object({
  artist: plannedName,
  album_artist: plannedName.nullable(),
  release: z.object({ title: z.string(), release_id: z.number().int().nullable() }).nullable(),
  /** A composer credit; artist_id null: credited as a plain name (no artist is created for a credit). */
  composer: plannedName.nullable(),
  isrc: z.string().nullable(),
  /** Another track holds the ISRC: applying would be a 409 naming it. */
  isrc_holder: z.object({ id: z.number().int(), title: z.string(), artist: z.string() }).nullable(),
  disc_number: z.number().int(),
  track_number: z.number().int().nullable(),
  /** Another track holds the position on the release found. */
  position_holder: z.object({ id: z.number().int(), title: z.string() }).nullable()
})
export type TagLinksPlan = z.infer<typeof tagLinksPlanSchema>

export const TAG_LINKS_PATHS = {
  plan: '/admin/v2/tracks/tag-links/plan',
  /** `${tracks}/:id/tag-links`: links the track as the tags say, creating what is missing. */
  apply: (trackId: number | string) => `/admin/v2/tracks/${trackId}/tag-links`
} as const
