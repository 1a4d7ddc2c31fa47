// The demo catalogue (deterministic: one seeded PRNG): users, tracks, playlists and plays. The same code fills `npm
// start`'s database (db/seed.ts) and demo mode's database in the browser, so it uses no Node API: where the audio of
// each track goes is the caller's (a file in the media folder, or nothing in the browser, whose player synthesizes it).
import type { Kysely } from 'kysely'
import {
  DEVICES,
  GENRE_NAMES,
  GENRES,
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES
} from '../../src/contracts/music'
import { pick, seededRandom, type Random } from '../../src/lib/random'
import { addPendingPlays, foldPlaysIn } from '../plays/fold'
import type { DB } from './schema'

export const ADJECTIVES =
  `Midnight Golden Electric Silent Velvet Neon Broken Crystal Wild Lonely Burning Frozen Hidden Distant Endless
Restless Faded Shining Hollow Sweet Bitter Silver Crimson Blue Emerald Gentle Savage Lucky Quiet Bright Dark Sacred Secret
Falling Rising Dancing Drifting Sleeping Waking Running Summer Winter Autumn Spring Morning Evening Ocean Desert Mountain
Urban Cosmic Lunar Solar Stellar Paper Glass Iron Copper Marble Honey Sugar Thunder Rain Storm Cloudy Misty Sunny Starry`.split(
    /\s+/
  )
export const NOUNS =
  `Dreams Heart Road City Lights Fire River Sky Echo Shadows Waves Love Night Day Memories Stars Rain Garden Horizon
Voices Whispers Mirror Window Highway Harbor Island Forest Canyon Valley Parade Carnival Circus Ballroom Radio Engine Machine
Signal Frequency Pulse Rhythm Groove Melody Harmony Anthem Lullaby Serenade Ballad Hymn Prayer Promise Secret Story Letter
Postcard Photograph Diary Journey Voyage Escape Arrival Departure Return Kingdom Empire Castle Tower Bridge Station Avenue`.split(
    /\s+/
  )
export const FIRST =
  `Ava Liam Mia Noah Zoe Ethan Lena Omar Nora Kai Yara Leo Ines Hugo Sara Ravi Maya Theo Lina Jonas Aisha Mateo Elif
Tomas Hana Felix Amara Diego Sofia Ivan Clara Yusuf Nina Oscar Leila Marco Alba Emil Rosa Samir Vera Pablo Greta Arjun Julia
Kenji Ada Malik Iris Bruno`.split(/\s+/)
export const LAST =
  `Rivera Chen Okafor Novak Haddad Silva Berg Kowalski Tanaka Moreau Fischer Costa Nguyen Petrov Larsen Ortiz Kaur
Dubois Rossi Yilmaz Jensen Santos Meyer Ibrahim Lopez Nakamura Varga Andersen Mensah Romero Schmidt Popescu Ahmed Walsh Reyes
Lindqvist Bianchi Sato Kim Farah`.split(/\s+/)
export const BANDS =
  `The Night Owls|Velvet Static|Paper Lanterns|Echo Harbor|Cosmic Drift|The Copper Keys|Neon Parade|Silver Canyon|
Hollow Pines|Glass Animals Club|Lunar Tides|The Marble Hearts|Saltwater Radio|Golden Hour Union|Iron Meadow|Crimson Coast|
Sugar Thieves|Misty Valley Band|Thunder Bay|Wild Orchard`.split(/\|\s*/)
export const COUNTRIES = [
  'US',
  'GB',
  'DE',
  'FR',
  'BR',
  'IN',
  'JP',
  'NG',
  'MX',
  'SE',
  'EG',
  'AU',
  'CA',
  'ES',
  'KR'
]

export const DAY = 24 * 3600 * 1000

export type CatalogueOptions = {
  tracks?: number
  users?: number
  playlists?: number
  histories?: number
  now?: Date
}

export type SeedResult = {
  tracks: number
  users: number
  playlists: number
  histories: number
  audioBytes: number
}

/** Stores the audio of demo track `n` (`seconds` long) under `key`; answers its size in bytes, if it made a file. */
export type DemoAudioSink = (key: string, n: number, seconds: number) => number | null

export async function insertBatches<T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  rows: Record<string, unknown>[],
  size = 400
) {
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute()
  }
}

export type PlayRow = {
  track_id: number
  user_id: number
  played_at: string
  seconds_played: number
  device: string
  country: string
}

/**
 * Stores plays in batches, each with its pending rows (as ingestion does; foldPlaysIn adds them up). No transaction
 * of its own: the demo seed runs inside the start-up lock's transaction on SQLite.
 */
export async function storePlays(db: Kysely<DB>, plays: PlayRow[], batch = 1000): Promise<void> {
  for (let i = 0; i < plays.length; i += batch) {
    const rows = plays.slice(i, i + batch)
    await insertBatches(db, 'play_histories', rows)
    await addPendingPlays(db, rows)
  }
}

export function trackTitle(random: Random): string {
  return `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`
}

export function artistName(random: Random): string {
  return random() < 0.4 ? pick(random, BANDS) : `${pick(random, FIRST)} ${pick(random, LAST)}`
}

