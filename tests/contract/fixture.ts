// One small catalogue loaded into both implementations, so that the same request must select the same rows in the
// same order. Text values start with distinct capitals, so every database collation orders them alike.
import type { AdminUser, PlayHistory, Playlist, Track } from '../../src/contracts/music'

export const ACCOUNTS = [
  { id: 1, role: 'admin', email: 'admin@test.vibeline', password: 'admin-pass-123' },
  { id: 2, role: 'editor', email: 'editor@test.vibeline', password: 'editor-pass-123' },
  { id: 3, role: 'viewer', email: 'viewer@test.vibeline', password: 'viewer-pass-123' }
] as const
export type Role = (typeof ACCOUNTS)[number]['role']

const user = (
  id: number,
  full_name: string,
  username: string,
  email: string,
  role: AdminUser['role'],
  status: AdminUser['status'],
  created_at: string
): AdminUser => ({
  id,
  full_name,
  username,
  email,
  role,
  status,
  plan: 'free',
  country: 'SE',
  avatar: null,
  created_at,
  last_active_at: null
})

export const USERS: AdminUser[] = [
  user(1, 'Ada Admin', 'admin', 'admin@test.vibeline', 'admin', 'active', '2025-01-05T09:00:00.000Z'),
  user(2, 'Eli Editor', 'editor', 'editor@test.vibeline', 'editor', 'active', '2025-02-05T09:00:00.000Z'),
  user(3, 'Vera Viewer', 'viewer', 'viewer@test.vibeline', 'viewer', 'active', '2025-03-05T09:00:00.000Z'),
  user(4, 'Nora Lindqvist', 'nora.l', 'nora@listeners.test', 'viewer', 'active', '2025-04-05T09:00:00.000Z'),
  user(5, 'Omar Haddad', 'omar.h', 'omar@listeners.test', 'viewer', 'inactive', '2025-05-05T09:00:00.000Z'),
  user(6, 'Lina Berg', 'lina.b', 'lina@lindberg.test', 'editor', 'pending', '2025-06-05T09:00:00.000Z'),
  user(7, 'Kai Moreau', 'kai.m', 'kai@listeners.test', 'viewer', 'active', '2025-06-05T09:00:00.000Z'),
  user(8, 'Theo Santos', 'theo.s', 'theo@listeners.test', 'admin', 'active', '2025-07-05T09:00:00.000Z')
]

const track = (
  id: number,
  title: string,
  artist: string,
  album: string,
  genre: Track['genre'],
  duration: number,
  play_count: number,
  release_date: string,
  created_at: string
): Track => ({
  id,
  title,
  artist,
  album,
  genre,
  duration,
  release_date,
  cover_url: `/media/covers/${id}.svg`,
  audio_url: null,
  mime_type: null,
  size: null,
  // Two drafts and two explicit tracks, for the status and explicit filters.
  status: id === 3 || id === 7 ? 'draft' : 'published',
  explicit: id === 4 || id === 8,
  play_count,
  created_at,
  updated_at: created_at,
  analysis_status: null,
  gain_db: null
})

// prettier-ignore
export const TRACKS: Track[] = [
  track(1, 'Midnight Drive', 'Neon Parade', 'City Lights', 'pop', 201, 3, '2024-05-01', '2026-01-10T08:00:00.000Z'),
  track(2, 'Amber Skies', 'Iris Haddad', 'Light Years', 'jazz', 185, 3, '2023-02-11', '2026-01-10T20:00:00.000Z'),
  track(3, 'Bright Harbor', 'The Copper Keys', '', 'rock', 240, 0, '2022-09-09', '2026-01-12T10:00:00.000Z'),
  track(4, 'Copper Rain', 'Velvet Static', 'Night Shift', 'electronic', 199, 7, '2025-11-30', '2026-02-01T10:00:00.000Z'),
  track(5, 'Daylight Waltz', 'Iris Haddad', 'Light Years', 'jazz', 185, 1, '2023-02-11', '2026-02-14T10:00:00.000Z'),
  track(6, 'Echo Valley', 'Golden Hour Union', 'Echoes', 'folk', 312, 12, '2021-06-21', '2026-03-03T10:00:00.000Z'),
  track(7, 'Falling Stars', 'Saltwater Radio', 'Tides', 'pop', 230, 0, '2020-01-01', '2026-03-20T10:00:00.000Z'),
  track(8, 'Golden Hour', 'Ortiz Kaur', 'Hours', 'latin', 158, 5, '2025-01-15', '2026-04-02T10:00:00.000Z'),
  track(9, 'Hollow Pines', 'Wild Orchard', 'Pines', 'folk', 275, 2, '2019-10-10', '2026-04-02T18:00:00.000Z'),
  track(10, 'Ivory Tower', 'Mensah Romero', 'Towers', 'classical', 420, 9, '2018-03-03', '2026-05-05T10:00:00.000Z'),
  track(11, 'Jasmine Tea', 'Lunar Tides', 'Leaves', 'ambient', 360, 4, '2024-12-24', '2026-06-06T10:00:00.000Z'),
  track(12, 'Kite Runner', 'Paper Lanterns', 'Sky', 'rock', 205, 6, '2022-07-07', '2026-07-07T10:00:00.000Z')
]

