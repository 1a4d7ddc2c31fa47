// Deterministic sample data of the music service (seeded PRNG): tracks, playlists, play histories and users.
// Mutations change this module's state, so later reads see them, as they would on a server.
import {
  DEVICES,
  GENRES,
  USER_PLANS,
  USER_STATUSES,
  type AdminUser,
  type PlayHistory,
  type Playlist,
  type Track
} from '@/contracts/music'
import { pick, seededRandom } from '@/lib/random'
import { DEMO_MELODY_SECONDS } from './audio'

/** "Now" of the sample data, fixed so every run sees the same dates. */
export const DEMO_NOW = Date.UTC(2026, 9, 31, 12, 0, 0)
const DAY = 86_400_000

const ADJECTIVES = [
  'Golden',
  'Midnight',
  'Electric',
  'Velvet',
  'Neon',
  'Silent',
  'Crimson',
  'Lucky',
  'Wild',
  'Paper',
  'Silver',
  'Broken',
  'Endless',
  'Summer',
  'Frozen',
  'Hidden',
  'Northern',
  'Slow',
  'Bright',
  'Lonely'
]
const NOUNS = [
  'Heart',
  'Highway',
  'River',
  'Dreams',
  'Skyline',
  'Echoes',
  'Garden',
  'Horizon',
  'Satellite',
  'Tides',
  'Lights',
  'Letters',
  'Mountains',
  'Mirrors',
  'Rain',
  'Fire',
  'Waves',
  'Streets',
  'Stars',
  'Shadows'
]
const FIRST_NAMES = [
  'Ava',
  'Liam',
  'Maya',
  'Noah',
  'Zara',
  'Omar',
  'Lena',
  'Kai',
  'Nina',
  'Theo',
  'Sofia',
  'Yusuf',
  'Iris',
  'Marco',
  'Amara',
  'Jonas',
  'Leila',
  'Hugo',
  'Mei',
  'Rafael'
]
const LAST_NAMES = [
  'Rivers',
  'Stone',
  'Hart',
  'Nakamura',
  'Okafor',
  'Lindqvist',
  'Haddad',
  'Moreau',
  'Silva',
  'Kowalski',
  'Chen',
  'Brooks',
  'Ibrahim',
  'Novak',
  'Fischer',
  'Santos',
  'Quinn',
  'Adeyemi',
  'Rossi',
  'Park'
]
const BANDS = [
  'The Paper Kites',
  'Neon Harbor',
  'Velvet Static',
  'Lunar Choir',
  'Glass Animals Club',
  'Echo Park Trio',
  'The Night Owls',
  'Saltwater Sound',
  'Copper Skies',
  'Atlas & Ember'
]
const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'BR', 'JP', 'NG', 'IN', 'SE', 'MA', 'EG', 'CA']
const COVER_COLORS = ['7367f0', '28c76f', 'ff9f43', 'ea5455', '00cfe8', '82868b', '5a8dee', 'e83e8c']

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** A small inline SVG cover, so covers need no network. */
export function coverFor(title: string, seed: number): string {
  const color = COVER_COLORS[seed % COVER_COLORS.length]
  const initials = title
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase()
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" rx="8" fill="#${color}"/><text x="40" y="49" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`
}

function makeTracks(count: number): Track[] {
  const random = seededRandom(42)
  const artists = [
    ...BANDS,
    ...Array.from({ length: 14 }, () => `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`)
  ]
  return Array.from({ length: count }, (_, i) => {
    const id = i + 1
    const title = `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`
    const artist = pick(random, artists)
    const createdAt = DEMO_NOW - Math.floor(random() * 720 * DAY) - i * 3_600_000
    const release = createdAt - Math.floor(random() * 400 * DAY)
    return {
      id,
      title,
      artist,
      album: random() < 0.15 ? '' : `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`,
      genre: pick(random, GENRES),
      // The demo audio is a short melody; the listed duration is the melody's, so the player agrees.
      duration: DEMO_MELODY_SECONDS,
      release_date: random() < 0.1 ? null : isoDay(release),
      cover_url: coverFor(title, id),
      audio_url: null,
      mime_type: 'audio/wav',
      size: 88_244,
      status: random() < 0.8 ? 'published' : 'draft',
      explicit: random() < 0.12,
      play_count: Math.floor(random() * 60),
      created_at: new Date(createdAt).toISOString(),
      updated_at: new Date(createdAt + Math.floor(random() * 10 * DAY)).toISOString()
    }
  })
}

