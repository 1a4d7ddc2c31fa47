// CSV export: each list's file holds the rows the list shows for the same query, in the same order, across chunk
// boundaries; formula cells are escaped; Arabic survives the round trip; the list's ability is checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TrackListParams } from '../src/contracts/music'
import { exportTracks } from './catalog/tracksRepository'
import { CSV_FIELDS, csvCell } from '../src/contracts/csv'
import { startTestServer, type TestServer } from './test/harness'

let server: TestServer

/** A small RFC 4180 reader, so the test does not trust the writer's own idea of quoting. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(cell)
      cell = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += c
  }
  if (cell || row.length) rows.push([...row, cell])
  return rows
}

async function exportOf(url: string, role: 'admin' | 'editor' | 'viewer' = 'admin') {
  const res = await server.as(role, { method: 'GET', url })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[\w-]+\.csv"$/)
  const bytes = res.rawPayload
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'))
  return { header, rows }
}

/** Every row of a list, page after page, as the screen would show them. */
async function listOf(path: string, query: string) {
  const all: Record<string, unknown>[] = []
  for (let page = 1; ; page++) {
    const res = await server.as('admin', { method: 'GET', url: `${path}?${query}&page=${page}&per_page=100` })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as { data: Record<string, unknown>[]; page_meta: { total: number } }
    all.push(...body.data)
    if (body.data.length < 100) return all
  }
}

