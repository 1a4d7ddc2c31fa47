// How `npm start` sends the built SPA and the API's JSON: compressed when the client accepts it, hashed assets
// cached for good, index.html revalidated on every load.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressDir } from './precompress'
import { startTestServer, type TestServer } from './test/harness'

let server: TestServer
let spa: string
const script = `export function hello(){return ${JSON.stringify('Vibeline '.repeat(400))}}\n`
const html = `<!doctype html><html><head><title>Vibeline</title>${'<meta name="x" content="padding">'.repeat(40)}</head><body><div id="root"></div></body></html>`

beforeAll(async () => {
  spa = mkdtempSync(join(tmpdir(), 'vibeline-static-'))
  mkdirSync(join(spa, 'assets'))
  writeFileSync(join(spa, 'assets', 'index-Ab12Cd34.js'), script)
  writeFileSync(join(spa, 'assets', 'tiny-Zz99Yy88.js'), 'export const a = 1\n')
  writeFileSync(join(spa, 'index.html'), html)
  await precompressDir(spa)
  server = await startTestServer({
    seed: { tracks: 40, users: 2, playlists: 1, histories: 5 },
    config: { staticDir: spa }
  })
})
afterAll(() => server?.close())

describe('the build writes compressed twins', () => {
  it('writes .br and .gz next to each compressible file above 1 KiB, and none for tiny ones', () => {
    expect(existsSync(join(spa, 'assets', 'index-Ab12Cd34.js.br'))).toBe(true)
    expect(existsSync(join(spa, 'assets', 'index-Ab12Cd34.js.gz'))).toBe(true)
    expect(existsSync(join(spa, 'index.html.br'))).toBe(true)
    expect(existsSync(join(spa, 'assets', 'tiny-Zz99Yy88.js.br'))).toBe(false)
  })
})

describe('static files', () => {
  const get = (url: string, acceptEncoding?: string) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}
    })

  it('sends a hashed asset as brotli when the browser accepts it, cached immutably', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.rawPayload.length).toBeLessThan(script.length / 4)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script)
  })

  it('falls back to gzip, and to the plain file for a client that accepts neither', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script)
    expect(gz.headers['cache-control']).toContain('immutable')

    const plain = await get('/assets/index-Ab12Cd34.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
    expect(plain.headers['cache-control']).toContain('immutable')
  })

  it('sends an asset too small to have twins as it is', async () => {
    const res = await get('/assets/tiny-Zz99Yy88.js', 'br')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body).toBe('export const a = 1\n')
  })

  it('makes the browser revalidate index.html, at / and at every client-side route', async () => {
    for (const url of ['/', '/index.html', '/login', '/music/tracks']) {
      const res = await get(url, 'br')
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control'], url).toBe('no-cache')
      expect(res.headers['content-type'], url).toMatch(/text\/html/)
      expect(res.headers['content-encoding'], url).toBe('br')
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(html)
    }
  })
})

describe('API answers', () => {
  it('compresses a page of tracks for a client that accepts brotli, and sends it plain otherwise', async () => {
    const token = await server.token('admin')
    const url = '/admin/v2/tracks?page=1&per_page=25'
    const br = await server.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' }
    })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data).toHaveLength(25)

    const plain = await server.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` }
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.json().data).toHaveLength(25)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
  })

  it('leaves small answers uncompressed', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'br, gzip' }
    })
    expect(res.json()).toMatchObject({ status: 'ok' })
    expect(res.headers['content-encoding']).toBeUndefined()
  })
})
