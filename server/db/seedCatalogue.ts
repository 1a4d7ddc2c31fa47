// The music catalogue of the seeds (issue 36 §6): valid identifiers (ISRC, UPC/EAN with its check digit) and, for
// the benchmark catalogue, a plausible shape: about 6 artists and 12 releases per 100 tracks (60,000 and 120,000 for
// a million), singles, EPs, albums and a few compilations, each release's tracks numbered in order, some featured
// artists and composer credits.
import { PostgresAdapter, sql, type Kysely } from 'kysely'
import { gtinCheckDigit, type ReleaseType } from '../../src/contracts/catalogue'
import { pick, type Random } from '../../src/lib/random'
import type { Dialect } from './engine/database'
import type { DB } from './schema'
import { refreshReadinessErrors, releasesOfTracks } from '../catalog/readinessCount'
import { linkFromText } from '../catalog/trackText'

export const dialectOf = (db: Kysely<DB>): Dialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'

/** The ISRC of the n-th seeded recording (n from 0): country QZ, a registrant per 100,000, year 26. */
export function seededIsrc(n: number): string {
  const registrant = Math.floor(n / 100_000)
    .toString(36)
    .toUpperCase()
    .padStart(3, '0')
  return `QZ${registrant}26${String(n % 100_000).padStart(5, '0')}`
}

/** The UPC-A of the n-th seeded release (n from 0): 11 digits and their check digit. */
export function seededUpc(n: number): string {
  const body = `19${String(n).padStart(9, '0')}`
  return `${body}${gtinCheckDigit(body)}`
}

/** The first id a table has not given yet (SQLite: nor given and deleted since). */
export async function nextFreeId(db: Kysely<DB>, table: 'artists' | 'releases' | 'tracks'): Promise<number> {
  const highest =
    dialectOf(db) === 'postgres'
      ? sql<{ n: number }>`select coalesce(max(id), 0) as n from ${sql.table(table)}`
      : sql<{ n: number }>`select max(coalesce((select seq from sqlite_sequence where name = ${table}), 0),
          coalesce((select max(id) from ${sql.table(table)}), 0)) as n`
  return Number((await highest.execute(db)).rows[0].n) + 1
}

/** After rows were inserted with ids of their own: PostgreSQL's sequence goes on after them. */
export async function followExplicitIds(db: Kysely<DB>, table: 'artists' | 'releases' | 'tracks') {
  if (dialectOf(db) !== 'postgres') return
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'),
    coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db)
}

/**
 * Links freshly seeded tracks (ids above `afterId`) to the artists and releases of their text, and gives each an
 * ISRC and each new release a UPC. For the small demo catalogue: a statement per row.
 */
export async function linkDemoCatalogue(db: Kysely<DB>, afterId: number, stamp: string): Promise<void> {
  const releasesBefore = await nextFreeId(db, 'releases')
  await linkFromText(db, dialectOf(db), sql`select id from tracks where id > ${afterId}`, stamp)
  const tracks = await db.selectFrom('tracks').select('id').where('id', '>', afterId).orderBy('id').execute()
  for (const { id } of tracks)
    await db
      .insertInto('track_links')
      .values({ track_id: id, isrc: seededIsrc(id) })
      .onConflict((oc) => oc.column('track_id').doUpdateSet({ isrc: seededIsrc(id) }))
      .execute()
  const releases = await db.selectFrom('releases').select('id').where('id', '>=', releasesBefore).execute()
  for (const { id } of releases) {
    await db
      .updateTable('releases')
      .set({ upc: seededUpc(id), label: 'Vibeline Demo Records', p_line: '℗ Vibeline Demo Records' })
      .where('id', '=', id)
      .where('upc', 'is', null)
      .execute()
    await numberTracklist(db, id)
  }
  await refreshReadinessErrors(db, [
    ...releases.map((r) => r.id),
    ...(await releasesOfTracks(db, sql`select id from tracks where id > ${afterId}`))
  ])
}

/** A seeded release's tracks get positions on disc 1 in the order they were added, when none has one yet. */
async function numberTracklist(db: Kysely<DB>, releaseId: number): Promise<void> {
  const tracks = await db
    .selectFrom('track_links')
    .select(['track_id', 'track_number'])
    .where('release_id', '=', releaseId)
    .orderBy('track_id')
    .execute()
  if (tracks.some((t) => t.track_number !== null)) return
  for (const [index, { track_id }] of tracks.entries())
    await db
      .updateTable('track_links')
      .set({ disc_number: 1, track_number: index + 1 })
      .where('track_id', '=', track_id)
      .execute()
}

const LETTERS = 'ABCDEFGHIJKLMNOPRSTVW'

/**
 * `count` distinct artist names: the bands, every first and last name pair, the pairs with a middle initial, then
 * "The <adjective> <noun>" bands, then numbered ones.
 */
export function artistNames(
  count: number,
  words: { first: string[]; last: string[]; bands: string[]; adjectives: string[]; nouns: string[] }
): string[] {
  const names: string[] = [...words.bands]
  for (const last of words.last) for (const first of words.first) names.push(`${first} ${last}`)
  for (const letter of LETTERS)
    for (const last of words.last) for (const first of words.first) names.push(`${first} ${letter}. ${last}`)
  for (const noun of words.nouns)
    for (const adjective of words.adjectives) names.push(`The ${adjective} ${noun}`)
  for (let i = 0; names.length < count; i++) names.push(`${words.bands[i % words.bands.length]} ${i + 2}`)
  return names.slice(0, count)
}

/** A release's shape: singles of 1–2 tracks, EPs of 4–6, albums of 10–14 (about 8.3 tracks a release). */
function releaseShape(random: Random): { type: ReleaseType; size: number } {
  const r = random()
  if (r < 0.25) return { type: 'single', size: 1 + Math.floor(random() * 2) }
  if (r < 0.4) return { type: 'ep', size: 4 + Math.floor(random() * 3) }
  return { type: r < 0.42 ? 'compilation' : 'album', size: 10 + Math.floor(random() * 5) }
}

export type PlannedRelease = {
  id: number
  title: string
  type: ReleaseType
  artistId: number
  artistName: string
  size: number
  upc: string
  /** The index (from 0) of its first track among the `count`. */
  firstTrack: number
}

/**
 * Plans the releases of `count` tracks over `artists` (their ids and names): each release's artist is drawn with a
 * skew (a few prolific artists, a long tail), and the releases' sizes add up to `count`.
 */
export function planReleases(
  random: Random,
  count: number,
  artists: { id: number; name: string }[],
  firstId: number,
  titles: { adjectives: string[]; nouns: string[] }
): PlannedRelease[] {
  const releases: PlannedRelease[] = []
  for (let placed = 0; placed < count;) {
    const { type, size } = releaseShape(random)
    const artist = artists[Math.floor(random() ** 1.5 * artists.length)]
    const id = firstId + releases.length
    releases.push({
      id,
      title: `${pick(random, titles.adjectives)} ${pick(random, titles.nouns)}`,
      type,
      artistId: artist.id,
      artistName: artist.name,
      size: Math.min(size, count - placed),
      upc: seededUpc(id),
      firstTrack: placed
    })
    placed += size
  }
  return releases
}
