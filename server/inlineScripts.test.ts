// The CSP of `npm start` allows the inline first-paint script of the built index.html by its hash, and no other.
import { createHash } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './inlineScripts'
import { startTestServer, type TestServer } from './test/harness'

const inline = 'document.documentElement.dataset.skin = "light"'
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const html = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div><script>${inline}</script></body></html>`

describe('inlineScriptHashes', () => {
  it('hashes the body of each inline script and skips scripts with a src', () => {
    expect(inlineScriptHashes(html)).toEqual([sha(inline)])
    expect(
      inlineScriptHashes('<script src="/a.js"></script><script>a()</script><script>b()</script>')
    ).toEqual([sha('a()'), sha('b()')])
    expect(inlineScriptHashes('<p>no script</p>')).toEqual([])
  })
})

describe('the CSP of a server with a built SPA', () => {
  let server: TestServer
  beforeAll(async () => {
    const spa = mkdtempSync(join(tmpdir(), 'vibeline-csp-'))
    writeFileSync(join(spa, 'index.html'), html)
    server = await startTestServer({
      seed: { tracks: 1, users: 1, playlists: 0, histories: 0 },
      config: { staticDir: spa }
    })
  })
  afterAll(() => server?.close())

  const scriptSrc = (csp: unknown) => /script-src ([^;]*)/.exec(String(csp))?.[1].split(' ')

  it("allows 'self' and the hash of index.html's inline script, on the page and on the API", async () => {
    const page = await server.app.inject({ method: 'GET', url: '/login' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(inline)
    expect(scriptSrc(page.headers['content-security-policy'])).toEqual(["'self'", sha(inline)])
    const api = await server.app.inject({ method: 'GET', url: '/health' })
    expect(scriptSrc(api.headers['content-security-policy'])).toEqual(["'self'", sha(inline)])
  })

  it('allows no inline script at all when there is no built SPA', async () => {
    const bare = await startTestServer({ seed: { tracks: 1, users: 1, playlists: 0, histories: 0 } })
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/health' })
      expect(scriptSrc(res.headers['content-security-policy'])).toEqual(["'self'"])
    } finally {
      await bare.close()
    }
  })
})