type StoredPlaylist = Omit<Playlist, 'track_count' | 'covers'> & { track_ids: number[] }
// prettier-ignore
export const PLAYLISTS: StoredPlaylist[] = [
  { id: 1, name: 'Focus Flow', description: 'Calm tracks for deep work.', owner_id: 4, owner_name: 'Nora Lindqvist', is_public: true, track_ids: [2, 5, 11], created_at: '2026-02-01T12:00:00.000Z' },
  { id: 2, name: 'deep focus', description: 'Long and quiet.', owner_id: 7, owner_name: 'Kai Moreau', is_public: false, track_ids: [10, 11], created_at: '2026-03-01T12:00:00.000Z' },
  { id: 3, name: 'Road Trip', description: 'Windows down.', owner_id: 8, owner_name: 'Theo Santos', is_public: true, track_ids: [1, 4, 7, 12], created_at: '2026-04-01T12:00:00.000Z' },
  { id: 4, name: 'Rainy Day', description: 'For grey afternoons in Lindau.', owner_id: 5, owner_name: 'Omar Haddad', is_public: true, track_ids: [4, 9], created_at: '2026-05-01T12:00:00.000Z' }
]

const play = (id: number, track_id: number, user_id: number, played_at: string): PlayHistory => ({
  id,
  track_id,
  user_id,
  user_name: USERS.find((u) => u.id === user_id)!.full_name,
  played_at,
  seconds_played: 30 + id,
  device: 'web',
  country: 'SE'
})

export const PLAYS: PlayHistory[] = [
  play(1, 1, 4, '2026-08-01T10:00:00.000Z'),
  play(2, 1, 5, '2026-08-03T10:00:00.000Z'),
  play(3, 1, 7, '2026-08-02T10:00:00.000Z'),
  play(4, 2, 4, '2026-08-05T10:00:00.000Z'),
  play(5, 2, 8, '2026-08-05T10:00:00.000Z'),
  play(6, 2, 6, '2026-08-04T10:00:00.000Z'),
  play(7, 5, 4, '2026-08-06T10:00:00.000Z')
]

// The catalogue (issue 36): an artist per artist text and a release per album text of the tracks above, linked as
// the upgrade links them, so that the tracks' text and their links agree. Six releases fail a readiness error rule
// (one each: no UPC, no (P) line, an explicit track on a clean release, a track without ISRC, a track without a
// composer, no tracks) and five pass them all, for the `has_errors` filter both ways.
export type StoredArtist = { id: number; name: string; country: string | null; created_at: string }

const artist = (id: number, name: string, country: string | null, created_at: string): StoredArtist => ({
  id,
  name,
  country,
  created_at
})

