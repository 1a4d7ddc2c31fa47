// PostgreSQL (TEST_DATABASE_URL) only: the navbar search's users, looked for in either form the statistics choose
// (walking from the newest, or through the trigram indexes), answer what "contains" promises.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { likePattern } from '../../src/contracts/keyword'
import { startTestServer, type TestServer } from '../test/harness'
import { searchPostgres } from './searchPostgres'
import { readUserStats, walksUsers } from './userStats'

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
        words: null,
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
