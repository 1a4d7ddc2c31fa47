// PostgreSQL (TEST_DATABASE_URL) only: the navbar search's users, looked for in either form the statistics choose
// (walking from the newest, or through the trigram indexes), answer what "contains" promises; its tracks skip the
// probe of the most played for a word that matches nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { keywordTokens, likePattern, matchesWordPrefixes } from '../../src/contracts/keyword'
import { startTestServer, type TestServer } from '../test/harness'
import { searchPostgres, searchStatement, type SearchParams } from './searchPostgres'
import { readUserStats, walksUsers } from '../accounts/userSearchStats'

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL

describe.skipIf(!url)('the navbar search of users on PostgreSQL', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ seed: false })
    const { db } = server.database
    const at = Date.parse('2025-01-01T00:00:00Z')
    const users = Array.from({ length: 400 }, (_, i) => ({
      full_name: i % 97 === 0 ? `Ottoline Quexby ${i}` : `Member ${i} ${['Stone', 'Rivers', 'Hale'][i % 3]}`,
      username: i % 89 === 0 ? `quexby${i}` : `member${i}`,
      email: i % 50 === 0 ? `m${i}@quexby.test` : `m${i}@example.test`,
      password_hash: 'x',
      role: 'viewer' as const,
      status: 'active' as const,
      plan: 'free',
      country: '',
      avatar: null,
      // Some share a creation time, so that ties are ordered by id.
      created_at: new Date(at + Math.floor(i / 3) * 60_000).toISOString(),
      last_active_at: null
    }))
    await db.insertInto('users').values(users).execute()
    await sql`analyze users`.execute(db)
  })
  afterAll(() => server?.close())

  it('answers the newest name matches, then the newest e-mail matches, whichever form each group takes', async () => {
    const { db } = server.database
    const all = await db
      .selectFrom('users')
      .select(['id', 'full_name', 'username', 'email'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    const expected = (keyword: string) => {
      const has = (text: string) => text.toLowerCase().includes(keyword.toLowerCase())
      const byName = all.filter((u) => has(u.full_name) || has(u.username))
      const byEmail = all.filter((u) => !byName.includes(u) && has(u.email))
      return [...byName, ...byEmail].slice(0, 4).map((u) => u.id)
    }
    const stats = await readUserStats(db)
    const forms = new Set<string>()
    for (const keyword of [
      'member',
      'stone',
      'QUEXBY',
      'quexby.test',
      'example.test',
      'm1',
      'e',
      'zq',
      'ott',
      'zzqx',
      '%',
      '_1'
    ]) {
      forms.add(
        `${walksUsers(stats, ['full_name', 'username'], keyword, 4)} ${walksUsers(stats, ['email'], keyword, 4)}`
      )
      const found = await searchPostgres(db, {
        tokens: [],
        keyword,
        pattern: likePattern(keyword),
        limit: 4,
        playlists: false,
        users: true
      })
      expect(
        found.users.map((u) => u.id),
        keyword
      ).toEqual(expected(keyword))
    }
    // Every combination of the two forms was asked.
    expect([...forms].sort()).toEqual(['false false', 'false true', 'true false', 'true true'])
  })
})

type PlanNode = {
  'Relation Name'?: string
  'Actual Rows'?: number
  'Actual Loops'?: number
  'Rows Removed by Filter'?: number
  Plans?: PlanNode[]
}

