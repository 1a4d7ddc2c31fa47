// Bulk upload's server side: the audio's SHA-256 is stored with the track, an exact duplicate is refused with 409
// naming the original (also when replacing a track's audio), and POST /tracks/hashes answers which files exist.
import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
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

describe('a multipart body that is cut short or malformed', () => {
  const mediaFiles = () => readdirSync(server.config.mediaDir).sort()
  const whole = multipart(
    { title: 'Cut', artist: 'Uploader', genre: 'pop' },
    { name: 'a.wav', type: 'audio/wav', data: synthesizeTune(1, 2) }
  )
  const text = whole.payload.toString('latin1')
  const at = (marker: string, plus = 0) => text.indexOf(marker) + plus
  const cuts: [string, number][] = [
    ['after the opening boundary', at('\r\n', 2)],
    ['inside a field’s headers', at('Content-Disposition', 10)],
    ['inside a field’s value', at('\r\n\r\nCut', 6)],
    ['inside the audio part’s headers', at('filename=', 5)],
    ['inside the audio', at('RIFF', 12)],
    ['after the audio, without the closing boundary', text.lastIndexOf('\r\n--')],
    ['inside the closing boundary', whole.payload.length - 6]
  ]
  const targets = [
    ['POST', '/admin/v2/tracks'],
    ['PUT', '/admin/v2/tracks/1']
  ] as const

  for (const [method, url] of targets)
    it.each(cuts)(`${method} ${url} cut %s answers 400 and leaves no file`, async (_where, length) => {
      const files = mediaFiles()
      const before = await server.snapshot()
      const res = await server.as('admin', {
        method,
        url,
        headers: whole.headers,
        payload: whole.payload.subarray(0, length)
      })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().error).toMatch(/multipart/i)
      expect(mediaFiles()).toEqual(files)
      expect(await server.snapshot()).toBe(before)
    })

  it.each([
    ['no parts at all', 'hello, this is not multipart'],
    ['an empty body', ''],
    ['a part whose headers never end', '------probe\r\nContent-Disposition: form-data; name="title"\r\nX: y'],
    ['an opening line that is not the boundary', '------other\r\n\r\nabc\r\n------other--\r\n']
  ])('%s answers 400 and leaves no file', async (_what, payload) => {
    const files = mediaFiles()
    const res = await server.as('admin', {
      method: 'POST',
      url: '/admin/v2/tracks',
      headers: { 'content-type': 'multipart/form-data; boundary=----probe' },
      payload
    })
    expect(res.statusCode, res.body).toBe(400)
    expect(mediaFiles()).toEqual(files)
  })
})

describe('a client that stops sending in the middle of a multipart body', () => {
  let slow: TestServer
  beforeAll(async () => {
    // A short idle bound keeps the test quick; production waits UPLOAD_IDLE_TIMEOUT (30 s).
    slow = await startTestServer({ seed: false, config: { uploadIdleMs: 300 } })
    await slow.app.listen({ host: '127.0.0.1', port: 0 })
    await slow.token('editor')
  })
  afterAll(() => slow?.close())

  const stallAfter = async (sent: string | Buffer) => {
    const { port } = slow.app.server.address() as AddressInfo
    const token = await slow.token('editor')
    return new Promise<{ status: number; body: string; closed: boolean }>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/admin/v2/tracks',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'multipart/form-data; boundary=----probe',
          'content-length': String(10 * 1024 * 1024)
        }
      })
      req.on('error', reject)
      req.on('response', (res: IncomingMessage) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => {
          const socket = req.socket
          const answer = (closed: boolean) => resolve({ status: res.statusCode ?? 0, body, closed })
          if (socket?.destroyed) answer(true)
          else socket?.once('close', () => answer(true))
        })
      })
      // Sent, then nothing more: the body never ends.
      req.write(sent)
    })
  }

  it.each([
    [
      'inside the audio',
      Buffer.concat([
        Buffer.from(
          '------probe\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n'
        ),
        synthesizeTune(1, 2)
      ])
    ],
    ['inside a field', '------probe\r\nContent-Disposition: form-data; name="title"\r\n\r\nHal'],
    ['between parts', '------probe\r\nContent-Disposition: form-data; name="title"\r\n\r\nHello\r\n']
  ])('%s is answered 408, its connection closed, and leaves no file', async (_where, sent) => {
    const files = readdirSync(slow.config.mediaDir).sort()
    const before = await slow.snapshot()
    const answer = await stallAfter(sent)
    expect(answer.status, answer.body).toBe(408)
    expect(JSON.parse(answer.body).error).toMatch(/^The upload stalled: nothing arrived for 0.3 s/)
    expect(answer.closed).toBe(true)
    expect(readdirSync(slow.config.mediaDir).sort()).toEqual(files)
    expect(await slow.snapshot()).toBe(before)
  })
})
