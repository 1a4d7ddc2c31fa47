// Bulk upload's server side: the audio's SHA-256 is stored with the track, an exact duplicate is refused with 409
// naming the original (also when replacing a track's audio), and POST /tracks/hashes answers which files exist.
import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { synthesizeTune } from './media/wav'
import { multipart } from './test/multipart'
import { startTestServer, type TestServer } from './test/harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: { tracks: 3, users: 2, playlists: 0, histories: 0 } })
})
afterAll(() => server?.close())

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex')
const upload = (data: Buffer, title: string, url = '/admin/v2/tracks', method: 'POST' | 'PUT' = 'POST') => {
  const body = multipart(
    { title, artist: 'Uploader', genre: 'pop' },
    { name: `${title}.wav`, type: 'audio/wav', data }
  )
  return server.as('admin', { method, url, ...body })
}

describe('duplicate uploads', () => {
  it('refuses the same audio twice with 409 naming the original, and answers known hashes', async () => {
    const tune = synthesizeTune(7, 1)
    const other = synthesizeTune(8, 1)
    const first = await upload(tune, 'Original')
    expect(first.statusCode, first.body).toBe(201)
    const original = first.json().data.id
    const stored = await server.database.db
      .selectFrom('tracks')
      .select('audio_hash')
      .where('id', '=', original)
      .executeTakeFirstOrThrow()
    expect(stored.audio_hash).toBe(sha(tune))

    const count = async () => (await server.database.db.selectFrom('tracks').select('id').execute()).length
    const before = await count()
    const again = await upload(tune, 'Copy')
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe(
      `This audio file is already in the catalogue as track ${original}, “Original” by Uploader.`
    )
    expect(again.json().details[0].track_id).toBe(original)
    expect(await count()).toBe(before)

    const second = await upload(other, 'Second')
    expect(second.statusCode).toBe(201)
    // Replacing the second track's audio by the first's file is a duplicate too; its own file is not.
    const replace = await upload(tune, 'Second', `/admin/v2/tracks/${second.json().data.id}`, 'PUT')
    expect(replace.statusCode).toBe(409)
    const same = await upload(other, 'Second', `/admin/v2/tracks/${second.json().data.id}`, 'PUT')
    expect(same.statusCode, same.body).toBe(200)

    const unknown = 'f'.repeat(64)
    const res = await server.as('admin', {
      method: 'POST',
      url: '/admin/v2/tracks/hashes',
      payload: { hashes: [sha(tune), unknown, sha(tune)] }
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual([
      { hash: sha(tune), track: { id: original, title: 'Original', artist: 'Uploader' } }
    ])
    const bad = await server.as('admin', {
      method: 'POST',
      url: '/admin/v2/tracks/hashes',
      payload: { hashes: ['nope'] }
    })
    expect(bad.statusCode).toBe(400)
    const viewer = await server.as('viewer', {
      method: 'POST',
      url: '/admin/v2/tracks/hashes',
      payload: { hashes: [unknown] }
    })
    expect(viewer.statusCode).toBe(403)
  })
})
