// Seeded text reads as words: a playlist's description names its genre as people write it, never its key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GENRES } from '../src/contracts/music'
import { startTestServer, type TestServer } from './test/harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: { playlists: GENRES.length, tracks: 20, users: 5, histories: 10 } })
})
afterAll(() => server.close())

describe('seeded playlist descriptions', () => {
  it('name genres by their labels ("R&B"), not by their keys ("r-and-b")', async () => {
    const rows = await server.database.db.selectFrom('playlists').select('description').execute()
    const descriptions = rows.map((r) => r.description)
    expect(descriptions.some((d) => d.includes('R&B'))).toBe(true)
    expect(descriptions.filter((d) => /\br-and-b\b/.test(d))).toEqual([])
  })
})
