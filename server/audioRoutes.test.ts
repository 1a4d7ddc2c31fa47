// The audio routes of issue 38 through the HTTP API with the analysis worker on: an upload is analysed (ffmpeg) and
// its signed audio URL then streams the AAC rendition with Range; the master downloads for administrators only (not
// editors, viewers or any API key scope).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_KEY_SCOPES } from '../src/contracts/apiKeys'
import type { AudioAnalysis } from '../src/contracts/audioAnalysis'
import type { Track } from '../src/contracts/music'
import { synthesizeTune } from './media/wav'
import { multipart } from './test/multipart'
import { startTestServer, type TestServer } from './test/harness'

let server: TestServer
let track: Track
const wav = synthesizeTune(3838, 4)

/** Reads the analysis until it leaves pending/analysing (the worker polls every 50 ms). */
async function analysed(id: number): Promise<AudioAnalysis> {
  for (;;) {
    const res = await server.as('viewer', { method: 'GET', url: `/admin/v2/tracks/${id}/analysis` })
    const analysis = res.json().data as AudioAnalysis
    if (analysis.status !== 'pending' && analysis.status !== 'analysing') return analysis
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

beforeAll(async () => {
  server = await startTestServer({
    seed: { tracks: 3, users: 3, playlists: 1, histories: 5 },
    config: { audioAnalysis: true, queuePollMs: 50 }
  })
  const form = multipart(
    { title: 'Range Tune', artist: 'Range Artist', genre: 'ambient' },
    { name: 'range.wav', type: 'audio/wav', data: wav }
  )
  const res = await server.as('editor', { method: 'POST', url: '/admin/v2/tracks', ...form })
  expect(res.statusCode, res.body).toBe(201)
  expect((await analysed(res.json().data.id)).status).toBe('done')
  track = (await server.as('viewer', { method: 'GET', url: `/admin/v2/tracks/${res.json().data.id}` })).json()
    .data as Track
}, 120_000)
afterAll(() => server?.close())

describe('the streaming rendition', () => {
  it('streams from the signed audio URL with Range: 206 and exactly the asked bytes of the rendition', async () => {
    const row = await server.database.db
      .selectFrom('track_analysis')
      .select(['rendition_key', 'rendition_codec'])
      .where('track_id', '=', track.id)
      .executeTakeFirstOrThrow()
    expect(row.rendition_codec).toBe('aac')
    const rendition = readFileSync(join(server.config.mediaDir, row.rendition_key!))
    expect(rendition.length).toBeGreaterThan(1000)
    // The URL names the rendition, not the uploaded WAV.
    expect(track.audio_url).toContain(row.rendition_key!)

    const head = await server.app.inject({
      method: 'GET',
      url: track.audio_url!,
      headers: { range: 'bytes=0-99' }
    })
    expect(head.statusCode).toBe(206)
    expect(head.headers['content-type']).toMatch(/^audio\/mp4/)
    expect(head.headers['content-range']).toBe(`bytes 0-99/${rendition.length}`)
    expect(head.rawPayload.equals(rendition.subarray(0, 100))).toBe(true)

    const middle = await server.app.inject({
      method: 'GET',
      url: track.audio_url!,
      headers: { range: 'bytes=500-1023' }
    })
    expect(middle.statusCode).toBe(206)
    expect(middle.headers['content-length']).toBe('524')
    expect(middle.rawPayload.equals(rendition.subarray(500, 1024))).toBe(true)

    const rest = await server.app.inject({
      method: 'GET',
      url: track.audio_url!,
      headers: { range: 'bytes=900-' }
    })
    expect(rest.statusCode).toBe(206)
    expect(rest.rawPayload.equals(rendition.subarray(900))).toBe(true)

    const whole = await server.app.inject({ method: 'GET', url: track.audio_url! })
    expect(whole.statusCode).toBe(200)
    expect(whole.rawPayload.equals(rendition)).toBe(true)
  })
})

describe('GET /admin/v2/tracks/:id/original', () => {
  const url = () => `/admin/v2/tracks/${track.id}/original`

  it('downloads the uploaded master, byte for byte, for an administrator', async () => {
    const res = await server.as('admin', { method: 'GET', url: url() })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('audio/wav')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.wav"$/)
    expect(res.rawPayload.equals(wav)).toBe(true)
  })

  it('answers 401 without credentials and 403 to editors and viewers', async () => {
    expect((await server.as(null, { method: 'GET', url: url() })).statusCode).toBe(401)
    for (const role of ['editor', 'viewer'] as const) {
      const res = await server.as(role, { method: 'GET', url: url() })
      expect([role, res.statusCode]).toEqual([role, 403])
      expect(res.json().error).toMatch(new RegExp(role))
    }
  })

  it('answers 403 to an API key of every scope, even one an administrator made', async () => {
    for (const scope of API_KEY_SCOPES) {
      const made = await server.as('admin', {
        method: 'POST',
        url: '/admin/v2/api_keys',
        payload: { name: `Original ${scope}`, scope }
      })
      expect(made.statusCode, made.body).toBe(201)
      const res = await server.app.inject({
        method: 'GET',
        url: url(),
        headers: { authorization: `Bearer ${made.json().key}` }
      })
      expect([scope, res.statusCode]).toEqual([scope, 403])
      expect(res.rawPayload.includes(wav.subarray(44, 300))).toBe(false)
    }
  })
})