describe.skipIf(!url)('the navbar search of tracks on PostgreSQL', () => {
  let server: TestServer
  const WORDS = ['amber', 'river', 'night', 'golden', 'echo', 'velvet', 'storm', 'lantern', 'harbor', 'ember']
  beforeAll(async () => {
    server = await startTestServer({ seed: false })
    const at = new Date().toISOString()
    const rows = Array.from({ length: 600 }, (_, i) => ({
      title: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]}`,
      artist: `${WORDS[(i * 3 + 1) % WORDS.length]} Band`,
      album: '',
      genre: 'pop',
      duration: 100,
      status: 'published',
      play_count: (i * 37) % 600,
      explicit: 0,
      release_date: null,
      cover_url: null,
      audio_key: null,
      mime_type: null,
      size: null,
      created_at: at,
      updated_at: at
    }))
    for (let i = 0; i < rows.length; i += 100)
      await server.database.db
        .insertInto('tracks')
        .values(rows.slice(i, i + 100))
        .execute()
    // The common words come from the statistics.
    await sql`analyze tracks`.execute(server.database.db)
  })
  afterAll(() => server?.close())

  const params = (keyword: string): SearchParams => ({
    tokens: keywordTokens(keyword),
    keyword,
    pattern: likePattern(keyword),
    limit: 4,
    playlists: true,
    users: true
  })

  /** The most played tracks with every word of the keyword, as the track list sorted by plays ranks them. */
  const expected = async (keyword: string) =>
    (
      await server.database.db
        .selectFrom('tracks')
        .select(['id', 'title', 'artist', 'album'])
        .orderBy('play_count', 'desc')
        .orderBy('id', 'desc')
        .execute()
    )
      .filter((t) => matchesWordPrefixes(keyword, [t.title, t.artist, t.album]))
      .slice(0, 4)
      .map((t) => t.id)

  /** How many tracks the search's plan, made once without the values as the server makes it, reads. */
  async function tracksRead(keyword: string): Promise<number> {
    const query = await searchStatement(server.database.db, params(keyword))
    const values = query.parameters.map((v) =>
      v === null ? 'null' : typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`
    )
    const types = query.parameters.map((v) => (typeof v === 'number' ? 'integer' : 'text'))
    return server.database.db.connection().execute(async (conn) => {
      await sql`set plan_cache_mode = force_generic_plan`.execute(conn)
      try {
        await sql.raw(`prepare explained_search(${types.join(', ')}) as ${query.sql}`).execute(conn)
        const { rows } = await sql
          .raw<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
            `explain (analyze, format json) execute explained_search(${values.join(', ')})`
          )
          .execute(conn)
        const read = (node: PlanNode): number =>
          (node['Relation Name'] === 'tracks'
            ? ((node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0)) *
              (node['Actual Loops'] ?? 0)
            : 0) + (node.Plans ?? []).reduce((sum, child) => sum + read(child), 0)
        return read(rows[0]['QUERY PLAN'][0].Plan)
      } finally {
        await sql`deallocate explained_search`.execute(conn)
        await sql`reset plan_cache_mode`.execute(conn)
      }
    })
  }

  it('answers a word that matches no track with empty groups, without reading any track', async () => {
    for (const keyword of ['zzqx', 'amber zzqx', 'zzqx qwyv']) {
      expect(await searchPostgres(server.database.db, params(keyword)), keyword).toEqual({
        tracks: [],
        playlists: [],
        users: []
      })
      expect(await tracksRead(keyword), keyword).toBe(0)
    }
    // A common word reads the most played tracks (the probe), and is found as the track list finds it.
    expect(await tracksRead('amber')).toBeGreaterThan(0)
    const found = await searchPostgres(server.database.db, params('amber nig'))
    expect(found.tracks.map((t) => t.id)).toEqual(await expected('amber nig'))
  })

  it('finds at once a word that a title takes after the statistics were made', async () => {
    const { db } = server.database
    const [first, second] = await db.selectFrom('tracks').select('id').orderBy('id').limit(2).execute()
    await db.updateTable('tracks').set({ title: 'Quintessa Amber' }).where('id', '=', first.id).execute()
    await db.updateTable('tracks').set({ album: 'Quintessential' }).where('id', '=', second.id).execute()
    for (const keyword of ['quintes', 'QUINTESSA amber', 'amb quintessen']) {
      const found = await searchPostgres(db, params(keyword))
      expect(
        found.tracks.map((t) => t.id),
        keyword
      ).toEqual(await expected(keyword))
    }
    expect((await searchPostgres(db, params('quintes'))).tracks).toHaveLength(2)
  })
})
