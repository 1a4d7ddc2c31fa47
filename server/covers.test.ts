import { existsSync, readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Track } from '../src/contracts/music'
import { synthesizeTune } from './media/wav'
import { coversDir } from './media/covers'
import { startTestServer, type TestServer } from './test/harness'
import { solidPng, wavWithPicture } from './test/images'
import { multipart } from './test/multipart'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const fields = { title: 'Cover Song', artist: 'Cover Artist', genre: 'pop', duration: '120' }
const png = solidPng(8, [200, 40, 90])
const coverPart = (data: Buffer, type = 'image/png') => ({ field: 'cover', name: 'cover.png', type, data })
const post = (form: ReturnType<typeof multipart>) =>
  server.as('editor', { method: 'POST', url: '/admin/v2/tracks', ...form })

describe('track covers', () => {
  it('stores an uploaded cover beside the audio and serves it same-origin with a long cache', async () => {
    const res = await post(multipart(fields, undefined, coverPart(png)))
    expect(res.statusCode).toBe(201)
    const track: Track = res.json().data
    expect(track.cover_url).toMatch(/^\/media\/covers\/[a-f0-9]{40}\.png$/)
    const image = await server.app.inject({ method: 'GET', url: track.cover_url! })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['cache-control']).toContain('max-age=31536000')
    expect(image.rawPayload.equals(png)).toBe(true)
    expect(readdirSync(coversDir(server.config.mediaDir))).toContain(track.cover_url!.split('/').pop())
  })

  it('checks the content, not the declared type: text called image/png is 415; a large image is 413', async () => {
    const text = await post(multipart(fields, undefined, coverPart(Buffer.from('not a picture at all'))))
    expect(text.statusCode).toBe(415)
    expect(text.json().error).toBe('The cover must be a JPEG, PNG or WebP image.')
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])
    const large = await post(multipart(fields, undefined, coverPart(big)))
    expect(large.statusCode).toBe(413)
  })

  it('takes the embedded picture of an uploaded audio file when the form brings no cover', async () => {
    const picture = solidPng(4, [10, 200, 30])
    const audio = wavWithPicture(synthesizeTune(5, 2), picture)
    const res = await post(multipart(fields, { name: 'tagged.wav', type: 'audio/wav', data: audio }))
    expect(res.statusCode).toBe(201)
    const track: Track = res.json().data
    expect(track.cover_url).toMatch(/^\/media\/covers\/[a-f0-9]{40}\.png$/)
    const image = await server.app.inject({ method: 'GET', url: track.cover_url! })
    expect(image.rawPayload.equals(picture)).toBe(true)
  })

  it('an uploaded cover wins over the embedded one; replacing and deleting release the old file', async () => {
    const audio = wavWithPicture(synthesizeTune(6, 2), solidPng(4, [1, 2, 3]))
    const uploaded = solidPng(6, [90, 90, 250])
    const created: Track = (
      await post(multipart(fields, { name: 'a.wav', type: 'audio/wav', data: audio }, coverPart(uploaded)))
    ).json().data
    const first = (await server.app.inject({ method: 'GET', url: created.cover_url! })).rawPayload
    expect(first.equals(uploaded)).toBe(true)

    const next = solidPng(5, [250, 250, 0])
    const updated = await server.as('editor', {
      method: 'PUT',
      url: `/admin/v2/tracks/${created.id}`,
      ...multipart({ ...fields, cover_url: created.cover_url! }, undefined, coverPart(next))
    })
    expect(updated.statusCode).toBe(200)
    const after: Track = updated.json().data
    expect(after.cover_url).not.toBe(created.cover_url)
    const file = (url: string) => `${coversDir(server.config.mediaDir)}/${url.split('/').pop()}`
    expect(existsSync(file(created.cover_url!))).toBe(false)

    await server.as('editor', { method: 'DELETE', url: `/admin/v2/tracks/${created.id}` })
    expect(existsSync(file(after.cover_url!))).toBe(false)
  })

  it('keeps a cover other tracks still use when one of them is deleted', async () => {
    const shared = solidPng(7, [5, 5, 5])
    const a: Track = (await post(multipart(fields, undefined, coverPart(shared)))).json().data
    const b: Track = (await post(multipart(fields, undefined, coverPart(shared)))).json().data
    expect(b.cover_url).toBe(a.cover_url)
    await server.as('editor', { method: 'DELETE', url: `/admin/v2/tracks/${a.id}` })
    expect((await server.app.inject({ method: 'GET', url: b.cover_url! })).statusCode).toBe(200)
  })

  it('answers 404 for a stored cover that does not exist and 400 for other names', async () => {
    const missing = await server.app.inject({ method: 'GET', url: `/media/covers/${'a'.repeat(40)}.jpg` })
    expect(missing.statusCode).toBe(404)
    const bad = await server.app.inject({ method: 'GET', url: '/media/covers/..%2Fsecret.png' })
    expect(bad.statusCode).toBe(400)
  })
})
