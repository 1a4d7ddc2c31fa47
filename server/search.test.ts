// The navbar search over the API: the 4-row limit on a real seed, track ranking, roles, and bad queries.
import { sql, type Insertable, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchResult } from '../src/contracts/search'
import { startTestServer, type Role, type TestServer } from './test/harness'
import type { DB, TracksTable } from './db/schema'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: { tracks: 60, users: 30, playlists: 12 } })
})
afterAll(() => server?.close())

const search = (q: string, role: Role | null = 'viewer') =>
  server.as(role, { method: 'GET', url: '/admin/v2/search', query: { q } })
const found = async (q: string, role: Role = 'admin'): Promise<SearchResult> => {
  const res = await search(q, role)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

/** Inserts tracks with their play counts (track_play_counts, migration 0041, holds them), 100 a statement. */
async function insertPlayed(db: Kysely<DB>, rows: ({ play_count: number } & Insertable<TracksTable>)[]) {
  for (let i = 0; i < rows.length; i += 100) {
    const chunk = rows.slice(i, i + 100)
    const ids = await db
      .insertInto('tracks')
      .values(chunk.map(({ play_count: _plays, ...track }) => track))
      .returning('id')
      .execute()
    const counts = ids.map(({ id }, j) => sql`when ${id} then cast(${chunk[j].play_count} as integer)`)
    await sql`update track_play_counts set play_count = case track_id ${sql.join(counts, sql` `)} end
      where track_id in (${sql.join(ids.map(({ id }) => id))})`.execute(db)
  }
}

describe('GET /admin/v2/search', () => {
  it('answers at most 4 per group, the most played tracks of the keyword first', async () => {
    const { db } = server.database
    const track = await db.selectFrom('tracks').select(['title']).orderBy('id').executeTakeFirstOrThrow()
    const word = track.title.split(/\s+/)[0]
    const result = await found(word.slice(0, 2))
    expect(result.tracks.length).toBeLessThanOrEqual(4)
    const all = await found('e')
    expect(all.playlists.length).toBe(4)
    expect(all.users.length).toBe(4)
    const counts = all.tracks.map((t) => t.play_count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })

  it('ranks tracks by plays and finds by word prefix only', async () => {
    const { db } = server.database
    const at = new Date().toISOString()
    const base = { artist: 'Quorra Vale', album: '', genre: 'pop', duration: 100, status: 'published' }
    for (const [title, plays] of [
      ['Zephyrine One', 5],
      ['Zephyrine Two', 50],
      ['Zephyrine Three', 20],
      ['Zephyrine Four', 1],
      ['Zephyrine Five', 30]
    ] as const) {
      const { id } = await db
        .insertInto('tracks')
        .values({
          ...base,
          title,
          explicit: 0,
          release_date: null,
          cover_url: null,
          audio_key: null,
          mime_type: null,
          size: null,
          created_at: at,
          updated_at: at
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await db
        .updateTable('track_play_counts')
        .set({ play_count: plays })
        .where('track_id', '=', id)
        .execute()
    }
    const result = await found('zephyr', 'viewer')
    expect(result.tracks.map((t) => t.title)).toEqual([
      'Zephyrine Two',
      'Zephyrine Five',
      'Zephyrine Three',
      'Zephyrine One'
    ])
    expect((await found('phyrine', 'viewer')).tracks).toEqual([])
  })

  it('ranks a common word as the track list sorted by plays does (sorted, probed and walked paths)', async () => {
    const { db } = server.database
    const at = new Date().toISOString()
    const row = (title: string, play_count: number) => ({
      title,
      artist: 'Bench Band',
      album: '',
      genre: 'pop',
      duration: 100,
      status: 'published',
      play_count,
      explicit: 0,
      release_date: null,
      cover_url: null,
      audio_key: null,
      mime_type: null,
      size: null,
      created_at: at,
      updated_at: at
    })
    const rows = [
      ...Array.from({ length: 450 }, (_, i) => row(`Filler ${i}`, 100_000 + i)),
      // More than 200 matches, none among the 400 most played: the walk.
      ...Array.from({ length: 250 }, (_, i) => row(`Zorblat ${i}`, i)),
      // Four among the most played: the probe.
      ...Array.from({ length: 250 }, (_, i) => row(`Hoverly ${i}`, i < 4 ? 200_000 + i : i)),
      // Two among the most played, the others far below: the probe falls back to the walk.
      ...Array.from({ length: 250 }, (_, i) => row(`Glimmer ${i}`, i < 2 ? 300_000 + i : i % 7))
    ]
    await insertPlayed(db, rows)
    for (const word of ['zorblat', 'hoverly', 'glimmer']) {
      const listed = await server.as('viewer', {
        method: 'GET',
        url: '/admin/v2/tracks',
        query: {
          per_page: '4',
          sort_by: 'play_count',
          sort_dir: 'desc',
          filters: JSON.stringify({ keyword: word })
        }
      })
      const expected = (listed.json().data as { id: number }[]).map((t) => t.id)
      expect(expected).toHaveLength(4)
      expect((await found(word, 'viewer')).tracks.map((t) => t.id)).toEqual(expected)
    }
  })

  it('probes the most played tracks without missing a match in other case, with diacritics or in another field', async () => {
    const { db } = server.database
    const at = new Date().toISOString()
    const row = (title: string, artist: string, album: string, play_count: number) => ({
      title,
      artist,
      album,
      genre: 'rock',
      duration: 100,
      status: 'published',
      play_count,
      explicit: 0,
      release_date: null,
      cover_url: null,
      audio_key: null,
      mime_type: null,
      size: null,
      created_at: at,
      updated_at: at
    })
    // More than 200 matches (the probe's path); among the most played, matches that only the index sees as
    // such: upper case, diacritics (Í folds to i), the word inside an album or after punctuation, a prefix; and
    // above them all, text that holds the word without starting a word with it (no match).
    const top = [
      row('Aquillons', 'Probe_Band', 'Xquillon', 900_005),
      row('QUILLONS AT DAWN', 'Probe Band', '', 900_004),
      row('Quíllon', 'Probe Band', '', 900_003),
      row('Untitled', 'Probe Band', 'Songs/quillon-era', 900_002),
      row('Sur le Quillonnage', 'Chœur Probe', 'Live', 900_001),
      row('Quilted', 'Probe Band', '', 900_000)
    ]
    const rows = [...top, ...Array.from({ length: 250 }, (_, i) => row(`Quillon ${i}`, 'Probe Band', '', i))]
    await insertPlayed(db, rows)
    for (const keyword of ['quillon', 'quillon probe', 'probe quil']) {
      const listed = await server.as('viewer', {
        method: 'GET',
        url: '/admin/v2/tracks',
        query: {
          per_page: '4',
          sort_by: 'play_count',
          sort_dir: 'desc',
          filters: JSON.stringify({ keyword })
        }
      })
      const expected = (listed.json().data as { id: number; title: string }[]).map((t) => t.title)
      expect(expected).toHaveLength(4)
      expect((await found(keyword, 'viewer')).tracks.map((t) => t.title)).toEqual(expected)
    }
    // SQLite's text index removes diacritics; PostgreSQL's 'simple' configuration keeps them.
    if (server.database.dialect === 'sqlite')
      expect((await found('quillon', 'viewer')).tracks.map((t) => t.title)).toEqual([
        'QUILLONS AT DAWN',
        'Quíllon',
        'Untitled',
        'Sur le Quillonnage'
      ])
  })

  it('lets a viewer search tracks and playlists but shows users only to roles that read them', async () => {
    expect((await found('e', 'viewer')).users).toEqual([])
    expect((await found('e', 'editor')).users.length).toBe(4)
    expect(Object.keys((await found('e', 'editor')).users[0]).sort()).toEqual(
      ['avatar', 'email', 'full_name', 'id', 'role', 'username'].sort()
    )
  })

  it('needs a session', async () => {
    expect((await search('e', null)).statusCode).toBe(401)
  })

  it('answers an empty query with empty groups, and refuses one longer than 200 characters', async () => {
    expect(await found('')).toEqual({
      q: '',
      tracks: [],
      playlists: [],
      users: [],
      artists: [],
      releases: []
    })
    expect((await search('a'.repeat(200))).statusCode).toBe(200)
    const long = await search('a'.repeat(201))
    expect(long.statusCode).toBe(400)
    expect(long.json().error).toBe('Keyword is too long.')
    const nul = await search('a\u0000b')
    expect(nul.statusCode).toBe(400)
  })

  it('finds users whose name, username or e-mail contains the keyword: names first, each group newest first', async () => {
    const { db } = server.database
    const add = (full_name: string, username: string, email: string, minutesAgo: number) =>
      db
        .insertInto('users')
        .values({
          full_name,
          username,
          email,
          password_hash: 'x',
          role: 'viewer',
          status: 'active',
          plan: 'free',
          country: '',
          avatar: null,
          created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
          last_active_at: null
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    await add('Ottoline Quexby', 'ottoline', 'o.q@example.test', 30)
    await add('Bram Stellwag', 'quexbyfan', 'bram@example.test', 20)
    await add('Ines Maro', 'ines', 'quexby.ines@example.test', 10)
    const renamed = await add('Walter Plimm', 'wplimm', 'walter@example.test', 5)
    const removed = await add('Quexby Gone', 'gone', 'gone@example.test', 1)
    await db.updateTable('users').set({ full_name: 'Walter Quexby' }).where('id', '=', renamed.id).execute()
    await db.deleteFrom('users').where('id', '=', removed.id).execute()

    // What the users list's "contains" matching gives, ordered as the search promises.
    const expected = async (keyword: string) => {
      const needle = keyword.toLowerCase()
      const all = await db
        .selectFrom('users')
        .select(['full_name', 'username', 'email', 'created_at', 'id'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
      const has = (text: string) => text.toLowerCase().includes(needle)
      const byName = all.filter((u) => has(u.full_name) || has(u.username))
      const byEmail = all.filter((u) => !byName.includes(u) && has(u.email))
      return [...byName, ...byEmail].slice(0, 4).map((u) => u.username)
    }
    expect((await found('quexb')).users.map((u) => u.username)).toEqual([
      'wplimm',
      'quexbyfan',
      'ottoline',
      'ines'
    ])
    // Rare keywords (the trigram index), short and common ones (the walk from the newest), letter case, quotes.
    for (const keyword of [
      'QUEXBY',
      'quexby.ines',
      'xb',
      'e',
      'example.test',
      'ine',
      'plimm',
      'Gone',
      '"q',
      'x"qu',
      'zzqx'
    ])
      expect(
        (await found(keyword)).users.map((u) => u.username),
        keyword
      ).toEqual(await expected(keyword))
  })

  it('answers a keyword without words: users by e-mail, tracks as the track list matches it', async () => {
    const result = await found('@')
    expect(result.users.length).toBe(4)
    expect(result.tracks).toEqual([])
    expect((await found('@', 'viewer')).users).toEqual([])
  })

  it('treats LIKE wildcards as text', async () => {
    const result = await found('%_%')
    expect(result).toEqual({ q: '%_%', tracks: [], playlists: [], users: [], artists: [], releases: [] })
  })
  it('finds artists and releases as their lists do (issue 36), for a viewer too', async () => {
    const artist = await server.as('editor', {
      method: 'POST',
      url: '/admin/v2/artists',
      payload: { name: 'Quillon Vesper' }
    })
    expect(artist.statusCode, artist.body).toBe(201)
    const artistId = artist.json().data.id as number
    const release = await server.as('editor', {
      method: 'POST',
      url: '/admin/v2/releases',
      payload: { title: 'Quillon Nights', type: 'ep', artist_ids: [artistId] }
    })
    expect(release.statusCode, release.body).toBe(201)
    const result = await found('quillon', 'viewer')
    expect(result.artists).toEqual([expect.objectContaining({ id: artistId, name: 'Quillon Vesper' })])
    expect(result.releases).toEqual([
      expect.objectContaining({
        id: release.json().data.id,
        title: 'Quillon Nights',
        type: 'ep',
        artists: [{ id: artistId, name: 'Quillon Vesper' }]
      })
    ])
    // By the start of a name, as the artist list matches.
    expect((await found('vesper', 'viewer')).artists).toEqual([])
    expect((await found('nights', 'viewer')).releases).toEqual([])
  })
})