/** Fills an empty database with the demo catalogue (the accounts that sign in are the caller's). */
export async function seedCatalogue(
  db: Kysely<DB>,
  storeAudio: DemoAudioSink,
  options: CatalogueOptions = {}
): Promise<SeedResult> {
  const random = seededRandom(20240601)
  const trackCount = options.tracks ?? 200
  const userCount = options.users ?? 50
  const playlistCount = options.playlists ?? 24
  const historyCount = options.histories ?? 5000
  const now = options.now ?? new Date()
  const today = new Date(Math.floor(now.getTime() / DAY) * DAY)

  const users = Array.from({ length: userCount }, (_, i) => {
    const first = FIRST[i % FIRST.length]
    const last = LAST[(i * 7) % LAST.length]
    const created = new Date(today.getTime() - Math.floor(random() * 720) * DAY - Math.floor(random() * DAY))
    const role = i < 5 ? 'admin' : i < 15 ? 'editor' : USER_ROLES[2]
    const status = i % 9 === 4 ? 'inactive' : i % 11 === 7 ? 'pending' : USER_STATUSES[0]
    return {
      full_name: `${first} ${last}`,
      username: `${first}.${last}${i + 1}`.toLowerCase(),
      email: `${first}.${last}${i + 1}@listeners.vibeline.test`.toLowerCase(),
      // Catalogue users cannot sign in: no password. Accounts that can are made with ensureAdmin/createAccount.
      password_hash: null,
      role,
      status,
      plan: pick(random, USER_PLANS),
      country: pick(random, COUNTRIES),
      avatar: null,
      created_at: created.toISOString(),
      last_active_at:
        status === 'active' ? new Date(today.getTime() - Math.floor(random() * 30 * DAY)).toISOString() : null
    }
  })
  await insertBatches(db, 'users', users)
  const userIds = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id)

  let audioBytes = 0
  const tracks = Array.from({ length: trackCount }, (_, i) => {
    const seconds = 5 + (i % 3)
    const key = `demo-${String(i + 1).padStart(4, '0')}.wav`
    const size = storeAudio(key, i + 1, seconds)
    audioBytes += size ?? 0
    const created = new Date(today.getTime() - Math.floor(random() * 1000 * DAY) - Math.floor(random() * DAY))
    const released = new Date(created.getTime() - Math.floor(random() * 3000) * DAY)
    return {
      title: trackTitle(random),
      artist: artistName(random),
      album: random() < 0.15 ? '' : `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`,
      genre: GENRES[i % GENRES.length],
      duration: seconds,
      release_date: released.toISOString().slice(0, 10),
      cover_url: `/media/covers/${i + 1}.svg`,
      audio_key: key,
      mime_type: 'audio/wav',
      size,
      status: random() < 0.85 ? 'published' : 'draft',
      explicit: random() < 0.12 ? 1 : 0,
      created_at: created.toISOString(),
      updated_at: created.toISOString()
    }
  })
  // Oldest first, so ids grow with the date added like a real catalogue.
  tracks.sort((a, b) => a.created_at.localeCompare(b.created_at))
  const firstTrack = await db
    .selectFrom('tracks')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst()
  await insertBatches(db, 'tracks', tracks)
  const trackIds = (
    await db
      .selectFrom('tracks')
      .select('id')
      .where('id', '>', Number(firstTrack?.max ?? 0))
      .orderBy('id')
      .execute()
  ).map((t) => t.id)

  const playlists = Array.from({ length: playlistCount }, (_, i) => ({
    name: `${pick(random, ADJECTIVES)} ${pick(random, NOUNS)} ${['Mix', 'Hits', 'Radio', 'Sessions', 'Favourites'][i % 5]}`,
    description: `Hand-picked ${GENRE_NAMES[GENRES[i % GENRES.length]]} tracks for ${pick(random, ['late nights', 'early mornings', 'long drives', 'focus', 'parties', 'rainy days'])}.`,
    owner_id: pick(random, userIds),
    is_public: random() < 0.8 ? 1 : 0,
    created_at: new Date(today.getTime() - Math.floor(random() * 400 * DAY)).toISOString()
  }))
  await insertBatches(db, 'playlists', playlists)
  const playlistIds = (await db.selectFrom('playlists').select('id').orderBy('id').execute()).map((p) => p.id)
  const entries: Record<string, unknown>[] = []
  for (const playlistId of playlistIds) {
    const size = 5 + Math.floor(random() * 20)
    const chosen = new Set<number>()
    while (chosen.size < Math.min(size, trackIds.length)) chosen.add(pick(random, trackIds))
    ;[...chosen].forEach((trackId, position) =>
      entries.push({ playlist_id: playlistId, track_id: trackId, position, added_at: today.toISOString() })
    )
  }
  await insertBatches(db, 'playlist_tracks', entries)

  const histories = Array.from({ length: historyCount }, () => ({
    // Squaring skews plays towards a few favourite tracks, like real listening.
    track_id: trackIds[Math.floor(random() * random() * trackIds.length)],
    user_id: pick(random, userIds),
    played_at: new Date(now.getTime() - Math.floor(random() * 90 * DAY)).toISOString(),
    seconds_played: 1 + Math.floor(random() * 7),
    device: pick(random, DEVICES),
    country: pick(random, COUNTRIES)
  }))
  // Stored as ingestion stores them, then folded into the roll-ups and the tracks' play counts.
  await storePlays(db, histories)
  await foldPlaysIn(db)
  await db
    .insertInto('meta')
    .values({ key: 'seeded_at', value: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: new Date().toISOString() }))
    .execute()
  return {
    tracks: trackIds.length,
    users: users.length,
    playlists: playlistIds.length,
    histories: histories.length,
    audioBytes
  }
}
