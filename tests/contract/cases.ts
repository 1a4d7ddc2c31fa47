// The contract: one table of requests and the answers both implementations must give (DESIGN.md §5). A case names
// the status, the shape of the body (a schema of src/contracts), the ids of the rows in order and the page meta,
// or the one sentence of an error.
import { z } from 'zod'
import { oneOf, pageOf } from '../../src/contracts/list'
import { adminUserSchema, playHistorySchema, playlistSchema, trackSchema } from '../../src/contracts/music'
import type { Request } from './sides'
import { BULK_PATHS } from '../../src/contracts/bulk'
import { SEARCH_PATH, searchResultSchema } from '../../src/contracts/search'
import {
  artistSchema,
  CATALOGUE_PATHS,
  genreSchema,
  releaseSchema,
  releaseWithTracksSchema,
  TAG_LINKS_PATHS,
  tagLinksPlanSchema
} from '../../src/contracts/catalogue'

export type Expected = {
  status: number
  /** The body must parse with this schema. */
  shape?: z.ZodType
  /** The ids of `data`, in order (a list), or of `data` itself (one row). */
  ids?: number[]
  meta?: { total: number; page: number; per_page: number }
  /** An estimated total (page_meta.total_estimated): within `share` of `near`, the matches counted in the data. */
  estimate?: { near: number; share: number; page: number; per_page: number }
  /** The exact `error` sentence. */
  error?: string
  /** Fields `data` must have. */
  data?: Record<string, unknown> | Record<string, unknown>[]
  /** What an error's `details` must hold, in order (the field it names, the row it points to). */
  details?: Record<string, unknown>[]
}
export type Case = { name: string; request: Request; expect: Expected }

const T = '/admin/v2/tracks'
const P = '/admin/v2/playlists'
const H = '/admin/v2/play_histories'
const U = '/admin/v2/users'
const tracks = pageOf(trackSchema)
const playlists = pageOf(playlistSchema)
const plays = pageOf(playHistorySchema)
const users = pageOf(adminUserSchema)
const errorShape = z.object({ error: z.string(), details: z.array(z.unknown()).optional() }).strict()

const ALL_NEWEST = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
const list = (
  name: string,
  query: Record<string, string | number>,
  ids: number[],
  total = ids.length
): Case => ({
  name,
  request: { method: 'GET', url: T, query: { per_page: 100, ...query }, as: 'viewer' },
  expect: {
    status: 200,
    shape: tracks,
    ids,
    meta: { total, page: Number(query.page ?? 1), per_page: Number(query.per_page ?? 100) }
  }
})
const filtered = (name: string, filters: Record<string, unknown>, ids: number[]) =>
  list(name, { filters: JSON.stringify(filters) }, ids)
const bad = (name: string, request: Omit<Request, 'as'> & { as?: Request['as'] }, error: string): Case => ({
  name,
  request: { as: 'admin', ...request },
  expect: { status: 400, shape: errorShape, error }
})
const denied = (name: string, request: Request, status: 401 | 403, error: string): Case => ({
  name,
  request,
  expect: { status, shape: errorShape, error }
})