const q = (params: Record<string, string | object | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&')

const ARABIC = 'أغنية الليل، "نسخة" جديدة'

beforeAll(async () => {
  server = await startTestServer({ seed: { tracks: 260, users: 30, playlists: 12, histories: 400 } })
  const tracks = [
    { title: '=HYPERLINK("http://x","y")', artist: '+1 Artist', album: '@album', genre: 'pop' },
    { title: '-minus', artist: 'Plain, with comma', album: 'line\nbreak', genre: 'pop' },
    { title: ARABIC, artist: 'فيروز', album: 'ألبوم', genre: 'jazz', release_date: null }
  ]
  for (const t of tracks) {
    const res = await server.as('admin', {
      method: 'POST',
      url: '/admin/v2/tracks',
      payload: { duration: 100, status: 'published', ...t }
    })
    expect(res.statusCode, res.body).toBe(201)
  }
})
afterAll(() => server?.close())

describe('CSV export', () => {
  it.each([
    {},
    { sort_by: 'title', sort_dir: 'asc' },
    { sort_by: 'artist', sort_dir: 'desc' },
    { sort_by: 'release_date', sort_dir: 'asc' },
    { sort_by: 'release_date', sort_dir: 'desc' },
    { sort_by: 'play_count', sort_dir: 'desc', filters: { genre: 'pop' } },
    { filters: { keyword: 'a' } }
  ])('the tracks file holds the list’s rows in its order (%j)', async (params) => {
    const query = q(params)
    const list = await listOf('/admin/v2/tracks', query)
    const { header, rows } = await exportOf(`/admin/v2/tracks/export?${query}`)
    expect(header.slice(0, 3)).toEqual(['id', 'title', 'artist'])
    expect(rows.map((r) => Number(r[0]))).toEqual(list.map((t) => t.id))
    expect(rows.length).toBeGreaterThan(0)
  })

  it('keyset chunks neither skip nor repeat rows at their edges', async () => {
    const { db, dialect } = server.database
    for (const sort_by of ['created_at', 'title', 'release_date', 'play_count'] as const) {
      const params = { filters: {}, sort_by, sort_dir: 'asc' } as Pick<
        TrackListParams,
        'filters' | 'sort_by' | 'sort_dir'
      >
      const list = await listOf('/admin/v2/tracks', q({ sort_by, sort_dir: 'asc' }))
      const ids: number[] = []
      const chunks = exportTracks(db, dialect, server.database.rows, CSV_FIELDS.tracks, params, 7)
      for (let chunk = await chunks(); chunk; chunk = await chunks())
        ids.push(...chunk.map((r) => r[0] as number))
      expect(ids).toEqual(list.map((t) => t.id))
    }
  })

  // Exports read on a connection of their own (server/db/rowReader.ts): it must not keep an old snapshot.
  it('each export reads what was written before it, also after an earlier export', async () => {
    const created = await server.as('admin', {
      method: 'POST',
      url: '/admin/v2/tracks',
      payload: {
        title: 'Exported then deleted',
        artist: 'Fresh',
        duration: 90,
        genre: 'folk',
        status: 'draft'
      }
    })
    const id = created.json().data.id as number
    const titleOf = async () =>
      (await exportOf(`/admin/v2/tracks/export?${q({ filters: { genre: 'folk' } })}`)).rows.find(
        (r) => Number(r[0]) === id
      )?.[1]
    expect(await titleOf()).toBe('Exported then deleted')
    const deleted = await server.as('admin', { method: 'DELETE', url: `/admin/v2/tracks/${id}` })
    expect(deleted.statusCode, deleted.body).toBeLessThan(300)
    expect(await titleOf()).toBeUndefined()
  })

  it('escapes formula cells and keeps Arabic, quotes, commas and line breaks', async () => {
    const { header, rows } = await exportOf(`/admin/v2/tracks/export?${q({ filters: { genre: 'pop' } })}`)
    const col = (name: string) => header.indexOf(name)
    const formula = rows.find((r) => r[col('title')].includes('HYPERLINK'))!
    expect(formula[col('title')]).toBe(`'=HYPERLINK("http://x","y")`)
    expect(formula[col('artist')]).toBe(`'+1 Artist`)
    expect(formula[col('album')]).toBe(`'@album`)
    const minus = rows.find((r) => r[col('title')].endsWith('minus'))!
    expect(minus[col('title')]).toBe(`'-minus`)
    expect(minus[col('artist')]).toBe('Plain, with comma')
    expect(minus[col('album')]).toBe('line\nbreak')
    const arabic = (await exportOf(`/admin/v2/tracks/export?${q({ filters: { genre: 'jazz' } })}`)).rows.find(
      (r) => r[1] === ARABIC
    )
    expect(arabic?.[2]).toBe('فيروز')
    expect(arabic?.[col('release_date')]).toBe('')
    // A number is a number, not a formula: only text is escaped.
    expect(csvCell(-3)).toBe('-3')
  })

  it('the users, playlists and plays files match their lists', async () => {
    const users = await listOf('/admin/v2/users', q({ filters: { role: 'viewer' } }))
    const usersCsv = await exportOf(`/admin/v2/users/export?${q({ filters: { role: 'viewer' } })}`)
    expect(usersCsv.rows.map((r) => Number(r[0]))).toEqual(users.map((u) => u.id))
    expect(usersCsv.rows.length).toBeGreaterThan(0)

    for (const sort of ['track_count', 'name', 'owner_name']) {
      const query = q({ sort_by: sort, sort_dir: 'asc' })
      const playlists = await listOf('/admin/v2/playlists', query)
      const csv = await exportOf(`/admin/v2/playlists/export?${query}`)
      expect(csv.rows.map((r) => Number(r[0]))).toEqual(playlists.map((p) => p.id))
    }

    const top = await server.database.db
      .selectFrom('play_histories')
      .select((eb) => ['track_id', eb.fn.countAll<number>().as('n')])
      .groupBy('track_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow()
    const query = q({ track_id: String(top.track_id), sort_dir: 'asc' })
    const plays = await listOf('/admin/v2/play_histories', query)
    const playsCsv = await exportOf(`/admin/v2/play_histories/export?${query}`)
    expect(playsCsv.rows.map((r) => Number(r[0]))).toEqual(plays.map((p) => p.id))
    expect(playsCsv.rows.length).toBe(Number(top.n))
  })

  it('checks the list’s ability and its query like the list does', async () => {
    expect((await server.as('viewer', { method: 'GET', url: '/admin/v2/users/export' })).statusCode).toBe(403)
    expect((await server.as(null, { method: 'GET', url: '/admin/v2/tracks/export' })).statusCode).toBe(401)
    const bad = await server.as('admin', { method: 'GET', url: '/admin/v2/tracks/export?sort_by=nope' })
    expect(bad.statusCode).toBe(400)
    const missing = await server.as('admin', {
      method: 'GET',
      url: '/admin/v2/play_histories/export?track_id=999999'
    })
    expect(missing.statusCode).toBe(404)
    await exportOf('/admin/v2/tracks/export', 'viewer')
  })
})
