// Deep pages seek through remembered anchors instead of skipping rows; they must match a plain OFFSET exactly.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Track } from '../src/contracts/music'
import { seedBig } from './db/seed'
import { startTestServer, type TestServer } from './test/harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: { tracks: 5, users: 3, playlists: 1, histories: 10 } })
  await seedBig(server.database.db, server.config.mediaDir, 2600)
}, 120_000)
afterAll(() => server?.close())

const page = async (query: Record<string, string>) =>
  (await server.as('viewer', { method: 'GET', url: '/admin/v2/tracks', query })).json()

async function expectedIds(
  column: 'created_at' | 'play_count',
  dir: 'asc' | 'desc',
  offset: number,
  limit: number
) {
  const rows = await server.database.db
    .selectFrom('tracks')
    .select('id')
    .orderBy(column, dir)
    .orderBy('id', dir)
    .limit(limit)
    .offset(offset)
    .execute()
  return rows.map((r) => r.id)
}

describe('deep pages', () => {
  it.each([
    ['created_at', 'desc', 151, 10],
    ['created_at', 'asc', 101, 20],
    ['play_count', 'desc', 27, 100],
    ['play_count', 'asc', 260, 10]
  ] as const)(
    'sorted by %s %s, page %i of %i rows, equal the OFFSET answer',
    async (column, dir, pageNo, perPage) => {
      const body = await page({
        sort_by: column,
        sort_dir: dir,
        page: String(pageNo),
        per_page: String(perPage)
      })
      expect(body.page_meta.total).toBe(2605)
      expect(body.data.map((t: Track) => t.id)).toEqual(
        await expectedIds(column, dir, (pageNo - 1) * perPage, perPage)
      )
    }
  )

  it('a page past the end is empty but keeps the total', async () => {
    const body = await page({ page: '3000', per_page: '10' })
    expect(body.data).toEqual([])
    expect(body.page_meta.total).toBe(2605)
  })

  it('a new track shifts deep pages at once', async () => {
    const before = await page({ page: '200', per_page: '10' })
    const created = await server.as('editor', {
      method: 'POST',
      url: '/admin/v2/tracks',
      payload: { title: 'Brand New', artist: 'Fresh Band', genre: 'pop', duration: 100 }
    })
    expect(created.statusCode).toBe(201)
    const after = await page({ page: '200', per_page: '10' })
    expect(after.page_meta.total).toBe(before.page_meta.total + 1)
    expect(after.data[1].id).toBe(before.data[0].id)
  })
})
