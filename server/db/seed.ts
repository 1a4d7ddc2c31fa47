// The seeds of the database: `npm start`'s demo catalogue (db/demoCatalogue.ts, with its audio files and the accounts
// that sign in), the administrator, and the large benchmark catalogue.
import { randomBytes } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql, type Kysely } from 'kysely'
import { DEVICES, GENRES, USER_PLANS } from '../../src/contracts/music'
import { hashPassword } from '../accounts/passwords'
import { pick, seededRandom } from '../../src/lib/random'
import { synthesizeTune } from '../media/wav'
import { analyseSeedWav, storeSeededAnalyses, type WavAnalysis } from '../audio/seededAnalysis'
import type { Db } from './engine/database'
import { markPlaysFolded } from '../plays/fold'
import { refreshReadinessErrors } from '../catalog/readinessCount'
import {
  ADJECTIVES,
  BANDS,
  COUNTRIES,
  DAY,
  FIRST,
  insertBatches,
  LAST,
  NOUNS,
  seedCatalogue,
  trackTitle,
  type CatalogueOptions,
  type SeedResult
} from './demoCatalogue'
import type { DB } from './schema'
import {
  artistNames,
  followExplicitIds,
  linkDemoCatalogue,
  nextFreeId,
  planReleases,
  seededIsrc
} from './seedCatalogue'

export { storePlays, type SeedResult } from './demoCatalogue'

export type SeedAccount = {
  email: string
  password: string
  role: 'admin' | 'editor' | 'viewer'
  fullName?: string
}

export type SeedOptions = CatalogueOptions & {
  /** Accounts that can sign in, besides the administrator. */
  accounts?: SeedAccount[]
}

export async function ensureAdmin(
  db: Kysely<DB>,
  email: string,
  password: string | undefined
): Promise<{ created: boolean; email: string; generatedPassword?: string }> {
  const existing = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('role', '=', 'admin')
    .where('password_hash', 'is not', null)
    .limit(1)
    .execute()
  if (existing.length > 0) return { created: false, email: existing[0].email }
  const generated = password ? undefined : randomBytes(12).toString('base64url')
  await createAccount(db, {
    email,
    password: password ?? generated!,
    role: 'admin',
    fullName: 'Vibeline Admin'
  })
  return { created: true, email: email.toLowerCase(), generatedPassword: generated }
}