// Created out of name order; 3 and 8 on the same instant, for the tie broken by id.
// prettier-ignore
export const ARTISTS: StoredArtist[] = [
  artist(1, 'Neon Parade', 'SE', '2025-03-05T10:00:00.000Z'),
  artist(2, 'Iris Haddad', 'LB', '2025-01-05T10:00:00.000Z'),
  artist(3, 'The Copper Keys', 'GB', '2025-05-05T10:00:00.000Z'),
  artist(4, 'Velvet Static', 'SE', '2025-02-05T10:00:00.000Z'),
  artist(5, 'Golden Hour Union', 'US', '2025-07-05T10:00:00.000Z'),
  artist(6, 'Saltwater Radio', 'GB', '2025-04-05T10:00:00.000Z'),
  artist(7, 'Ortiz Kaur', 'MX', '2025-09-05T10:00:00.000Z'),
  artist(8, 'Wild Orchard', 'SE', '2025-05-05T10:00:00.000Z'),
  artist(9, 'Mensah Romero', 'GH', '2025-08-05T10:00:00.000Z'),
  artist(10, 'Lunar Tides', 'JP', '2025-11-05T10:00:00.000Z'),
  artist(11, 'Paper Lanterns', null, '2025-10-05T10:00:00.000Z')
]

export type StoredRelease = {
  id: number
  title: string
  type: 'album' | 'single' | 'ep' | 'compilation'
  upc: string | null
  p_line: string
  explicit: boolean
  original_release_date: string | null
  artist_ids: number[]
  /** Its tracks in tracklist order (disc 1, numbered from 1). */
  track_ids: number[]
  created_at: string
}

const release = (
  id: number,
  title: string,
  type: StoredRelease['type'],
  upc: string | null,
  artist_ids: number[],
  track_ids: number[],
  original_release_date: string | null,
  created_at: string,
  more: Partial<Pick<StoredRelease, 'p_line' | 'explicit'>> = {}
): StoredRelease => ({
  id,
  title,
  type,
  upc,
  p_line: `℗ 2026 ${ARTISTS.find((a) => a.id === artist_ids[0])!.name}`,
  explicit: false,
  original_release_date,
  artist_ids,
  track_ids,
  created_at,
  ...more
})

// UPC-A codes with their check digit (190000000 and the id, then the digit).
// prettier-ignore
export const RELEASES: StoredRelease[] = [
  release(1, 'City Lights', 'album', '190000000015', [1], [1], '2024-05-01', '2026-01-10T08:00:00.000Z'),
  release(2, 'Light Years', 'album', '190000000022', [2], [5, 2], '2023-02-11', '2026-01-10T20:00:00.000Z'),
  release(3, 'Night Shift', 'ep', '190000000039', [4], [4], '2025-11-30', '2026-02-01T10:00:00.000Z', { explicit: true }),
  release(4, 'Echoes', 'single', null, [5], [6], '2021-06-21', '2026-03-03T10:00:00.000Z'),
  release(5, 'Tides', 'album', '190000000053', [6], [7], '2020-01-01', '2026-03-20T10:00:00.000Z', { p_line: '' }),
  release(6, 'Hours', 'single', '190000000060', [7], [8], '2025-01-15', '2026-04-02T10:00:00.000Z'),
  release(7, 'Pines', 'ep', '190000000077', [8], [9], '2019-10-10', '2026-04-02T18:00:00.000Z'),
  release(8, 'Towers', 'album', '190000000084', [9], [10], '2018-03-03', '2026-05-05T10:00:00.000Z'),
  release(9, 'Leaves', 'single', '190000000091', [10], [11], '2024-12-24', '2026-06-06T10:00:00.000Z'),
  release(10, 'Sky', 'album', '190000000107', [11], [12], '2022-07-07', '2026-07-07T10:00:00.000Z'),
  release(11, 'Best of Both', 'compilation', '190000000114', [4, 2], [], null, '2026-07-08T10:00:00.000Z')
]

/** A track's ISRC as stored (QZ-VBL-26-000NN without dashes); track 9 has none. */
export const isrcOf = (trackId: number) =>
  trackId === 9 ? null : `QZVBL26${String(trackId).padStart(5, '0')}`
/** The composer credited on each track: an artist of the catalogue or a plain name; track 10 has none. */
export const COMPOSERS: { track_id: number; artist_id: number | null; name: string }[] = TRACKS.filter(
  (t) => t.id !== 10
).map((t) =>
  t.artist === 'Iris Haddad'
    ? { track_id: t.id, artist_id: 2, name: 'Iris Haddad' }
    : { track_id: t.id, artist_id: null, name: `${t.title.split(' ')[0]} Writer` }
)