function makeUsers(count: number): AdminUser[] {
  const random = seededRandom(7)
  return Array.from({ length: count }, (_, i) => {
    const id = i + 1
    const first = pick(random, FIRST_NAMES)
    const last = pick(random, LAST_NAMES)
    const username = `${first}.${last}${id}`.toLowerCase()
    const created = DEMO_NOW - Math.floor(random() * 900 * DAY)
    return {
      id,
      full_name: `${first} ${last}`,
      username,
      email: `${username}@listeners.vibeline.app`,
      role: id === 1 ? 'admin' : random() < 0.1 ? 'editor' : random() < 0.05 ? 'admin' : 'viewer',
      status: random() < 0.75 ? 'active' : pick(random, USER_STATUSES),
      plan: pick(random, USER_PLANS),
      country: pick(random, COUNTRIES),
      avatar: null,
      created_at: new Date(created).toISOString(),
      last_active_at:
        random() < 0.1 ? null : new Date(DEMO_NOW - Math.floor(random() * 30 * DAY)).toISOString()
    } satisfies AdminUser
  })
}

/** added_at: when each track joined (by track id); a track without an entry joined with the playlist's creation. */
type StoredPlaylist = Omit<Playlist, 'track_count' | 'covers'> & {
  track_ids: number[]
  added_at?: Record<number, string>
}

const PLAYLIST_NAMES = [
  'Morning Coffee',
  'Focus Flow',
  'Road Trip',
  'Rainy Day',
  'Workout Mix',
  'Late Night Drive',
  'Sunday Chill',
  'Party Starters',
  'Deep Focus',
  'Throwback Hits',
  'Indie Discoveries',
  'Acoustic Evenings',
  'Summer Vibes',
  'Study Beats',
  'Dinner Jazz',
  'Heartbreak Songs',
  'Fresh Finds',
  'Sleep Sounds'
]

function makePlaylists(tracks: Track[], users: AdminUser[]): StoredPlaylist[] {
  const random = seededRandom(99)
  return PLAYLIST_NAMES.map((name, i) => {
    const owner = pick(random, users)
    const size = 4 + Math.floor(random() * 14)
    const ids = new Set<number>()
    while (ids.size < size) ids.add(pick(random, tracks).id)
    const is_public = random() < 0.8
    const created = DEMO_NOW - Math.floor(random() * 365 * DAY)
    // The tracks joined one after another, a few hours apart, after the playlist was made.
    const added_at = Object.fromEntries(
      [...ids].map((id, k) => [id, new Date(Math.min(DEMO_NOW, created + k * 7 * 3600_000)).toISOString()])
    )
    return {
      id: i + 1,
      name,
      description: `${name}: hand-picked tracks from the Vibeline catalogue.`,
      owner_id: owner.id,
      owner_name: owner.full_name,
      is_public,
      track_ids: [...ids],
      added_at,
      created_at: new Date(created).toISOString()
    }
  })
}

/** A track's plays, newest first, derived from its id so they never change between runs. */
function makeHistory(track: Track, users: AdminUser[]): PlayHistory[] {
  const random = seededRandom(1000 + track.id)
  const plays = Array.from({ length: track.play_count }, () => {
    const user = pick(random, users)
    return {
      id: 0,
      track_id: track.id,
      user_id: user.id,
      user_name: user.full_name,
      played_at: new Date(DEMO_NOW - Math.floor(random() * 30 * DAY)).toISOString(),
      seconds_played: 1 + Math.floor(random() * Math.max(1, track.duration)),
      device: pick(random, DEVICES),
      country: pick(random, COUNTRIES)
    }
  })
  plays.sort((a, b) => (a.played_at < b.played_at ? 1 : -1))
  return plays.map((play, i) => ({ ...play, id: track.id * 1000 + i + 1 }))
}

export type MusicDb = {
  tracks: Track[]
  playlists: StoredPlaylist[]
  users: AdminUser[]
  histories: Map<number, PlayHistory[]>
  /** Audio of tracks created in the demo: the uploaded file's object URL. */
  uploadedAudio: Map<number, string>
}

export const TRACK_COUNT = 120
export const USER_COUNT = 48

function seed(): MusicDb {
  const tracks = makeTracks(TRACK_COUNT)
  const users = makeUsers(USER_COUNT)
  return {
    tracks,
    users,
    playlists: makePlaylists(tracks, users),
    histories: new Map(),
    uploadedAudio: new Map()
  }
}

export let db: MusicDb = seed()

/** Back to the seeded sample data (tests). */
export function resetMusicDb(): void {
  db = seed()
}

export function historyOf(track: Track): PlayHistory[] {
  let plays = db.histories.get(track.id)
  if (!plays) {
    plays = makeHistory(track, db.users)
    db.histories.set(track.id, plays)
  }
  return plays
}

export const nextId = (rows: { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1

/** Replaces the sample data with the given rows (the contract tests load the API server's fixture this way). */
export function loadMusicDb(next: Omit<MusicDb, 'uploadedAudio'>): void {
  db = { ...next, uploadedAudio: new Map() }
}