export async function createAccount(db: Kysely<DB>, account: SeedAccount): Promise<number> {
  const email = account.email.toLowerCase()
  const hash = await hashPassword(account.password)
  const found = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
  if (found) {
    await db
      .updateTable('users')
      .set({ password_hash: hash, role: account.role, status: 'active' })
      .where('id', '=', found.id)
      .execute()
    return found.id
  }
  const base =
    email
      .split('@')[0]
      .replace(/[^a-zA-Z0-9_.-]/g, '')
      .slice(0, 28) || 'user'
  let username = base
  for (
    let n = 2;
    await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
    n++
  )
    username = `${base}${n}`
  const now = new Date().toISOString()
  const row = await db
    .insertInto('users')
    .values({
      full_name: account.fullName ?? base,
      username,
      email,
      password_hash: hash,
      role: account.role,
      status: 'active',
      plan: 'premium',
      country: '',
      avatar: null,
      created_at: now,
      last_active_at: null
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Whether the demo catalogue was seeded already (it is seeded once, on first start). */
export async function isSeeded(db: Kysely<DB>): Promise<boolean> {
  return !!(await db.selectFrom('meta').select('value').where('key', '=', 'seeded_at').executeTakeFirst())
}

/** The demo catalogue, its audio synthesized into files of the media folder. */
export async function seedDemo(
  db: Kysely<DB>,
  mediaDir: string,
  options: SeedOptions = {}
): Promise<SeedResult> {
  for (const account of options.accounts ?? []) await createAccount(db, account)
  const before = await db
    .selectFrom('tracks')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst()
  const analyses = new Map<string, WavAnalysis>()
  const result = await seedCatalogue(
    db,
    (key, n, seconds) => {
      const wav = synthesizeTune(n, seconds)
      writeFileSync(join(mediaDir, key), wav)
      analyses.set(key, analyseSeedWav(wav))
      return wav.length
    },
    options
  )
  const now = (options.now ?? new Date()).toISOString()
  // The server's demo tracks in the music catalogue (issue 36): linked to the artists and releases of their text.
  await linkDemoCatalogue(db, Number(before?.max ?? 0), now)
  // Their analysis is part of the seed (issue 38), measured from the audio just synthesized.
  const seeded = await db
    .selectFrom('tracks')
    .select(['id', 'audio_key', 'duration'])
    .where('id', '>', Number(before?.max ?? 0))
    .where('audio_key', 'is not', null)
    .execute()
  await storeSeededAnalyses(
    db,
    seeded.flatMap((t) => {
      const analysis = analyses.get(t.audio_key!)
      return analysis ? [{ id: t.id, audio_key: t.audio_key!, duration: t.duration, analysis }] : []
    }),
    now
  )
  return result
}

/** The bench catalogue's drawn play counts, [track id, plays], into the rows the tracks' insert made (migration 0041). */
async function drawPlayCounts(trx: Kysely<DB>, counts: [number, number][]): Promise<void> {
  for (let i = 0; i < counts.length; i += 1000)
    await sql`update track_play_counts set play_count = cast(v.column2 as integer)
      from (values ${sql.join(counts.slice(i, i + 1000).map(([id, n]) => sql`(${id}, ${n})`))}) as v
      where track_play_counts.track_id = cast(v.column1 as integer)`.execute(trx)
}

/**
 * Appends `count` tracks (and some plays) in batched transactions, for benchmarks. They share a few
 * synthesized audio files, and the date added grows with the id.
 */
export async function seedBig(
  db: Kysely<DB>,
  mediaDir: string,
  count: number,
  onProgress?: (done: number) => void
): Promise<void> {
  const random = seededRandom(99)
  const keys = Array.from({ length: 16 }, (_, i) => {
    const key = `bench-${i + 1}.wav`
    writeFileSync(join(mediaDir, key), synthesizeTune(10_000 + i, 6))
    return key
  })
  const userIds = (await db.selectFrom('users').select('id').execute()).map((u) => u.id)
  if (userIds.length === 0)
    throw new Error('Seed the demo catalogue first (it makes the users that play tracks).')
  const start = Date.now() - 5 * 365 * DAY
  const step = (5 * 365 * DAY) / count
  const batch = 10_000
  const stamp = new Date().toISOString()
  const createdAt = (n: number) => new Date(start + n * step).toISOString()

  // The catalogue first (issue 36 §6): artists, then releases with their tracks in order.
  const firstArtist = await nextFreeId(db, 'artists')
  const artists = artistNames(Math.max(1, Math.round(count * 0.06)), {
    first: FIRST,
    last: LAST,
    bands: BANDS,
    adjectives: ADJECTIVES,
    nouns: NOUNS
  }).map((name, i) => ({ id: firstArtist + i, name }))
  await db.transaction().execute(async (trx) => {
    const rows = artists.map((a) => ({
      id: a.id,
      name: a.name,
      // Seeded names are ASCII: lower case here is what lower() gives on both engines.
      name_key: a.name.toLowerCase(),
      country: pick(random, COUNTRIES),
      created_at: stamp,
      updated_at: stamp
    }))
    await insertBatches(trx, 'artists', rows, 1000)
    await followExplicitIds(trx, 'artists')
  })
  const releases = planReleases(random, count, artists, await nextFreeId(db, 'releases'), {
    adjectives: ADJECTIVES,
    nouns: NOUNS
  })
  await db.transaction().execute(async (trx) => {
    const rows = releases.map((r) => {
      const label = `${r.artistName.split(' ')[0]} ${pick(random, ['Records', 'Music', 'Sounds', 'Recordings'])}`
      const date = createdAt(r.firstTrack).slice(0, 10)
      return {
        id: r.id,
        title: r.title,
        title_key: r.title.toLowerCase(),
        type: r.type,
        upc: r.upc,
        label,
        p_line: `℗ ${date.slice(0, 4)} ${label}`,
        c_line: `© ${date.slice(0, 4)} ${label}`,
        original_release_date: date,
        cover_url: `/media/covers/${r.id % 997}.svg`,
        created_at: stamp,
        updated_at: stamp
      }
    })
    await insertBatches(trx, 'releases', rows, 1000)
    await insertBatches(
      trx,
      'release_artists',
      releases.map((r) => ({ release_id: r.id, artist_id: r.artistId, position: 0 })),
      1000
    )
    await followExplicitIds(trx, 'releases')
  })

  const firstTrackId = await nextFreeId(db, 'tracks')
  let release = 0
  for (let done = 0; done < count; done += batch) {
    const size = Math.min(batch, count - done)
    const tracks: Record<string, unknown>[] = []
    const links: Record<string, unknown>[] = []
    const trackArtists: Record<string, unknown>[] = []
    const credits: Record<string, unknown>[] = []
    const playCounts: [number, number][] = []
    for (let n = done; n < done + size; n++) {
      while (n >= releases[release].firstTrack + releases[release].size) release++
      const r = releases[release]
      const id = firstTrackId + n
      const created = createdAt(n)
      const duration = 120 + Math.floor(random() * 240)
      tracks.push({
        id,
        title: trackTitle(random),
        artist: r.artistName,
        album: r.title,
        genre: pick(random, GENRES),
        duration,
        release_date: r.type === 'compilation' ? createdAt(r.firstTrack).slice(0, 10) : created.slice(0, 10),
        cover_url: `/media/covers/${r.id % 997}.svg`,
        audio_key: keys[n % keys.length],
        mime_type: 'audio/wav',
        size: 48_044,
        status: random() < 0.9 ? 'published' : 'draft',
        explicit: random() < 0.1 ? 1 : 0,
        created_at: created,
        updated_at: created
      })
      playCounts.push([id, Math.floor(random() * random() * random() * 1_000_000)])
      links.push({
        track_id: id,
        release_id: r.id,
        disc_number: 1,
        track_number: n - r.firstTrack + 1,
        isrc: seededIsrc(id),
        version: random() < 0.03 ? pick(random, ['Radio Edit', 'Live', 'Acoustic', 'Remastered']) : ''
      })
      trackArtists.push({ track_id: id, artist_id: r.artistId, role: 'main', position: 0 })
      if (random() < 0.08) {
        const guest = pick(random, artists)
        if (guest.id !== r.artistId)
          trackArtists.push({ track_id: id, artist_id: guest.id, role: 'featured', position: 0 })
      }
      if (random() < 0.2)
        credits.push({
          track_id: id,
          role: 'composer',
          artist_id: r.artistId,
          name: r.artistName,
          position: 0
        })
    }
    await db.transaction().execute(async (trx) => {
      await insertBatches(trx, 'tracks', tracks, 1000)
      await drawPlayCounts(trx, playCounts)
      await insertBatches(trx, 'track_links', links, 1000)
      await insertBatches(trx, 'track_artists', trackArtists, 1000)
      await insertBatches(trx, 'track_credits', credits, 1000)
    })
    onProgress?.(done + size)
  }
  await followExplicitIds(db, 'tracks')
  await refreshReadinessErrors(
    db,
    releases.map((r) => r.id)
  )
  // Plays of the bench catalogue: many for a few tracks, so "the most played track" has a long history.
  const maxId = Number(
    (
      await db
        .selectFrom('tracks')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirstOrThrow()
    ).m
  )
  const histories = Math.min(200_000, Math.floor(count / 5))
  for (let done = 0; done < histories; done += batch) {
    const rows = Array.from({ length: Math.min(batch, histories - done) }, () => ({
      track_id: maxId - Math.floor(random() ** 6 * (count - 1)),
      user_id: pick(random, userIds),
      played_at: new Date(Date.now() - Math.floor(random() * 90 * DAY)).toISOString(),
      seconds_played: 10 + Math.floor(random() * 200),
      device: pick(random, DEVICES),
      country: pick(random, COUNTRIES)
    }))
    await db.transaction().execute(async (trx) => {
      await insertBatches(trx, 'play_histories', rows, 1000)
    })
  }
  // The tracks' play counts above are drawn, not counted from these plays.
  await markPlaysFolded(db)
}

/** Drops a table's secondary indexes and gives back the statements that make them again. */
async function dropIndexes(database: Db, table: string): Promise<string[]> {
  if (database.sqlite) {
    const rows = database.sqlite
      .prepare(
        "select name, sql from sqlite_master where type = 'index' and tbl_name = ? and sql is not null"
      )
      .all(table) as { name: string; sql: string }[]
    for (const row of rows) database.sqlite.exec(`drop index ${row.name}`)
    return rows.map((r) => r.sql)
  }
  const { rows } = await sql<{ indexname: string; indexdef: string }>`
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = ${table}
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`.execute(database.db)
  for (const row of rows) await sql`drop index ${sql.id(row.indexname)}`.execute(database.db)
  return rows.map((r) => r.indexdef)
}

export type SeedPlaysOptions = {
  /** Listeners to add (users who cannot sign in); default one per 200 plays. */
  listeners?: number
  /** Plays spread over this many days ending now. */
  days?: number
  now?: Date
  onProgress?: (done: number) => void
}

/**
 * Appends `count` plays for benchmarks, fast: new listeners, then plays in time order over the last `days` days,
 * tracks drawn with a Zipf-like skew (a few hits, a long tail) and listeners with a milder one. The play indexes
 * are dropped during the load and made again after it. Call rebuildRollups afterwards.
 */
export async function seedPlays(database: Db, count: number, options: SeedPlaysOptions = {}): Promise<void> {
  const { db } = database
  const random = seededRandom(4242 + count)
  const now = options.now ?? new Date()
  const days = options.days ?? 365
  const listenerCount = options.listeners ?? Math.max(10, Math.floor(count / 200))
  const already = Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', 'like', '%@plays.vibeline.test')
        .executeTakeFirstOrThrow()
    ).n
  )
  const span = 720 * DAY
  for (let done = 0; done < listenerCount; done += 1000) {
    const rows = Array.from({ length: Math.min(1000, listenerCount - done) }, (_, j) => {
      const n = already + done + j + 1
      const first = FIRST[n % FIRST.length]
      const last = LAST[(n * 7) % LAST.length]
      return {
        full_name: `${first} ${last}`,
        username: `listener_${n}`,
        email: `listener.${n}@plays.vibeline.test`,
        password_hash: null,
        role: 'viewer',
        status: 'active',
        plan: pick(random, USER_PLANS),
        country: pick(random, COUNTRIES),
        avatar: null,
        created_at: new Date(now.getTime() - span + Math.floor(random() * span)).toISOString(),
        last_active_at: null
      }
    })
    await db.transaction().execute((trx) => insertBatches(trx, 'users', rows))
  }
  const trackIds = (await db.selectFrom('tracks').select('id').orderBy('id').execute()).map((t) => t.id)
  const userIds = (await db.selectFrom('users').select('id').orderBy('id', 'desc').execute()).map((u) => u.id)
  if (trackIds.length === 0) throw new Error('There are no tracks to play; seed tracks first.')
  const logTracks = Math.log(trackIds.length)
  // Rank 0 is the most played; ranks are spread over the catalogue so hits are not all neighbours.
  const trackOfRank = (rank: number) => trackIds[(rank * 7919 + 13) % trackIds.length]
  const start = now.getTime() - days * DAY
  const step = (days * DAY) / count

  const indexes = await dropIndexes(database, 'play_histories')
  const batch = 50_000
  try {
    if (database.sqlite) database.sqlite.pragma('foreign_keys = OFF')
    const insert = database.sqlite?.prepare(
      'insert into play_histories (track_id, user_id, played_at, seconds_played, device, country) values (?, ?, ?, ?, ?, ?)'
    )
    const insertMany = database.sqlite?.transaction((rows: unknown[][]) => {
      for (const row of rows) insert!.run(row)
    })
    for (let done = 0; done < count; done += batch) {
      const size = Math.min(batch, count - done)
      const columns = {
        track: new Array<number>(size),
        user: new Array<number>(size),
        at: new Array<string>(size),
        seconds: new Array<number>(size),
        device: new Array<string>(size),
        country: new Array<string>(size)
      }
      for (let j = 0; j < size; j++) {
        const n = done + j
        columns.track[j] = trackOfRank(Math.floor(Math.exp(random() * logTracks)) - 1)
        columns.user[j] = userIds[Math.floor(random() * random() * userIds.length)]
        columns.at[j] = new Date(Math.floor(start + (n + random()) * step)).toISOString()
        columns.seconds[j] = 10 + Math.floor(random() * 290)
        columns.device[j] = pick(random, DEVICES)
        columns.country[j] = pick(random, COUNTRIES)
      }
      if (insertMany) {
        insertMany(
          columns.track.map((t, j) => [
            t,
            columns.user[j],
            columns.at[j],
            columns.seconds[j],
            columns.device[j],
            columns.country[j]
          ])
        )
      } else {
        await sql`insert into play_histories (track_id, user_id, played_at, seconds_played, device, country)
          select * from unnest(${columns.track}::int[], ${columns.user}::int[], ${columns.at}::text[],
            ${columns.seconds}::int[], ${columns.device}::text[], ${columns.country}::text[])`.execute(db)
      }
      options.onProgress?.(done + size)
    }
  } finally {
    if (database.sqlite) database.sqlite.pragma('foreign_keys = ON')
    for (const statement of indexes) await sql.raw(statement).execute(db)
  }
  // The bench catalogue's play counts are drawn (seedBig), not counted from these plays.
  await markPlaysFolded(db)
}