/** Every sort of the track list, both ways: [field, ascending ids]. */
const TRACK_SORTS: [string, number[]][] = [
  ['created_at', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
  ['title', [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1]],
  ['artist', [6, 2, 5, 11, 10, 1, 8, 12, 7, 3, 4, 9]],
  ['play_count', [3, 7, 5, 9, 1, 2, 11, 8, 12, 4, 10, 6]],
  ['duration', [8, 2, 5, 4, 1, 12, 7, 3, 9, 6, 11, 10]],
  ['release_date', [10, 9, 7, 6, 12, 3, 2, 5, 1, 11, 8, 4]]
]

const ids = (list: number[]) => list.map((id) => ({ id }))
const found = (
  name: string,
  q: string,
  as: Request['as'],
  groups: { tracks: number[]; playlists: number[]; users: number[] }
): Case => ({
  name: `search: ${name}`,
  request: { method: 'GET', url: SEARCH_PATH, query: { q }, as },
  expect: {
    status: 200,
    shape: searchResultSchema,
    data: { tracks: ids(groups.tracks), playlists: ids(groups.playlists), users: ids(groups.users) }
  }
})

/** The navbar search: each group matched as its list matches, ranked, at most 4, groups by role. */
const SEARCH_CASES: Case[] = [
  found('tracks by word prefix, most played first', 'light', 'admin', {
    tracks: [2, 1, 5],
    playlists: [],
    users: []
  }),
  found('a match in the name ranks first, then newest; 4 at most', 'o', 'admin', {
    tracks: [8, 9],
    playlists: [3, 2, 1, 4],
    users: [8, 7, 5, 4]
  }),
  found('owner and description matches; an email-only user after a name match', 'lind', 'admin', {
    tracks: [],
    playlists: [4, 1],
    users: [4, 6]
  }),
  found('a viewer searches tracks and playlists but no users', 'o', 'viewer', {
    tracks: [8, 9],
    playlists: [3, 2, 1, 4],
    users: []
  }),
  found('an empty query finds nothing', '   ', 'viewer', { tracks: [], playlists: [], users: [] }),
  found('200 characters are searched', 'x'.repeat(200), 'viewer', { tracks: [], playlists: [], users: [] }),
  bad(
    'search: 201 characters are refused',
    { method: 'GET', url: SEARCH_PATH, query: { q: 'x'.repeat(201) } },
    'Keyword is too long.'
  ),
  denied(
    'search: 401 without a token',
    { method: 'GET', url: SEARCH_PATH, query: { q: 'a' }, as: 'nobody' },
    401,
    'Sign in to continue.'
  )
]

const A = CATALOGUE_PATHS.artists
const R = CATALOGUE_PATHS.releases
const artists = pageOf(artistSchema)
const releases = pageOf(releaseSchema)

const listOf =
  (url: string, shape: z.ZodType) =>
  (name: string, query: Record<string, string | number>, ids: number[], total = ids.length): Case => ({
    name,
    request: { method: 'GET', url, query, as: 'viewer' },
    expect: {
      status: 200,
      shape,
      ids,
      meta: { total, page: Number(query.page ?? 1), per_page: Number(query.per_page ?? 10) }
    }
  })
const artistList = listOf(A, artists)
const releaseList = listOf(R, releases)
const where = (filters: Record<string, unknown>) => ({ filters: JSON.stringify(filters) })

/** The fixture's artists by name (name_key), and its releases newest first and by title (title_key). */
const ARTISTS_BY_NAME = [5, 2, 10, 9, 1, 7, 11, 6, 3, 4, 8]
const RELEASES_NEWEST = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
const RELEASES_BY_TITLE = [11, 1, 4, 6, 9, 2, 3, 7, 10, 5, 8]

/** The catalogue (issue 36): artists, releases and genres, read by a viewer; refused writes. */
const CATALOGUE_CASES: Case[] = [
  artistList('artists: by name by default, first page', {}, ARTISTS_BY_NAME.slice(0, 10), 11),
  artistList(
    'artists: every artist by name, descending',
    { per_page: 20, sort_dir: 'desc' },
    [...ARTISTS_BY_NAME].reverse()
  ),
  artistList(
    'artists: by date added, ties by id',
    { per_page: 20, sort_by: 'created_at', sort_dir: 'asc' },
    [2, 4, 1, 6, 3, 8, 5, 9, 7, 11, 10]
  ),
  artistList(
    'artists: by date added, descending, ties by id descending',
    { per_page: 20, sort_by: 'created_at', sort_dir: 'desc' },
    [10, 11, 7, 9, 5, 8, 3, 6, 1, 4, 2]
  ),
  artistList('artists: keyword on the start of the name, any case', where({ keyword: '  IRIS ' }), [2]),
  artistList('artists: keyword "the" finds "The Copper Keys"', where({ keyword: 'the' }), [3]),
  artistList('artists: the middle of a name finds nothing ("tides")', where({ keyword: 'tides' }), []),
  artistList('artists: country filter', where({ country: 'SE' }), [1, 4, 8]),
  artistList('artists: keyword and country together', where({ keyword: 'w', country: 'SE' }), [8]),
  artistList('artists: the third page of four', { per_page: 4, page: 3 }, [3, 4, 8], 11),
  artistList('artists: past the end is empty with the total', { per_page: 4, page: 4 }, [], 11),
  {
    name: 'artists: one artist with its counts',
    request: { method: 'GET', url: `${A}/2`, as: 'viewer' },
    expect: {
      status: 200,
      shape: oneOf(artistSchema),
      ids: [2],
      data: { name: 'Iris Haddad', country: 'LB', track_count: 2, release_count: 2 }
    }
  },
  {
    name: 'artists: an unknown artist is a 404',
    request: { method: 'GET', url: `${A}/999`, as: 'viewer' },
    expect: { status: 404, shape: errorShape, error: 'Artist 999 was not found.' }
  },

  releaseList('releases: newest first by default, first page', {}, RELEASES_NEWEST.slice(0, 10), 11),
  releaseList('releases: by title', { per_page: 20, sort_by: 'title', sort_dir: 'asc' }, RELEASES_BY_TITLE),
  releaseList(
    'releases: by title, descending',
    { per_page: 20, sort_by: 'title', sort_dir: 'desc' },
    [...RELEASES_BY_TITLE].reverse()
  ),
  releaseList(
    'releases: keyword on the start of the title ("light" → Light Years, not City Lights)',
    where({ keyword: 'LIGHT' }),
    [2]
  ),
  releaseList('releases: singles', where({ type: 'single' }), [9, 6, 4]),
  releaseList('releases: a type and a keyword', where({ type: 'album', keyword: 't' }), [8, 5]),
  releaseList(
    'releases: by artist, any position among the primary artists',
    where({ artist_id: 2 }),
    [11, 2]
  ),
  releaseList(
    'releases: with readiness errors (no UPC, no (P) line, explicit track, no ISRC, no composer, no tracks)',
    where({ has_errors: true }),
    [11, 8, 7, 6, 5, 4]
  ),
  releaseList('releases: without readiness errors', where({ has_errors: false }), [10, 9, 3, 2, 1]),
  releaseList(
    'releases: has_errors as the address bar sends it, beside a type',
    where({ has_errors: 'true', type: 'single' }),
    [6, 4]
  ),
  releaseList('releases: the second page of four', { per_page: 4, page: 2 }, [7, 6, 5, 4], 11),
  {
    name: 'releases: each with its primary artists in order and its track totals',
    request: { method: 'GET', url: R, query: where({ artist_id: 2 }), as: 'viewer' },
    expect: {
      status: 200,
      shape: releases,
      ids: [11, 2],
      data: [
        {
          type: 'compilation',
          artists: [
            { id: 4, name: 'Velvet Static' },
            { id: 2, name: 'Iris Haddad' }
          ],
          track_count: 0,
          duration: 0
        },
        {
          type: 'album',
          upc: '190000000022',
          artists: [{ id: 2, name: 'Iris Haddad' }],
          track_count: 2,
          duration: 370
        }
      ]
    }
  },
  {
    name: 'releases: one release with its tracklist in order and its credits',
    request: { method: 'GET', url: `${R}/2`, as: 'viewer' },
    expect: {
      status: 200,
      shape: oneOf(releaseWithTracksSchema),
      ids: [2],
      data: {
        title: 'Light Years',
        tracks: [
          { track_id: 5, title: 'Daylight Waltz', disc_number: 1, track_number: 1, isrc: 'QZVBL2600005' },
          { track_id: 2, title: 'Amber Skies', disc_number: 1, track_number: 2, isrc: 'QZVBL2600002' }
        ],
        credits: [
          { track_id: 5, role: 'composer', artist_id: 2, name: 'Iris Haddad' },
          { track_id: 2, role: 'composer', artist_id: 2, name: 'Iris Haddad' }
        ]
      }
    }
  },
  {
    name: 'releases: an unknown release is a 404',
    request: { method: 'GET', url: `${R}/999`, as: 'viewer' },
    expect: { status: 404, shape: errorShape, error: 'Release 999 was not found.' }
  },
  {
    name: 'genres: the seeded list, in order',
    request: { method: 'GET', url: CATALOGUE_PATHS.genres, as: 'viewer' },
    expect: {
      status: 200,
      shape: z.object({ data: z.array(genreSchema) }).strict(),
      data: [
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
      ].map((slug, i) => ({ slug, position: i + 1 }))
    }
  },

  bad(
    'bad input: an unknown artist country',
    { method: 'GET', url: A, query: where({ country: 'XX' }) },
    'Unknown country.'
  ),
  bad(
    'bad input: an unknown release type',
    { method: 'GET', url: R, query: where({ type: 'mixtape' }) },
    'Unknown release type.'
  ),
  {
    name: 'bad input: a UPC whose check digit is wrong names the field',
    request: {
      method: 'POST',
      url: R,
      body: { title: 'Wrong Digit', type: 'single', upc: '190000000016', artist_ids: [1] },
      as: 'editor'
    },
    expect: {
      status: 400,
      shape: errorShape,
      error: 'UPC/EAN check digit is wrong: the last digit should be 5.',
      details: [{ path: 'upc' }]
    }
  },
  {
    name: '409: an ISRC another track holds names that track',
    request: {
      method: 'PUT',
      url: CATALOGUE_PATHS.trackCatalogue(9),
      body: {
        release_id: 7,
        track_number: 1,
        isrc: 'QZ-VBL-26-00001',
        artists: [{ artist_id: 8, role: 'main' }]
      },
      as: 'editor'
    },
    expect: {
      status: 409,
      shape: errorShape,
      error: 'ISRC QZ-VBL-26-00001 is already on track 1, “Midnight Drive” by Neon Parade.',
      details: [{ path: 'isrc', track_id: 1 }]
    }
  },
  {
    name: 'an upload’s tags: the plan names what exists, what is new and who holds the ISRC',
    request: {
      method: 'POST',
      url: TAG_LINKS_PATHS.plan,
      body: {
        artist: 'neon parade',
        album: 'A Release Nobody Made',
        composer: 'Jo Plain',
        isrc: 'QZVBL2600001'
      },
      as: 'editor'
    },
    expect: {
      status: 200,
      shape: oneOf(tagLinksPlanSchema),
      data: {
        release: { title: 'A Release Nobody Made', release_id: null },
        composer: { name: 'Jo Plain', artist_id: null },
        isrc_holder: { id: 1, title: 'Midnight Drive', artist: 'Neon Parade' }
      }
    }
  },
  {
    name: '409: an upload’s tags with an ISRC another track holds name that track',
    request: {
      method: 'PUT',
      url: TAG_LINKS_PATHS.apply(9),
      body: { artist: 'Neon Parade', album: 'Not Made Either', isrc: 'QZ-VBL-26-00001' },
      as: 'editor'
    },
    expect: {
      status: 409,
      shape: errorShape,
      error: 'ISRC QZ-VBL-26-00001 is already on track 1, “Midnight Drive” by Neon Parade.',
      details: [{ path: 'isrc', track_id: 1 }]
    }
  },
  denied(
    '403: a viewer may not link an upload’s tags',
    { method: 'POST', url: TAG_LINKS_PATHS.plan, body: { artist: 'X' }, as: 'viewer' },
    403,
    'Your role (viewer) may not create tracks.'
  ),
  denied(
    '403: a viewer may not create artists',
    { method: 'POST', url: A, body: { name: 'Nobody' }, as: 'viewer' },
    403,
    'Your role (viewer) may not create artists.'
  ),
  denied(
    '403: a viewer may not change releases',
    { method: 'PUT', url: `${R}/1`, body: {}, as: 'viewer' },
    403,
    'Your role (viewer) may not update releases.'
  ),
  denied(
    "403: a viewer may not change a track's place in the catalogue",
    { method: 'PUT', url: CATALOGUE_PATHS.trackCatalogue(1), body: {}, as: 'viewer' },
    403,
    'Your role (viewer) may not update tracks.'
  ),
  denied(
    '403: an editor may not add genres',
    { method: 'POST', url: CATALOGUE_PATHS.genres, body: { name: 'Polka' }, as: 'editor' },
    403,
    'Your role (editor) may not create genres.'
  )
]

export const READ_CASES: Case[] = [
  list('tracks: newest first by default', {}, ALL_NEWEST),
  ...TRACK_SORTS.flatMap(([field, asc]): Case[] => [
    list(`tracks: sorted by ${field}, ascending`, { sort_by: field, sort_dir: 'asc' }, asc),
    // Descending is the reverse, ties broken by id in the same direction.
    list(`tracks: sorted by ${field}, descending`, { sort_by: field, sort_dir: 'desc' }, [...asc].reverse())
  ]),
  filtered('keyword: a word prefix finds the word ("mid" → Midnight)', { keyword: 'mid' }, [1]),
  filtered('keyword: the middle of a word finds nothing ("ight")', { keyword: 'ight' }, []),
  filtered(
    'keyword: matches title, artist and album words ("light" → Lights, Light Years)',
    { keyword: 'light' },
    [5, 2, 1]
  ),
  filtered('keyword: every word must match ("iris light")', { keyword: 'iris light' }, [5, 2]),
  filtered('keyword: any case, spaces around it trimmed', { keyword: '  COPPER  ' }, [4, 3]),
  filtered('keyword: "the copper" needs both words', { keyword: 'the copper' }, [3]),
  filtered('keyword: punctuation only matches as text', { keyword: '!!' }, []),
  filtered('keyword: an empty keyword is no filter', { keyword: '' }, ALL_NEWEST),
  filtered('genre', { genre: 'jazz' }, [5, 2]),
  filtered('genre: a slug the genre list does not hold finds nothing', { genre: 'polka' }, []),
  filtered('date added: from a day on', { date_from: '2026-04-02' }, [12, 11, 10, 9, 8]),
  filtered('date added: up to a day, that day included', { date_to: '2026-01-10' }, [2, 1]),
  filtered('date added: one day', { date_from: '2026-04-02', date_to: '2026-04-02' }, [9, 8]),
  filtered(
    'keyword, genre and dates together',
    { keyword: 'golden', genre: 'folk', date_to: '2026-03-31' },
    [6]
  ),
  list('paging: the second page of five', { per_page: 5, page: 2 }, [7, 6, 5, 4, 3], 12),
  list('paging: the last, short page', { per_page: 5, page: 3 }, [2, 1], 12),
  list('paging: past the end is empty with the total', { per_page: 5, page: 9 }, [], 12),
  list('paging: one row per page', { per_page: 1, page: 12 }, [1], 12),
  {
    name: 'paging: per_page defaults to 10',
    request: { method: 'GET', url: T, as: 'viewer' },
    expect: {
      status: 200,
      shape: tracks,
      ids: ALL_NEWEST.slice(0, 10),
      meta: { total: 12, page: 1, per_page: 10 }
    }
  },
  {
    name: 'one track by ?id=',
    request: { method: 'GET', url: T, query: { id: 4 }, as: 'viewer' },
    expect: { status: 200, shape: oneOf(trackSchema), ids: [4] }
  },
  {
    name: 'one track by path',
    request: { method: 'GET', url: `${T}/7`, as: 'viewer' },
    expect: { status: 200, shape: oneOf(trackSchema), ids: [7], data: { title: 'Falling Stars' } }
  },
  {
    name: 'an unknown track is a 404',
    request: { method: 'GET', url: `${T}/999`, as: 'viewer' },
    expect: { status: 404, shape: errorShape, error: 'Track 999 was not found.' }
  },

  {
    name: 'playlists: newest first',
    request: { method: 'GET', url: P, as: 'viewer' },
    expect: { status: 200, shape: playlists, ids: [4, 3, 2, 1], meta: { total: 4, page: 1, per_page: 10 } }
  },
  ...(
    [
      ['name', [2, 1, 4, 3]],
      ['owner_name', [2, 1, 4, 3]],
      ['track_count', [2, 4, 1, 3]],
      ['created_at', [1, 2, 3, 4]]
    ] as [string, number[]][]
  ).flatMap(([field, asc]): Case[] =>
    (['asc', 'desc'] as const).map((dir) => ({
      name: `playlists: sorted by ${field}, ${dir}`,
      request: { method: 'GET', url: P, query: { sort_by: field, sort_dir: dir }, as: 'viewer' },
      expect: { status: 200, shape: playlists, ids: dir === 'asc' ? asc : [...asc].reverse() }
    }))
  ),
  {
    name: 'playlists: keyword in name or description, any case',
    request: {
      method: 'GET',
      url: P,
      query: { filters: JSON.stringify({ keyword: 'FOCUS' }) },
      as: 'viewer'
    },
    expect: { status: 200, shape: playlists, ids: [2, 1] }
  },
  {
    name: "playlists: keyword in the owner's name or the description",
    request: { method: 'GET', url: P, query: { filters: JSON.stringify({ keyword: 'lind' }) }, as: 'viewer' },
    expect: { status: 200, shape: playlists, ids: [4, 1] }
  },
  {
    name: 'playlists: a playlist with its tracks',
    request: { method: 'GET', url: `${P}/3`, as: 'viewer' },
    expect: { status: 200, ids: [3], data: { track_count: 4, owner_name: 'Theo Santos' } }
  },
  {
    name: 'tracks: status filter (drafts only)',
    request: { method: 'GET', url: T, query: { filters: JSON.stringify({ status: 'draft' }) }, as: 'viewer' },
    expect: { status: 200, shape: tracks, ids: [7, 3], meta: { total: 2, page: 1, per_page: 10 } }
  },
  {
    name: 'tracks: explicit filter, both ways, beside another filter',
    request: { method: 'GET', url: T, query: { filters: JSON.stringify({ explicit: true }) }, as: 'viewer' },
    expect: { status: 200, shape: tracks, ids: [8, 4], meta: { total: 2, page: 1, per_page: 10 } }
  },
  {
    name: 'tracks: clean published pop',
    request: {
      method: 'GET',
      url: T,
      query: { filters: JSON.stringify({ explicit: false, status: 'published', genre: 'pop' }) },
      as: 'viewer'
    },
    expect: { status: 200, shape: tracks, ids: [1] }
  },
  {
    name: 'playlists: each brings the covers of its first tracks, in playlist order (the mosaic)',
    request: { method: 'GET', url: P, as: 'viewer' },
    expect: {
      status: 200,
      shape: playlists,
      ids: [4, 3, 2, 1],
      data: [
        [4, 9],
        [1, 4, 7, 12],
        [10, 11],
        [2, 5, 11]
      ].map((ids) => ({
        covers: ids.map((id) => `/media/covers/${id}.svg`)
      }))
    }
  },
  {
    name: "playlists: a playlist's tracks say when they joined it, not when they entered the catalogue",
    request: { method: 'GET', url: `${P}/3`, as: 'viewer' },
    expect: {
      status: 200,
      ids: [3],
      data: { tracks: [1, 4, 7, 12].map((id) => ({ id, added_at: '2026-04-01T12:00:00.000Z' })) }
    }
  },

  {
    name: "play histories: a track's plays, newest first, ties by id",
    request: { method: 'GET', url: H, query: { track_id: 2 }, as: 'viewer' },
    expect: { status: 200, shape: plays, ids: [5, 4, 6], meta: { total: 3, page: 1, per_page: 10 } }
  },
  {
    name: 'play histories: every play, paged',
    request: { method: 'GET', url: H, query: { per_page: 3, page: 2 }, as: 'viewer' },
    expect: { status: 200, shape: plays, ids: [6, 2, 3], meta: { total: 7, page: 2, per_page: 3 } }
  },
  {
    name: 'play histories: an unknown track is a 404',
    request: { method: 'GET', url: H, query: { track_id: 999 }, as: 'viewer' },
    expect: { status: 404, shape: errorShape, error: 'Track 999 was not found.' }
  },

  {
    name: 'users: newest first, ties by id',
    request: { method: 'GET', url: U, as: 'editor' },
    expect: {
      status: 200,
      shape: users,
      ids: [8, 7, 6, 5, 4, 3, 2, 1],
      meta: { total: 8, page: 1, per_page: 10 }
    }
  },
  {
    name: 'users: keyword in name, username or email; role; status',
    request: {
      method: 'GET',
      url: U,
      query: { filters: JSON.stringify({ keyword: 'LIND', status: 'active' }) },
      as: 'admin'
    },
    expect: { status: 200, shape: users, ids: [4] }
  },
  {
    name: 'users: by role, oldest first',
    request: {
      method: 'GET',
      url: U,
      query: { filters: JSON.stringify({ role: 'viewer' }), sort_dir: 'asc' },
      as: 'admin'
    },
    expect: { status: 200, shape: users, ids: [3, 4, 5, 7] }
  },

  bad(
    'bad input: filters that are not JSON',
    { method: 'GET', url: T, query: { filters: '{oops' } },
    'filters must be a JSON object, for example {"keyword":"love"}.'
  ),
  bad(
    'bad input: filters that are a list',
    { method: 'GET', url: T, query: { filters: '[1]' } },
    'filters must be a JSON object, for example {"keyword":"love"}.'
  ),
  bad(
    'bad input: a genre that is no slug',
    { method: 'GET', url: T, query: { filters: '{"genre":"Polka!"}' } },
    'Unknown genre.'
  ),
  bad(
    'bad input: an unknown track status',
    { method: 'GET', url: T, query: { filters: '{"status":"archived"}' } },
    'Status must be published or draft.'
  ),
  bad(
    'bad input: explicit that is not true or false',
    { method: 'GET', url: T, query: { filters: '{"explicit":"maybe"}' } },
    'Explicit must be true or false.'
  ),
  bad(
    'bad input: an unknown filter',
    { method: 'GET', url: T, query: { filters: '{"colour":"red"}' } },
    'filters: Unrecognized key: "colour".'
  ),
  bad(
    'bad input: a date that does not exist',
    { method: 'GET', url: T, query: { filters: '{"date_from":"2026-02-30"}' } },
    'This date does not exist.'
  ),
  bad(
    'bad input: a date in another format',
    { method: 'GET', url: T, query: { filters: '{"date_to":"31/01/2026"}' } },
    'Use the date format YYYY-MM-DD.'
  ),
  bad(
    'bad input: dates the wrong way round',
    { method: 'GET', url: T, query: { filters: '{"date_from":"2026-02-02","date_to":"2026-01-01"}' } },
    'date_from must not be after date_to.'
  ),
  bad(
    'bad input: a keyword too long',
    { method: 'GET', url: T, query: { filters: JSON.stringify({ keyword: 'x'.repeat(201) }) } },
    'Keyword is too long.'
  ),
  bad('bad input: page 0', { method: 'GET', url: T, query: { page: 0 } }, 'Page must be 1 or more.'),
  bad(
    'bad input: a page that is not a number',
    { method: 'GET', url: T, query: { page: 'two' } },
    'Page must be a number.'
  ),
  bad(
    'bad input: a fractional page',
    { method: 'GET', url: T, query: { page: 1.5 } },
    'Page must be a whole number.'
  ),
  bad(
    'bad input: per_page over 100',
    { method: 'GET', url: T, query: { per_page: 101 } },
    'per_page must be between 1 and 100.'
  ),
  bad(
    'bad input: an unknown sort',
    { method: 'GET', url: T, query: { sort_by: 'password' } },
    'sort_by must be one of created_at, title, artist, play_count, duration, release_date.'
  ),
  bad(
    'bad input: an unknown direction',
    { method: 'GET', url: P, query: { sort_dir: 'up' } },
    'sort_dir must be asc or desc.'
  ),
  bad(
    'bad input: an unknown playlist sort',
    { method: 'GET', url: P, query: { sort_by: 'colour' } },
    'sort_by must be created_at, name, owner_name or track_count.'
  ),
  bad(
    'bad input: a track id in the query that is not a number',
    { method: 'GET', url: T, query: { id: 'abc' } },
    'The id must be a number.'
  ),
  bad(
    'bad input: a track id in the path that is not a number',
    { method: 'GET', url: `${T}/abc` },
    'The id must be a number.'
  ),
  bad(
    'bad input: play histories of a track id that is not a number',
    { method: 'GET', url: H, query: { track_id: 'x' } },
    'track_id must be a number.'
  ),
  bad(
    'bad input: an unknown user role',
    { method: 'GET', url: U, query: { filters: '{"role":"owner"}' } },
    'Unknown role.'
  ),
  bad(
    'bad input: a playlist without a name',
    { method: 'POST', url: P, body: { name: '' }, as: 'editor' },
    'Name is required.'
  ),
  bad(
    'bad input: a playlist track that is not a number',
    { method: 'POST', url: `${P}/1/tracks`, body: { track_id: 'one' }, as: 'editor' },
    'track_id must be a number.'
  ),
  bad(
    'bad input: a track without a title',
    { method: 'POST', url: T, body: { title: ' ', artist: 'A', genre: 'pop', duration: 10 } },
    'Title is required.'
  ),

  denied('401: no token', { method: 'GET', url: T, as: 'nobody' }, 401, 'Sign in to continue.'),
  denied(
    '401: an expired token',
    { method: 'GET', url: P, as: 'expired' },
    401,
    'Your session has expired; sign in again.'
  ),
  denied(
    '401: a forged token',
    { method: 'GET', url: U, as: 'forged' },
    401,
    'The access token is not valid.'
  ),
  denied(
    '401 comes before bad input',
    { method: 'GET', url: T, query: { page: 0 }, as: 'nobody' },
    401,
    'Sign in to continue.'
  ),
  denied(
    '403: a viewer may not create tracks',
    { method: 'POST', url: T, body: {}, as: 'viewer' },
    403,
    'Your role (viewer) may not create tracks.'
  ),
  denied(
    '403: a viewer may not delete playlists',
    { method: 'DELETE', url: `${P}/1`, as: 'viewer' },
    403,
    'Your role (viewer) may not delete playlists.'
  ),
  denied(
    '403: a viewer may not read users',
    { method: 'GET', url: U, as: 'viewer' },
    403,
    'Your role (viewer) may not read users.'
  ),
  denied(
    '403: an editor may not change users',
    { method: 'PUT', url: `${U}/4`, body: {}, as: 'editor' },
    403,
    'Your role (editor) may not update users.'
  ),
  denied(
    '403: an editor may not delete users',
    { method: 'DELETE', url: `${U}/5`, as: 'editor' },
    403,
    'Your role (editor) may not delete users.'
  ),
  denied(
    '403 comes before bad input',
    { method: 'POST', url: P, body: { name: '' }, as: 'viewer' },
    403,
    'Your role (viewer) may not create playlists.'
  ),
  denied(
    '403: an editor may not read the audit log',
    { method: 'GET', url: '/admin/v2/audit', as: 'editor' },
    403,
    'Your role (editor) may not read the audit log.'
  ),
  denied(
    '403: an editor may not export the audit log',
    { method: 'GET', url: '/admin/v2/audit/export', as: 'editor' },
    403,
    'Your role (editor) may not read the audit log.'
  ),
  ...SEARCH_CASES,
  ...CATALOGUE_CASES
]

const seeded = TRACKS_INPUT()
/** A seeded track as the track form sends it back, unchanged. */
function TRACKS_INPUT() {
  return {
    title: 'Copper Rain',
    artist: 'Velvet Static',
    album: 'Night Shift',
    genre: 'electronic',
    duration: 199,
    release_date: '2025-11-30',
    status: 'published',
    explicit: false
  }
}
const cover = (name: string, cover_url: string, ok: boolean): Case => ({
  name: `covers: ${name}`,
  request: { method: 'PUT', url: `${T}/4`, body: { ...seeded, cover_url }, as: 'editor' },
  expect: ok
    ? { status: 200, shape: oneOf(trackSchema), ids: [4], data: { cover_url } }
    : { status: 400, shape: errorShape, error: 'Cover must be a valid URL.' }
})

const unlisted = (name: string, request: Request): Case => ({
  name,
  request,
  expect: {
    status: 400,
    shape: errorShape,
    error: 'Genre “zydeco” is not in the genre list; choose one of the list.',
    details: [{ path: 'genre', message: 'Unknown genre' }]
  }
})

/** A track's genre is any genre of the managed list, an administrator's new one included; others are refused. */
const GENRE_WRITE_CASES: Case[] = [
  {
    name: 'genres: an administrator adds one at the end of the list',
    request: { method: 'POST', url: CATALOGUE_PATHS.genres, body: { name: 'Polka' }, as: 'admin' },
    expect: { status: 201, shape: oneOf(genreSchema), data: { slug: 'polka', name: 'Polka', position: 15 } }
  },
  {
    name: 'genres: a track takes the new genre',
    request: { method: 'PUT', url: `${T}/4`, body: { ...seeded, genre: 'polka' }, as: 'editor' },
    expect: { status: 200, shape: oneOf(trackSchema), ids: [4], data: { genre: 'polka' } }
  },
  {
    name: 'genres: a new track with the new genre',
    request: { method: 'POST', url: T, body: { ...seeded, title: 'Oom Pah', genre: 'polka' }, as: 'editor' },
    expect: { status: 201, shape: oneOf(trackSchema), data: { title: 'Oom Pah', genre: 'polka' } }
  },
  {
    name: 'genres: bulk edit to the new genre',
    request: {
      method: 'PATCH',
      url: BULK_PATHS.tracks,
      body: { ids: [3], changes: { genre: 'polka' } },
      as: 'editor'
    },
    expect: { status: 200, data: { changed: 1 } }
  },
  {
    name: 'genres: the list filters by the new genre',
    request: {
      method: 'GET',
      url: T,
      query: { filters: JSON.stringify({ genre: 'polka', keyword: 'copper' }) },
      as: 'viewer'
    },
    expect: { status: 200, shape: tracks, ids: [4, 3] }
  },
  unlisted('genres: a track with a genre the list does not hold is refused, naming the field', {
    method: 'PUT',
    url: `${T}/4`,
    body: { ...seeded, genre: 'zydeco' },
    as: 'editor'
  }),
  unlisted('genres: a new track with an unlisted genre is refused', {
    method: 'POST',
    url: T,
    body: { ...seeded, genre: 'zydeco' },
    as: 'editor'
  }),
  unlisted('genres: a bulk edit to an unlisted genre is refused', {
    method: 'PATCH',
    url: BULK_PATHS.tracks,
    body: { ids: [3, 4], changes: { genre: 'zydeco' } },
    as: 'editor'
  })
]

/** Cases that change data: run after the reads, in this order. */
export const WRITE_CASES: Case[] = [
  cover('a seeded track saved unchanged keeps its same-origin path', '/media/covers/4.svg', true),
  cover('an https: address', 'https://images.example.com/c/4.png', true),
  cover('javascript: is refused', 'javascript:alert(1)', false),
  cover('data: is refused', 'data:image/svg+xml,<svg/>', false),
  cover('http: is refused', 'http://images.example.com/c/4.png', false),
  cover('another origin written as //host is refused', '//evil.example.com/c.png', false),
  cover('ftp: is refused', 'ftp://images.example.com/c/4.png', false),
  cover('text that is no address is refused', 'not a url', false),
  {
    name: 'covers: a new track with a same-origin cover',
    request: {
      method: 'POST',
      url: T,
      body: { ...seeded, title: 'Lantern Song', cover_url: '/media/covers/13.svg' },
      as: 'editor'
    },
    expect: { status: 201, shape: oneOf(trackSchema), ids: [13], data: { cover_url: '/media/covers/13.svg' } }
  },
  {
    name: 'the new track is found by a word prefix ("lant" → Lantern, Lanterns), newest first',
    request: { method: 'GET', url: T, query: { filters: JSON.stringify({ keyword: 'lant' }) }, as: 'viewer' },
    expect: { status: 200, shape: tracks, ids: [13, 12] }
  },
  {
    name: 'deleting a track answers the deleted track',
    request: { method: 'DELETE', url: `${T}/13`, as: 'admin' },
    expect: { status: 200, shape: oneOf(trackSchema), ids: [13] }
  },
  {
    name: 'a deleted track is gone',
    request: { method: 'GET', url: `${T}/13`, as: 'admin' },
    expect: { status: 404, shape: errorShape, error: 'Track 13 was not found.' }
  },
  {
    name: 'artists: a new artist of a name already taken is created, with its namesakes for the warning',
    request: { method: 'POST', url: A, body: { name: ' iris haddad ', country: 'FR' }, as: 'editor' },
    expect: {
      status: 201,
      ids: [12],
      data: {
        name: 'iris haddad',
        country: 'FR',
        track_count: 0,
        release_count: 0,
        namesakes: [{ id: 2, name: 'Iris Haddad' }]
      }
    }
  },
  artistList('artists: namesakes list together, ties by id', where({ keyword: 'iris' }), [2, 12]),
  {
    name: 'releases: a new release of the new artist, its UPC written with spaces',
    request: {
      method: 'POST',
      url: R,
      body: { title: 'Quiet Rooms', type: 'ep', upc: '1900 0000 0121', artist_ids: [12] },
      as: 'editor'
    },
    expect: {
      status: 201,
      shape: oneOf(releaseWithTracksSchema),
      ids: [12],
      data: { upc: '190000000121', artists: [{ id: 12, name: 'iris haddad' }], track_count: 0, tracks: [] }
    }
  },
  releaseList(
    'releases: the new release fails readiness (no tracks, no (P) line)',
    where({ has_errors: true, type: 'ep' }),
    [12, 7]
  ),
  ...GENRE_WRITE_CASES
]
